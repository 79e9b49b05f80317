// The security headers every answer of the shop carries, whatever runs it: server/main.ts in
// production (security-headers.ts) and `next dev` (next.config.ts, run-mode.ts).
export const FIXED_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  // Nothing the shop does needs these; geolocation stays for the shop's own address map picker.
  'permissions-policy':
    'accelerometer=(), autoplay=(), camera=(), display-capture=(), geolocation=(self), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(self), usb=(), browsing-topics=()',
} as const;

/** Two years, subdomains included: sent only on answers the shop served over https. */
export const HSTS = 'max-age=63072000; includeSubDomains';

// The two ways the shop runs: `npm start` (server/main.ts in front of Next, in production) and
// `npm run dev` (`next dev`). Next in production without server/main.ts in front would send no
// security headers and skip the request guards, so next.config.ts refuses to start it; `next dev`
// gets the fixed headers and a development policy from next.config.ts.
import { FIXED_HEADERS } from './fixed-headers';

/** Set by server/main.ts before it starts Next: the one production server that may run it. */
export const SHOP_SERVER_ENV = 'STOREFRONT_SHOP_SERVER';

export const NEXT_START_REFUSED =
  'This shop serves production only through its own server, which adds the security headers and request guards: start it with `npm start` (server/main.ts), not `next start`.';

/** Ends the process with NEXT_START_REFUSED unless server/main.ts started Next. */
export function refuseWithoutShopServer(env: Record<string, string | undefined> = process.env): void {
  if (env[SHOP_SERVER_ENV] === '1') return;
  console.error(NEXT_START_REFUSED);
  process.exit(1);
}

/**
 * The development policy: what `next dev` needs (inline and eval'd scripts for React Refresh, its
 * websocket, https tags and maps of the shop's configuration) with the production policy's fixed
 * limits (no plugins, no base or form target elsewhere, framed only by the shop or its editor).
 */
export function developmentPolicy(editorOrigins: readonly string[]): string {
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-inline' 'unsafe-eval' blob: https:",
    "style-src 'self' 'unsafe-inline' https:",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data: https:",
    "connect-src 'self' ws: wss: https:",
    "frame-src 'self' https:",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    ['frame-ancestors', "'self'", ...editorOrigins].join(' '),
  ].join('; ');
}

/** Paths that answer with a policy of their own (custom page frames, payment and sandbox pages, media). */
export const OWN_POLICY_PATHS = '/:path((?!page/[^/]+/frame|sandbox(?:/|$)|payment/|media/).*)';

type HeaderRule = { source: string; headers: { key: string; value: string }[] };

/** next.config.ts headers() under `next dev`: the fixed headers everywhere, the development policy where no answer brings its own. */
export function developmentHeaders(editorOrigins: readonly string[]): HeaderRule[] {
  return [
    { source: '/:path*', headers: Object.entries(FIXED_HEADERS).map(([key, value]) => ({ key, value })) },
    {
      source: OWN_POLICY_PATHS,
      headers: [{ key: 'content-security-policy', value: developmentPolicy(editorOrigins) }],
    },
  ];
}

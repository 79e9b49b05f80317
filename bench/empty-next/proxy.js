// Turbopack takes the nearest proxy file up to its root, the repository: this one stands in for
// the shop's proxy.ts and runs on no path, so the empty page has no proxy and no shop code.
export function proxy() {}

export const config = { matcher: ['/no-proxy-here'] };

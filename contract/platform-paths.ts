// The one list of the paths the platform answers on the shop's own origin. `npm start`
// (server/main.ts) hands them to the platform before Next; under `next dev`, `next start` and with
// PLATFORM_URL the app's forwarding routes serve them (app/service/[...path], app/media/...,
// app/invoice/[file], app/sandbox/[...path], app/payment/{webhook,confirm,return,checkout}/...),
// one route folder per prefix below; tests/unit/server/platform-paths.test.ts holds the two together.
// The platform answers them all (its own 4xx for a bad path, never the shop's pages).

/** The development routes: one namespace, every path of which the platform answers (platform/dev-paths.ts). */
export const DEV_PREFIX = '/dev/';

/**
 * The prefixes the app forwards to the platform: its API and images (with shoppers' upload PUTs to
 * /media/upload/<token>), the sandbox aggregator's pages, what payment providers and the shopper's
 * browser send back, and the presigned invoice PDFs.
 */
export const FORWARDED_PREFIXES = [
  '/service/',
  '/media/',
  '/sandbox/',
  '/payment/webhook/',
  '/payment/return/',
  '/payment/confirm/',
  '/payment/checkout/',
  '/invoice/',
] as const;

/** Every prefix the platform answers: the forwarded ones and the development routes (served by `npm start` only). */
export const PLATFORM_PREFIXES: readonly string[] = [...FORWARDED_PREFIXES, DEV_PREFIX];

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether a request target (path and query) is the platform's. */
export const PLATFORM_PATHS = new RegExp(`^(?:${PLATFORM_PREFIXES.map(escaped).join('|')})`);

// The development routes: one namespace (/dev/), every path of which belongs to the platform. The
// platform mounts each of them from this list behind one guard (app.ts, devOnly), and the
// production server hands the whole namespace to the platform (contract/platform-paths.ts),
// so a route added here is reached the same way in both. Pure: the server reads it without
// loading the platform.
import { DEV_PREFIX } from '../contract/platform-paths';

export { DEV_PREFIX };

/** Where each development router is mounted: the outbox's at /dev (its routes are /outbox and /outbox.json). */
export const DEV_MOUNTS = ['/dev', '/dev/rewards', '/dev/payments', '/dev/orders', '/dev/catalog'] as const;

export type DevMount = (typeof DEV_MOUNTS)[number];

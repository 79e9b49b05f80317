// The production server hands the platform's paths to the platform before Next
// (server/platform-paths.ts): every route the platform serves, read from the app itself,
// must be one of them, or `npm start` answers it with a page's 405 or 404.
import { describe, expect, it } from '@jest/globals';
import { createPlatform } from '@/platform/app';
import { DEV_MOUNTS, DEV_PREFIX } from '@/platform/dev-paths';
import { PLATFORM_PATHS } from '@/server/platform-paths';

const served = [...new Set(createPlatform(null as never).routes.filter((r) => r.method !== 'ALL').map((r) => r.path))];
const concrete = (path: string) => path.replace(/:[a-z_]+(?:\{[^}]*\})?/gi, 'x').replace(/\*/g, 'x');

describe('platform paths', () => {
  it.each(served)('%s reaches the platform', (path) => {
    expect(PLATFORM_PATHS.test(concrete(path))).toBe(true);
  });

  it('every development route is mounted from the one list, under /dev/', () => {
    const dev = served.filter((p) => p.startsWith(DEV_PREFIX));
    expect(dev).toEqual(expect.arrayContaining(['/dev/outbox.json', '/dev/payments/lapse', '/dev/rewards/credit', '/dev/orders/advance']));
    for (const path of dev) expect(DEV_MOUNTS.some((mount) => path.startsWith(`${mount}/`))).toBe(true);
  });

  it('leaves the shop’s pages to Next', () => {
    for (const page of ['/', '/products/', '/product/x/', '/developer/', '/devices/', '/api/service/x']) expect(PLATFORM_PATHS.test(page)).toBe(false);
  });
});

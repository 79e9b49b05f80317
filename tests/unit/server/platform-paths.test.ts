// The production server hands the platform's paths to the platform before Next
// (contract/platform-paths.ts): every route the platform serves, read from the app itself,
// must be one of them, or `npm start` answers it with a page's 405 or 404. Under `next dev` the
// app's forwarding routes serve the same list: one route folder per forwarded prefix, no other.
import { describe, expect, it } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import { createPlatform } from '@/platform/app';
import { DEV_MOUNTS, DEV_PREFIX } from '@/platform/dev-paths';
import { FORWARDED_PREFIXES, PLATFORM_PATHS } from '@/contract/platform-paths';

const served = [
  ...new Set(
    createPlatform(null as never)
      .routes.filter((r) => r.method !== 'ALL')
      .map((r) => r.path),
  ),
];
const concrete = (path: string) => path.replace(/:[a-z_]+(?:\{[^}]*\})?/gi, 'x').replace(/\*/g, 'x');

describe('platform paths', () => {
  it.each(served)('%s reaches the platform', (path) => {
    expect(PLATFORM_PATHS.test(concrete(path))).toBe(true);
  });

  it('every development route is mounted from the one list, under /dev/', () => {
    const dev = served.filter((p) => p.startsWith(DEV_PREFIX));
    expect(dev).toEqual(
      expect.arrayContaining(['/dev/outbox.json', '/dev/payments/lapse', '/dev/rewards/credit', '/dev/orders/advance']),
    );
    for (const path of dev) expect(DEV_MOUNTS.some((mount) => path.startsWith(`${mount}/`))).toBe(true);
  });

  it('leaves the shop’s pages to Next', () => {
    for (const page of ['/', '/products/', '/product/x/', '/developer/', '/devices/', '/api/service/x'])
      expect(PLATFORM_PATHS.test(page)).toBe(false);
  });
});

const APP = path.join(process.cwd(), 'app');

/** Every route and page file of the app, with the URL prefix its static segments make (`/payment/webhook/`). */
function appRoutes(dir = APP): { file: string; prefix: string }[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return appRoutes(full);
    if (!/^(route|page)\.tsx?$/.test(entry.name)) return [];
    const segments = path
      .relative(APP, dir)
      .split(path.sep)
      .filter((s) => s && !/^\(.*\)$/.test(s));
    const fixed = segments.slice(0, segments.findIndex((s) => s.startsWith('[')) >>> 0);
    return [{ file: path.relative(process.cwd(), full), prefix: `/${fixed.map((s) => `${s}/`).join('')}` }];
  });
}

const forwards = (file: string) => /\bforward(ToPlatform|Upload)\(/.test(fs.readFileSync(file, 'utf8'));
const routes = appRoutes();
const forwarding = routes.filter((r) => forwards(r.file));

describe('the forwarding routes and the one list', () => {
  it.each(forwarding.map((r) => [r.file, r.prefix]))('%s forwards a path of the list', (_, prefix) => {
    expect(FORWARDED_PREFIXES.some((p) => prefix.startsWith(p))).toBe(true);
  });

  it.each([...FORWARDED_PREFIXES])('%s has a forwarding route', (prefix) => {
    expect(forwarding.some((r) => r.prefix.startsWith(prefix))).toBe(true);
  });

  it('no page or other route sits under a platform path', () => {
    const others = routes.filter((r) => !forwarding.includes(r) && PLATFORM_PATHS.test(r.prefix));
    expect(others).toEqual([]);
  });
});

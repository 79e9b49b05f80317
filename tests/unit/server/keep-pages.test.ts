// server/keep-pages.ts: pages are kept with the embedded platform, and with a remote one
// (PLATFORM_URL) only when its signed webhook can reach this shop (a REVALIDATE_SECRET of 32+).
import { describe, expect, it } from '@jest/globals';
import { keepsPages } from '@/server/keep-pages';

const secret = 'a-shared-secret-of-at-least-32-characters';

describe('whether pages are kept', () => {
  it('keeps them with the embedded platform, unless PAGE_CACHE=0', () => {
    expect(keepsPages({}, () => undefined)).toBe(true);
    expect(keepsPages({ PAGE_CACHE: '0' }, () => undefined)).toBe(false);
  });

  it('with PLATFORM_URL, keeps them only with a valid secret, and says why not otherwise (without the secret)', () => {
    const said: string[] = [];
    const say = (line: string) => said.push(line);
    expect(keepsPages({ PLATFORM_URL: 'http://127.0.0.1:3000', REVALIDATE_SECRET: secret }, say)).toBe(true);
    expect(keepsPages({ PLATFORM_URL: 'http://127.0.0.1:3000', REVALIDATE_SECRET: secret, PAGE_CACHE: '0' }, say)).toBe(
      false,
    );
    expect(said).toEqual([]);
    expect(keepsPages({ PLATFORM_URL: 'http://127.0.0.1:3000' }, say)).toBe(false);
    expect(keepsPages({ PLATFORM_URL: 'http://127.0.0.1:3000', REVALIDATE_SECRET: 'too-short-a-secret' }, say)).toBe(
      false,
    );
    expect(said).toHaveLength(2);
    expect(said[1]).toContain('no page is kept');
    expect(said.join()).not.toContain('too-short-a-secret');
  });
});

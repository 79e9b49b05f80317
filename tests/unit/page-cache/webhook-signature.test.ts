// lib/page-cache/webhook-signature.ts and the change payloads: a change is accepted only with a
// signature of its exact body by the secret, within a minute; payloads name only known tags.
import { describe, expect, it } from '@jest/globals';
import { signChange, verifyChange, SIGNATURE_TOLERANCE_S } from '@/lib/page-cache/webhook-signature';
import { changeSchema, tagsOfPayload } from '@/lib/page-cache/tags';

const secret = 'a-shared-secret-of-at-least-32-characters';
const body = JSON.stringify({ tags: ['product:12', 'catalogue'] });

describe('change signatures', () => {
  it('accepts its own signature and refuses another body, secret or time', () => {
    const now = Date.UTC(2026, 10, 26, 12);
    const header = signChange(body, secret, now);
    expect(verifyChange(header, body, secret, now + 1000)).toBe(true);
    expect(verifyChange(header, body.replace('12', '13'), secret, now)).toBe(false);
    expect(verifyChange(header, body, `${secret}x`, now)).toBe(false);
    expect(verifyChange(header, body, secret, now + (SIGNATURE_TOLERANCE_S + 1) * 1000)).toBe(false);
    expect(verifyChange(header, body, secret, now - (SIGNATURE_TOLERANCE_S + 1) * 1000)).toBe(false);
    expect(verifyChange(null, body, secret, now)).toBe(false);
    expect(verifyChange('t=abc,v1=00', body, secret, now)).toBe(false);
    expect(verifyChange(header.replace(/v1=./, 'v1=0'), body, secret, now)).toBe(header.includes('v1=0'));
  });
});

describe('change payloads', () => {
  it('reads the tags of a notification, dropping unknown tokens and repeats', () => {
    expect(tagsOfPayload('product:1 catalogue product:1  theme bogus product:0 product:x')).toEqual([
      'product:1',
      'catalogue',
      'theme',
    ]);
  });

  it('accepts only known tags in a posted change', () => {
    expect(changeSchema.safeParse({ tags: ['content', 'product:42'] }).success).toBe(true);
    expect(changeSchema.safeParse({ tags: [] }).success).toBe(false);
    expect(changeSchema.safeParse({ tags: ['everything'] }).success).toBe(false);
    expect(changeSchema.safeParse({ tags: ['theme'], extra: 1 }).success).toBe(false);
  });
});

// The upload URL's token (platform/file-storage/token.ts): what start promised, signed; refused
// when altered in any way, expired for the PUT, and naming the shopper only by a keyed tag.
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import {
  ownerTag,
  readUploadToken,
  signUploadToken,
  uploadMediaId,
  type UploadClaims,
} from '@/platform/file-storage/token';

const SECRET = 'unit-test-secret';
const NOW = Date.UTC(2026, 0, 1);
const claims: UploadClaims = {
  owner: ownerTag(SECRET, 'user-1'),
  namespace: 'order-qc',
  contentType: 'image/png',
  size: 1234,
  fileName: 'crack on the sole.png',
  expires: NOW / 1000 + 900,
  nonce: '0123456789abcdef0123456789abcdef',
};

describe('upload tokens', () => {
  it('read back what they were signed with', () => {
    const token = signUploadToken(claims, SECRET);
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
    expect(readUploadToken(token, SECRET, NOW)).toEqual({ ok: true, claims });
  });

  it('do not show the user id', () => {
    const payload = Buffer.from(signUploadToken(claims, SECRET).split('.')[0], 'base64url').toString();
    expect(payload).not.toContain('user-1');
    expect(ownerTag(SECRET, 'user-1')).not.toBe(ownerTag(SECRET, 'user-2'));
    expect(ownerTag(SECRET, 'user-1')).not.toBe(ownerTag('other', 'user-1'));
  });

  it('are refused for the PUT once expired, but still read without a clock (complete)', () => {
    const token = signUploadToken(claims, SECRET);
    expect(readUploadToken(token, SECRET, NOW + 901_000)).toEqual({ ok: false, reason: 'expired' });
    expect(readUploadToken(token, SECRET, undefined)).toMatchObject({ ok: true });
  });

  it('are refused under another secret', () => {
    expect(readUploadToken(signUploadToken(claims, SECRET), 'another', NOW)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('are refused when any character is changed, added or removed', () => {
    const token = signUploadToken(claims, SECRET);
    fc.assert(
      fc.property(
        fc.nat(token.length - 1),
        fc.constantFrom(...'AZaz09-_.x'),
        fc.constantFrom('replace', 'insert', 'delete'),
        (at, char, how) => {
          const changed =
            how === 'replace'
              ? token.slice(0, at) + char + token.slice(at + 1)
              : how === 'insert'
                ? token.slice(0, at) + char + token.slice(at)
                : token.slice(0, at) + token.slice(at + 1);
          if (changed === token) return;
          expect(readUploadToken(changed, SECRET, NOW)).toEqual({ ok: false, reason: 'invalid' });
        },
      ),
    );
  });

  it('refuse a signed payload that is not the claims (a forged shape cannot pass)', () => {
    for (const junk of ['', '.', 'abc', `${'a'.repeat(3000)}.${'b'.repeat(43)}`, 'a.b', 'e30.' + 'x'.repeat(43)]) {
      expect(readUploadToken(junk, SECRET, NOW)).toEqual({ ok: false, reason: 'invalid' });
    }
  });

  it('give every PUT of one token the same media id', () => {
    expect(uploadMediaId(claims)).toBe('upload-0123456789abcdef0123456789abcdef');
    expect(uploadMediaId(claims)).toMatch(/^[a-z0-9-]+$/);
  });
});

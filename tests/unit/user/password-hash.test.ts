// scrypt password hashes: salted, self-describing, checked in constant time.
import { describe, expect, it } from '@jest/globals';
import { hashPassword, verifyPassword } from '@/platform/user/password';

describe('password hashing', () => {
  it('verifies the right password only, with a fresh salt each time', async () => {
    const a = await hashPassword('Secret#123');
    const b = await hashPassword('Secret#123');
    expect(a).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('Secret#123', a)).toBe(true);
    expect(await verifyPassword('Secret#124', a)).toBe(false);
    expect(await verifyPassword('', a)).toBe(false);
  });

  it('refuses stored values that are not scrypt hashes', async () => {
    for (const stored of ['', 'plain-text', 'bcrypt$2b$10$abc', 'scrypt$16384$8$1$$'])
      expect(await verifyPassword('Secret#123', stored)).toBe(false);
  });
});

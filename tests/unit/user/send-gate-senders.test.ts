// Every message leaves through the send gate: only it writes to the outbox, and a message needs
// a permit the gate claimed (counted against the send limits), good for one message.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import type { Database } from '@/platform/db/client';
import { deliver, type SendPermit } from '@/platform/user/send-gate';

const root = path.join(__dirname, '../../../platform');

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

const relative = (file: string) => path.relative(root, file).split(path.sep).join('/');

describe('the send gate is the only way out', () => {
  const files = sources(root).map((file) => ({ file: relative(file), text: fs.readFileSync(file, 'utf8') }));

  it('is the only module that records a message in the outbox', () => {
    const recorders = files
      .filter(({ text }) => /import\s*{[^}]*\brecord\b[^}]*}\s*from\s*'[./]*(user\/)?outbox'/.test(text))
      .map(({ file }) => file);
    expect(recorders).toEqual(['user/send-gate.ts']);
    const writers = files.filter(({ text }) => /insert\(\s*outboxMessages\s*\)/.test(text)).map(({ file }) => file);
    expect(writers).toEqual(['user/outbox.ts']);
  });

  it('lists every sender: each module that sends a message claims it from the gate', () => {
    // Directly, or from another domain through the user domain's index.
    const fromGate =
      /import\s*(type\s*)?{[^}]*\b(claimSend|deliver|SendPermit)\b[^}]*}\s*from\s*'([./]*(user\/)?send-gate|\.\.\/user)'/;
    const senders = files
      .filter(({ text }) => fromGate.test(text))
      .map(({ file }) => file)
      .sort();
    expect(senders).toEqual([
      'notification/notify.ts',
      'payment/link-service.ts',
      'user/outbox.ts',
      'user/password-service.ts',
      'user/profile-service.ts',
      'user/verification.ts',
    ]);
    // One-time codes (sign-in, registration, forgot password, delivery, refund accounts, a guest's
    // checkout email) go through issueOtp.
    const codeSenders = files
      .filter(({ text }) => /\bissueOtp\(/.test(text))
      .map(({ file }) => file)
      .sort();
    expect(codeSenders).toEqual([
      'checkout/guest-code.ts',
      'order/order-service.ts',
      'payment/refund-accounts-service.ts',
      'user/otp-service.ts',
      'user/password-service.ts',
      'user/verification.ts',
    ]);
  });

  it('sends nothing with a permit it did not claim', async () => {
    const forged = { channel: 'email', to: 'someone@example.com', keys: [] } as unknown as SendPermit;
    await expect(deliver({} as Database, forged, { subject: 'Hi', body: 'http://evil.example/' })).rejects.toThrow(
      'unused permit of the send gate',
    );
  });
});

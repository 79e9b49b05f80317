// A production process (NODE_ENV=production) without PAYMENT_SANDBOX=1 takes no payment on the
// sandbox: it says so at start, and the sandbox's pages, card API, webhook and return all refuse.
// Its own platform process on a fresh PGlite (the suite's server runs with the sandbox on).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { PAYMENT_MESSAGES } from '@/platform/payment/messages';

let child: ChildProcess;
let dataDir = '';
let url = '';
let output = '';

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-no-sandbox-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    PORT: '0',
    SEED_IMAGES: '0',
  };
  delete env.PAYMENT_SANDBOX;
  child = spawn(process.execPath, ['--import', 'tsx', 'server/platform-main.ts'], {
    cwd: path.join(__dirname, '../../..'),
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stderr!.resume();
  url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the production platform did not start in 150 s')), 150_000);
    child.stdout!.on('data', (chunk) => {
      output += chunk;
      const line = output.split('\n').find((l) => l.startsWith('{"url"'));
      if (line) {
        clearTimeout(timer);
        resolve((JSON.parse(line) as { url: string }).url);
      }
    });
    child.on('exit', (code) => reject(new Error(`the production platform exited with ${code}`)));
  });
}, 160_000);

afterAll(async () => {
  if (child && child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the payment sandbox in production', () => {
  it('is off unless PAYMENT_SANDBOX=1, and the start line says so', () => {
    expect(output).toContain(
      'Payments: razorpay (off — set RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET), stripe (off — set STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY), sandbox (off — set PAYMENT_SANDBOX=1 to enable); no prepaid mode is offered',
    );
  });

  it('refuses its hosted pages, its card API, its webhook and its return', async () => {
    for (const page of ['/sandbox/pay/ch_anything', '/sandbox/upi/ch_anything']) {
      const answer = await fetch(`${url}${page}`);
      expect({ page, status: answer.status }).toEqual({ page, status: 404 });
    }
    const card = await fetch(`${url}/sandbox/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ card_number: '4111111111111111' }),
    });
    expect(card.status).toBe(404);

    const webhook = await fetch(`${url}/payment/webhook/sandbox`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-sandbox-signature': 't=1,v1=00' },
      body: '{}',
    });
    expect(webhook.status).toBe(404);
    expect(await webhook.json()).toEqual({ success: false, message: PAYMENT_MESSAGES.unknownAggregator });

    const back = await fetch(`${url}/payment/return/sandbox?charge_id=ch_anything&status=paid&signature=x`, {
      redirect: 'manual',
    });
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe('/cart/order-status/?success=false');
  });
});

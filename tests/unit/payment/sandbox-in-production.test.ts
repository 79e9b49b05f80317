// The payment sandbox takes no money: a production process offers it only when PAYMENT_SANDBOX=1
// says so, and the server's start line says which providers are live.
import { describe, expect, it } from '@jest/globals';
import {
  chooseProvider,
  configuredProviders,
  paymentProvidersLine,
  sandboxEnabled,
} from '@/platform/payment/providers';

const names = (env: Record<string, string>) => configuredProviders(env).map((p) => p.name);
const KEYS = { STRIPE_SECRET_KEY: 'sk', STRIPE_PUBLISHABLE_KEY: 'pk' };

describe('the sandbox in production', () => {
  it('is off with NODE_ENV=production unless PAYMENT_SANDBOX=1: no provider, so no prepaid mode', () => {
    expect(sandboxEnabled({ NODE_ENV: 'production' })).toBe(false);
    expect(names({ NODE_ENV: 'production' })).toEqual([]);
    expect(chooseProvider(configuredProviders({ NODE_ENV: 'production' }), undefined)).toBeUndefined();
    expect(names({ NODE_ENV: 'production', PAYMENT_SANDBOX: 'yes' })).toEqual([]);
    expect(names({ NODE_ENV: 'production', ...KEYS })).toEqual(['stripe']);
    expect(names({ NODE_ENV: 'production', PAYMENT_SANDBOX: '1' })).toEqual(['sandbox']);
    expect(names({ NODE_ENV: 'production', PAYMENT_SANDBOX: '1', ...KEYS })).toEqual(['stripe', 'sandbox']);
  });

  it('is on in development and tests unless PAYMENT_SANDBOX=0', () => {
    expect(names({ NODE_ENV: 'development' })).toEqual(['sandbox']);
    expect(names({ NODE_ENV: 'test' })).toEqual(['sandbox']);
    expect(names({ NODE_ENV: 'development', PAYMENT_SANDBOX: '0' })).toEqual([]);
  });

  it('the start line names each provider live or off, and how to turn it on', () => {
    expect(paymentProvidersLine({ NODE_ENV: 'production' })).toBe(
      'Payments: razorpay (off — set RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET), stripe (off — set STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY), sandbox (off — set PAYMENT_SANDBOX=1 to enable); no prepaid mode is offered',
    );
    expect(paymentProvidersLine({ NODE_ENV: 'production', ...KEYS })).toBe(
      'Payments: razorpay (off — set RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET), stripe (live, new payments), sandbox (off — set PAYMENT_SANDBOX=1 to enable)',
    );
    expect(paymentProvidersLine({ NODE_ENV: 'production', PAYMENT_SANDBOX: '1' })).toContain(
      'sandbox (on, no money moves, new payments)',
    );
    expect(paymentProvidersLine({ NODE_ENV: 'development', PAYMENT_SANDBOX: '0' })).toContain(
      'sandbox (off — turned off by PAYMENT_SANDBOX=0)',
    );
  });
});

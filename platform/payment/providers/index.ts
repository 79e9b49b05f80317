// Which providers the shop has, and which takes its payments. A real provider is there when its
// keys are set (RAZORPAY_KEY_ID + RAZORPAY_KEY_SECRET, STRIPE_SECRET_KEY + STRIPE_PUBLISHABLE_KEY);
// PAYMENT_PROVIDER chooses among those present, otherwise Razorpay, then Stripe, then the sandbox.
// Every configured provider still receives its webhooks (a payment started before a switch).
import { sandboxProvider } from './sandbox-provider';
import { stripeProvider } from './stripe';
import { razorpayProvider } from './razorpay';
import type { PaymentProvider } from './provider';

type Env = Record<string, string | undefined>;

export function configuredProviders(env: Env = process.env): PaymentProvider[] {
  const list: PaymentProvider[] = [];
  if (env.RAZORPAY_KEY_ID && env.RAZORPAY_KEY_SECRET) {
    list.push(razorpayProvider({ keyId: env.RAZORPAY_KEY_ID, keySecret: env.RAZORPAY_KEY_SECRET, webhookSecret: env.RAZORPAY_WEBHOOK_SECRET ?? '', shopName: env.SHOP_NAME }));
  }
  if (env.STRIPE_SECRET_KEY && env.STRIPE_PUBLISHABLE_KEY) {
    list.push(stripeProvider({ secretKey: env.STRIPE_SECRET_KEY, publishableKey: env.STRIPE_PUBLISHABLE_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET ?? '' }));
  }
  // The sandbox takes no money: PAYMENT_SANDBOX=0 turns it off (a live shop without a provider then offers no prepaid mode).
  if (sandboxEnabled(env)) list.push(sandboxProvider);
  return list;
}

export const sandboxEnabled = (env: Env = process.env) => env.PAYMENT_SANDBOX !== '0';

let cached: { key: string; list: PaymentProvider[] } | undefined;
function providers(): PaymentProvider[] {
  const key = ['PAYMENT_SANDBOX', 'RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET', 'STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'].map((k) => process.env[k] ?? '').join('\u0000');
  if (cached?.key !== key) cached = { key, list: configuredProviders() };
  return cached.list;
}

export function providerNamed(name: string): PaymentProvider | undefined {
  return providers().find((p) => p.name === name);
}

export function chooseProvider(list: PaymentProvider[], wanted: string | undefined): PaymentProvider | undefined {
  return list.find((p) => p.name === wanted) ?? list[0];
}

let warned = false;

/** The provider new payments go to; undefined when none is configured (no prepaid mode is offered). */
export function activeProvider(): PaymentProvider | undefined {
  const chosen = chooseProvider(providers(), process.env.PAYMENT_PROVIDER);
  if (chosen === sandboxProvider && process.env.NODE_ENV === 'production' && !warned) {
    warned = true;
    console.warn('[payment] prepaid orders are paid on the sandbox, where no money moves: set a provider\'s keys, or PAYMENT_SANDBOX=0 to offer no prepaid mode');
  }
  return chosen;
}

export type { PaymentProvider, ProviderOutcome, ProviderEvent, ChargeRequest, CardSeen } from './provider';

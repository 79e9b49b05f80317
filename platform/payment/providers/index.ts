// Which providers the shop has, and which takes its payments. A real provider is there when its
// keys are set (RAZORPAY_KEY_ID + RAZORPAY_KEY_SECRET, STRIPE_SECRET_KEY + STRIPE_PUBLISHABLE_KEY);
// PAYMENT_PROVIDER chooses among those present, otherwise Razorpay, then Stripe, then the sandbox
// (in production only with PAYMENT_SANDBOX=1).
// Every configured provider still receives its webhooks (a payment started before a switch).
import { sandboxProvider } from './sandbox-provider';
import { stripeProvider } from './stripe';
import { razorpayProvider } from './razorpay';
import type { PaymentProvider } from './provider';

type Env = Record<string, string | undefined>;

export function configuredProviders(env: Env = process.env): PaymentProvider[] {
  const list: PaymentProvider[] = [];
  if (env.RAZORPAY_KEY_ID && env.RAZORPAY_KEY_SECRET) {
    list.push(
      razorpayProvider({
        keyId: env.RAZORPAY_KEY_ID,
        keySecret: env.RAZORPAY_KEY_SECRET,
        webhookSecret: env.RAZORPAY_WEBHOOK_SECRET ?? '',
        shopName: env.SHOP_NAME,
      }),
    );
  }
  if (env.STRIPE_SECRET_KEY && env.STRIPE_PUBLISHABLE_KEY) {
    list.push(
      stripeProvider({
        secretKey: env.STRIPE_SECRET_KEY,
        publishableKey: env.STRIPE_PUBLISHABLE_KEY,
        webhookSecret: env.STRIPE_WEBHOOK_SECRET ?? '',
      }),
    );
  }
  if (sandboxEnabled(env)) list.push(sandboxProvider);
  return list;
}

/**
 * The sandbox takes no money, so a production process (NODE_ENV=production) offers it only with
 * PAYMENT_SANDBOX=1; elsewhere it is on unless PAYMENT_SANDBOX=0. Off, no prepaid mode goes to it
 * and none of its pages, webhooks or returns answer.
 */
export const sandboxEnabled = (env: Env = process.env) =>
  env.PAYMENT_SANDBOX === '1' || (env.PAYMENT_SANDBOX !== '0' && env.NODE_ENV !== 'production');

/** One line for the start of a server: which providers take payments, and how to turn on the others. */
export function paymentProvidersLine(env: Env = process.env): string {
  const list = configuredProviders(env);
  const active = chooseProvider(list, env.PAYMENT_PROVIDER);
  const on = (name: string) => list.some((p) => p.name === name);
  const state = (name: string, live: string, off: string) =>
    `${name} (${on(name) ? `${live}${active?.name === name ? ', new payments' : ''}` : `off — ${off}`})`;
  const parts = [
    state('razorpay', 'live', 'set RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET'),
    state('stripe', 'live', 'set STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY'),
    state(
      'sandbox',
      'on, no money moves',
      env.NODE_ENV === 'production' && env.PAYMENT_SANDBOX !== '0'
        ? 'set PAYMENT_SANDBOX=1 to enable'
        : 'turned off by PAYMENT_SANDBOX=0',
    ),
  ];
  return `Payments: ${parts.join(', ')}${active ? '' : '; no prepaid mode is offered'}`;
}

let cached: { key: string; list: PaymentProvider[] } | undefined;
function providers(): PaymentProvider[] {
  const key = [
    'NODE_ENV',
    'PAYMENT_SANDBOX',
    'RAZORPAY_KEY_ID',
    'RAZORPAY_KEY_SECRET',
    'RAZORPAY_WEBHOOK_SECRET',
    'STRIPE_SECRET_KEY',
    'STRIPE_PUBLISHABLE_KEY',
    'STRIPE_WEBHOOK_SECRET',
  ]
    .map((k) => process.env[k] ?? '')
    .join('\u0000');
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
    console.warn('[payment] PAYMENT_SANDBOX=1: prepaid orders are paid on the sandbox, where no money moves');
  }
  return chosen;
}

export type { PaymentProvider, ProviderOutcome, ProviderEvent, ChargeRequest, CardSeen } from './provider';

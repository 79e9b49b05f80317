// Payment's rules, one place each: the modes a cart can be paid with (COD, PP,
// UPI, CARD, NB, WL, ..., 'net banking list shows first 5'), and how long stock is held for an
// order that is not paid yet. The banks, wallets and pay-later providers the payment API accepts
// are contract/payment-methods.ts (the sandbox aggregator offers the same).

/** Modes paid through an aggregator (the order waits for the payment). */
export const PREPAID_MODES = ['CARD', 'UPI', 'NB', 'WL', 'PL'] as const;
export type PrepaidMode = (typeof PREPAID_MODES)[number];
export const isPrepaidMode = (mode: string): mode is PrepaidMode => (PREPAID_MODES as readonly string[]).includes(mode);
/**
 * Modes a guest (no account) may pay with: their options say anonymous_enable. Pay later is not
 * one: its provider checks a customer the shop knows.
 */
export const ANONYMOUS_MODES = ['COD', 'PP', 'CARD', 'UPI', 'NB', 'WL'] as const;
export const anonymousMode = (mode: string) => (ANONYMOUS_MODES as readonly string[]).includes(mode);

export const MODE_DISPLAY: Record<string, { name: string; priority: number }> = {
  UPI: { name: 'UPI', priority: 1 },
  CARD: { name: 'Card', priority: 2 },
  NB: { name: 'Net Banking', priority: 3 },
  WL: { name: 'Wallet', priority: 4 },
  PL: { name: 'Pay Later', priority: 5 },
  COD: { name: 'Cash on Delivery', priority: 6 },
  PP: { name: 'Prepaid', priority: 0 },
};

/** Net banking: the list shows this many first, before 'all banks'. */
export const TOP_BANKS = 5;

/** Cash on delivery: offered up to this total, at this charge. */
export const COD_RULES = { maxTotalPaise: 5_000_000, chargePaise: 0 } as const;

/** The storefront's page a payment's return (and a placed order) lands on. */
export const ORDER_STATUS_PATH = '/cart/order-status/';

export { SANDBOX_AGGREGATOR } from '../../contract/payment-methods';

/**
 * The largest body a provider's webhook, a return or confirm post, or a sandbox payment page may
 * send (64 KiB: an event or a form of a few fields): a larger declared length is refused before a
 * byte of it is read.
 */
export const PAYMENT_CALLBACK_BODY_LIMIT = 64 * 1024;
/** What those bodies are: a provider's JSON, or a form the shopper's browser posts. */
export const PAYMENT_CALLBACK_TYPES = ['application/json', 'application/x-www-form-urlencoded'] as const;

/** Stock held for an unpaid order (PAYMENT_HOLD_SECONDS, default 15 minutes); then the order lapses. */
export const paymentHoldSeconds = () => {
  const value = Number(process.env.PAYMENT_HOLD_SECONDS);
  return Number.isFinite(value) && value >= 30 ? Math.floor(value) : 15 * 60;
};

/** Lapsed payments are looked for at most this often per process. */
export const EXPIRY_SWEEP_EVERY_MS = 30_000;

/** The public routes a provider and the shopper's browser come back to (answered by the platform, not signed). */
export const PAYMENT_PUBLIC_PATHS = { webhook: '/payment/webhook', return: '/payment/return' } as const;

export const PAYMENT_LIMITS = { savedCardsPerShopper: 20 } as const;

/**
 * A payment link is sent at most `sends` times, and paid in at most `attempts` attempts. All the
 * payment-link messages of one order (made, resent, made again after a cancel; each email and
 * SMS) are at most `sendsPerOrder[0]` in `sendsPerOrder[1]` seconds, besides the send gate's limits.
 */
export const LINK_LIMITS = { sends: 5, attempts: 20, sendsPerOrder: [6, 24 * 60 * 60] } as const;

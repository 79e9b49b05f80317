// Checkout's rules, one place each.

/**
 * Payment modes a cart can be ordered with. COD: cash on delivery, up to a limit. PP: prepaid,
 * when nothing is left to pay (points cover the total). CARD, UPI, NB, WL and PL are paid through
 * the payment provider (platform/payment/).
 */
export const ORDER_PAYMENT_MODES = ['COD', 'PP', 'CARD', 'UPI', 'NB', 'WL', 'PL'] as const;
export type OrderPaymentMode = (typeof ORDER_PAYMENT_MODES)[number];

export const CHECKOUT_LIMITS = {
  idempotencyKeyMaxChars: 100,
  /** How far the cart's last change may be from the one priced (timestamps lose µs in JS). */
  changedToleranceMs: 1,
} as const;

/** The header carrying one checkout attempt's key (as Stripe's idempotency keys). */
export const IDEMPOTENCY_HEADER = 'idempotency-key';

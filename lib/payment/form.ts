// What the payment forms post for the chosen mode (components/checkout/payment-mode-fields.tsx),
// read the same way by the payment step and the payment-link page. The platform checks each value.
import { z } from 'zod';

const field = (max: number) => z.string().trim().max(max).optional();

export const MODE_FIELDS = {
  /** Already worked out (the review page carries it as /cart/order-review's query names it). */
  payment_identifier: field(300),
  vpa: field(300),
  card_id: field(100),
  bank: field(20),
  bank_other: field(20),
  wallet: field(20),
  pay_later: field(20),
};

type ModeInput = { payment_mode: string } & { [K in keyof typeof MODE_FIELDS]?: string };

/** The identifier the chosen mode sends: the UPI id, a saved card, the bank, the wallet or the pay-later provider. */
export function identifierOf(input: ModeInput): string | undefined {
  if (input.payment_identifier) return input.payment_identifier;
  switch (input.payment_mode) {
    case 'UPI':
      return input.vpa;
    case 'CARD':
      return input.card_id && input.card_id !== 'new' ? input.card_id : undefined;
    case 'NB':
      return input.bank === 'other' ? input.bank_other : input.bank;
    case 'WL':
      return input.wallet;
    case 'PL':
      return input.pay_later;
    default:
      return undefined;
  }
}

/** Where a shopper may be sent to pay: only the shop's own payment pages (the sandbox's, or a provider's checkout page drawn by the platform). */
export const followable = (url: string) =>
  /^\/(?:sandbox\/(?:pay|upi)|payment\/checkout\/[a-z]+)\/[A-Za-z0-9_-]+$/.test(url);

/** A UPI collect request is waited for on /cart/upi only with the sandbox (a provider's checkout page runs its own flow). */
export const waitsOnUpiPage = (mode: string, url: string) => mode === 'UPI' && url.startsWith('/sandbox/upi/');

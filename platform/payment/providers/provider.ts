// What every payment provider does for the shop, whoever it is (the built-in sandbox, Stripe,
// Razorpay): start a charge for an order's amount and say where the shopper pays, tell how a charge
// stands, and turn a webhook or a browser return into a verified reference (undefined: not signed
// by this provider, so not believed). The outcome applied is always the provider's own status.
import type { Database } from '../../db/client';

export type ChargeRequest = {
  paymentId: string;
  orderId: string;
  amountPaise: number;
  currency: string;
  mode: string;
  identifier?: string | null;
  /** Where the provider sends the browser back (the platform's return route). */
  returnUrl: string;
  expiresAt: Date;
  customer: { email?: string; phone?: string; name?: string };
  /** The provider may offer to keep the card: only for the shopper paying their own order. */
  offerSave: boolean;
};

export type ChargeStarted = { providerRef: string; redirectUrl: string };

export type CardSeen = {
  token: string;
  last4: string;
  brand: string;
  expMonth: number;
  expYear: number;
  name: string;
  fingerprint: string;
  save: boolean;
};

export type ProviderOutcome = {
  status: 'pending' | 'paid' | 'failed' | 'expired';
  reason?: string | null;
  card?: CardSeen | null;
};

export type ProviderEvent = { eventId: string; type: string; providerRef: string; outcome: ProviderOutcome };

/** A provider's own checkout page (its script, on our page): HTML and the policy it needs. */
export type CheckoutPage = { html: string; csp: string };

export class ProviderError extends Error {}

/** Money back on a paid charge; reference (our refund id) makes a repeat the same refund. */
export type RefundRequest = { providerRef: string; amountPaise: number; reference: string };
export type RefundResult = { status: 'refunded' | 'pending'; refundRef: string };

export interface PaymentProvider {
  readonly name: string;
  /** The prepaid modes this provider takes. */
  readonly modes: readonly string[];
  startCharge(database: Database, request: ChargeRequest): Promise<ChargeStarted>;
  chargeStatus(database: Database, providerRef: string): Promise<ProviderOutcome>;
  /** The header a webhook's signature comes in: a webhook without it is refused before its body is read. */
  readonly webhookSignatureHeader: string;
  parseWebhook(headers: Headers, body: string): ProviderEvent | undefined;
  /** The charge a return or confirm names, before anything is verified (the platform looks it up first). */
  refOf(params: URLSearchParams): string | undefined;
  /** Gives back part or all of a paid charge (a cancelled or returned shipment). */
  refundCharge?(database: Database, request: RefundRequest): Promise<RefundResult>;
  /** Makes a charge unpayable (it lapsed, or the order was paid another way); best effort. */
  cancelCharge?(database: Database, providerRef: string): Promise<void>;
  /** The browser's return (a query, or a form the provider's script posts): whose charge, if genuinely the provider's. */
  parseReturn(database: Database, params: URLSearchParams): Promise<{ providerRef: string } | undefined>;
  /** Providers whose payment form runs in the browser (Stripe.js, Razorpay Checkout) draw it here. */
  checkoutPage?(
    database: Database,
    payment: {
      id: string;
      providerRef: string;
      amountPaise: number;
      mode: string;
      identifier: string | null;
      expiresAt: Date;
    },
    nonce: string,
  ): Promise<CheckoutPage>;
}

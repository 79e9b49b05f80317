// Stripe, by payment intents (https://docs.stripe.com/api/payment_intents): the platform creates
// the intent for the order's amount (Idempotency-Key: our payment id, so a retried call never makes
// a second intent); the shopper pays on our page with Stripe.js's Payment Element; the page then
// posts the intent's id and client secret to /payment/confirm/stripe ('Stripe-style
// confirm'), which asks Stripe how the intent stands and answers success and return_url. After a
// 3-D Secure redirect Stripe brings the browser to /payment/return/stripe with payment_intent and
// payment_intent_client_secret. Webhooks are verified with the Stripe-Signature scheme
// (t=…,v1=HMAC-SHA256 of "t.payload" with the endpoint's secret, five-minute tolerance).
import { ProviderError, type CheckoutPage, type PaymentProvider, type ProviderOutcome } from './provider';
import { formEncode, hmacHex, providerCall, sameText, scriptJson } from './provider-http';

export const STRIPE_API = 'https://api.stripe.com/v1';
const TOLERANCE_SECONDS = 300;

export type StripeConfig = { secretKey: string; publishableKey: string; webhookSecret: string };

type Intent = {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status:
    | 'requires_payment_method'
    | 'requires_confirmation'
    | 'requires_action'
    | 'processing'
    | 'requires_capture'
    | 'canceled'
    | 'succeeded';
  client_secret: string;
  metadata?: Record<string, string>;
  last_payment_error?: { message?: string } | null;
  cancellation_reason?: string | null;
};

export function intentOutcome(
  intent: Pick<Intent, 'status' | 'last_payment_error' | 'cancellation_reason'>,
): ProviderOutcome {
  if (intent.status === 'succeeded') return { status: 'paid' };
  if (intent.status === 'canceled')
    return { status: 'failed', reason: intent.cancellation_reason ?? 'The payment was cancelled' };
  // A declined intent stays payable (the shopper may try another card on the page still open):
  // it ends only when cancelled, which the shop does when the order's hold lapses.
  return { status: 'pending', reason: intent.last_payment_error?.message ?? null };
}

/** Stripe-Signature: every v1 entry is tried; the timestamp must be recent. */
export function verifyStripeSignature(
  header: string | null,
  payload: string,
  secret: string,
  now = Date.now(),
): boolean {
  if (!header || !secret) return false;
  const entries = header.split(',').map((p) => p.trim().split('=', 2));
  const t = Number(entries.find(([k]) => k === 't')?.[1]);
  if (!Number.isInteger(t) || Math.abs(now / 1000 - t) > TOLERANCE_SECONDS) return false;
  const expected = hmacHex(secret, `${t}.${payload}`);
  return entries.some(([k, v]) => k === 'v1' && typeof v === 'string' && sameText(v, expected));
}

const money = (paise: number) => `₹${(paise / 100).toLocaleString('en-IN', { maximumFractionDigits: 2 })}`;

export function stripeProvider(config: StripeConfig): PaymentProvider {
  const auth = { authorization: `Bearer ${config.secretKey}` };
  const intent = (id: string) =>
    providerCall<Intent>('Stripe', `${STRIPE_API}/payment_intents/${encodeURIComponent(id)}`, { headers: auth });

  return {
    name: 'stripe',
    webhookSignatureHeader: 'stripe-signature',
    modes: ['CARD'],

    async startCharge(_database, request) {
      const created = await providerCall<Intent>('Stripe', `${STRIPE_API}/payment_intents`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/x-www-form-urlencoded', 'idempotency-key': request.paymentId },
        body: formEncode({
          amount: request.amountPaise,
          currency: request.currency.toLowerCase(),
          automatic_payment_methods: { enabled: true },
          description: `Order ${request.orderId}`,
          metadata: { payment_id: request.paymentId, order_id: request.orderId },
        }),
      });
      if (created.amount !== request.amountPaise)
        throw new ProviderError('Stripe created an intent for another amount');
      return { providerRef: created.id, redirectUrl: `/payment/checkout/stripe/${request.paymentId}` };
    },

    async chargeStatus(_database, providerRef) {
      return intentOutcome(await intent(providerRef));
    },

    parseWebhook(headers, body) {
      if (!verifyStripeSignature(headers.get('stripe-signature'), body, config.webhookSecret)) return undefined;
      let event: { id?: string; type?: string; data?: { object?: Partial<Intent> } };
      try {
        event = JSON.parse(body);
      } catch {
        return undefined;
      }
      const object = event.data?.object;
      if (!event.id || !event.type || object?.object !== 'payment_intent' || !object.id || !object.status)
        return undefined;
      return { eventId: event.id, type: event.type, providerRef: object.id, outcome: intentOutcome(object as Intent) };
    },

    refOf(params) {
      const id = params.get('payment_intent') ?? params.get('id') ?? '';
      return /^pi_[A-Za-z0-9]{8,64}$/.test(id) ? id : undefined;
    },

    // https://docs.stripe.com/api/refunds/create: our refund id is the idempotency key.
    async refundCharge(_database, request) {
      const refund = await providerCall<{
        id: string;
        amount: number;
        status: 'pending' | 'requires_action' | 'succeeded' | 'failed' | 'canceled';
        failure_reason?: string;
      }>('Stripe', `${STRIPE_API}/refunds`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/x-www-form-urlencoded', 'idempotency-key': request.reference },
        body: formEncode({
          payment_intent: request.providerRef,
          amount: request.amountPaise,
          metadata: { refund_id: request.reference },
        }),
      });
      if (refund.status === 'failed' || refund.status === 'canceled')
        throw new ProviderError(refund.failure_reason ?? 'Stripe refused the refund');
      if (refund.amount !== request.amountPaise) throw new ProviderError('Stripe refunded another amount');
      return { status: refund.status === 'succeeded' ? 'refunded' : 'pending', refundRef: refund.id };
    },

    async cancelCharge(_database, providerRef) {
      await providerCall<Intent>('Stripe', `${STRIPE_API}/payment_intents/${encodeURIComponent(providerRef)}/cancel`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/x-www-form-urlencoded' },
        body: formEncode({ cancellation_reason: 'abandoned' }),
      });
    },

    async parseReturn(_database, params) {
      const id = this.refOf(params) ?? '';
      const secret = params.get('payment_intent_client_secret') ?? params.get('client_secret') ?? '';
      if (!id || !secret) return undefined;
      // The client secret proves the browser was given this intent: it is compared with Stripe's own.
      const found = await intent(id).catch(() => undefined);
      return found && sameText(found.client_secret, secret) ? { providerRef: id } : undefined;
    },

    async checkoutPage(_database, payment, nonce): Promise<CheckoutPage> {
      const found = await intent(payment.providerRef);
      const data = scriptJson({
        key: config.publishableKey,
        secret: found.client_secret,
        confirm: '/payment/confirm/stripe',
        back: '/payment/return/stripe',
      });
      const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>Pay by card</title>
<script src="https://js.stripe.com/v3/"></script></head><body style="font:16px/1.5 system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem">
<h1 style="font-size:1.25rem">Pay ${money(payment.amountPaise)}</h1><form id="pay"><div id="element"></div><button type="submit" style="margin-top:1rem;width:100%;padding:.75rem">Pay ${money(payment.amountPaise)}</button><p id="error" role="alert"></p></form>
<noscript>Paying by card needs JavaScript (Stripe's secure form). Go back and choose another payment method.</noscript>
<script nonce="${nonce}">
const d = ${data};
const stripe = Stripe(d.key);
const elements = stripe.elements({ clientSecret: d.secret });
elements.create('payment').mount('#element');
document.getElementById('pay').addEventListener('submit', async (e) => {
  e.preventDefault();
  const { error, paymentIntent } = await stripe.confirmPayment({ elements, redirect: 'if_required', confirmParams: { return_url: location.origin + d.back } });
  if (error) { document.getElementById('error').textContent = error.message; return; }
  const answer = await fetch(d.confirm, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ id: paymentIntent.id, client_secret: d.secret }) }).then((r) => r.json());
  location.assign(answer.return_url);
});
</script></body></html>`;
      const csp = `default-src 'none'; script-src 'nonce-${nonce}' https://js.stripe.com; frame-src https://js.stripe.com https://hooks.stripe.com; connect-src 'self' https://api.stripe.com; style-src 'unsafe-inline'; img-src https://*.stripe.com; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`;
      return { html, csp };
    },
  };
}

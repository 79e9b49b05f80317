// Razorpay, by orders and Standard Checkout (https://razorpay.com/docs/api/orders/): the platform
// creates an order for the amount in paise (receipt: our payment id); the shopper pays in
// Razorpay Checkout on our page, which posts razorpay_payment_id, razorpay_order_id and
// razorpay_signature back to /payment/return/razorpay. That signature is HMAC-SHA256 of
// "order_id|payment_id" with the key secret; webhooks carry X-Razorpay-Signature, HMAC-SHA256 of
// the raw body with the webhook secret, and X-Razorpay-Event-Id. How an order stands is asked of
// Razorpay (its payments: captured is paid; all failed is failed).
import { ProviderError, type CheckoutPage, type PaymentProvider, type ProviderOutcome } from './provider';
import { hmacHex, providerCall, sameText, scriptJson } from './provider-http';

export const RAZORPAY_API = 'https://api.razorpay.com/v1';

export type RazorpayConfig = { keyId: string; keySecret: string; webhookSecret: string; shopName?: string };

type Order = {
  id: string;
  entity: 'order';
  amount: number;
  currency: string;
  receipt: string;
  status: 'created' | 'attempted' | 'paid';
};
type Payment = {
  id: string;
  entity: 'payment';
  order_id: string;
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
  error_description?: string | null;
  method?: string;
};

/**
 * Paid once Razorpay captured a payment of the order (an authorized one waits for its capture).
 * A failed payment does not end the order: Checkout lets the shopper try again until the hold
 * lapses, which it is told (timeout).
 */
export function paymentsOutcome(
  order: Pick<Order, 'status'>,
  payments: Pick<Payment, 'status' | 'error_description'>[],
): ProviderOutcome {
  if (order.status === 'paid' || payments.some((p) => p.status === 'captured')) return { status: 'paid' };
  return {
    status: 'pending',
    reason: [...payments].reverse().find((p) => p.status === 'failed')?.error_description ?? null,
  };
}

/** Checkout's prefill for the mode the shopper chose in the shop. */
function methodOf(mode: string, identifier: string | null): Record<string, unknown> {
  if (mode === 'UPI') return { method: 'upi', ...(identifier ? { vpa: identifier } : {}) };
  if (mode === 'NB') return { method: 'netbanking', ...(identifier ? { bank: identifier } : {}) };
  if (mode === 'WL') return { method: 'wallet', ...(identifier ? { wallet: identifier.toLowerCase() } : {}) };
  return { method: 'card' };
}

export function razorpayProvider(config: RazorpayConfig): PaymentProvider {
  const auth = { authorization: `Basic ${Buffer.from(`${config.keyId}:${config.keySecret}`).toString('base64')}` };
  const get = <T>(path: string) => providerCall<T>('Razorpay', `${RAZORPAY_API}${path}`, { headers: auth });

  return {
    name: 'razorpay',
    webhookSignatureHeader: 'x-razorpay-signature',
    modes: ['CARD', 'UPI', 'NB', 'WL'],

    async startCharge(_database, request) {
      const order = await providerCall<Order>('Razorpay', `${RAZORPAY_API}/orders`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({
          amount: request.amountPaise,
          currency: request.currency,
          receipt: request.paymentId,
          notes: { order_id: request.orderId, payment_id: request.paymentId },
        }),
      });
      if (order.amount !== request.amountPaise) throw new ProviderError('Razorpay created an order for another amount');
      return { providerRef: order.id, redirectUrl: `/payment/checkout/razorpay/${request.paymentId}` };
    },

    async chargeStatus(_database, providerRef) {
      const id = encodeURIComponent(providerRef);
      const [order, payments] = await Promise.all([
        get<Order>(`/orders/${id}`),
        get<{ items: Payment[] }>(`/orders/${id}/payments`),
      ]);
      return paymentsOutcome(order, payments.items ?? []);
    },

    parseWebhook(headers, body) {
      const signature = headers.get('x-razorpay-signature') ?? '';
      if (!config.webhookSecret || !signature || !sameText(signature, hmacHex(config.webhookSecret, body)))
        return undefined;
      let event: { event?: string; payload?: { payment?: { entity?: Payment }; order?: { entity?: Order } } };
      try {
        event = JSON.parse(body);
      } catch {
        return undefined;
      }
      const payment = event.payload?.payment?.entity;
      const orderId = event.payload?.order?.entity?.id ?? payment?.order_id;
      if (!event.event || !orderId) return undefined;
      const outcome: ProviderOutcome =
        event.event === 'order.paid' || event.event === 'payment.captured'
          ? { status: 'paid' }
          : { status: 'pending', reason: payment?.error_description ?? null };
      // The id is built from the signed body (the X-Razorpay-Event-Id header is not signed).
      const eventId = `${event.event}:${payment?.id ?? orderId}`;
      return { eventId, type: event.event, providerRef: orderId, outcome };
    },

    // https://razorpay.com/docs/api/refunds/create-normal/: refunds the order's captured payment;
    // the receipt (our refund id) is checked first, so a repeat finds the refund made before.
    async refundCharge(_database, request) {
      const orderId = encodeURIComponent(request.providerRef);
      const payments = await get<{ items: Payment[] }>(`/orders/${orderId}/payments`);
      const captured = (payments.items ?? []).find((p) => p.status === 'captured' || p.status === 'refunded');
      if (!captured) throw new ProviderError('Razorpay has no captured payment for this order');
      const paymentId = encodeURIComponent(captured.id);
      type Refund = { id: string; amount: number; receipt?: string | null; status: 'pending' | 'processed' | 'failed' };
      const earlier = await get<{ items: Refund[] }>(`/payments/${paymentId}/refunds`);
      const done = (earlier.items ?? []).find((r) => r.receipt === request.reference);
      const refund =
        done ??
        (await providerCall<Refund>('Razorpay', `${RAZORPAY_API}/payments/${paymentId}/refund`, {
          method: 'POST',
          headers: { ...auth, 'content-type': 'application/json' },
          body: JSON.stringify({
            amount: request.amountPaise,
            receipt: request.reference,
            notes: { refund_id: request.reference },
          }),
        }));
      if (refund.status === 'failed') throw new ProviderError('Razorpay refused the refund');
      if (refund.amount !== request.amountPaise) throw new ProviderError('Razorpay refunded another amount');
      return { status: refund.status === 'processed' ? 'refunded' : 'pending', refundRef: refund.id };
    },

    refOf(params) {
      const id = params.get('razorpay_order_id') ?? '';
      return /^order_[A-Za-z0-9]{6,40}$/.test(id) ? id : undefined;
    },

    async parseReturn(_database, params) {
      const orderId = params.get('razorpay_order_id') ?? '';
      const paymentId = params.get('razorpay_payment_id') ?? '';
      const signature = params.get('razorpay_signature') ?? '';
      if (!/^order_[A-Za-z0-9]{6,40}$/.test(orderId) || !/^pay_[A-Za-z0-9]{6,40}$/.test(paymentId) || !signature)
        return undefined;
      return sameText(signature, hmacHex(config.keySecret, `${orderId}|${paymentId}`))
        ? { providerRef: orderId }
        : undefined;
    },

    async checkoutPage(_database, payment, nonce): Promise<CheckoutPage> {
      const options = scriptJson({
        // Checkout closes when the order's hold lapses: no payment after the stock went back.
        timeout: Math.max(60, Math.floor((payment.expiresAt.getTime() - Date.now()) / 1000)),
        key: config.keyId,
        amount: payment.amountPaise,
        currency: 'INR',
        name: config.shopName ?? 'Shop',
        order_id: payment.providerRef,
        callback_url: '/payment/return/razorpay',
        redirect: true,
        prefill: methodOf(payment.mode, payment.identifier),
      });
      const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>Pay</title>
<script src="https://checkout.razorpay.com/v1/checkout.js"></script></head><body style="font:16px/1.5 system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem">
<p>Opening Razorpay's secure checkout…</p><noscript>Razorpay Checkout needs JavaScript. Go back and choose cash on delivery or another method.</noscript>
<script nonce="${nonce}">
const options = ${options};
options.callback_url = location.origin + options.callback_url;
new Razorpay(options).open();
</script></body></html>`;
      const csp = `default-src 'none'; script-src 'nonce-${nonce}' https://checkout.razorpay.com; frame-src https://api.razorpay.com https://checkout.razorpay.com; connect-src https://api.razorpay.com https://lumberjack.razorpay.com; img-src https://*.razorpay.com data:; style-src 'unsafe-inline'; form-action 'self' https://api.razorpay.com; frame-ancestors 'none'; base-uri 'none'`;
      return { html, csp };
    },
  };
}

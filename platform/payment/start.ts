// Starting the provider's charge for an order checkout has just made (after its transaction has
// committed: a provider is never called while rows are locked). When the provider cannot start
// it, the order fails at once and its stock goes back.
import { ApiError } from '../http/errors';
import type { Database } from '../db/client';
import { PAYMENT_PUBLIC_PATHS } from './constants';
import { PAYMENT_MESSAGES } from './messages';
import { recordCharge, type PaymentRow } from './payment-store';
import { providerNamed } from './providers';
import { settlePayment } from './settle';

export const returnUrlFor = (aggregator: string) => `${PAYMENT_PUBLIC_PATHS.return}/${aggregator}`;

export async function startPayment(
  database: Database,
  payment: PaymentRow,
  customer: { email?: string; phone?: string; name?: string },
): Promise<string> {
  const provider = providerNamed(payment.aggregator);
  try {
    if (!provider) throw new Error(`no provider ${payment.aggregator}`);
    const started = await provider.startCharge(database, {
      paymentId: payment.id,
      orderId: payment.orderId,
      amountPaise: payment.amountPaise,
      currency: payment.currency,
      mode: payment.mode,
      identifier: payment.identifier,
      returnUrl: returnUrlFor(payment.aggregator),
      expiresAt: payment.expiresAt,
      customer,
      // A card is kept only for the shopper paying their own order with a new card (a guest keeps none).
      offerSave: payment.mode === 'CARD' && !payment.linkId && !payment.identifier && payment.userId !== null,
    });
    await recordCharge(database.db, payment.id, started.providerRef, started.redirectUrl);
    return started.redirectUrl;
  } catch (error) {
    console.error('[payment] starting the charge failed:', error);
    const message = payment.mode === 'UPI' ? PAYMENT_MESSAGES.upiInitFailed : PAYMENT_MESSAGES.initiationFailed;
    await settlePayment(database, payment, { status: 'failed', reason: message });
    throw new ApiError(502, message, undefined, { code: 'PAYMENT_INITIATION_FAILED' });
  }
}

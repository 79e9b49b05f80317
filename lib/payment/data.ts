// The payment domain's server-only loaders: how the cart can be paid, the state of an order's
// payment, and the shopper's saved cards.
import 'server-only';
import { cache } from 'react';
import { serverSdk } from '@/lib/sdk/server';
import { displayMessage, unlessRefused } from '@/lib/sdk/errors';
import { PAYMENT_MESSAGES } from './constants';
import type { PaymentLink, PaymentOptions, PaymentPoll, SavedCard } from '@/contract/types/payment';

/** The bag being paid for: the shopper's cart (`id`) or the buy-now bag. */
export type BagTarget = { buyNow: boolean; id?: string };

export const loadPaymentOptions = cache(async (target: BagTarget): Promise<PaymentOptions | undefined> => {
  return unlessRefused((await serverSdk()).payment.getPaymentModeRoutes({ cartId: target.id, buyNow: target.buyNow }));
});

/** Asks the platform (which asks the provider) how the order's payment stands; undefined when it is not this shopper's. */
export async function pollPayment(orderId: string): Promise<PaymentPoll | undefined> {
  if (!/^[A-Z0-9]{4,40}$/.test(orderId)) return undefined;
  return unlessRefused(
    (await serverSdk()).payment.checkAndUpdatePaymentStatus({ body: { merchant_order_id: orderId } }),
  );
}

export const loadSavedCards = cache(async (): Promise<SavedCard[]> => {
  return (await unlessRefused((await serverSdk()).payment.getActiveUserCards()))?.data ?? [];
});

const LINK_ID = /^plink_[A-Za-z0-9_-]{22}$/;

export const loadPaymentLink = cache(async (id: string): Promise<PaymentLink | undefined> => {
  if (!LINK_ID.test(id)) return undefined;
  return unlessRefused((await serverSdk()).payment.getPaymentLink({ paymentLinkId: id }));
});

export async function loadPaymentLinkOptions(id: string): Promise<PaymentOptions | undefined> {
  return unlessRefused((await serverSdk()).payment.getPaymentModeRoutesPaymentLink({ paymentLinkId: id }));
}

export async function pollPaymentLink(id: string): Promise<PaymentPoll | undefined> {
  if (!LINK_ID.test(id)) return undefined;
  return unlessRefused((await serverSdk()).payment.pollingPaymentLink({ paymentLinkId: id }));
}

/**
 * The platform's word on a payment choice before the order: the mode for this cart
 * (PUT cart/payment: is_valid) and the applied coupon's validity for it (payment/validate).
 * Undefined when both agree; otherwise the message to show.
 */
export async function checkPaymentChoice(
  target: BagTarget,
  addressId: string,
  mode: string,
  identifier?: string,
): Promise<string | undefined> {
  const sdk = await serverSdk();
  const chosen = await sdk.payment
    .selectPaymentMode({
      buyNow: target.buyNow,
      body: {
        ...(target.id ? { id: target.id } : {}),
        payment_mode: mode,
        ...(identifier ? { payment_identifier: identifier } : {}),
        address_id: addressId,
      },
    })
    .catch((error: unknown) => ({ is_valid: false, message: displayMessage(error, PAYMENT_MESSAGES.optionsRequired) }));
  if (!chosen.is_valid) return chosen.message;
  const validity = await unlessRefused(
    sdk.payment.validateCouponForPayment({
      buyNow: target.buyNow,
      id: target.id,
      addressId,
      paymentMode: mode,
      paymentIdentifier: identifier,
    }),
  );
  if (validity && !validity.coupon_validity.valid)
    return validity.coupon_validity.display_message_en || validity.message;
  return undefined;
}

// The payment domain's server-only loaders: how the cart can be paid, the state of an order's
// payment, and the shopper's saved cards.
import 'server-only';
import { cache } from 'react';
import { serverSdk } from '@/lib/sdk/server';
import { unlessRefused } from '@/lib/sdk/errors';
import type { PaymentLink, PaymentOptions, PaymentPoll, SavedCard } from '@/contract/types/payment';
import type { CheckoutTarget } from '@/lib/checkout/data';

export const loadPaymentOptions = cache(async (target: CheckoutTarget): Promise<PaymentOptions | undefined> => {
  return unlessRefused((await serverSdk()).payment.getPaymentModeRoutes({ cartId: target.id, buyNow: target.buyNow }));
});

/** Asks the platform (which asks the provider) how the order's payment stands; undefined when it is not this shopper's. */
export async function pollPayment(orderId: string): Promise<PaymentPoll | undefined> {
  if (!/^[A-Z0-9]{4,40}$/.test(orderId)) return undefined;
  return unlessRefused((await serverSdk()).payment.checkAndUpdatePaymentStatus({ body: { merchant_order_id: orderId } }));
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

'use client';
// useCheckout: checkout for theme authors (through /api/service, signed by
// proxy.ts). The payment options for the bag; selectMode asks PUT cart/payment (is_valid, the
// breakup's total as it would be charged) and the coupon's validity for the mode; placeOrder
// sends the order with one idempotency key per attempt (a double click or a retried request makes
// one order; a refused attempt draws a new key) and says where the shopper goes next: the
// provider's page, /cart/upi for a UPI request, or /cart/order-status. poll asks how an order's
// payment stands. Amounts are always the platform's.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { PaymentOption, PaymentPoll } from '@/contract/types/payment';
import { browserCart, browserPayment } from '@/lib/sdk/browser';
import { displayMessage, SdkServerResponseError } from '@/lib/sdk/errors';
import { track } from '@/lib/analytics/shop-events';
import { CART_MESSAGES } from '@/lib/cart/constants';
import { CHECKOUT_PATHS } from '@/lib/checkout/constants';
import { PAYMENT_MESSAGES, PAYMENT_PATHS } from '@/lib/payment/constants';
import { followable, waitsOnUpiPage } from '@/lib/payment/form';

export type ModeOutcome = { ok: true; message: string; total: number | undefined } | { ok: false; message: string };
export type PlaceOutcome = { ok: true; orderId: string; next: string } | { ok: false; message: string };
export type PlaceInput = { addressId: string; mode: string; identifier?: string; buyNow?: boolean; cartId?: string };

export type CheckoutBlock = {
  /** The modes the platform offers for the bag (undefined until loaded). */
  options: PaymentOption[] | undefined;
  defaultMode: string | undefined;
  error: string | undefined;
  selectMode: (
    mode: string,
    identifier?: string,
    options?: { buyNow?: boolean; addressId?: string },
  ) => Promise<ModeOutcome>;
  placeOrder: (input: PlaceInput) => Promise<PlaceOutcome>;
  poll: (orderId: string) => Promise<PaymentPoll | undefined>;
};

const newKey = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

/** load: false skips fetching the options (a page that already drew them). */
export function useCheckout(options: { buyNow?: boolean; load?: boolean } = {}): CheckoutBlock {
  const [list, setList] = useState<PaymentOption[] | undefined>();
  const [defaultMode, setDefaultMode] = useState<string>();
  const [error, setError] = useState<string>();
  const attempt = useRef<string | undefined>(undefined);
  const buyNow = options.buyNow;
  const load = options.load ?? true;

  useEffect(() => {
    if (!load) return;
    let live = true;
    browserPayment()
      .getPaymentModeRoutes({ buyNow })
      .then((answer) => {
        if (!live) return;
        setList(answer.payment_options.payment_option);
        setDefaultMode(answer.payment_options.payment_default_selection?.mode);
      })
      .catch((e: unknown) => {
        if (!live) return;
        setList([]);
        setError(displayMessage(e, PAYMENT_MESSAGES.optionsRequired));
      });
    return () => {
      live = false;
    };
  }, [buyNow, load]);

  const selectMode = useCallback(
    async (
      mode: string,
      identifier?: string,
      extra: { buyNow?: boolean; addressId?: string } = {},
    ): Promise<ModeOutcome> => {
      try {
        const chosen = await browserPayment().selectPaymentMode({
          buyNow: extra.buyNow,
          body: {
            payment_mode: mode,
            ...(identifier ? { payment_identifier: identifier } : {}),
            ...(extra.addressId ? { address_id: extra.addressId } : {}),
          },
        });
        if (!chosen.is_valid) return { ok: false, message: chosen.message };
        const validity = await browserPayment().validateCouponForPayment({
          buyNow: extra.buyNow,
          addressId: extra.addressId,
          paymentMode: mode,
          paymentIdentifier: identifier,
        });
        if (!validity.coupon_validity.valid)
          return { ok: false, message: validity.coupon_validity.display_message_en || validity.message };
        return { ok: true, message: chosen.message, total: chosen.breakup_values?.raw?.total };
      } catch (e) {
        return { ok: false, message: displayMessage(e, PAYMENT_MESSAGES.optionsRequired) };
      }
    },
    [],
  );

  const placeOrder = useCallback(async (input: PlaceInput): Promise<PlaceOutcome> => {
    attempt.current ??= newKey();
    track({ name: 'order.payment_information', payload: { payment_mode: input.mode } });
    try {
      const placed = await browserCart().checkoutCart({
        buyNow: input.buyNow,
        idempotencyKey: attempt.current,
        body: {
          payment_mode: input.mode,
          address_id: input.addressId,
          ...(input.identifier ? { payment_identifier: input.identifier } : {}),
          ...(input.cartId ? { id: input.cartId } : {}),
        },
      });
      attempt.current = undefined;
      const pay = placed.payment_confirm_url;
      const next =
        pay && followable(pay)
          ? waitsOnUpiPage(input.mode, pay)
            ? `${PAYMENT_PATHS.upi}?${new URLSearchParams({ order_id: placed.order_id, app: pay })}`
            : pay
          : `${CHECKOUT_PATHS.status}?success=true&order_id=${encodeURIComponent(placed.order_id)}`;
      return { ok: true, orderId: placed.order_id, next };
    } catch (e) {
      // Refused: the next try is a new attempt. No answer (or a 5xx): the same key again, so a
      // retry of an order that was in fact placed answers that order instead of making another.
      if (e instanceof SdkServerResponseError && e.status < 500) attempt.current = undefined;
      return { ok: false, message: displayMessage(e, CART_MESSAGES.somethingWentWrong) };
    }
  }, []);

  const poll = useCallback(async (orderId: string) => {
    try {
      return await browserPayment().checkAndUpdatePaymentStatus({ body: { merchant_order_id: orderId } });
    } catch {
      return undefined;
    }
  }, []);

  return { options: list, defaultMode, error, selectMode, placeOrder, poll };
}

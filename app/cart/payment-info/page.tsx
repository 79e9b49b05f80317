// /cart/payment-info: how the order is paid, then 'Place order'. The delivery
// address comes from the address step (address_id in the query, as /cart/order-review takes it);
// without one the shopper goes back to choose. 'Review order' goes on to /cart/order-review.
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { CheckoutSteps } from '@/components/checkout/checkout-steps';
import { CheckoutEvents } from '@/components/checkout/checkout-events';
import { OrderSummary } from '@/components/checkout/order-summary';
import { PaymentStep } from '@/components/checkout/payment-step';
import styles from '@/components/checkout/checkout.module.css';
import { requireCartEnabled } from '@/lib/cart/data';
import { BAG_NOTICE_FORM, CART_PATHS } from '@/lib/cart/constants';
import { signedInForBuyNow } from '@/lib/user/guards';
import { loadAddresses } from '@/lib/address/data';
import { checkoutTarget, loadCheckoutCart, reviewQuery, targetQuery } from '@/lib/checkout/data';
import { CHECKOUT_PATHS } from '@/lib/checkout/constants';
import { checkPaymentChoice, loadPaymentOptions } from '@/lib/payment/data';
import { PAYMENT_MESSAGES } from '@/lib/payment/constants';
import { pageQuery } from '@/lib/shared/page-query';
import { readFormNotice } from '@/lib/forms/notice';

export const metadata: Metadata = { title: 'Payment', robots: { index: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function PaymentPage({ searchParams }: Props) {
  await requireCartEnabled();
  const query = await pageQuery(searchParams);
  const target = checkoutTarget(query);
  const addressId = typeof query.address_id === 'string' ? query.address_id : undefined;
  await signedInForBuyNow(`${CHECKOUT_PATHS.payment}${targetQuery(target, addressId)}`, target.buyNow);
  const [cart, list, notice, payment] = await Promise.all([
    loadCheckoutCart(target.buyNow),
    loadAddresses(),
    readFormNotice(BAG_NOTICE_FORM),
    loadPaymentOptions(target),
  ]);
  if (!cart?.items.length) redirect(CART_PATHS.bag);
  const address = list.address.find((a) => a.id === addressId);
  if (!address) redirect(`${CHECKOUT_PATHS.delivery}${targetQuery(target)}`);
  const total = cart.breakup_values?.raw?.total ?? 0;
  // The platform's answer decides the modes (PP alone when points cover the total).
  const options = payment?.payment_options.payment_option ?? [];
  // A choice the review step refused (?payment_mode=, ?payment_identifier=): chosen again, with why.
  const asked = typeof query.payment_mode === 'string' ? query.payment_mode.toUpperCase() : undefined;
  const typed = typeof query.payment_identifier === 'string' ? query.payment_identifier : undefined;
  // A default selection with skip set that the options still offer goes straight to
  // review (not when the shopper comes back to put a refused choice right).
  const preset = payment?.payment_options.payment_default_selection;
  if (!asked && preset?.skip && preset.mode && options.some((o) => o.name === preset.mode)) {
    redirect(`${CHECKOUT_PATHS.review}${reviewQuery(target, address.id, preset.mode, preset.identifier)}`);
  }
  const reason =
    asked && options.some((o) => o.name === asked)
      ? await checkPaymentChoice(target, address.id, asked, typed)
      : undefined;
  const refused = asked && reason ? { mode: asked, identifier: typed, message: reason } : undefined;

  return (
    <div className={styles.page}>
      <CheckoutEvents
        events={[
          {
            name: 'order.address_information',
            payload: { cart_id: cart.id, address_id: address.id, pincode: address.area_code },
          },
        ]}
      />
      <CheckoutSteps current="payment" />
      <h1 className={styles.title}>Payment</h1>
      {notice || refused ? (
        <p
          className={notice?.ok && !refused ? styles.notice : styles.noticeError}
          role="status"
          data-testid="checkout-notice"
        >
          {refused?.message ?? notice?.message}
        </p>
      ) : null}
      <div className={styles.layout}>
        {options.length ? null : (
          <p className={styles.noticeError} role="status">
            {PAYMENT_MESSAGES.optionsRequired}
          </p>
        )}
        <PaymentStep
          options={options}
          defaultMode={payment?.payment_options.payment_default_selection?.mode}
          target={target}
          address={address}
          changeHref={`${CHECKOUT_PATHS.delivery}${targetQuery(target)}`}
          total={total}
          refused={refused}
        />
        <OrderSummary cart={cart} />
      </div>
    </div>
  );
}

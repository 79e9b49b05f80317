// /cart/order-review (cart_id, address_id, billing_address_id, payment_mode,
// payment_identifier, aggregator_name, merchant_code): the order as it will be placed — lines,
// address, payment, the platform's breakup — and 'Place order'. The payment step's plain GET form
// lands here with the mode's own fields, which become the canonical query first. The choice is
// checked with the platform (PUT cart/payment, then the coupon's validity for that mode); a refused choice goes back to the payment step, shown there
// in the platform's words beside what was chosen.
import crypto from 'node:crypto';
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import Link from '@/components/ui/link';
import { CheckoutSteps } from '@/components/checkout/checkout-steps';
import { OrderSummary } from '@/components/checkout/order-summary';
import { PlaceOrderForm } from '@/components/checkout/place-order-form';
import { PlaceOrderButton } from '@/components/checkout/place-order-button';
import { GuestContactFields } from '@/components/checkout/guest-contact-fields';
import styles from '@/components/checkout/checkout.module.css';
import { addressLine } from '@/contract/address';
import { requireCartEnabled } from '@/lib/cart/data';
import { BAG_NOTICE_FORM, CART_PATHS } from '@/lib/cart/constants';
import { signedInForBuyNow } from '@/lib/user/guards';
import { loadAddresses } from '@/lib/address/data';
import {
  loadCheckoutCart,
  refusedPaymentQuery,
  reviewQuery,
  targetQuery,
  type CheckoutTarget,
} from '@/lib/checkout/data';
import { CHECKOUT_PATHS, CHECKOUT_WORDS, PAYMENT_MODE_NAMES } from '@/lib/checkout/constants';
import { checkPaymentChoice } from '@/lib/payment/data';
import { identifierOf } from '@/lib/payment/form';
import { pageQuery } from '@/lib/shared/page-query';
import { readFormNotice } from '@/lib/forms/notice';

export const metadata: Metadata = { title: 'Review your order', robots: { index: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };
const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
const RAW_FIELDS = ['vpa', 'card_id', 'bank', 'bank_other', 'wallet', 'pay_later'] as const;

export default async function OrderReviewPage({ searchParams }: Props) {
  await requireCartEnabled();
  const query = await pageQuery(searchParams);
  const cartId = first(query.cart_id) ?? first(query.id);
  const target: CheckoutTarget = {
    buyNow: first(query.buy_now) === 'true',
    id: cartId && /^[A-Za-z0-9_-]{1,100}$/.test(cartId) ? cartId : undefined,
  };
  const addressId = first(query.address_id) ?? '';
  const mode = (first(query.payment_mode) ?? '').toUpperCase();
  if (RAW_FIELDS.some((f) => first(query[f]) !== undefined)) {
    const raw = Object.fromEntries(RAW_FIELDS.map((f) => [f, first(query[f])]));
    redirect(
      `${CHECKOUT_PATHS.review}${reviewQuery(target, addressId, mode, identifierOf({ payment_mode: mode, ...raw }))}`,
    );
  }
  const identifier = first(query.payment_identifier) || undefined;
  const shopper = await signedInForBuyNow(
    `${CHECKOUT_PATHS.review}${reviewQuery(target, addressId, mode, identifier)}`,
    target.buyNow,
  );
  const [cart, list, notice] = await Promise.all([
    loadCheckoutCart(target.buyNow),
    loadAddresses(),
    readFormNotice(BAG_NOTICE_FORM),
  ]);
  if (!cart?.items.length) redirect(CART_PATHS.bag);
  const address = list.address.find((a) => a.id === addressId);
  if (!address) redirect(`${CHECKOUT_PATHS.delivery}${targetQuery(target)}`);
  if (!mode) redirect(`${CHECKOUT_PATHS.payment}${targetQuery(target, address.id)}`);
  // A choice the platform refuses goes back to the payment step, where it can be put right.
  if (await checkPaymentChoice(target, address.id, mode, identifier))
    redirect(`${CHECKOUT_PATHS.payment}${refusedPaymentQuery(target, address.id, mode, identifier)}`);
  const back = `${CHECKOUT_PATHS.payment}${targetQuery(target, address.id)}`;
  const total = cart.breakup_values?.raw?.total;

  return (
    <div className={styles.page}>
      <CheckoutSteps current="review" />
      <h1 className={styles.title}>Review your order</h1>
      {notice ? (
        <p className={notice.ok ? styles.notice : styles.noticeError} role="status" data-testid="checkout-notice">
          {notice.message}
        </p>
      ) : null}
      <div className={styles.layout}>
        <PlaceOrderForm className={styles.panel} data-testid="review-step">
          <input type="hidden" name="attempt" value={crypto.randomBytes(16).toString('base64url')} />
          <input type="hidden" name="from" value="review" />
          <input type="hidden" name="address_id" value={address.id} />
          <input type="hidden" name="payment_mode" value={mode} />
          {identifier ? <input type="hidden" name="payment_identifier" value={identifier} /> : null}
          {target.buyNow ? <input type="hidden" name="buy_now" value="true" /> : null}
          {target.id ? <input type="hidden" name="id" value={target.id} /> : null}
          <div className={styles.choices}>
            <h2>Delivering to</h2>
            <p className={styles.muted} data-testid="review-address">
              <strong>{address.name}</strong> · {addressLine(address)}
            </p>
            <Link className={styles.secondary} href={`${CHECKOUT_PATHS.delivery}${targetQuery(target)}`}>
              Change address
            </Link>
          </div>
          <div className={styles.choices}>
            <h2>Paying with</h2>
            <p className={styles.muted} data-testid="review-payment">
              <strong>{PAYMENT_MODE_NAMES[mode]?.name ?? mode}</strong>
              {identifier && mode !== 'CARD' ? ` · ${identifier}` : ''}
            </p>
            <Link className={styles.secondary} href={back}>
              {CHECKOUT_WORDS.changePayment}
            </Link>
          </div>
          {shopper ? null : (
            <GuestContactFields
              phone={typeof address.phone === 'string' ? address.phone : undefined}
              returnTo={`${CHECKOUT_PATHS.review}${reviewQuery(target, address.id, mode, identifier)}`}
              kept={notice?.kept}
            />
          )}
          <PlaceOrderButton className={styles.primary} total={total} />
        </PlaceOrderForm>
        <OrderSummary cart={cart} />
      </div>
    </div>
  );
}

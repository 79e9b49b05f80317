// /cart/checkout (single-page checkout, payment data loaded first): where the
// order goes, how it is paid and 'Place order' in one plain form (no JavaScript needed). A shopper
// without an address adds one here first. Refusals come back here in the platform's words.
import crypto from 'node:crypto';
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { CheckoutEvents } from '@/components/checkout/checkout-events';
import { AddressChoices, startingAddress } from '@/components/checkout/delivery-step';
import { PaymentModeChoices } from '@/components/checkout/payment-mode-fields';
import { OrderSummary } from '@/components/checkout/order-summary';
import { PlaceOrderForm } from '@/components/checkout/place-order-form';
import { PlaceOrderButton } from '@/components/checkout/place-order-button';
import { GuestContactFields } from '@/components/checkout/guest-contact-fields';
import { CheckoutLive } from '@/components/checkout/checkout-live';
import { AddressForm } from '@/components/address/address-form';
import styles from '@/components/checkout/checkout.module.css';
import { requireCartEnabled } from '@/lib/cart/data';
import { BAG_NOTICE_FORM, CART_PATHS } from '@/lib/cart/constants';
import { signedInForBuyNow } from '@/lib/user/guards';
import { chosenCountry, loadMapsKey, loadAddresses, loadAddressForm, loadCountryChoices } from '@/lib/address/data';
import { CountryChoice } from '@/components/address/country-choice';
import { checkoutTarget, loadCheckoutCart, targetQuery } from '@/lib/checkout/data';
import { CHECKOUT_PATHS } from '@/lib/checkout/constants';
import { loadPaymentOptions } from '@/lib/payment/data';
import { PAYMENT_MESSAGES } from '@/lib/payment/constants';
import { pageQuery } from '@/lib/shared/page-query';
import { readFormNotice } from '@/lib/forms/notice';

export const metadata: Metadata = { title: 'Checkout', robots: { index: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function SinglePageCheckout({ searchParams }: Props) {
  await requireCartEnabled();
  const query = await pageQuery(searchParams);
  const target = checkoutTarget(query);
  const here = `${CHECKOUT_PATHS.single}${targetQuery(target)}`;
  const shopper = await signedInForBuyNow(here, target.buyNow);
  // Payment data first, with the cart and the addresses.
  const [payment, cart, list, notice] = await Promise.all([
    loadPaymentOptions(target),
    loadCheckoutCart(target.buyNow),
    loadAddresses(),
    readFormNotice(BAG_NOTICE_FORM),
  ]);
  if (!cart?.items.length) redirect(CART_PATHS.bag);
  const options = payment?.payment_options.payment_option ?? [];
  const chosen = typeof query.address_id === 'string' ? query.address_id : undefined;
  const start = startingAddress(list.address, chosen);
  const countries = list.address.length ? [] : await loadCountryChoices();
  const form = list.address.length ? undefined : await loadAddressForm(await chosenCountry(countries, query.country));
  const mapsKey = form ? await loadMapsKey() : undefined;
  const total = cart.breakup_values?.raw?.total;
  const quantity = cart.items.reduce((n, i) => n + i.quantity, 0);

  return (
    <div className={styles.page}>
      <CheckoutEvents
        events={[
          { name: 'begin_checkout', payload: { cart_id: cart.id, total, quantity } },
          { name: 'order.checkout', payload: { cart_id: cart.id, total, quantity } },
        ]}
      />
      <h1 className={styles.title}>Checkout</h1>
      {notice ? (
        <p className={notice.ok ? styles.notice : styles.noticeError} role="status" data-testid="checkout-notice">
          {notice.message}
        </p>
      ) : null}
      <div className={styles.layout}>
        {form ? (
          <section className={styles.panel} aria-labelledby="new-address-heading">
            <h2 id="new-address-heading">Where should we deliver?</h2>
            {countries.length ? (
              <CountryChoice
                choices={countries}
                current={form.country.iso2}
                keep={Object.fromEntries(new URLSearchParams(targetQuery(target)))}
              />
            ) : null}
            <AddressForm
              key={form.country.iso2}
              maps={mapsKey ? { key: mapsKey, center: form.country.center } : undefined}
              rows={form.rows}
              choices={form.choices}
              country={form.country}
              returnTo={here}
              submitLabel="Save and continue"
            />
          </section>
        ) : (
          <PlaceOrderForm className={styles.panel} data-testid="single-checkout" id="single-checkout">
            <input type="hidden" name="attempt" value={crypto.randomBytes(16).toString('base64url')} />
            <input type="hidden" name="from" value="single" />
            {target.buyNow ? <input type="hidden" name="buy_now" value="true" /> : null}
            {target.id ? <input type="hidden" name="id" value={target.id} /> : null}
            <h2>Deliver to</h2>
            <AddressChoices addresses={list.address} selected={start?.id} />
            <fieldset className={styles.choices}>
              <legend>
                <h2>Pay with</h2>
              </legend>
              {options.length ? null : <p className={styles.noticeError}>{PAYMENT_MESSAGES.optionsRequired}</p>}
              <PaymentModeChoices
                options={options}
                chosen={payment?.payment_options.payment_default_selection?.mode ?? options[0]?.name}
              />
            </fieldset>
            {shopper ? null : (
              <GuestContactFields
                phone={typeof start?.phone === 'string' ? start.phone : undefined}
                returnTo={here}
                kept={notice?.kept}
              />
            )}
            <CheckoutLive formId="single-checkout" buyNow={target.buyNow} />
            <PlaceOrderButton className={styles.primary} total={total} />
          </PlaceOrderForm>
        )}
        <OrderSummary cart={cart} />
      </div>
    </div>
  );
}

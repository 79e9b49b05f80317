// /cart/delivery (takes id and buy_now=true): where the order goes. Signed-in
// shoppers only (buy-now and addresses need an account); an empty cart goes back to the bag.
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import Link from '@/components/ui/link';
import { CheckoutSteps } from '@/components/checkout/checkout-steps';
import { CheckoutEvents } from '@/components/checkout/checkout-events';
import { DeliveryStep } from '@/components/checkout/delivery-step';
import { OrderSummary } from '@/components/checkout/order-summary';
import { AddressForm } from '@/components/address/address-form';
import styles from '@/components/checkout/checkout.module.css';
import { requireCartEnabled } from '@/lib/cart/data';
import { BAG_NOTICE_FORM, CART_PATHS } from '@/lib/cart/constants';
import { signedInForBuyNow } from '@/lib/user/guards';
import { chosenCountry, loadMapsKey, loadAddresses, loadAddressForm, loadCountryChoices } from '@/lib/address/data';
import { CountryChoice } from '@/components/address/country-choice';
import { checkoutTarget, loadCheckoutCart, targetQuery } from '@/lib/checkout/data';
import { CHECKOUT_PATHS } from '@/lib/checkout/constants';
import { pageQuery } from '@/lib/shared/page-query';
import { readFormNotice } from '@/lib/forms/notice';

export const metadata: Metadata = { title: 'Delivery address', robots: { index: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function DeliveryPage({ searchParams }: Props) {
  await requireCartEnabled();
  const query = await pageQuery(searchParams);
  const target = checkoutTarget(query);
  const here = `${CHECKOUT_PATHS.delivery}${targetQuery(target)}`;
  await signedInForBuyNow(here, target.buyNow);
  const [cart, list, notice] = await Promise.all([
    loadCheckoutCart(target.buyNow),
    loadAddresses(),
    readFormNotice(BAG_NOTICE_FORM),
  ]);
  if (!cart?.items.length) redirect(CART_PATHS.bag);
  const adding = list.address.length === 0 || query.add === '1';
  const countries = adding ? await loadCountryChoices() : [];
  const form = adding ? await loadAddressForm(await chosenCountry(countries, query.country)) : undefined;
  const mapsKey = form ? await loadMapsKey() : undefined;
  const quantity = cart.items.reduce((n, i) => n + i.quantity, 0);
  const total = cart.breakup_values?.raw?.total;

  return (
    <div className={styles.page}>
      <CheckoutEvents
        events={[
          { name: 'begin_checkout', payload: { cart_id: cart.id, total, quantity } },
          { name: 'order.checkout', payload: { cart_id: cart.id, total, quantity } },
        ]}
      />
      <CheckoutSteps current="delivery" />
      <h1 className={styles.title}>Delivery address</h1>
      {notice ? (
        <p className={notice.ok ? styles.notice : styles.noticeError} role="status">
          {notice.message}
        </p>
      ) : null}
      <div className={styles.layout}>
        <div>
          {list.address.length ? <DeliveryStep addresses={list.address} target={target} /> : null}
          {form ? (
            <section
              className={`${styles.panel} ${list.address.length ? styles.add : ''}`}
              aria-labelledby="new-address-heading"
            >
              <h2 id="new-address-heading">Add a new address</h2>
              {countries.length ? (
                <CountryChoice
                  choices={countries}
                  current={form.country.iso2}
                  keep={{
                    ...Object.fromEntries(new URLSearchParams(targetQuery(target))),
                    ...(list.address.length ? { add: '1' } : {}),
                  }}
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
            <p>
              <Link className={styles.secondary} href={`${here}${here.includes('?') ? '&' : '?'}add=1`}>
                Add a new address
              </Link>
            </p>
          )}
        </div>
        <OrderSummary cart={cart} />
      </div>
    </div>
  );
}

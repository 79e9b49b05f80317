// /payment/link/:id: whoever holds a payment link pays the order it is for, with
// no account: the amount and the merchant from the platform, the online modes (a plain form), then
// the provider's page. While a UPI request waits, the page refreshes itself (no JavaScript needed).
// A paid, cancelled or expired link says so, with no button (empty-state page).
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import styles from '@/components/checkout/checkout.module.css';
import { PaymentModeChoices } from '@/components/checkout/payment-mode-fields';
import { loadPaymentLink, loadPaymentLinkOptions, pollPaymentLink } from '@/lib/payment/data';
import { payByLink } from '@/lib/payment/actions';
import { PAYMENT_WORDS, UPI_REFRESH_SECONDS } from '@/lib/payment/constants';
import { formatPrice } from '@/lib/catalog/price';
import { pageQuery } from '@/lib/shared/page-query';
import { readFormNotice } from '@/lib/forms/notice';

export const metadata: Metadata = { title: 'Payment link', robots: { index: false } };

type Props = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function PaymentLinkPage({ params, searchParams }: Props) {
  const [{ id }, query] = await Promise.all([params, pageQuery(searchParams)]);
  const waiting = query.waiting === '1';
  // Asking the provider first, so a payment made a moment ago shows as paid.
  const poll = waiting ? await pollPaymentLink(id) : undefined;
  const [link, notice] = await Promise.all([loadPaymentLink(id), readFormNotice()]);
  if (!link) notFound();
  const status = link.payment_link_current_status;
  const options = status === 'active' && poll?.status !== 'pending' ? await loadPaymentLinkOptions(id) : undefined;
  const failed = query.status === 'failed' || poll?.status === 'failed';

  return (
    <div className={styles.page}>
      <section className={`${styles.panel} ${styles.linkPanel}`} data-testid="payment-link" data-status={status}>
        <h1 className={styles.title}>{PAYMENT_WORDS.linkTitle(link.merchant_name)}</h1>
        <p className={styles.linkAmount} data-testid="link-amount">
          {formatPrice(link.amount)}
        </p>
        <p className={styles.muted}>{PAYMENT_WORDS.linkFor(link.external_order_id)}</p>
        {status === 'paid' ? (
          <div className={styles.success} role="status">
            <span className={styles.tick} aria-hidden="true">
              ✓
            </span>
            <h2>{PAYMENT_WORDS.linkPaid}</h2>
            <p className={styles.muted}>{PAYMENT_WORDS.linkPaidNote}</p>
          </div>
        ) : status !== 'active' ? (
          <div className={styles.success} role="status">
            <h2>{PAYMENT_WORDS.linkGone[status]}</h2>
            <p className={styles.muted}>{PAYMENT_WORDS.linkGoneNote}</p>
          </div>
        ) : poll?.status === 'pending' ? (
          <div className={styles.waiting} data-testid="link-waiting" aria-live="polite">
            <meta httpEquiv="refresh" content={String(UPI_REFRESH_SECONDS)} />
            <span className={styles.spinner} aria-hidden="true" />
            <h2>{PAYMENT_WORDS.upiTitle}</h2>
            <p className={styles.muted}>{PAYMENT_WORDS.upiWaiting}</p>
          </div>
        ) : (
          <form action={payByLink} data-testid="link-pay">
            {failed || notice ? (
              <p className={styles.noticeError} role="status">
                {notice?.message ?? PAYMENT_WORDS.failed}
              </p>
            ) : null}
            <input type="hidden" name="payment_link_id" value={id} />
            <fieldset className={styles.choices}>
              <legend>
                <h2>Pay with</h2>
              </legend>
              <PaymentModeChoices
                options={options?.payment_options.payment_option ?? []}
                chosen={options?.payment_options.payment_option[0]?.name}
              />
            </fieldset>
            <button type="submit" className={styles.primary}>
              {PAYMENT_WORDS.payNow} · {formatPrice(link.amount)}
            </button>
          </form>
        )}
      </section>
    </div>
  );
}

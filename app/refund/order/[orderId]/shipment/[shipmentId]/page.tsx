// /refund/order/:orderId/shipment/:shipmentId (outside the profile pages): where
// the refunds of a cash-on-delivery order are paid. The shopper's accounts with the order's one
// marked and "Use this account" on the others, then a form to add a UPI id and one to add a bank
// account (the IFSC checked, then an OTP). Signed-in shoppers only; someone else's order, or a
// shipment not in it, is not found. Plain forms: it all works without JavaScript.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { AuthCard } from '@/components/user/auth-card';
import { BeneficiaryList } from '@/components/payment/refund/beneficiary-list';
import { UpiForm } from '@/components/payment/refund/upi-form';
import { BankForm } from '@/components/payment/refund/bank-form';
import styles from '@/components/payment/refund/refund.module.css';
import { signedInOnly } from '@/lib/user/guards';
import { loadRefundAccounts } from '@/lib/payment/refund-data';
import { REFUND_PATHS, REFUND_WORDS } from '@/lib/payment/refund-constants';
import { readFormNotice } from '@/lib/forms/notice';

export const metadata: Metadata = { title: REFUND_WORDS.title, robots: { index: false } };

type Props = { params: Promise<{ orderId: string; shipmentId: string }> };

export default async function RefundAccountPage({ params }: Props) {
  const { orderId, shipmentId } = await params;
  const path = REFUND_PATHS.page(orderId, shipmentId);
  await signedInOnly(path);
  const [page, notice] = await Promise.all([loadRefundAccounts(orderId, shipmentId), readFormNotice()]);
  if (!page) notFound();
  return (
    <AuthCard title={REFUND_WORDS.title} lead={REFUND_WORDS.lead(page.orderId)} wide>
      {notice ? (
        <p className={notice.ok ? styles.notice : styles.noticeError} role="status" data-testid="refund-notice">
          {notice.message}
        </p>
      ) : null}
      <section className={styles.section} aria-labelledby="refund-accounts-title">
        <h2 id="refund-accounts-title">{REFUND_WORDS.accountsTitle}</h2>
        <BeneficiaryList orderId={page.orderId} shipmentId={page.shipmentId} accounts={page.accounts} />
      </section>
      {page.modes.upi ? (
        <section className={styles.section} aria-labelledby="refund-upi-title">
          <h2 id="refund-upi-title">{REFUND_WORDS.upiTitle}</h2>
          <p className={styles.note}>{REFUND_WORDS.upiNote}</p>
          <UpiForm orderId={page.orderId} shipmentId={page.shipmentId} pagePath={path} />
        </section>
      ) : null}
      {page.modes.bank ? (
        <section className={styles.section} aria-labelledby="refund-bank-title">
          <h2 id="refund-bank-title">{REFUND_WORDS.bankTitle}</h2>
          <p className={styles.note}>{REFUND_WORDS.bankNote}</p>
          <BankForm orderId={page.orderId} shipmentId={page.shipmentId} pagePath={path} />
        </section>
      ) : null}
      {!page.modes.upi && !page.modes.bank ? <p className={styles.note}>{REFUND_WORDS.modesOff}</p> : null}
      <p className={styles.section}>
        <a className={styles.link} href={`/profile/orders/shipment/${encodeURIComponent(page.shipmentId)}/`}>
          {REFUND_WORDS.backToOrder}
        </a>
      </p>
    </AuthCard>
  );
}

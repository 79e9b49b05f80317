// The shopper's refund accounts for an order: the one its refunds go to marked, each other one
// with "Use this account" (a plain form). Bank accounts show only their last 4 digits.
import type { RefundBeneficiary } from '@/contract/types/payment';
import { chooseRefundAccount } from '@/lib/payment/refund-actions';
import { REFUND_WORDS } from '@/lib/payment/refund-constants';
import styles from './refund.module.css';

type Props = { orderId: string; shipmentId: string; accounts: RefundBeneficiary[] };

export function BeneficiaryList({ orderId, shipmentId, accounts }: Props) {
  if (!accounts.length) return <p className={styles.note}>{REFUND_WORDS.noAccounts}</p>;
  return (
    <ul className={styles.list} data-testid="refund-accounts">
      {accounts.map((account) => (
        <li
          key={account.beneficiary_id}
          className={styles.account}
          data-testid="refund-account"
          data-current={account.is_default}
        >
          <div>
            <p className={styles.accountName}>{account.display_name}</p>
            <p className={styles.muted}>
              {account.transfer_mode === 'bank'
                ? `${account.account_holder} · ${account.ifsc_code}`
                : account.account_holder}
            </p>
          </div>
          {account.is_default ? (
            <span className={styles.badge} data-testid="refund-current">
              {REFUND_WORDS.current}
            </span>
          ) : (
            <form action={chooseRefundAccount}>
              <input type="hidden" name="order_id" value={orderId} />
              <input type="hidden" name="shipment_id" value={shipmentId} />
              <input type="hidden" name="beneficiary_id" value={account.beneficiary_id} />
              <button
                type="submit"
                className={styles.use}
                aria-label={`${REFUND_WORDS.useThis}: ${account.display_name}`}
              >
                {REFUND_WORDS.useThis}
              </button>
            </form>
          )}
        </li>
      ))}
    </ul>
  );
}

// The shopper's saved addresses (/profile/address): each with its type, the
// default mark, the one-line address, and edit, make-default and remove. Plain forms and links:
// everything works without JavaScript.
import Link from '@/components/ui/link';
import { addressLine } from '@/contract/address';
import type { Address } from '@/contract/types/address';
import { makeDefaultAddress, removeAddress } from '@/lib/address/actions';
import { ADDRESS_PATHS } from '@/lib/address/constants';
import styles from './address.module.css';

export function AddressList({ addresses }: { addresses: Address[] }) {
  if (!addresses.length) return <p className={styles.muted}>No saved addresses yet.</p>;
  return (
    <ul className={styles.list} aria-label="Saved addresses">
      {addresses.map((a) => (
        <li key={a.id} className={styles.card} data-testid="address-card">
          <p className={styles.cardHead}>
            <span>{a.name}</span>
            <span className={styles.badge}>{a.address_type}</span>
            {a.is_default_address ? <span className={styles.badge}>Default</span> : null}
          </p>
          <p className={styles.muted}>{addressLine(a)}</p>
          {a.phone ? <p className={styles.muted}>Phone: {a.phone}</p> : null}
          <div className={styles.actions}>
            <Link
              href={`${ADDRESS_PATHS.profile}?edit=${encodeURIComponent(a.id)}`}
              aria-label={`Edit the address of ${a.name}`}
            >
              Edit
            </Link>
            {a.is_default_address ? null : (
              <form action={makeDefaultAddress}>
                <input type="hidden" name="id" value={a.id} />
                <button type="submit" className={styles.linkButton}>
                  Make default
                </button>
              </form>
            )}
            <form action={removeAddress}>
              <input type="hidden" name="id" value={a.id} />
              <button type="submit" className={styles.linkButton} aria-label={`Remove the address of ${a.name}`}>
                Remove
              </button>
            </form>
          </div>
        </li>
      ))}
    </ul>
  );
}

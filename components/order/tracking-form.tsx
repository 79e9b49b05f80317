// The public tracking form (/order-tracking/): order number and the phone number
// or email the order was placed with. A plain form posting to a server action; after a refusal
// it shows again what was typed (the notice's kept values), keyed so a new refusal refills it.
import { openTrackedOrder } from '@/lib/order/actions';
import styles from './orders.module.css';

export function TrackingForm({ orderId = '', contact = '' }: { orderId?: string; contact?: string }) {
  return (
    <form
      key={`${orderId}\n${contact}`}
      action={openTrackedOrder}
      className={styles.trackForm}
      data-testid="tracking-form"
    >
      <label className={styles.label}>
        Order number
        <input
          name="order_id"
          required
          defaultValue={orderId}
          autoComplete="off"
          spellCheck={false}
          maxLength={40}
          className={styles.input}
        />
      </label>
      <label className={styles.label}>
        Phone number or email
        <input
          name="contact"
          required
          defaultValue={contact}
          autoComplete="email"
          maxLength={254}
          className={styles.input}
        />
      </label>
      <button type="submit" className={styles.button}>
        Track
      </button>
    </form>
  );
}

// Where the shopper is in checkout (address, payment option, review, then the order).
import styles from './checkout.module.css';

const STEPS = [
  { key: 'delivery', label: 'Address' },
  { key: 'payment', label: 'Payment' },
  { key: 'review', label: 'Review' },
  { key: 'done', label: 'Done' },
] as const;

export function CheckoutSteps({ current }: { current: (typeof STEPS)[number]['key'] }) {
  return (
    <ol className={styles.steps} aria-label="Checkout steps">
      {STEPS.map((s) => (
        <li key={s.key} aria-current={s.key === current ? 'step' : undefined}>
          {s.label}
        </li>
      ))}
    </ol>
  );
}

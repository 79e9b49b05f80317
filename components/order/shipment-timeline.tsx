// A shipment's timeline: what happened, with times, then the steps still to come.
import type { TrackingStep } from '@/contract/types/order';
import styles from './orders.module.css';

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-IN', {
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'Asia/Kolkata',
  });

export function ShipmentTimeline({ steps }: { steps: TrackingStep[] }) {
  return (
    <ol className={styles.timeline} data-testid="timeline">
      {steps.map((s, i) => (
        <li
          key={`${s.value}-${i}`}
          className={`${styles.step} ${s.is_passed ? styles.passed : ''} ${s.is_current ? styles.current : ''}`}
          aria-current={s.is_current ? 'step' : undefined}
        >
          {s.status}
          {s.time ? (
            <time className={styles.stepTime} dateTime={s.time}>
              {when(s.time)}
            </time>
          ) : null}
        </li>
      ))}
    </ol>
  );
}

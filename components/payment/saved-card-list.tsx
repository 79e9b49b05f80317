// The saved cards, masked, each with a Remove form (works without JavaScript).
import type { SavedCard } from '@/contract/types/payment';
import { removeSavedCard } from '@/lib/payment/actions';
import { PAYMENT_WORDS } from '@/lib/payment/constants';
import styles from '@/components/checkout/checkout.module.css';

export function SavedCardList({ cards }: { cards: SavedCard[] }) {
  if (!cards.length) return <p className={styles.muted}>{PAYMENT_WORDS.noCards}</p>;
  return (
    <ul className={styles.cards} data-testid="saved-cards">
      {cards.map((card) => (
        <li key={card.card_id} className={styles.cardRow}>
          <div>
            <p className={styles.lineName}>
              {card.card_brand} <span data-testid="card-number">{card.card_number}</span>
            </p>
            <p className={styles.muted}>
              {card.card_name} · expires {String(card.exp_month).padStart(2, '0')}/{card.exp_year}
              {card.expired ? ' (expired)' : ''}
            </p>
          </div>
          <form action={removeSavedCard}>
            <input type="hidden" name="card_id" value={card.card_id} />
            <button
              type="submit"
              className={styles.secondary}
              aria-label={`${PAYMENT_WORDS.removeCard} ${card.card_brand} ${card.card_number}`}
            >
              {PAYMENT_WORDS.removeCard}
            </button>
          </form>
        </li>
      ))}
    </ul>
  );
}

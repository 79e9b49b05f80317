// /profile/my-cards: the shopper's saved cards, masked, each with Remove (a plain
// form). Cards are saved by ticking 'Save this card' on the payment page; the shop keeps the
// provider's token and a mask, never the number or the CVV.
import type { Metadata } from 'next';
import { AuthCard } from '@/components/user/auth-card';
import { ProfileNav } from '@/components/user/profile-nav';
import { SavedCardList } from '@/components/payment/saved-card-list';
import styles from '@/components/checkout/checkout.module.css';
import { signedInOnly } from '@/lib/user/guards';
import { requireCartEnabled } from '@/lib/cart/data';
import { loadSavedCards } from '@/lib/payment/data';
import { PAYMENT_PATHS, PAYMENT_WORDS } from '@/lib/payment/constants';
import { pageQuery } from '@/lib/shared/page-query';

export const metadata: Metadata = { title: PAYMENT_WORDS.cardsTitle, robots: { index: false } };

const NOTICES = { removed: PAYMENT_WORDS.cardRemoved, failed: PAYMENT_WORDS.cardRemoveFailed } as const;

export default async function MyCardsPage({ searchParams }: { searchParams: Promise<{ notice?: string }> }) {
  await requireCartEnabled();
  await signedInOnly(PAYMENT_PATHS.cards);
  const { notice } = await pageQuery(searchParams);
  const cards = await loadSavedCards();
  return (
    <AuthCard title={PAYMENT_WORDS.cardsTitle} lead="Cards you saved at checkout, for paying faster next time." wide>
      <ProfileNav current={PAYMENT_PATHS.cards} />
      {notice === 'removed' || notice === 'failed' ? (
        <p className={notice === 'removed' ? styles.notice : styles.noticeError} role="status">
          {NOTICES[notice]}
        </p>
      ) : null}
      <SavedCardList cards={cards} />
    </AuthCard>
  );
}

// Saved cards (payment/v1.0/cards, card/remove): the provider's token with a mask. Kept when the
// shopper ticked 'save' on the provider's page and the payment succeeded; the same card saved again
// is one card. Only its owner lists or removes it.
import crypto from 'node:crypto';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { maskCard, type CardBrand, CARD_BRANDS } from '../../contract/card';
import { savedCards } from './schema';
import { PAYMENT_LIMITS } from './constants';
import type { CardSeen } from './providers/provider';

export type SavedCardRow = typeof savedCards.$inferSelect;

const brandOf = (brand: string): CardBrand =>
  (CARD_BRANDS as readonly string[]).includes(brand) ? (brand as CardBrand) : 'Unknown';

export async function saveCard(
  database: Database,
  userId: string,
  card: CardSeen,
  aggregator = 'sandbox',
): Promise<void> {
  const [{ n }] = await database.db.select({ n: count() }).from(savedCards).where(eq(savedCards.userId, userId));
  if (n >= PAYMENT_LIMITS.savedCardsPerShopper) return;
  await database.db
    .insert(savedCards)
    .values({
      id: `card_${crypto.randomBytes(9).toString('base64url')}`,
      userId,
      aggregator,
      token: card.token,
      last4: card.last4,
      brand: brandOf(card.brand),
      expMonth: card.expMonth,
      expYear: card.expYear,
      nameOnCard: card.name,
      fingerprint: card.fingerprint,
    })
    .onConflictDoNothing();
}

export async function cardsOf(database: Database, userId: string): Promise<SavedCardRow[]> {
  return database.db.select().from(savedCards).where(eq(savedCards.userId, userId)).orderBy(asc(savedCards.createdAt));
}

export async function cardOf(database: Database, userId: string, id: string): Promise<SavedCardRow | undefined> {
  const [row] = await database.db
    .select()
    .from(savedCards)
    .where(and(eq(savedCards.userId, userId), eq(savedCards.id, id)))
    .limit(1);
  return row;
}

export async function removeCard(database: Database, userId: string, id: string): Promise<boolean> {
  const gone = await database.db
    .delete(savedCards)
    .where(and(eq(savedCards.userId, userId), eq(savedCards.id, id)))
    .returning({ id: savedCards.id });
  return gone.length > 0;
}

const expired = (row: SavedCardRow, now = new Date()) =>
  row.expYear < now.getUTCFullYear() || (row.expYear === now.getUTCFullYear() && row.expMonth < now.getUTCMonth() + 1);

/** A saved card as the SDK's Card (getActiveUserCards) and PaymentModeList entry show it. */
export function cardView(row: SavedCardRow) {
  const brand = brandOf(row.brand);
  return {
    card_id: row.id,
    card_reference: row.id,
    card_token: row.id,
    card_number: maskCard(row.last4, brand),
    card_brand: brand,
    card_type: 'credit',
    card_name: row.nameOnCard,
    // The provider's token stays on the server: the card's own id stands for it.
    card_fingerprint: row.id,
    card_isin: row.isin,
    exp_month: row.expMonth,
    exp_year: row.expYear,
    expired: expired(row),
    nickname: `${brand} •••• ${row.last4}`,
    aggregator_name: row.aggregator,
    compliant_with_tokenisation_guidelines: true,
  };
}

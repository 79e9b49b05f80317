// Reward points: a ledger of credits (positive) and debits (negative) per shopper. The balance is
// the sum; nothing is ever updated in place. A reference (an order or cart id) makes a debit or
// credit happen once however often the request that causes it is repeated.
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../user/schema';

export const pointsLedger = pgTable(
  'points_ledger',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Signed: credits above zero, debits below. */
    points: integer('points').notNull(),
    reason: text('reason').notNull(),
    reference: text('reference'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('points_ledger_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('points_ledger_reference_idx')
      .on(t.userId, t.reference)
      .where(sql`${t.reference} IS NOT NULL`),
  ],
);

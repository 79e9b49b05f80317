// The shopper's saved lists: followed products (the wishlist) and the compare list. Rows belong to a
// user and go with the account; product ids and slugs are the catalogue's, checked when added.
import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../user/schema';

export const follows = pgTable(
  'follows',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'products'; the key leaves room for brands and collections. */
    collectionType: text('collection_type').notNull(),
    collectionId: integer('collection_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.collectionType, t.collectionId] }),
    // Follower counts and the newest-first listing.
    index('follows_item_idx').on(t.collectionType, t.collectionId),
    index('follows_user_created_idx').on(t.userId, t.createdAt),
  ],
);

export const compareItems = pgTable(
  'compare_items',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    /** Order of adding, so the list reads the same in every browser. */
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.slug] })],
);

import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { bytea } from '../db/columns';

// Images generated at seed time (and later uploads) live in the database, so every
// server of a deployment serves the same bytes without a shared disk.
export const media = pgTable('media', {
  id: text('id').primaryKey(),
  contentType: text('content_type').notNull(),
  data: bytea('data').notNull(),
  width: integer('width'),
  height: integer('height'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

// A guest's orders join the account that proves it owns their contact: at every sign-in (and so
// at sign-up), orders placed without an account whose email or mobile is one of the account's
// verified ones become the account's. Only verified addresses count — proven by a code — so
// nobody takes a stranger's orders by typing their email into a new account.
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { verifiedAddresses } from '../user';
import { orders } from './schema';

/** How many guest orders became the account's. */
export async function claimGuestOrders(database: Database, userId: string): Promise<number> {
  const { emails, phones } = await verifiedAddresses(database, userId);
  const matches = [
    emails.length ? inArray(sql`lower(${orders.contactEmail})`, emails) : undefined,
    phones.length ? inArray(orders.contactPhone, phones) : undefined,
  ].filter((m) => m !== undefined);
  if (!matches.length) return 0;
  const claimed = await database.db
    .update(orders)
    .set({ userId, guest: false, updatedAt: new Date() })
    .where(and(eq(orders.guest, true), isNull(orders.userId), or(...matches)))
    .returning({ id: orders.id });
  return claimed.length;
}

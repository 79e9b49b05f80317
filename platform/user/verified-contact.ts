// Where another domain may send a shopper a code (the payment's refund OTP): the shopper's
// verified, active mobile and email, the primary first; whether a mobile is one of them; the
// account's email and mobile an order records as its contact (public tracking matches them); and
// where the shop writes to an account about its orders (verified ones only).
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { userEmails, userPhones } from './schema';

export async function verifiedContact(
  database: Database,
  userId: string,
): Promise<{ phone?: { normalised: string }; email?: { normalised: string } }> {
  const [phone] = await database.db
    .select({ normalised: userPhones.normalised })
    .from(userPhones)
    .where(and(eq(userPhones.userId, userId), eq(userPhones.verified, true), eq(userPhones.active, true)))
    .orderBy(desc(userPhones.primary), desc(userPhones.id))
    .limit(1);
  if (phone) return { phone };
  const [email] = await database.db
    .select({ normalised: userEmails.normalised })
    .from(userEmails)
    .where(and(eq(userEmails.userId, userId), eq(userEmails.verified, true), eq(userEmails.active, true)))
    .orderBy(desc(userEmails.primary), desc(userEmails.id))
    .limit(1);
  return { email };
}

export async function hasVerifiedPhone(database: Database, userId: string, normalised: string): Promise<boolean> {
  const [phone] = await database.db
    .select({ id: userPhones.id })
    .from(userPhones)
    .where(
      and(
        eq(userPhones.userId, userId),
        eq(userPhones.normalised, normalised),
        eq(userPhones.verified, true),
        eq(userPhones.active, true),
      ),
    )
    .limit(1);
  return phone !== undefined;
}

/** The account's active email and mobile (+<code><digits>), verified and primary first: an order's contact. */
export async function accountContact(
  database: Database,
  userId: string,
): Promise<{ email: string | null; phone: string | null }> {
  const [[email], [phone]] = await Promise.all([
    database.db
      .select({ email: userEmails.email })
      .from(userEmails)
      .where(and(eq(userEmails.userId, userId), eq(userEmails.active, true)))
      .orderBy(desc(userEmails.verified), desc(userEmails.primary), desc(userEmails.id))
      .limit(1),
    database.db
      .select({ normalised: userPhones.normalised })
      .from(userPhones)
      .where(and(eq(userPhones.userId, userId), eq(userPhones.active, true)))
      .orderBy(desc(userPhones.verified), desc(userPhones.primary), desc(userPhones.id))
      .limit(1),
  ]);
  return { email: email?.email ?? null, phone: phone?.normalised ?? null };
}

/** The account's email and mobile for messages about its orders: verified and active ones only, the primary first. */
export async function messageContact(database: Database, userId: string): Promise<{ email?: string; phone?: string }> {
  const [[email], [phone]] = await Promise.all([
    database.db
      .select({ normalised: userEmails.normalised })
      .from(userEmails)
      .where(and(eq(userEmails.userId, userId), eq(userEmails.verified, true), eq(userEmails.active, true)))
      .orderBy(desc(userEmails.primary), desc(userEmails.id))
      .limit(1),
    database.db
      .select({ normalised: userPhones.normalised })
      .from(userPhones)
      .where(and(eq(userPhones.userId, userId), eq(userPhones.verified, true), eq(userPhones.active, true)))
      .orderBy(desc(userPhones.primary), desc(userPhones.id))
      .limit(1),
  ]);
  return { email: email?.normalised, phone: phone?.normalised };
}

/** Every verified, active email and mobile of the account, normalised: whom a guest's orders may be given to. */
export async function verifiedAddresses(
  database: Database,
  userId: string,
): Promise<{ emails: string[]; phones: string[] }> {
  const [emails, phones] = await Promise.all([
    database.db
      .select({ normalised: userEmails.normalised })
      .from(userEmails)
      .where(and(eq(userEmails.userId, userId), eq(userEmails.verified, true), eq(userEmails.active, true))),
    database.db
      .select({ normalised: userPhones.normalised })
      .from(userPhones)
      .where(and(eq(userPhones.userId, userId), eq(userPhones.verified, true), eq(userPhones.active, true))),
  ]);
  return { emails: emails.map((e) => e.normalised), phones: phones.map((p) => p.normalised) };
}

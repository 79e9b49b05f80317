// Shopper accounts.
// Addresses are stored as entered and normalised (lower-cased email; +<country code><digits>
// phone). A normalised address is unique among verified rows only: anyone may type any address,
// but once someone proves they own it, nobody else can verify or sign in with it. Each user holds
// an address at most once.
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

export const users = pgTable('users', {
  // 24 hex characters, like the platform's object ids (the SDK's user_id and _id).
  id: text('id').primaryKey(),
  firstName: text('first_name').notNull().default(''),
  lastName: text('last_name').notNull().default(''),
  gender: text('gender').notNull().default(''),
  dob: text('dob'),
  profilePicUrl: text('profile_pic_url').notNull().default(''),
  accountType: text('account_type').notNull().default('user'),
  active: boolean('active').notNull().default(true),
  /** Deleted accounts are flagged, not removed: signing in again meets account-locked. */
  deleted: boolean('deleted').notNull().default(false),
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
  deleteReason: text('delete_reason'),
  hasPassword: boolean('has_password').notNull().default(false),
  /** scrypt$N$r$p$salt$hash (base64url); null for OTP- and social-only accounts. */
  passwordHash: text('password_hash'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

// What an email and a phone row share: an address of one user, unique per user, and unique among
// verified rows (anyone may type an address; only one account can prove it). Builders are made
// per table (drizzle binds a column to its table).
const addressColumns = () => ({
  id: serial('id').primaryKey(),
  userId: text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  primary: boolean('primary').notNull().default(false),
  verified: boolean('verified').notNull().default(false),
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

const addressIndexes =
  (table: string) => (t: { userId: AnyPgColumn; normalised: AnyPgColumn; verified: AnyPgColumn }) => [
    uniqueIndex(`${table}_user_address_idx`).on(t.userId, t.normalised),
    uniqueIndex(`${table}_verified_address_idx`)
      .on(t.normalised)
      .where(sql`${t.verified}`),
  ];

export const userEmails = pgTable(
  'user_emails',
  {
    ...addressColumns(),
    email: text('email').notNull(),
    normalised: text('normalised').notNull(),
  },
  addressIndexes('user_emails'),
);

export const userPhones = pgTable(
  'user_phones',
  {
    ...addressColumns(),
    countryCode: integer('country_code').notNull(),
    phone: text('phone').notNull(),
    /** +<country code><national digits> */
    normalised: text('normalised').notNull(),
  },
  addressIndexes('user_phones'),
);

/** A social sign-in (Google subject, Facebook user id) bound to one user. */
export const userIdentities = pgTable(
  'user_identities',
  {
    provider: text('provider').$type<'google' | 'facebook'>().notNull(),
    subject: text('subject').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.subject] }), index('user_identities_user_idx').on(t.userId)],
);

/** A signed-in browser or app. The row is authoritative: deleting it signs that session out. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    userAgent: text('user_agent').notNull().default(''),
    ip: text('ip').notNull().default(''),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

export type VerificationPurpose =
  | 'login'
  | 'register'
  | 'registration'
  | 'forgot'
  | 'forgot_token'
  | 'reset'
  | 'verify_email'
  | 'verify_mobile'
  | 'refund_account'
  | 'guest_checkout'
  | 'shipment_delivery';

/** OTPs and link tokens. Only a keyed hash of the code is stored. */
export const verificationTokens = pgTable(
  'verification_tokens',
  {
    /** The request_id the SDK carries between send and verify. */
    id: text('id').primaryKey(),
    purpose: text('purpose').$type<VerificationPurpose>().notNull(),
    channel: text('channel').$type<'email' | 'sms'>().notNull(),
    /** Normalised email or phone the code was sent to. */
    destination: text('destination').notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    /** Purpose-specific data, e.g. a pending registration's profile and password hash. */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    resendAfter: timestamp('resend_after', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('verification_tokens_destination_idx').on(t.destination, t.purpose, t.createdAt),
    index('verification_tokens_code_idx').on(t.codeHash),
  ],
);

/** Every email and SMS the platform sends; the development outbox page reads it. */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: serial('id').primaryKey(),
    channel: text('channel').$type<'email' | 'sms'>().notNull(),
    to: text('to').notNull(),
    subject: text('subject').notNull().default(''),
    body: text('body').notNull(),
    /** An email's HTML part, beside the plain text of body (order messages). */
    html: text('html'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when SMTP accepted the message; error holds why it did not. */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    error: text('error'),
  },
  (t) => [index('outbox_messages_to_idx').on(t.to, t.id)],
);

/** Fixed-window counters shared by every process on the database (login and OTP throttling). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull().default(0),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});

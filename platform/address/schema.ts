// A shopper's saved addresses. The country's dynamic fields are kept as
// given (validated against its address form on every write); the columns are what is searched.
import { boolean, doublePrecision, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../user/schema';

/** The form's values by slug: name, phone, email, address, area, landmark, area_code, city, state, sector... */
export type AddressValues = Record<string, string>;

export const addresses = pgTable(
  'addresses',
  {
    /** Random and unguessable: an address id is never proof of ownership, but it gives nothing away. */
    id: text('id').primaryKey(),
    /** The account's; null for a guest's address, which belongs to its cart (cartId). */
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** A guest checkout's address: the anonymous cart (its sealed cookie) it was added for. */
    cartId: text('cart_id'),
    addressType: text('address_type').notNull().default('home'),
    isDefault: boolean('is_default').notNull().default(false),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    checkoutMode: text('checkout_mode').notNull().default('self'),
    countryIsoCode: text('country_iso_code').notNull(),
    values: jsonb('values').$type<AddressValues>().notNull(),
    stateCode: text('state_code'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('addresses_user_idx').on(t.userId, t.createdAt), index('addresses_cart_idx').on(t.cartId)],
);

export type AddressRow = typeof addresses.$inferSelect;

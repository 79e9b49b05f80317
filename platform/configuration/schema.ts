// Configuration tables: the application (sales channel), its stores and languages (the currencies
// are logistics' reference data, with the countries that pay in them).
import { doublePrecision, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const applications = pgTable('applications', {
  id: text('id').primaryKey(),
  token: text('token').notNull(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  domain: text('domain').notNull(),
  logo: text('logo'),
  // Everything the configuration API returns that is not a column: features, support, social links...
  config: jsonb('config').$type<Record<string, unknown>>().notNull().default({}),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const stores = pgTable('stores', {
  uid: serial('uid').primaryKey(),
  name: text('name').notNull(),
  storeCode: text('store_code').notNull().unique(),
  storeType: text('store_type').notNull().default('high_street'),
  address: text('address').notNull(),
  city: text('city').notNull(),
  state: text('state').notNull(),
  pincode: text('pincode').notNull(),
  country: text('country').notNull().default('INDIA'),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  phone: text('phone'),
  email: text('email'),
  /** The GST registration the store sells under (its first two digits are its state's GST code). */
  gstin: text('gstin'),
});

export const languages = pgTable('languages', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
});

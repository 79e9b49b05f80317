// Logistics tables: the reference data of where and in what money: serviceable pincodes, countries
// with their address forms, and the currencies they pay in.
import { boolean, doublePrecision, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';

export const pincodes = pgTable('pincodes', {
  pincode: text('pincode').primaryKey(),
  city: text('city').notNull(),
  state: text('state').notNull(),
  stateCode: text('state_code').notNull(),
  countryIsoCode: text('country_iso_code').notNull().default('IN'),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
});

export type AddressField = {
  slug: string;
  display_name: string;
  required: boolean;
  input: string;
  edit: boolean;
  validation?: { type: 'regex'; regex: { value: string; length?: { min?: number; max?: number } } };
};

export const countries = pgTable('countries', {
  iso2: text('iso2').primaryKey(),
  iso3: text('iso3').notNull(),
  name: text('name').notNull(),
  phoneCode: text('phone_code').notNull(),
  currency: text('currency').notNull(),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  fields: jsonb('fields').$type<AddressField[]>().notNull().default([]),
});

export const currencies = pgTable('currencies', {
  code: text('code').primaryKey(),
  id: text('id').notNull().unique(),
  name: text('name').notNull(),
  symbol: text('symbol').notNull(),
  decimalDigits: integer('decimal_digits').notNull().default(2),
  isActive: boolean('is_active').notNull().default(true),
  countryCode: text('country_code'),
});

// Saved addresses (cart/v1.0/address and address/{id}). Every read and write is
// scoped to its owner (the signed-in shopper, or a guest's anonymous cart): someone else's id is "not found", never "forbidden", so an id
// gives nothing away. A write is checked against the country's address form with the same
// function the browser form runs (contract/address.ts).
import crypto from 'node:crypto';
import { and, asc, desc, eq, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { ADDRESS_LIMITS, addressErrors, addressTypeChoice, PINCODE_FIELD_SLUGS } from '../../contract/address';
import type {
  Address,
  AddressListResult,
  DeleteAddressResult,
  SaveAddressResult,
  UpdateAddressResult,
} from '../../contract/types/address';
import type { Database, Db } from '../db/client';
import { badRequest, notFound } from '../http/errors';
import { formFields, findCountry, findPincode, LOGISTICS_MESSAGES } from '../logistics';
import { lockShopperRow } from '../user';
import { addresses, type AddressRow, type AddressValues } from './schema';
import { ADDRESS_API_MESSAGES } from './messages';
import type { AddressInput } from './schemas';

type Country = NonNullable<Awaited<ReturnType<typeof findCountry>>>;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Whose addresses: an account's, or a guest's, which belong to its anonymous cart (the sealed cookie's). */
export type AddressOwner = { userId: string } | { cartId: string };

const ownedBy = (owner: AddressOwner): SQL =>
  'userId' in owner
    ? eq(addresses.userId, owner.userId)
    : and(isNull(addresses.userId), eq(addresses.cartId, owner.cartId))!;

const newAddressId = () => crypto.randomBytes(12).toString('hex');
const phoneDigits = (code: string) => Number(code.replace(/\D/g, '')) || 91;

export function toAddress(row: AddressRow, country?: Pick<Country, 'name' | 'iso3' | 'phoneCode'>): Address {
  const pincodeSlug = PINCODE_FIELD_SLUGS.find((s) => row.values[s] !== undefined);
  return {
    ...row.values,
    id: row.id,
    address_type: row.addressType,
    is_default_address: row.isDefault,
    tags: row.tags,
    checkout_mode: row.checkoutMode,
    country_iso_code: row.countryIsoCode,
    country_code: country?.iso3 ?? row.countryIsoCode,
    country_phone_code: country?.phoneCode,
    country: country?.name ?? row.countryIsoCode,
    ...(row.stateCode ? { state_code: row.stateCode } : {}),
    ...(pincodeSlug
      ? { area_code: row.values[pincodeSlug], area_code_slug: row.countryIsoCode === 'IN' ? 'pincode' : pincodeSlug }
      : {}),
    ...(row.latitude !== null && row.longitude !== null
      ? { geo_location: { latitude: row.latitude, longitude: row.longitude } }
      : {}),
    user_id: row.userId ?? '',
    created_by_user_id: row.userId ?? '',
    is_active: true,
  };
}

/** The country the payload names (ISO 2 or 3 letters), else the shop's default. */
async function countryOf(database: Database, input: AddressInput, fallback?: string): Promise<Country> {
  const code =
    input.country_iso_code ??
    (input.country_code && /^[A-Za-z]{2,3}$/.test(input.country_code) ? input.country_code : undefined) ??
    fallback ??
    'IN';
  const country = await findCountry(database.db, code);
  if (!country)
    throw badRequest(LOGISTICS_MESSAGES.countryNotFound(code), [
      { path: ['country_iso_code'], message: LOGISTICS_MESSAGES.countryNotFound(code) },
    ]);
  return country;
}

/** The form's values from the payload, checked; the first problem is the message, all are in errors. */
async function checkedValues(
  database: Database,
  input: AddressInput,
  country: Country,
): Promise<{ values: AddressValues; stateCode?: string }> {
  const fields = formFields(country.fields ?? [], country.iso2);
  const values: AddressValues = {};
  for (const field of fields) {
    const raw = input.fields[field.slug];
    if (typeof raw === 'string' && raw.trim()) values[field.slug] = raw.trim();
  }
  // The payload names the pincode area_code; a form that calls it pincode takes it too.
  for (const slug of PINCODE_FIELD_SLUGS)
    if (!values[slug] && typeof input.fields.area_code === 'string' && fields.some((f) => f.slug === slug))
      values[slug] = input.fields.area_code.trim();
  const errors = addressErrors(fields, values, {
    addressType: addressTypeChoice(input.address_type),
    phoneCountryCode: phoneDigits(country.phoneCode),
  });
  if (errors.length)
    throw badRequest(
      errors[0].message,
      errors.map((e) => ({ path: [e.slug], message: e.message })),
    );
  const pincode = PINCODE_FIELD_SLUGS.map((s) => values[s]).find(Boolean);
  const known = pincode && country.iso2 === 'IN' ? await findPincode(database.db, pincode) : undefined;
  return { values, stateCode: input.state_code ?? known?.stateCode };
}

/** Serialises one owner's address writes (the limit and the one default hold across processes). */
async function lockShopper(tx: Tx, owner: AddressOwner) {
  if ('userId' in owner) await lockShopperRow(tx, owner.userId);
  else await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`address:${owner.cartId}`}))`);
}

async function clearOtherDefaults(tx: Tx, owner: AddressOwner, keep: string) {
  await tx
    .update(addresses)
    .set({ isDefault: false })
    .where(and(ownedBy(owner), ne(addresses.id, keep), eq(addresses.isDefault, true)));
}

export type AddressFilter = { checkoutMode?: string; tags?: string[]; isDefault?: boolean };

export async function listAddresses(
  database: Database,
  owner: AddressOwner,
  filter: AddressFilter = {},
): Promise<AddressListResult> {
  const conditions = [ownedBy(owner)];
  if (filter.checkoutMode) conditions.push(eq(addresses.checkoutMode, filter.checkoutMode));
  if (filter.isDefault !== undefined) conditions.push(eq(addresses.isDefault, filter.isDefault));
  if (filter.tags?.length) conditions.push(sql`${addresses.tags} ?| ${sql.param(filter.tags)}::text[]`);
  const [rows, [{ total }]] = await Promise.all([
    database.db
      .select()
      .from(addresses)
      .where(and(...conditions))
      .orderBy(desc(addresses.isDefault), desc(addresses.createdAt), asc(addresses.id)),
    database.db
      .select({ total: sql<number>`count(*)::int` })
      .from(addresses)
      .where(ownedBy(owner)),
  ]);
  const countries = new Map<string, Country | undefined>();
  for (const row of rows)
    if (!countries.has(row.countryIsoCode))
      countries.set(row.countryIsoCode, await findCountry(database.db, row.countryIsoCode));
  return {
    address: rows.map((row) => toAddress(row, countries.get(row.countryIsoCode))),
    pii_masking: false,
    validation_config: { address_max_limit: ADDRESS_LIMITS.perShopper, user_address_count: Number(total) },
  };
}

export async function ownAddressRow(database: Database, owner: AddressOwner, id: string): Promise<AddressRow> {
  const [row] = await database.db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), ownedBy(owner)))
    .limit(1);
  if (!row) throw notFound(ADDRESS_API_MESSAGES.notFound);
  return row;
}

export async function getAddress(database: Database, owner: AddressOwner, id: string): Promise<Address> {
  const row = await ownAddressRow(database, owner, id);
  return toAddress(row, await findCountry(database.db, row.countryIsoCode));
}

export async function addAddress(
  database: Database,
  owner: AddressOwner,
  input: AddressInput,
  defaultCountry?: string,
): Promise<SaveAddressResult> {
  const country = await countryOf(database, input, defaultCountry);
  const { values, stateCode } = await checkedValues(database, input, country);
  const id = newAddressId();
  return database.db.transaction(async (tx) => {
    await lockShopper(tx, owner);
    const [{ total }] = await tx
      .select({ total: sql<number>`count(*)::int` })
      .from(addresses)
      .where(ownedBy(owner));
    if (Number(total) >= ADDRESS_LIMITS.perShopper)
      throw badRequest(ADDRESS_API_MESSAGES.tooMany(ADDRESS_LIMITS.perShopper));
    // The first address is the default whatever was asked: a shopper always has one to deliver to.
    const isDefault = Number(total) === 0 || input.is_default_address === true;
    await tx.insert(addresses).values({
      id,
      userId: 'userId' in owner ? owner.userId : null,
      cartId: 'cartId' in owner ? owner.cartId : null,
      addressType: input.address_type?.trim() || 'home',
      isDefault,
      tags: input.tags ?? [],
      checkoutMode: input.checkout_mode ?? 'self',
      countryIsoCode: country.iso2,
      values,
      stateCode,
      latitude: input.geo_location?.latitude,
      longitude: input.geo_location?.longitude,
    });
    if (isDefault) await clearOtherDefaults(tx, owner, id);
    return { id, success: true, is_default_address: isDefault };
  });
}

export async function updateAddress(
  database: Database,
  owner: AddressOwner,
  id: string,
  input: AddressInput,
): Promise<UpdateAddressResult> {
  const existing = await ownAddressRow(database, owner, id);
  const country = await countryOf(database, input, existing.countryIsoCode);
  const { values, stateCode } = await checkedValues(database, input, country);
  return database.db.transaction(async (tx) => {
    await lockShopper(tx, owner);
    // Unsetting the default keeps it (there is always one); another address takes it by being set.
    const isDefault = existing.isDefault || input.is_default_address === true;
    const updated = await tx
      .update(addresses)
      .set({
        addressType: input.address_type?.trim() || existing.addressType,
        isDefault,
        tags: input.tags ?? existing.tags,
        checkoutMode: input.checkout_mode ?? existing.checkoutMode,
        countryIsoCode: country.iso2,
        values,
        stateCode: stateCode ?? null,
        latitude: input.geo_location?.latitude ?? existing.latitude,
        longitude: input.geo_location?.longitude ?? existing.longitude,
        updatedAt: new Date(),
      })
      .where(and(eq(addresses.id, id), ownedBy(owner)))
      .returning({ id: addresses.id });
    if (!updated.length) throw notFound(ADDRESS_API_MESSAGES.notFound);
    if (isDefault) await clearOtherDefaults(tx, owner, id);
    return { id, success: true, is_updated: true, is_default_address: isDefault };
  });
}

export async function removeAddress(database: Database, owner: AddressOwner, id: string): Promise<DeleteAddressResult> {
  return database.db.transaction(async (tx) => {
    await lockShopper(tx, owner);
    const [gone] = await tx
      .delete(addresses)
      .where(and(eq(addresses.id, id), ownedBy(owner)))
      .returning({ isDefault: addresses.isDefault });
    if (!gone) throw notFound(ADDRESS_API_MESSAGES.notFound);
    if (gone.isDefault) {
      // The newest remaining address becomes the default.
      const [next] = await tx
        .select({ id: addresses.id })
        .from(addresses)
        .where(ownedBy(owner))
        .orderBy(desc(addresses.createdAt))
        .limit(1);
      if (next) await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, next.id));
    }
    return { id, is_deleted: true };
  });
}

/** A guest's addresses outlive no cookie: deleted once older than its cart's cookie can be (the cart's sweep). */
export async function sweepGuestAddresses(database: Database, cutoff: Date): Promise<void> {
  await database.db.delete(addresses).where(and(isNull(addresses.userId), sql`${addresses.updatedAt} < ${cutoff}`));
}

/** At sign-in, the guest's addresses (its cart's) become the account's; the account's default stays its default. */
export async function adoptGuestAddresses(database: Database, cartId: string, userId: string): Promise<void> {
  await database.db.execute(sql`
    UPDATE addresses SET user_id = ${userId}, cart_id = NULL,
           is_default = is_default AND NOT EXISTS (SELECT 1 FROM addresses WHERE user_id = ${userId})
     WHERE cart_id = ${cartId} AND user_id IS NULL`);
}

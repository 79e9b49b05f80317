// What the address calls accept ('Address payload' and 'Address select payload').
// The fixed fields are typed; every other string is a candidate form value, kept only when the
// country's form has a field of that slug (address-service.ts). Other keys a client echoes back
// from a fetched address (id, user_id, is_active...) are ignored.
import { z } from 'zod';
import { ADDRESS_LIMITS as L } from '../../contract/address';
import { q } from '../http/validate';

const text = (max: number) => z.string().trim().max(max);
const coordinate = (limit: number) => z.number().min(-limit).max(limit);

const fixed = {
  is_default_address: z.boolean().optional(),
  tags: z.array(text(L.tagMaxChars).min(1)).max(L.tagsMax).optional(),
  checkout_mode: z.enum(['self', 'other']).optional(),
  geo_location: z.object({ latitude: coordinate(90), longitude: coordinate(180) }).optional(),
  address_type: text(L.addressNameMaxChars).optional(),
  country_code: text(8).optional(),
  country_phone_code: text(8).optional(),
  country_iso_code: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2,3}$/, 'expected a 2 or 3 letter ISO code')
    .optional(),
  country: text(80).optional(),
  state_code: text(16).optional(),
};
const FIXED_KEYS = new Set(Object.keys(fixed));

export const addressBody = z
  .object(fixed)
  .catchall(z.unknown())
  .superRefine((b, ctx) => {
    for (const [key, value] of Object.entries(b)) {
      if (!FIXED_KEYS.has(key) && typeof value === 'string' && value.length > L.fieldMaxChars) {
        ctx.addIssue({ code: 'custom', path: [key], message: `at most ${L.fieldMaxChars} characters` });
      }
    }
  })
  .transform((b) => {
    const fields: Record<string, string> = {};
    for (const [key, value] of Object.entries(b))
      if (!FIXED_KEYS.has(key) && typeof value === 'string') fields[key] = value;
    return {
      is_default_address: b.is_default_address,
      tags: b.tags,
      checkout_mode: b.checkout_mode,
      geo_location: b.geo_location,
      address_type: b.address_type,
      country_code: b.country_code,
      country_iso_code: b.country_iso_code,
      state_code: b.state_code || undefined,
      fields,
    };
  });
export type AddressInput = z.infer<typeof addressBody>;

const addressId = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, 'id must be an address id');
export const idParam = z.object({ id: addressId });

export const listQuery = z.object({
  cart_id: text(64).optional(),
  buy_now: q.bool().optional(),
  mobile_no: text(20).optional(),
  checkout_mode: z.enum(['self', 'other']).optional(),
  tags: q.list().optional(),
  is_default: q.bool().optional(),
});

/** The select payload: a missing id is 'No address selected', said by the route. */
export const selectBody = z.object({
  id: z.union([addressId, z.literal('')]).optional(),
  billing_address_id: z.union([addressId, z.literal('')]).optional(),
  cart_id: text(64).optional(),
});
export const selectQuery = z.object({
  cart_id: text(64).optional(),
  buy_now: q.bool().optional(),
  i: q.bool().optional(),
  b: q.bool().optional(),
});

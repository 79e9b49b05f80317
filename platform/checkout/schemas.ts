// The order request: v1.0 names payment_mode, v2.0 a list of
// payment_methods. meta carries a guest's contact; other fields of the request (staff,
// ordering_store...) are accepted and not used yet.
import { z } from 'zod';
import { q } from '../http/validate';

const text = (max: number) => z.string().trim().max(max);
const addressId = z.union([
  z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, 'address_id must be an address id'),
  z.literal(''),
]);

const common = {
  id: text(100).optional(),
  address_id: addressId.optional(),
  billing_address_id: addressId.optional(),
  aggregator: text(60).optional(),
  merchant_code: text(60).optional(),
  payment_identifier: text(300).nullable().optional(),
  // The SDK's free-form meta; a guest's contact rides in it (platform/checkout/guest.ts).
  meta: z
    .object({ contact_email: text(254).optional(), contact_phone: text(20).optional() })
    .passthrough()
    .optional(),
};

const contactOf = (meta: { contact_email?: string; contact_phone?: string } | undefined) => ({
  email: meta?.contact_email || undefined,
  phone: meta?.contact_phone || undefined,
});

export const checkoutV1Body = z
  .object({ ...common, payment_mode: text(20).optional() })
  .passthrough()
  .transform((b) => ({
    ...b,
    mode: b.payment_mode?.toUpperCase() ?? '',
    identifier: b.payment_identifier ?? undefined,
    contact: contactOf(b.meta),
  }));

export const checkoutV2Body = z
  .object({
    ...common,
    payment_mode: text(20).optional(),
    payment_methods: z
      .array(
        z
          .object({
            mode: text(20),
            name: text(60).optional(),
            payment: text(60).optional(),
            payment_identifier: text(300).nullable().optional(),
          })
          .passthrough(),
      )
      .max(5)
      .optional(),
  })
  .passthrough()
  .transform((b) => {
    const first = b.payment_methods?.[0];
    return {
      ...b,
      mode: (first?.mode ?? b.payment_mode ?? '').toUpperCase(),
      identifier: first?.payment_identifier ?? first?.name ?? b.payment_identifier ?? undefined,
      contact: contactOf(b.meta),
    };
  });

export type CheckoutInput = {
  id?: string;
  address_id?: string;
  billing_address_id?: string;
  mode: string;
  identifier?: string;
  /** A guest's email and mobile, when the request names them. */
  contact?: { email?: string; phone?: string };
};

export const checkoutQuery = z.object({ buy_now: q.bool().optional(), cart_type: text(20).optional() });

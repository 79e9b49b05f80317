// The order request: v1.0 names payment_mode, v2.0 a list of
// payment_methods. Other fields of the request (meta, staff, ordering_store...) are accepted and
// not used yet.
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
};

export const checkoutV1Body = z
  .object({ ...common, payment_mode: text(20).optional() })
  .passthrough()
  .transform((b) => ({
    ...b,
    mode: b.payment_mode?.toUpperCase() ?? '',
    identifier: b.payment_identifier ?? undefined,
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
    };
  });

export type CheckoutInput = {
  id?: string;
  address_id?: string;
  billing_address_id?: string;
  mode: string;
  identifier?: string;
};

export const checkoutQuery = z.object({ buy_now: q.bool().optional(), cart_type: text(20).optional() });

// The payment calls' inputs, parsed at the edge.
import { z } from 'zod';
import { q } from '../http/validate';

const text = (max: number) => z.string().trim().max(max);
const orderId = z
  .string()
  .trim()
  .regex(/^[A-Z0-9]{4,40}$/, 'must be an order id');

export const optionsQuery = z.object({
  amount: z.coerce.number().nonnegative().optional(),
  cart_id: text(100).optional(),
  checkout_mode: text(20).optional(),
  refresh: q.bool().optional(),
  order_id: text(60).optional(),
  card_reference: text(100).optional(),
  user_details: text(500).optional(),
  display_split: q.bool().optional(),
  advance_payment: q.bool().optional(),
  shipment_id: text(60).optional(),
  buy_now: q.bool().optional(),
});

export const pollingBody = z
  .object({ merchant_order_id: orderId.optional(), order_id: text(100).optional(), aggregator: text(60).optional() })
  .passthrough()
  .refine((b) => b.merchant_order_id || (b.order_id && /^[A-Z0-9]{4,40}$/.test(b.order_id)), {
    message: 'merchant_order_id is required',
  });

export const customerValidationBody = z
  .object({
    phone_number: z
      .string()
      .trim()
      .regex(/^\d{10}$/, 'phone_number must be 10 digits'),
    aggregator: text(60),
    transaction_amount_in_paise: z.number().int().nonnegative().max(10_000_000_000),
    payload: text(2000).optional(),
  })
  .passthrough();

export const vpaBody = z.object({ upi_vpa: text(300) }).passthrough();
export const cardRemoveBody = z.object({ card_id: text(100).min(1) }).passthrough();
export const cardsQuery = z.object({ force_refresh: q.bool().optional() });

export const selectPaymentQuery = z.object({ id: text(100).optional(), buy_now: q.bool().optional() });
export const selectPaymentBody = z
  .object({
    id: text(100).optional(),
    payment_mode: text(20),
    payment_identifier: text(300).nullable().optional(),
    aggregator_name: text(60).optional(),
    merchant_code: text(60).optional(),
    address_id: text(64).optional(),
  })
  .passthrough();

export const validatePaymentQuery = z.object({
  id: text(100).optional(),
  buy_now: q.bool().optional(),
  address_id: text(64).optional(),
  payment_mode: text(20).optional(),
  payment_identifier: text(300).optional(),
  aggregator_name: text(60).optional(),
  merchant_code: text(60).optional(),
  iin: text(20).optional(),
  network: text(40).optional(),
  type: text(20).optional(),
  card_id: text(100).optional(),
});

const linkId = z
  .string()
  .trim()
  .regex(/^plink_[A-Za-z0-9_-]{22}$/, 'payment_link_id must be a payment link id');
export const linkQuery = z.object({ payment_link_id: linkId });
export const linkBody = z.object({ payment_link_id: linkId }).passthrough();
export const createLinkBody = z
  .object({
    external_order_id: orderId,
    amount: z.number().nonnegative().max(100_000_000).optional(),
    email: z.string().trim().email().max(254).optional(),
    mobile_number: z
      .string()
      .trim()
      .regex(/^\d{10}$/, 'mobile_number must be 10 digits')
      .optional(),
    country_phone_code: text(5).optional(),
    description: text(200).optional(),
    meta: z.record(z.string(), z.unknown()).optional(),
    success_redirection_url: text(500).optional(),
    failure_redirection_url: text(500).optional(),
    send_communication: z.boolean().optional(),
  })
  .passthrough();
export const payLinkBody = z
  .object({
    payment_link_id: linkId,
    mode: text(20).optional(),
    method: text(20).optional(),
    vpa: text(300).optional(),
    payment_identifier: text(300).optional(),
  })
  .passthrough()
  .transform((b) => ({
    ...b,
    mode: (b.mode ?? b.method ?? '').toUpperCase(),
    identifier: b.payment_identifier ?? b.vpa,
  }));

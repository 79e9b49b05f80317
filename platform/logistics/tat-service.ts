// Delivery time (TAT) for a product (POST logistics/v1.0/): for each article the earliest and
// latest delivery date from its fulfilling store's pincode to the shopper's.
import crypto from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { PincodeError, TatArticleResponse, TatResponse } from '../../contract/types/logistics';
import type { Db } from '../db/client';
import { pincodes } from './schema';
import { badRequest } from '../http/errors';
import { parseWith } from '../http/validate';
import { LOGISTICS_MESSAGES } from './messages';
import { GENERIC_POSTCODE_PATTERN, LOGISTICS_LIMITS } from './constants';
import type { PincodeRow } from './pincode-service';
import { manufacturingMs, promiseFor } from './promise';

const postcode = z
  .union([z.string(), z.number()])
  .transform((v) => String(v).trim())
  .refine((v) => v === '' || new RegExp(GENERIC_POSTCODE_PATTERN).test(v), 'not a valid pincode');
const scalar = z.union([z.string().max(100), z.number()]);

const articleSchema = z.looseObject({
  category: z.looseObject({ level: scalar.optional(), id: scalar.nullish() }).nullish(),
  manufacturing_time: z.number().min(0).optional(),
  manufacturing_time_unit: z.enum(['hours', 'days']).optional(),
  available_quantity: z.number().int().optional(),
});

/** Every field optional here: a missing pincode or category id is answered by the spec's message. */
export const tatRequestSchema = z.object({
  to_pincode: postcode.nullish(),
  location_details: z
    .array(
      z.object({
        fulfillment_id: scalar.optional(),
        from_pincode: postcode.nullish(),
        articles: z.array(articleSchema).max(200).nullish(),
      }),
    )
    .max(50)
    .nullish(),
  source: z.string().max(100).optional(),
  action: z.string().max(100).optional(),
  identifier: z.string().max(200).optional(),
  journey: z.string().max(100).optional(),
});

type Article = z.infer<typeof articleSchema>;
const NO_ERROR: PincodeError = { type: null, value: null, message: null };
const present = (v: unknown) => v !== undefined && v !== null && String(v).trim() !== '';

export async function deliveryTime(db: Db, raw: unknown, now = new Date()): Promise<TatResponse> {
  const input = parseWith(tatRequestSchema, raw, 'body');
  const locations = input.location_details ?? [];
  const complete =
    present(input.to_pincode) &&
    locations.length > 0 &&
    locations.every(
      (l) =>
        present(l.from_pincode) && (l.articles?.length ?? 0) > 0 && l.articles!.every((a) => present(a.category?.id)),
    );
  if (!complete) throw badRequest(LOGISTICS_MESSAGES.notServiceable);
  const tooLong = locations.some((l) =>
    l.articles!.some(
      (a) =>
        manufacturingMs(a.manufacturing_time, a.manufacturing_time_unit) >
        LOGISTICS_LIMITS.maxManufacturingHours * 3_600_000,
    ),
  );
  if (tooLong) throw badRequest(LOGISTICS_MESSAGES.manufacturingTooLong(LOGISTICS_LIMITS.maxManufacturingHours));

  const toPincode = input.to_pincode!;
  const codes = [...new Set([toPincode, ...locations.map((l) => l.from_pincode!)])];
  const rows = await db.select().from(pincodes).where(inArray(pincodes.pincode, codes));
  const byCode = new Map<string, PincodeRow>(rows.map((r) => [r.pincode, r]));
  const to = byCode.get(toPincode);

  const answerFor = (article: Article, fulfillmentId: number | string, fromPincode: string): TatArticleResponse => {
    const mfg = manufacturingMs(article.manufacturing_time, article.manufacturing_time_unit);
    const base = {
      ...article,
      category: { level: String(article.category?.level ?? ''), id: article.category!.id! },
      fulfillment_id: fulfillmentId,
      from_pincode: fromPincode,
      _manufacturing_time_seconds: Math.round(mfg / 1000),
    };
    const from = byCode.get(fromPincode);
    if (!to)
      return {
        ...base,
        error: { type: 'NotServiceable', value: toPincode, message: LOGISTICS_MESSAGES.notServiceable },
      };
    if (!from)
      return {
        ...base,
        error: { type: 'NotFound', value: fromPincode, message: LOGISTICS_MESSAGES.storePincodeNotFound(fromPincode) },
      };
    if (article.available_quantity !== undefined && article.available_quantity <= 0) {
      return {
        ...base,
        error: {
          type: 'OutOfStock',
          value: String(article.available_quantity),
          message: LOGISTICS_MESSAGES.outOfStock,
        },
      };
    }
    return { ...base, promise: promiseFor(from, to, mfg, now), is_cod_available: true, error: NO_ERROR };
  };

  const locationDetails = locations.map((l, index) => {
    const fulfillmentId = l.fulfillment_id ?? index + 1;
    return {
      fulfillment_id: fulfillmentId,
      from_pincode: l.from_pincode!,
      articles: l.articles!.map((a) => answerFor(a, fulfillmentId, l.from_pincode!)),
    };
  });
  const articles = locationDetails.flatMap((l) => l.articles);
  const allFailed = articles.every((a) => a.error.message);
  return {
    success: !allFailed,
    to_pincode: toPincode,
    to_city: to?.city,
    request_uuid: crypto.randomUUID(),
    source: input.source,
    action: input.action,
    identifier: input.identifier,
    journey: input.journey,
    location_details: locationDetails,
    articles,
    error: allFailed ? articles[0].error : NO_ERROR,
  };
}

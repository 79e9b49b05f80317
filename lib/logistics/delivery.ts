// The delivery promise of a product page ("Delivery time (TAT) request"): which
// store would ship the chosen size to the shopper's pincode, then the logistics TAT for that
// store. Runs on the server (page render and the check-delivery action) with any SDK instance.
import type { Sdk } from '@/lib/sdk';
import { SdkServerResponseError } from '@/lib/sdk/errors';
import { PINCODE, PINCODE_MESSAGES, SDK_MESSAGES } from '@/lib/shared/constants';

export type DeliveryAsk = { slug: string; size: string; pincode: string; categoryId?: number };

export type DeliveryAnswer =
  | { ok: true; pincode: string; city?: string; min: string; max: string; cod: boolean; store: string }
  | { ok: false; pincode: string; message: string };

/** The shopper's pincode, trimmed, or the message it gets at the field. */
export function checkPincode(raw: string): { pincode: string; message?: string } {
  const pincode = raw.trim();
  if (!pincode) return { pincode, message: PINCODE_MESSAGES.required };
  if (!PINCODE.pattern.test(pincode)) return { pincode, message: PINCODE_MESSAGES.invalid };
  return { pincode };
}

export async function deliveryPromise(
  sdk: Pick<Sdk, 'catalog' | 'logistics'>,
  ask: DeliveryAsk,
): Promise<DeliveryAnswer> {
  const { pincode, message } = checkPincode(ask.pincode);
  if (message) return { ok: false, pincode, message };
  try {
    const offer = await sdk.catalog.getProductPriceBySlug({ slug: ask.slug, size: ask.size, pincode });
    const tat = await sdk.logistics.getTatProduct({
      body: {
        to_pincode: pincode,
        location_details: [
          {
            fulfillment_id: offer.store.uid,
            from_pincode: offer.store.pincode,
            articles: [
              {
                category: { level: 'l3', id: ask.categoryId ?? 0 },
                manufacturing_time: 0,
                manufacturing_time_unit: 'hours',
                available_quantity: offer.quantity,
              },
            ],
          },
        ],
      },
    });
    const article = tat.articles[0];
    if (!article?.promise || article.error?.message)
      return {
        ok: false,
        pincode,
        message: article?.error?.message || tat.error?.message || PINCODE_MESSAGES.notServiceable,
      };
    return {
      ok: true,
      pincode,
      city: tat.to_city,
      min: article.promise.formatted.min,
      max: article.promise.formatted.max,
      cod: offer.is_cod,
      store: offer.store.city,
    };
  } catch (error) {
    if (error instanceof SdkServerResponseError && error.status < 500)
      return { ok: false, pincode, message: error.message || PINCODE_MESSAGES.notServiceable };
    return { ok: false, pincode, message: SDK_MESSAGES.somethingWentWrong };
  }
}

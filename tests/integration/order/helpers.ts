// Orders for the order tests: a buyer with an address (its own phone, so OTPs and tracking are
// theirs alone) and a placed order of some articles; the demo lifecycle moved on through the
// development route instead of waiting for it.
import { expect } from '@jest/globals';
import sharp from 'sharp';
import { C, articles, type Article } from '../cart/helpers';
import { HOME } from '../address/fixtures';
import { server } from '../harness';
import { uniqueMobile } from '../user-helpers';
import { buyer, checkout, ORDER, type Buyer } from '../checkout/helpers';

export { ORDER };

export type Placed = Buyer & { orderId: string; articles: Article[]; phone: string; order: any; placed: any };

/** A COD (or other mode) order of one piece of each of `count` articles, read back. */
export async function placedOrder(
  options: { count?: number; quantity?: number; mode?: string; who?: Buyer; separateStores?: boolean } = {},
): Promise<Placed> {
  const quantity = options.quantity ?? 1;
  const list = await articles(() => true, quantity + 2, options.count ?? 1, options.separateStores);
  const shopper = options.who ?? (await buyer({ address: false }));
  const phone = uniqueMobile();
  const saved = await shopper.jar.post(`${C}/address`, { ...HOME, phone });
  expect(saved.status).toBe(200);
  const addressId = saved.json.id;
  await shopper.jar.post(`${C}/detail`, { items: list.map((a) => ({ article_id: a.articleId, quantity })) });
  expect((await shopper.jar.post(`${C}/select-address`, { id: addressId })).json.is_valid).toBe(true);
  const placed = await checkout(shopper.jar, { payment_mode: options.mode ?? 'COD' });
  expect(placed.status).toBe(200);
  const order = await shopper.jar.get(`${ORDER}/orders/${placed.json.order_id}`);
  expect(order.status).toBe(200);
  return {
    ...shopper,
    addressId,
    orderId: placed.json.order_id,
    articles: list,
    phone,
    order: order.json.order,
    placed: placed.json,
  };
}

/** Moves a shipment the shop's next step(s) now (POST /dev/orders/advance). */
export async function advance(shipmentId: string, steps = 1): Promise<void> {
  const res = await fetch(`${server().url}/dev/orders/advance`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ shipment_id: shipmentId, steps }),
  });
  expect(res.status).toBe(200);
}

/** The status update body for one shipment. */
export function statusUpdate(
  shipmentId: string,
  status: string,
  extra: {
    products?: unknown[];
    reasonId?: number;
    reasonText?: string;
    perProduct?: unknown[];
    photos?: string[];
  } = {},
) {
  return {
    force_transition: false,
    statuses: [
      {
        status,
        shipments: [
          {
            identifier: shipmentId,
            ...(extra.products ? { products: extra.products } : {}),
            reasons: {
              ...(extra.reasonId
                ? {
                    entities: [
                      {
                        filters: [],
                        data: {
                          reason_id: extra.reasonId,
                          ...(extra.reasonText ? { reason_text: extra.reasonText } : {}),
                        },
                      },
                    ],
                  }
                : {}),
              ...(extra.perProduct ? { products: extra.perProduct } : {}),
            },
            ...(extra.photos
              ? { data_updates: { entities: [{ filters: [], data: { qc_image_urls: extra.photos } }] } }
              : {}),
          },
        ],
      },
    ],
  };
}

/** A photo uploaded by the shopper through the file storage calls (start, PUT, complete): its URL. */
export async function uploadedPhoto(jar: Buyer['jar']): Promise<string> {
  const bytes = await sharp({ create: { width: 48, height: 48, channels: 3, background: '#c0392b' } })
    .png()
    .toBuffer();
  const started = await jar.post('/service/application/assets/v2.0/namespaces/order-qc/upload/start', {
    file_name: 'seam.png',
    content_type: 'image/png',
    size: bytes.length,
  });
  expect(started.status).toBe(200);
  const put = await fetch(started.json.upload.url, {
    method: 'PUT',
    headers: { 'content-type': 'image/png' },
    body: Uint8Array.from(bytes),
  });
  expect(put.status).toBe(200);
  const done = await jar.post('/service/application/assets/v2.0/namespaces/order-qc/upload/complete', started.json);
  expect(done.status).toBe(200);
  return done.json.cdn.url;
}

export const shipmentOf = (order: any, i = 0) => order.shipments[i].shipment_id as string;

// Returns of delivered shipments over HTTP: photos, checks, pick-up, the refund waiting for an
// account, a partial return, and points earned taken back.
import { describe, expect, it } from '@jest/globals';
import { checkout, stockOf } from '../checkout/helpers';
import { C, articles } from '../cart/helpers';
import { ORDER, advance, placedOrder, statusUpdate, uploadedPhoto, shipmentOf } from './helpers';

describe('orders', () => {
  it('returns a delivered COD shipment: photos needed for a pre_qc reason, then checked, picked up, received; the refund waits for an account; points earned are taken back', async () => {
    const placed = await placedOrder({ quantity: 2 });
    const id = shipmentOf(placed.order);
    const points = async () => (await placed.jar.get('/service/application/rewards/v1.0/user/points/')).json.points;
    const startPoints = await points();
    await advance(id, 4);
    const delivered = (await placed.jar.get(`${ORDER}/orders/shipments/${id}`)).json.shipment;
    expect(delivered).toMatchObject({
      shipment_status: { value: 'delivered' },
      can_return: true,
      allowed_statuses: ['return_initiated', 'return_pre_qc'],
      delivery_date: expect.any(String),
      returnable_date: expect.any(String),
    });
    // One return window: the one the product's offer states is the one the order keeps.
    const windowDays = (Date.parse(delivered.returnable_date) - Date.parse(delivered.delivery_date)) / 86_400_000;
    const bag = delivered.bags[0];
    const offer = (
      await placed.jar.get(
        `/service/application/catalog/v3.0/products/${bag.item.slug_key}/sizes/${encodeURIComponent(bag.item.size)}/price/`,
      )
    ).json;
    expect(offer.return_config).toEqual({ returnable: true, time: windowDays, unit: 'days' });
    expect(windowDays).toBe(15);
    const earned = Math.floor(Math.round(delivered.prices.amount_paid * 100) / 10_000);
    expect(await points()).toBe(startPoints + earned);
    expect(
      (await placed.jar.get(`${ORDER}/orders/shipments/${id}/reasons`)).json.reasons.map((r: any) => r.reason_id),
    ).toContain(12);

    const noPhotos = await placed.jar.put(
      `${ORDER}/orders/shipments/${id}/status`,
      statusUpdate(id, 'return_pre_qc', { reasonId: 12 }),
    );
    expect(noPhotos.status).toBe(400);
    expect(noPhotos.json.message).toBe('Add photos of the product: the reason you chose needs them');
    const foreign = await placed.jar.put(
      `${ORDER}/orders/shipments/${id}/status`,
      statusUpdate(id, 'return_pre_qc', { reasonId: 12, photos: ['https://evil.example/x.png'] }),
    );
    expect(foreign.json.message).toBe('Photos must be uploaded to this shop first');
    // A catalogue image is not the shopper's photo; an upload of theirs is.
    const catalogue = await placed.jar.put(
      `${ORDER}/orders/shipments/${id}/status`,
      statusUpdate(id, 'return_pre_qc', { reasonId: 12, photos: [delivered.bags[0].item.image[0]] }),
    );
    expect(catalogue.json.message).toBe('Photos must be uploaded to this shop first');
    const missing = await placed.jar.put(
      `${ORDER}/orders/shipments/${id}/status`,
      statusUpdate(id, 'return_pre_qc', { reasonId: 12, photos: [`/media/upload-${'0'.repeat(32)}.png`] }),
    );
    expect(missing.json.message).toBe('Photos must be uploaded to this shop first');
    const photo = await uploadedPhoto(placed.jar);
    const asked = await placed.jar.put(
      `${ORDER}/orders/shipments/${id}/status`,
      statusUpdate(id, 'return_initiated', { reasonId: 12, photos: [photo] }),
    );
    expect(asked.status).toBe(200);
    // A pre_qc reason makes it return_pre_qc whichever return was asked for.
    expect(asked.json.statuses[0].shipments[0].final_state.status).toBe('return_pre_qc');
    const stock = await stockOf(placed.articles[0]);
    await advance(id, 3);
    const returned = (await placed.jar.get(`${ORDER}/orders/shipments/${id}`)).json.shipment;
    expect(returned).toMatchObject({
      shipment_status: { value: 'return_completed' },
      qc_image_urls: [new URL(photo, 'http://shop.test').pathname],
      beneficiary_details: true,
      refund_details: { method: 'beneficiary', status: 'awaiting_beneficiary', amount: delivered.prices.amount_paid },
    });
    expect(returned.tracking_details.map((t: any) => t.value)).toEqual([
      'placed',
      'packed',
      'shipped',
      'out_for_delivery',
      'delivered',
      'return_pre_qc',
      'return_initiated',
      'return_accepted',
      'return_completed',
    ]);
    expect(await stockOf(placed.articles[0])).toBe(stock + 2);
    expect(await points()).toBe(startPoints);
  });

  it('points earned on a delivered shipment and spent before its return are kept from its refund: the balance never goes below zero', async () => {
    const placed = await placedOrder({ quantity: 2 });
    const id = shipmentOf(placed.order);
    const points = async () => (await placed.jar.get('/service/application/rewards/v1.0/user/points/')).json.points;
    const startPoints = await points();
    await advance(id, 4);
    const delivered = (await placed.jar.get(`${ORDER}/orders/shipments/${id}`)).json.shipment;
    const earned = Math.floor(Math.round(delivered.prices.amount_paid * 100) / 10_000);
    expect(earned).toBeGreaterThan(0);
    expect(await points()).toBe(startPoints + earned);

    // The earned points pay for another order.
    const [other] = await articles((x) => x.effective > startPoints + earned, 3);
    await placed.jar.post(`${C}/detail`, { items: [{ article_id: other.articleId, quantity: 1 }] });
    expect((await placed.jar.post(`${C}/redeem/points/`, { points: true })).status).toBe(200);
    const spent = await checkout(placed.jar, { payment_mode: 'COD', address_id: placed.addressId });
    expect(spent.status).toBe(200);
    expect(await points()).toBe(0);

    // The first shipment comes back: its refund is what was paid less the value of the points earned on it.
    expect(
      (
        await placed.jar.put(
          `${ORDER}/orders/shipments/${id}/status`,
          statusUpdate(id, 'return_initiated', { reasonId: 15 }),
        )
      ).status,
    ).toBe(200);
    await advance(id, 2);
    const returned = (await placed.jar.get(`${ORDER}/orders/shipments/${id}`)).json.shipment;
    expect(returned).toMatchObject({
      shipment_status: { value: 'return_completed' },
      refund_details: { method: 'beneficiary', status: 'awaiting_beneficiary' },
    });
    expect(Math.round(returned.refund_details.amount * 100)).toBe(
      Math.round(delivered.prices.amount_paid * 100) - earned * 100,
    );
    expect(await points()).toBe(0);
  });

  it('refunds a partial return of a delivered COD shipment: the split keeps the delivery, its share of the cash is owed', async () => {
    const placed = await placedOrder({ quantity: 2 });
    const id = shipmentOf(placed.order);
    await advance(id, 4);
    const [bag] = (await placed.jar.get(`${ORDER}/orders/shipments/${id}`)).json.shipment.bags;
    const asked = await placed.jar.put(
      `${ORDER}/orders/shipments/${id}/status`,
      statusUpdate(id, 'return_initiated', { products: [{ line_number: bag.line_number, quantity: 1 }], reasonId: 15 }),
    );
    expect(asked.status).toBe(200);
    const split = asked.json.statuses[0].shipments[0].identifier;
    await advance(split, 2);
    const { shipment } = (await placed.jar.get(`${ORDER}/orders/shipments/${split}`)).json;
    expect(shipment).toMatchObject({
      shipment_status: { value: 'return_completed' },
      delivery_date: expect.any(String),
      refund_details: { method: 'beneficiary', status: 'awaiting_beneficiary', amount: shipment.prices.amount_paid },
    });
    expect(shipment.prices.amount_paid).toBeGreaterThan(0);
    const kept = (await placed.jar.get(`${ORDER}/orders/shipments/${id}`)).json.shipment;
    expect(Math.round((kept.prices.amount_paid + shipment.prices.amount_paid) * 100)).toBe(
      Math.round(bag.prices.amount_paid * 100),
    );
  });
});

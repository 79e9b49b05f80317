// Handing a shipment over with the delivery OTP, and public tracking by order id and the phone
// number or email it was placed with, limited per guessing address.
import { describe, expect, it } from '@jest/globals';
import { latestOtp, outbox } from '../user-helpers';
import { ORDER, advance, placedOrder, statusUpdate, shipmentOf } from './helpers';

describe('orders', () => {
  it('hands a shipment over with the delivery OTP sent to its phone', async () => {
    const placed = await placedOrder();
    const id = shipmentOf(placed.order);
    const path = `${ORDER}/orders/${placed.orderId}/shipments/${id}/otp`;
    const early = await placed.jar.post(`${path}/send/`);
    expect(early.status).toBe(409);
    expect(early.json.message).toBe('A delivery OTP can be sent only while the shipment is out for delivery');
    await advance(id, 3);
    const sent = await placed.jar.post(`${path}/send/`);
    expect(sent.json).toMatchObject({
      success: true,
      message: 'OTP sent',
      request_id: expect.any(String),
      resend_timer: expect.any(Number),
    });
    const [message] = await outbox(`+91${placed.phone}`);
    expect(message.body).toContain(id);
    const code = await latestOtp(`+91${placed.phone}`);
    const wrong = await placed.jar.post(`${path}/verify/`, {
      request_id: sent.json.request_id,
      otp_code: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.status).toBe(400);
    expect((await placed.jar.post(`${path}/verify/`, { request_id: sent.json.request_id })).status).toBe(400);
    const right = await placed.jar.post(`${path}/verify/`, { request_id: sent.json.request_id, otp_code: code });
    expect(right.json).toEqual({ success: true, message: 'OTP verified' });
    expect((await placed.jar.get(`${ORDER}/orders/shipments/${id}`)).json.shipment.shipment_status.value).toBe(
      'delivered',
    );
  });

  it("tracks an order for anyone with its id and the whole phone number or email it was placed with, showing no address or reasons; a match answers a token; a stranger's wrong guesses hold back that address only", async () => {
    const placed = await placedOrder();
    const id = shipmentOf(placed.order);
    await placed.jar.put(
      `${ORDER}/orders/shipments/${id}/status`,
      statusUpdate(id, 'cancelled_customer', { reasonId: 5, reasonText: 'My sister bought me one' }),
    );
    const { api } = await import('../harness');
    let ip = 0;
    const track = (body: Record<string, string>) =>
      api(`${ORDER}/orders/tracking`, { method: 'POST', body, headers: { 'x-forwarded-for': `198.51.100.${++ip}` } });
    const found = await track({ order_id: placed.orderId, contact: `+91 ${placed.phone}` });
    expect(found.status).toBe(200);
    expect(found.json.order).toMatchObject({
      order_id: placed.orderId,
      shipments: [
        {
          shipment_status: { value: 'cancelled_customer' },
          can_cancel: false,
          allowed_statuses: [],
          bags: [{ reason: null }],
          qc_image_urls: [],
        },
      ],
    });
    expect(found.json.order.delivery_address).toEqual({
      city: 'Mumbai',
      state: 'Maharashtra',
      area_code: '400050',
      country: expect.any(String),
    });
    for (const secret of ['Sea View', placed.phone, 'My sister'])
      expect(JSON.stringify(found.json)).not.toContain(secret);
    expect(found.json.tracking_token).toMatch(/^\d+\.[A-Za-z0-9_-]{20,}$/);
    // The token shows it again; it is for this order only, and a forged one is refused.
    expect(
      (await track({ order_id: placed.orderId, tracking_token: found.json.tracking_token })).json.order.order_id,
    ).toBe(placed.orderId);
    const other = await placedOrder();
    expect((await track({ order_id: other.orderId, tracking_token: found.json.tracking_token })).status).toBe(404);
    expect(
      (
        await track({
          order_id: placed.orderId,
          tracking_token: `${Math.floor(Date.now() / 1000) + 3600}.forgedforgedforgedforged`,
        })
      ).status,
    ).toBe(404);

    const wrong = await track({ order_id: placed.orderId, contact: '9000000000' });
    const missing = await track({ order_id: 'FYNOSUCHORDER1', contact: placed.phone });
    expect([wrong.status, missing.status]).toEqual([404, 404]);
    expect(wrong.json.message).toBe(missing.json.message);
    // The last digits alone are not the number.
    expect((await track({ order_id: placed.orderId, contact: placed.phone.slice(-6) })).status).toBe(404);
    expect((await track({ order_id: placed.orderId, contact: '' })).status).toBe(400);
    // A stranger's wrong guesses hold back the stranger's address on this order after 5 in 15 minutes.
    const guess = (contact: string, from: string) =>
      api(`${ORDER}/orders/tracking`, {
        method: 'POST',
        body: { order_id: placed.orderId, contact },
        headers: { 'x-forwarded-for': from },
      });
    for (let i = 0; i < 5; i++) expect((await guess(`90000000${20 + i}`, '198.51.100.200')).status).toBe(404);
    const limited = await guess(placed.phone, '198.51.100.200');
    expect(limited.status).toBe(429);
    expect(limited.json.retry_after).toBeGreaterThan(0);
    // Whoever knows the number, from an address that has not been guessing, is answered at once.
    expect((await guess(placed.phone, '198.51.100.201')).status).toBe(200);
    // The token still works: it is not a guess.
    expect((await track({ order_id: placed.orderId, tracking_token: found.json.tracking_token })).status).toBe(200);
  });

  it('past 10 wrong guesses on an order, refuses every address that has guessed wrong on it and still answers the right number from one that has not', async () => {
    const placed = await placedOrder();
    const { api } = await import('../harness');
    const guess = (contact: string, from: string) =>
      api(`${ORDER}/orders/tracking`, {
        method: 'POST',
        body: { order_id: placed.orderId, contact },
        headers: { 'x-forwarded-for': from },
      });
    // 12 wrong guesses from 12 addresses, one each (each under its own limit of 5).
    for (let i = 0; i < 12; i++) expect((await guess(`90000001${10 + i}`, `198.51.100.${150 + i}`)).status).toBe(404);
    const refused = await guess(placed.phone, '198.51.100.150');
    expect(refused.status).toBe(429);
    expect(refused.json).toMatchObject({ success: false, code: 'TOO_MANY_ATTEMPTS' });
    // A new address still gets one answer: the right number is shown, a wrong one holds that address too.
    expect((await guess(placed.phone, '198.51.100.190')).status).toBe(200);
    expect((await guess(placed.phone, '198.51.100.190')).status).toBe(200);
    expect((await guess('9000000999', '198.51.100.191')).status).toBe(404);
    expect((await guess(placed.phone, '198.51.100.191')).status).toBe(429);
  });
});

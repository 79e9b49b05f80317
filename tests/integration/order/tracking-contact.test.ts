// Public tracking by the email or mobile of the account that placed the order (recorded on the
// order), beside the address's phone; and each shipment's delivery promise while it is on its way.
import { describe, expect, it } from '@jest/globals';
import { Jar } from '../cart/helpers';
import { api } from '../harness';
import { registered } from '../user-helpers';
import { ORDER, placedOrder, shipmentOf, statusUpdate } from './helpers';

let ip = 0;
const track = (body: Record<string, string>) =>
  api(`${ORDER}/orders/tracking`, { method: 'POST', body, headers: { 'x-forwarded-for': `203.0.113.${++ip}` } });

async function accountOrder() {
  const account = await registered();
  const jar = new Jar();
  const [name, ...value] = account.shopper.cookie.split('=');
  jar.cookies.set(name, value.join('='));
  const placed = await placedOrder({ who: { jar, userId: account.userId, addressId: '' } });
  return { ...placed, email: account.email, mobile: account.mobile };
}

describe('order tracking by contact', () => {
  it("finds an order by the account's email (trimmed, any case) or mobile it was placed with, or the address's phone", async () => {
    const placed = await accountOrder();
    // The address's phone is not the account's: the account's email and mobile are on the order itself.
    expect(placed.phone).not.toBe(placed.mobile);
    for (const contact of [
      placed.email,
      `  ${placed.email.toUpperCase()} `,
      placed.email.toLowerCase(),
      `+91 ${placed.mobile}`,
      placed.mobile,
      placed.phone,
    ]) {
      const found = await track({ order_id: placed.orderId, contact });
      expect([contact, found.status]).toEqual([contact, 200]);
      expect(found.json.order.order_id).toBe(placed.orderId);
    }
    // The account's email is never in the stranger's answer.
    const found = await track({ order_id: placed.orderId, contact: placed.email });
    expect(JSON.stringify(found.json).toLowerCase()).not.toContain(placed.email.toLowerCase());
    // The owner reads the order's contact email.
    const own = await placed.jar.get(`${ORDER}/orders/${placed.orderId}`);
    expect(own.json.order.user_info.email).toBe(placed.email);
  });

  it("refuses another shopper's email or mobile with the same answer as an unknown order", async () => {
    const [mine, theirs] = await Promise.all([accountOrder(), accountOrder()]);
    const wrongEmail = await track({ order_id: mine.orderId, contact: theirs.email });
    const wrongMobile = await track({ order_id: mine.orderId, contact: theirs.mobile });
    const unknown = await track({ order_id: 'FYNOSUCHORDER9', contact: mine.email });
    expect([wrongEmail.status, wrongMobile.status, unknown.status]).toEqual([404, 404, 404]);
    expect(wrongEmail.json).toEqual(unknown.json);
    expect(wrongMobile.json).toEqual(unknown.json);
    expect(unknown.json.message).toBe('No order with that id for that phone number or email');
    // Each wrong email counts against the guessing address: the sixth try on the order is held back.
    const from = '203.0.113.250';
    const guess = (contact: string) =>
      api(`${ORDER}/orders/tracking`, {
        method: 'POST',
        body: { order_id: mine.orderId, contact },
        headers: { 'x-forwarded-for': from },
      });
    for (let i = 0; i < 5; i++) expect((await guess(`nobody${i}@example.com`)).status).toBe(404);
    expect((await guess(mine.email)).status).toBe(429);
  });

  it('promises each shipment on its way a delivery date from when the order was placed, and drops it once cancelled', async () => {
    const placed = await accountOrder();
    const id = shipmentOf(placed.order);
    const promise = placed.order.shipments[0].delivery_promise;
    const created = Number(placed.order.order_created_ts) / 1000;
    expect(promise).toEqual({
      timestamp: { min: expect.any(Number), max: expect.any(Number) },
      formatted: {
        min: expect.stringMatching(/^\w{3}, \d{1,2} \w{3}$/),
        max: expect.stringMatching(/^\w{3}, \d{1,2} \w{3}$/),
      },
    });
    expect(promise.timestamp.min).toBeGreaterThan(created);
    expect(promise.timestamp.max).toBeGreaterThanOrEqual(promise.timestamp.min);
    // The same promise, read again later and by a visitor who tracked it.
    const tracked = await track({ order_id: placed.orderId, contact: placed.email });
    expect(tracked.json.order.shipments[0].delivery_promise).toEqual(promise);
    await placed.jar.put(
      `${ORDER}/orders/shipments/${id}/status`,
      statusUpdate(id, 'cancelled_customer', { reasonId: 5, reasonText: 'Ordered twice' }),
    );
    const after = await placed.jar.get(`${ORDER}/orders/shipments/${id}`);
    expect(after.json.shipment.delivery_promise).toBeNull();
  });
});

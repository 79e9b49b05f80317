// What each shipment of an order is charged (its part of the coupon and delivery charge), and how
// a cash-on-delivery order is settled shipment by shipment.
import { describe, expect, it } from '@jest/globals';
import { buyer, checkout } from '../checkout/helpers';
import { C, articles } from '../cart/helpers';
import { HOME } from '../address/fixtures';
import { ORDER, advance, placedOrder, statusUpdate } from './helpers';

describe('orders', () => {
  it('each shipment of an order with a coupon and a delivery charge shows its part of both, and its rows add up to what it is charged', async () => {
    // Three cheap articles of several stores: over the coupon's ₹499 and under free delivery's ₹999.
    const list = await articles((a) => a.effective >= 170 && a.effective <= 320, 3, 3);
    const { jar } = await buyer({ address: false });
    const address = (await jar.post(`${C}/address`, HOME)).json.id;
    await jar.post(`${C}/detail`, { items: list.map((a) => ({ article_id: a.articleId, quantity: 1 })) });
    expect((await jar.post(`${C}/coupon`, { coupon_code: 'SAVE10' })).status).toBe(200);
    const placed = await checkout(jar, { payment_mode: 'COD', address_id: address });
    expect(placed.status).toBe(200);
    const order = (await jar.get(`${ORDER}/orders/${placed.json.order_id}`)).json.order;
    const paise = (v: number) => Math.round(v * 100);
    const of = (rows: any[], name: string) => paise(rows.find((r) => r.name === name)?.value ?? 0);
    expect(of(order.breakup_values, 'coupon')).toBeLessThan(0);
    expect(of(order.breakup_values, 'delivery_charge')).toBeGreaterThan(0);
    expect(order.shipments.length).toBeGreaterThan(1);
    for (const shipment of order.shipments) {
      const rows = shipment.breakup_values as { name: string; value: number }[];
      const [amount] = rows.filter((r) => r.name === 'amount_paid');
      expect(rows.filter((r) => r.name !== 'amount_paid').reduce((n, r) => n + paise(r.value), 0)).toBe(
        paise(amount.value),
      );
      expect(paise(amount.value)).toBe(paise(shipment.prices.amount_paid));
    }
    // The shipments' parts are the order's, to the paisa.
    for (const name of ['coupon', 'delivery_charge']) {
      expect(order.shipments.reduce((n: number, s: any) => n + of(s.breakup_values, name), 0)).toBe(
        of(order.breakup_values, name),
      );
    }
  });

  it('a cash-on-delivery order is paid shipment by shipment as each is delivered, and as a whole once no shipment is still coming', async () => {
    // Articles of several stores: a shipment each.
    const placed = await placedOrder({ count: 3 });
    const ids = (placed.order.shipments as any[]).map((s) => s.shipment_id as string);
    expect(ids.length).toBeGreaterThan(1);
    const read = async () => (await placed.jar.get(`${ORDER}/orders/${placed.orderId}`)).json.order;
    const paidLabel = (s: any) => s.breakup_values.find((b: any) => b.name === 'amount_paid').display;
    let order = await read();
    expect(order.payment).toMatchObject({ mode: 'COD', status: 'pending' });
    expect(order.shipments.map((s: any) => [s.payment.status, paidLabel(s)])).toEqual(
      ids.map(() => ['pending', 'Amount to pay']),
    );

    await advance(ids[0], 4);
    order = await read();
    const byId = (id: string) => order.shipments.find((s: any) => s.shipment_id === id);
    expect(byId(ids[0])).toMatchObject({ shipment_status: { value: 'delivered' }, payment: { status: 'paid' } });
    expect(paidLabel(byId(ids[0]))).toBe('Amount paid');
    expect(byId(ids[1]).payment.status).toBe('pending');
    expect(order.payment.status).toBe('pending');

    // The rest cancelled: nothing more is coming, and what came was paid for.
    for (const id of ids.slice(1))
      expect(
        (
          await placed.jar.put(
            `${ORDER}/orders/shipments/${id}/status`,
            statusUpdate(id, 'cancelled_customer', { reasonId: 1 }),
          )
        ).status,
      ).toBe(200);
    order = await read();
    expect(order.payment.status).toBe('paid');
    expect(byId(ids[0]).payment.status).toBe('paid');
    // The cancelled ones were never charged, and say so.
    for (const id of ids.slice(1))
      expect([byId(id).payment.status, paidLabel(byId(id))]).toEqual(['cancelled', 'Not charged']);
  });

  it('a cash-on-delivery order whose every shipment is cancelled before delivery is settled as cancelled: nothing was owed', async () => {
    const placed = await placedOrder({ count: 3 });
    const ids = (placed.order.shipments as any[]).map((s) => s.shipment_id as string);
    const read = async () => (await placed.jar.get(`${ORDER}/orders/${placed.orderId}`)).json.order;
    await advance(ids[0], 1);
    for (const id of ids)
      expect(
        (
          await placed.jar.put(
            `${ORDER}/orders/shipments/${id}/status`,
            statusUpdate(id, 'cancelled_customer', { reasonId: 1 }),
          )
        ).status,
      ).toBe(200);
    const order = await read();
    expect(order.payment).toMatchObject({ mode: 'COD', status: 'cancelled' });
    expect(order.shipments.map((s: any) => s.payment.status)).toEqual(ids.map(() => 'cancelled'));
  });
});

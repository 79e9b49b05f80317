// Order cancellations over HTTP: a whole shipment or some pieces, stock back, the refund of a
// prepaid shipment, and the lifecycle after which a cancellation is a request.
import { describe, expect, it } from '@jest/globals';
import { stockOf } from '../checkout/helpers';
import { prepaidOrder, payAndReturn, cardForm, CARDS } from '../payment/helpers';
import { ORDER, advance, placedOrder, statusUpdate, shipmentOf } from './helpers';

describe('orders', () => {
  it('cancels a whole COD shipment before dispatch: stock back at once, nothing to refund; then nothing more may be asked', async () => {
    const placed = await placedOrder({ quantity: 2 });
    const [a] = placed.articles;
    const before = await stockOf(a);
    const id = shipmentOf(placed.order);
    const done = await placed.jar.put(
      `${ORDER}/orders/shipments/${id}/status`,
      statusUpdate(id, 'cancelled_customer', { reasonId: 1 }),
    );
    expect(done.status).toBe(200);
    expect(done.json.statuses[0].shipments[0]).toMatchObject({
      identifier: id,
      status: 200,
      final_state: { status: 'cancelled_customer' },
    });
    expect(await stockOf(a)).toBe(before + 2);
    const { shipment } = (await placed.jar.get(`${ORDER}/orders/shipments/${id}`)).json;
    expect(shipment).toMatchObject({
      shipment_status: { value: 'cancelled_customer' },
      can_cancel: false,
      allowed_statuses: [],
      refund_details: null,
      bags: [{ reason: { reason_id: 1, reason_text: 'Ordered by mistake' } }],
    });
    const again = await placed.jar.put(
      `${ORDER}/orders/shipments/${id}/status`,
      statusUpdate(id, 'cancelled_customer', { reasonId: 1 }),
    );
    expect(again.status).toBe(409);
    expect(again.json.message).toBe('A shipment that is cancelled cannot be moved to cancelled_customer');
    expect(await stockOf(a)).toBe(before + 2);
  });

  it('cancels some pieces by splitting them off into a shipment of their own; the shares still add up', async () => {
    const placed = await placedOrder({ quantity: 3 });
    const id = shipmentOf(placed.order);
    const [bag] = placed.order.shipments[0].bags;
    const stock = await stockOf(placed.articles[0]);
    const done = await placed.jar.put(
      `${ORDER}/orders/shipments/${id}/status`,
      statusUpdate(id, 'cancelled_customer', {
        products: [{ line_number: bag.line_number, identifier: bag.article.uid, quantity: 2 }],
        reasonId: 2,
      }),
    );
    expect(done.status).toBe(200);
    const split = done.json.statuses[0].shipments[0];
    expect(split).toMatchObject({ final_state: { status: 'cancelled_customer', split_from: id } });
    expect(split.identifier).toBe(`${placed.orderId}-2`);
    const order = (await placed.jar.get(`${ORDER}/orders/${placed.orderId}`)).json.order;
    const kept = order.shipments.find((s: any) => s.shipment_id === id);
    const gone = order.shipments.find((s: any) => s.shipment_id === split.identifier);
    expect(kept).toMatchObject({
      total_bags: 1,
      shipment_status: { value: 'placed' },
      bags: [{ line_number: bag.line_number, quantity: 1 }],
    });
    expect(gone).toMatchObject({
      total_bags: 2,
      split_from: id,
      shipment_status: { value: 'cancelled_customer' },
      bags: [{ line_number: bag.line_number, quantity: 2 }],
    });
    // The split keeps the timeline it had.
    expect(gone.tracking_details.filter((t: any) => t.is_passed).map((t: any) => t.value)).toEqual([
      'placed',
      'cancelled_customer',
    ]);
    const paid = order.shipments
      .flatMap((s: any) => s.bags)
      .reduce((n: number, b: any) => n + Math.round(b.prices.amount_paid * 100), 0);
    expect(paid).toBe(Math.round(order.breakup_values.find((r: any) => r.name === 'total').value * 100));
    expect(await stockOf(placed.articles[0])).toBe(stock + 2);

    for (const [products, message] of [
      [[{ line_number: 99 }], 'Some of the products are not in this shipment'],
      [[{ line_number: bag.line_number, identifier: 'nope' }], 'Some of the products are not in this shipment'],
      [[{ line_number: bag.line_number, quantity: 2 }], 'More pieces than the shipment holds'],
    ] as const) {
      const refused = await placed.jar.put(
        `${ORDER}/orders/shipments/${id}/status`,
        statusUpdate(id, 'cancelled_customer', { products: [...products], reasonId: 2 }),
      );
      expect(refused.status).toBe(400);
      expect(refused.json.message).toBe(message);
    }
  });

  it('refunds a cancelled prepaid shipment to the card it was paid with, through the sandbox', async () => {
    const order = await prepaidOrder('CARD');
    await payAndReturn(order.redirect, cardForm(CARDS.approve));
    const read = (await order.jar.get(`${ORDER}/orders/${order.orderId}`)).json.order;
    expect(read.order_status).toBe('placed');
    const id = shipmentOf(read);
    const done = await order.jar.put(
      `${ORDER}/orders/shipments/${id}/status`,
      statusUpdate(id, 'cancelled_customer', { reasonId: 3 }),
    );
    expect(done.status).toBe(200);
    const { shipment } = (await order.jar.get(`${ORDER}/orders/shipments/${id}`)).json;
    expect(shipment.refund_details).toMatchObject({
      method: 'source',
      status: 'refunded',
      amount: read.payment.amount,
    });
    expect(shipment.prices.refund_amount).toBe(read.payment.amount);
  });

  it('walks the lifecycle: packed still cancels at once; after dispatch a cancellation is a request the shop carries out', async () => {
    const placed = await placedOrder();
    const id = shipmentOf(placed.order);
    await advance(id, 2);
    let { shipment } = (await placed.jar.get(`${ORDER}/orders/shipments/${id}`)).json;
    expect(shipment.shipment_status.value).toBe('shipped');
    expect(shipment.allowed_statuses).toEqual(['cancellation_requested']);
    expect(shipment.tracking_details.filter((t: any) => t.is_passed).map((t: any) => t.value)).toEqual([
      'placed',
      'packed',
      'shipped',
    ]);
    const direct = await placed.jar.put(
      `${ORDER}/orders/shipments/${id}/status`,
      statusUpdate(id, 'cancelled_customer', { reasonId: 3 }),
    );
    expect(direct.status).toBe(409);
    expect(direct.json).toMatchObject({
      message: 'A shipment that is shipped cannot be moved to cancelled_customer',
      code: 'TRANSITION_NOT_ALLOWED',
      allowed: ['cancellation_requested'],
    });
    const before = await stockOf(placed.articles[0]);
    expect(
      (
        await placed.jar.put(
          `${ORDER}/orders/shipments/${id}/status`,
          statusUpdate(id, 'cancellation_requested', { reasonId: 5, reasonText: 'Bought it in a shop' }),
        )
      ).status,
    ).toBe(200);
    expect(await stockOf(placed.articles[0])).toBe(before);
    await advance(id);
    ({ shipment } = (await placed.jar.get(`${ORDER}/orders/shipments/${id}`)).json);
    expect(shipment.shipment_status.value).toBe('cancelled_customer');
    expect(await stockOf(placed.articles[0])).toBe(before + 1);
  });
});

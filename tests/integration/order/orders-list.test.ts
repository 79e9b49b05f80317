// The order calls over HTTP (Orders): the shopper's list with its filters, an order and its
// shipments with their timeline and reasons; what a transition that is not allowed, or another
// shopper, gets.
import { describe, expect, it } from '@jest/globals';
import { buyer } from '../checkout/helpers';
import { ORDER, advance, placedOrder, statusUpdate, shipmentOf } from './helpers';

const mmddyyyy = (d: Date) =>
  `${String(d.getUTCMonth() + 1).padStart(2, '0')}-${String(d.getUTCDate()).padStart(2, '0')}-${d.getUTCFullYear()}`;

describe('orders', () => {
  it('lists the shopper’s orders newest first, 12 a page, with status and date filters; bad filters are refused in words', async () => {
    const first = await placedOrder();
    const second = await placedOrder({ who: first });
    const list = await first.jar.get(`${ORDER}/orders`);
    expect(list.status).toBe(200);
    expect(list.headers.get('cache-control')).toBe('private, no-store');
    expect(list.json.items.map((o: any) => o.order_id)).toEqual([second.orderId, first.orderId]);
    expect(list.json.page).toEqual({ type: 'number', current: 1, size: 12, has_next: false, item_total: 2 });
    expect(list.json.filters.statuses.find((s: any) => s.is_selected)).toMatchObject({ value: 1, display: 'All' });

    await first.jar.put(
      `${ORDER}/orders/shipments/${shipmentOf(first.order)}/status`,
      statusUpdate(shipmentOf(first.order), 'cancelled_customer', { reasonId: 1 }),
    );
    const cancelled = await first.jar.get(`${ORDER}/orders?status=4`);
    expect(cancelled.json.items.map((o: any) => o.order_id)).toEqual([first.orderId]);
    const inProgress = await first.jar.get(`${ORDER}/orders?status=2`);
    expect(inProgress.json.items.map((o: any) => o.order_id)).toEqual([second.orderId]);

    const tomorrow = new Date(Date.now() + 2 * 86_400_000);
    expect((await first.jar.get(`${ORDER}/orders?from_date=${mmddyyyy(tomorrow)}`)).json.items).toEqual([]);
    expect(
      (
        await first.jar.get(
          `${ORDER}/orders?from_date=${mmddyyyy(new Date(Date.now() - 30 * 86_400_000))}&to_date=${mmddyyyy(new Date())}`,
        )
      ).json.page.item_total,
    ).toBe(2);
    expect((await first.jar.get(`${ORDER}/orders?page_size=1&page_no=2`)).json).toMatchObject({
      items: [{ order_id: first.orderId }],
      page: { current: 2, has_next: false },
    });

    for (const [qs, message] of [
      ['from_date=2026-01-01', 'from_date must be MM-DD-YYYY'],
      ['to_date=02-30-2026', 'to_date must be a real day, MM-DD-YYYY'],
      ['page_size=51', 'page_size must be 1 to 50'],
      ['page_no=0', 'page_no must be 1 or more'],
    ]) {
      const refused = await first.jar.get(`${ORDER}/orders?${qs}`);
      expect(refused.status).toBe(400);
      expect(JSON.stringify(refused.json)).toContain(message);
    }
    // Someone else's list is their own; a stranger gets 401.
    const other = await buyer({ address: false });
    expect((await other.jar.get(`${ORDER}/orders`)).json.items).toEqual([]);
    const { api } = await import('../harness');
    expect((await api(`${ORDER}/orders`)).status).toBe(401);
  });

  it('answers a shipment with its timeline, what may be asked now, its bags’ shares that add up to the order’s total, and reasons', async () => {
    const placed = await placedOrder({ count: 2 });
    const id = shipmentOf(placed.order);
    const { shipment } = (await placed.jar.get(`${ORDER}/orders/shipments/${id}`)).json;
    expect(shipment).toMatchObject({
      shipment_id: id,
      order_id: placed.orderId,
      shipment_status: { value: 'placed', title: 'Placed' },
      can_cancel: true,
      can_return: false,
      allowed_statuses: ['cancelled_customer'],
      refund_details: null,
    });
    expect(shipment.tracking_details.map((t: any) => [t.value, t.is_passed, t.is_current])).toEqual([
      ['placed', true, true],
      ['packed', false, false],
      ['shipped', false, false],
      ['out_for_delivery', false, false],
      ['delivered', false, false],
    ]);
    const total = placed.order.breakup_values.find((r: any) => r.name === 'total').value;
    const paid = placed.order.shipments
      .flatMap((s: any) => s.bags)
      .reduce((n: number, b: any) => n + Math.round(b.prices.amount_paid * 100), 0);
    expect(paid).toBe(Math.round(total * 100));
    expect(placed.order.shipments.flatMap((s: any) => s.bags.map((b: any) => b.line_number)).sort()).toEqual([1, 2]);

    const reasons = (await placed.jar.get(`${ORDER}/orders/shipments/${id}/reasons`)).json.reasons;
    expect(reasons.map((r: any) => r.reason_text)).toContain('Ordered by mistake');
    const bag = shipment.bags[0].id;
    expect((await placed.jar.get(`${ORDER}/orders/shipments/${id}/bags/${bag}/reasons`)).json).toMatchObject({
      success: true,
      reasons: expect.arrayContaining([expect.objectContaining({ display_name: 'Ordered by mistake', qc_type: [] })]),
    });
    expect((await placed.jar.get(`${ORDER}/orders/shipments/${id}/bags/999999/reasons`)).status).toBe(404);

    const track = (await placed.jar.get(`${ORDER}/orders/shipments/${id}/track`)).json;
    expect(track.results).toEqual([
      expect.objectContaining({ awb: id, status: 'Placed', updated_at: expect.any(String) }),
    ]);
    expect((await placed.jar.get(`${ORDER}/orders/${placed.orderId}/shipments/${id}/customer-details`)).json).toEqual({
      order_id: placed.orderId,
      shipment_id: id,
      name: 'Asha Verma',
      phone: `******${placed.phone.slice(-4)}`,
      country: expect.any(String),
    });
    expect((await placed.jar.get(`${ORDER}/orders/pos-order/${placed.orderId}`)).json.order.order_id).toBe(
      placed.orderId,
    );
  });

  it('refuses what the rules do not allow, in words', async () => {
    const placed = await placedOrder();
    const id = shipmentOf(placed.order);
    const put = (body: unknown) => placed.jar.put(`${ORDER}/orders/shipments/${id}/status`, body);
    const cases: [unknown, number, string][] = [
      [
        statusUpdate(id, 'return_initiated', { reasonId: 15 }),
        409,
        'A shipment that is placed cannot be moved to return_initiated',
      ],
      [
        { ...statusUpdate(id, 'cancelled_customer', { reasonId: 1 }), force_transition: true },
        403,
        'force_transition is for the shop, not for shoppers',
      ],
      [
        statusUpdate(id, 'delivered', { reasonId: 1 }),
        400,
        'status must be one of cancelled_customer, cancellation_requested, return_initiated, return_pre_qc',
      ],
      [
        statusUpdate(`${placed.orderId}-9`, 'cancelled_customer', { reasonId: 1 }),
        400,
        'Send one status for one shipment',
      ],
      [statusUpdate(id, 'cancelled_customer', { reasonId: 12 }), 400, 'That reason is not one of the reasons offered'],
      [statusUpdate(id, 'cancelled_customer', { reasonId: 5 }), 400, 'Tell us the reason'],
      [statusUpdate(id, 'cancelled_customer'), 400, 'Choose a reason'],
      [{ statuses: [] }, 400, 'statuses must hold one status'],
    ];
    for (const [body, status, message] of cases) {
      const refused = await put(body);
      expect([refused.status, JSON.stringify(refused.json)]).toEqual([status, expect.stringContaining(message)]);
    }
    await advance(id, 4);
    const late = await put(statusUpdate(id, 'cancellation_requested', { reasonId: 1 }));
    expect(late.status).toBe(409);
    expect(late.json.message).toBe('A shipment that is delivered cannot be moved to cancellation_requested');
  });

  it('keeps one shopper out of another’s orders and shipments: the same 404 as a missing one', async () => {
    const placed = await placedOrder();
    const id = shipmentOf(placed.order);
    const other = await buyer({ address: false });
    const calls: [string, string, unknown?][] = [
      ['GET', `${ORDER}/orders/${placed.orderId}`],
      ['GET', `${ORDER}/orders/pos-order/${placed.orderId}`],
      ['GET', `${ORDER}/orders/shipments/${id}`],
      ['GET', `${ORDER}/orders/shipments/${id}/track`],
      ['GET', `${ORDER}/orders/shipments/${id}/reasons`],
      ['GET', `${ORDER}/orders/shipments/${id}/bags/${placed.order.shipments[0].bags[0].id}/reasons`],
      ['GET', `${ORDER}/orders/${placed.orderId}/shipments/${id}/customer-details`],
      ['PUT', `${ORDER}/orders/shipments/${id}/status`, statusUpdate(id, 'cancelled_customer', { reasonId: 1 })],
      ['POST', `${ORDER}/orders/${placed.orderId}/shipments/${id}/otp/send/`, {}],
    ];
    for (const [method, path, body] of calls) {
      const theirs = await other.jar.call(path, { method, body });
      expect([method, path, theirs.status]).toEqual([method, path, 404]);
      const missing = await other.jar.call(path.replaceAll(placed.orderId, 'FYNOSUCHORDER1'), {
        method,
        body: body && JSON.parse(JSON.stringify(body).replaceAll(placed.orderId, 'FYNOSUCHORDER1')),
      });
      expect(missing.status).toBe(404);
      expect(missing.json.message).toBe(theirs.json.message);
    }
    // Still placed, still theirs.
    expect((await placed.jar.get(`${ORDER}/orders/shipments/${id}`)).json.shipment.shipment_status.value).toBe(
      'placed',
    );
  });
});

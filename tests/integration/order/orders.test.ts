// The order calls over HTTP (Orders): the shopper's list with its filters, an order
// and its shipments, tracking, reasons, cancellations and returns with their rules,
// refunds and stock, points earned, the delivery OTP and public tracking; and what another
// shopper, or a transition that is not allowed, gets.
import { describe, expect, it } from '@jest/globals';
import { buyer, checkout, stockOf } from '../checkout/helpers';
import { C, articles } from '../cart/helpers';
import { HOME } from '../address/fixtures';
import { latestOtp, outbox } from '../user-helpers';
import { prepaidOrder, payAndReturn, cardForm, CARDS } from '../payment/helpers';
import { ORDER, advance, placedOrder, statusUpdate, uploadedPhoto } from './helpers';

const shipmentOf = (order: any, i = 0) => order.shipments[i].shipment_id as string;
const mmddyyyy = (d: Date) => `${String(d.getUTCMonth() + 1).padStart(2, '0')}-${String(d.getUTCDate()).padStart(2, '0')}-${d.getUTCFullYear()}`;

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

    await first.jar.put(`${ORDER}/orders/shipments/${shipmentOf(first.order)}/status`, statusUpdate(shipmentOf(first.order), 'cancelled_customer', { reasonId: 1 }));
    const cancelled = await first.jar.get(`${ORDER}/orders?status=4`);
    expect(cancelled.json.items.map((o: any) => o.order_id)).toEqual([first.orderId]);
    const inProgress = await first.jar.get(`${ORDER}/orders?status=2`);
    expect(inProgress.json.items.map((o: any) => o.order_id)).toEqual([second.orderId]);

    const tomorrow = new Date(Date.now() + 2 * 86_400_000);
    expect((await first.jar.get(`${ORDER}/orders?from_date=${mmddyyyy(tomorrow)}`)).json.items).toEqual([]);
    expect((await first.jar.get(`${ORDER}/orders?from_date=${mmddyyyy(new Date(Date.now() - 30 * 86_400_000))}&to_date=${mmddyyyy(new Date())}`)).json.page.item_total).toBe(2);
    expect((await first.jar.get(`${ORDER}/orders?page_size=1&page_no=2`)).json).toMatchObject({ items: [{ order_id: first.orderId }], page: { current: 2, has_next: false } });

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
    expect(shipment).toMatchObject({ shipment_id: id, order_id: placed.orderId, shipment_status: { value: 'placed', title: 'Placed' }, can_cancel: true, can_return: false, allowed_statuses: ['cancelled_customer'], refund_details: null });
    expect(shipment.tracking_details.map((t: any) => [t.value, t.is_passed, t.is_current])).toEqual([
      ['placed', true, true],
      ['packed', false, false],
      ['shipped', false, false],
      ['out_for_delivery', false, false],
      ['delivered', false, false],
    ]);
    const total = placed.order.breakup_values.find((r: any) => r.name === 'total').value;
    const paid = placed.order.shipments.flatMap((s: any) => s.bags).reduce((n: number, b: any) => n + Math.round(b.prices.amount_paid * 100), 0);
    expect(paid).toBe(Math.round(total * 100));
    expect(placed.order.shipments.flatMap((s: any) => s.bags.map((b: any) => b.line_number)).sort()).toEqual([1, 2]);

    const reasons = (await placed.jar.get(`${ORDER}/orders/shipments/${id}/reasons`)).json.reasons;
    expect(reasons.map((r: any) => r.reason_text)).toContain('Ordered by mistake');
    const bag = shipment.bags[0].id;
    expect((await placed.jar.get(`${ORDER}/orders/shipments/${id}/bags/${bag}/reasons`)).json).toMatchObject({ success: true, reasons: expect.arrayContaining([expect.objectContaining({ display_name: 'Ordered by mistake', qc_type: [] })]) });
    expect((await placed.jar.get(`${ORDER}/orders/shipments/${id}/bags/999999/reasons`)).status).toBe(404);

    const track = (await placed.jar.get(`${ORDER}/orders/shipments/${id}/track`)).json;
    expect(track.results).toEqual([expect.objectContaining({ awb: id, status: 'Placed', updated_at: expect.any(String) })]);
    expect((await placed.jar.get(`${ORDER}/orders/${placed.orderId}/shipments/${id}/customer-details`)).json).toEqual({ order_id: placed.orderId, shipment_id: id, name: 'Asha Verma', phone: `******${placed.phone.slice(-4)}`, country: expect.any(String) });
    expect((await placed.jar.get(`${ORDER}/orders/pos-order/${placed.orderId}`)).json.order.order_id).toBe(placed.orderId);
  });

  it('cancels a whole COD shipment before dispatch: stock back at once, nothing to refund; then nothing more may be asked', async () => {
    const placed = await placedOrder({ quantity: 2 });
    const [a] = placed.articles;
    const before = await stockOf(a);
    const id = shipmentOf(placed.order);
    const done = await placed.jar.put(`${ORDER}/orders/shipments/${id}/status`, statusUpdate(id, 'cancelled_customer', { reasonId: 1 }));
    expect(done.status).toBe(200);
    expect(done.json.statuses[0].shipments[0]).toMatchObject({ identifier: id, status: 200, final_state: { status: 'cancelled_customer' } });
    expect(await stockOf(a)).toBe(before + 2);
    const { shipment } = (await placed.jar.get(`${ORDER}/orders/shipments/${id}`)).json;
    expect(shipment).toMatchObject({ shipment_status: { value: 'cancelled_customer' }, can_cancel: false, allowed_statuses: [], refund_details: null, bags: [{ reason: { reason_id: 1, reason_text: 'Ordered by mistake' } }] });
    const again = await placed.jar.put(`${ORDER}/orders/shipments/${id}/status`, statusUpdate(id, 'cancelled_customer', { reasonId: 1 }));
    expect(again.status).toBe(409);
    expect(again.json.message).toBe('A shipment that is cancelled cannot be moved to cancelled_customer');
    expect(await stockOf(a)).toBe(before + 2);
  });

  it('cancels some pieces by splitting them off into a shipment of their own; the shares still add up', async () => {
    const placed = await placedOrder({ quantity: 3 });
    const id = shipmentOf(placed.order);
    const [bag] = placed.order.shipments[0].bags;
    const stock = await stockOf(placed.articles[0]);
    const done = await placed.jar.put(`${ORDER}/orders/shipments/${id}/status`, statusUpdate(id, 'cancelled_customer', { products: [{ line_number: bag.line_number, identifier: bag.article.uid, quantity: 2 }], reasonId: 2 }));
    expect(done.status).toBe(200);
    const split = done.json.statuses[0].shipments[0];
    expect(split).toMatchObject({ final_state: { status: 'cancelled_customer', split_from: id } });
    expect(split.identifier).toBe(`${placed.orderId}-2`);
    const order = (await placed.jar.get(`${ORDER}/orders/${placed.orderId}`)).json.order;
    const kept = order.shipments.find((s: any) => s.shipment_id === id);
    const gone = order.shipments.find((s: any) => s.shipment_id === split.identifier);
    expect(kept).toMatchObject({ total_bags: 1, shipment_status: { value: 'placed' }, bags: [{ line_number: bag.line_number, quantity: 1 }] });
    expect(gone).toMatchObject({ total_bags: 2, split_from: id, shipment_status: { value: 'cancelled_customer' }, bags: [{ line_number: bag.line_number, quantity: 2 }] });
    // The split keeps the timeline it had.
    expect(gone.tracking_details.filter((t: any) => t.is_passed).map((t: any) => t.value)).toEqual(['placed', 'cancelled_customer']);
    const paid = order.shipments.flatMap((s: any) => s.bags).reduce((n: number, b: any) => n + Math.round(b.prices.amount_paid * 100), 0);
    expect(paid).toBe(Math.round(order.breakup_values.find((r: any) => r.name === 'total').value * 100));
    expect(await stockOf(placed.articles[0])).toBe(stock + 2);

    for (const [products, message] of [
      [[{ line_number: 99 }], 'Some of the products are not in this shipment'],
      [[{ line_number: bag.line_number, identifier: 'nope' }], 'Some of the products are not in this shipment'],
      [[{ line_number: bag.line_number, quantity: 2 }], 'More pieces than the shipment holds'],
    ] as const) {
      const refused = await placed.jar.put(`${ORDER}/orders/shipments/${id}/status`, statusUpdate(id, 'cancelled_customer', { products: [...products], reasonId: 2 }));
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
    const done = await order.jar.put(`${ORDER}/orders/shipments/${id}/status`, statusUpdate(id, 'cancelled_customer', { reasonId: 3 }));
    expect(done.status).toBe(200);
    const { shipment } = (await order.jar.get(`${ORDER}/orders/shipments/${id}`)).json;
    expect(shipment.refund_details).toMatchObject({ method: 'source', status: 'refunded', amount: read.payment.amount });
    expect(shipment.prices.refund_amount).toBe(read.payment.amount);
  });

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
      expect(rows.filter((r) => r.name !== 'amount_paid').reduce((n, r) => n + paise(r.value), 0)).toBe(paise(amount.value));
      expect(paise(amount.value)).toBe(paise(shipment.prices.amount_paid));
    }
    // The shipments' parts are the order's, to the paisa.
    for (const name of ['coupon', 'delivery_charge']) {
      expect(order.shipments.reduce((n: number, s: any) => n + of(s.breakup_values, name), 0)).toBe(of(order.breakup_values, name));
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
    expect(order.shipments.map((s: any) => [s.payment.status, paidLabel(s)])).toEqual(ids.map(() => ['pending', 'Amount to pay']));

    await advance(ids[0], 4);
    order = await read();
    const byId = (id: string) => order.shipments.find((s: any) => s.shipment_id === id);
    expect(byId(ids[0])).toMatchObject({ shipment_status: { value: 'delivered' }, payment: { status: 'paid' } });
    expect(paidLabel(byId(ids[0]))).toBe('Amount paid');
    expect(byId(ids[1]).payment.status).toBe('pending');
    expect(order.payment.status).toBe('pending');

    // The rest cancelled: nothing more is coming, and what came was paid for.
    for (const id of ids.slice(1)) expect((await placed.jar.put(`${ORDER}/orders/shipments/${id}/status`, statusUpdate(id, 'cancelled_customer', { reasonId: 1 }))).status).toBe(200);
    order = await read();
    expect(order.payment.status).toBe('paid');
    expect(byId(ids[0]).payment.status).toBe('paid');
    // The cancelled ones were never charged, and say so.
    for (const id of ids.slice(1)) expect([byId(id).payment.status, paidLabel(byId(id))]).toEqual(['cancelled', 'Not charged']);
  });

  it('a cash-on-delivery order whose every shipment is cancelled before delivery is settled as cancelled: nothing was owed', async () => {
    const placed = await placedOrder({ count: 3 });
    const ids = (placed.order.shipments as any[]).map((s) => s.shipment_id as string);
    const read = async () => (await placed.jar.get(`${ORDER}/orders/${placed.orderId}`)).json.order;
    await advance(ids[0], 1);
    for (const id of ids) expect((await placed.jar.put(`${ORDER}/orders/shipments/${id}/status`, statusUpdate(id, 'cancelled_customer', { reasonId: 1 }))).status).toBe(200);
    const order = await read();
    expect(order.payment).toMatchObject({ mode: 'COD', status: 'cancelled' });
    expect(order.shipments.map((s: any) => s.payment.status)).toEqual(ids.map(() => 'cancelled'));
  });

  it('walks the lifecycle: packed still cancels at once; after dispatch a cancellation is a request the shop carries out', async () => {
    const placed = await placedOrder();
    const id = shipmentOf(placed.order);
    await advance(id, 2);
    let { shipment } = (await placed.jar.get(`${ORDER}/orders/shipments/${id}`)).json;
    expect(shipment.shipment_status.value).toBe('shipped');
    expect(shipment.allowed_statuses).toEqual(['cancellation_requested']);
    expect(shipment.tracking_details.filter((t: any) => t.is_passed).map((t: any) => t.value)).toEqual(['placed', 'packed', 'shipped']);
    const direct = await placed.jar.put(`${ORDER}/orders/shipments/${id}/status`, statusUpdate(id, 'cancelled_customer', { reasonId: 3 }));
    expect(direct.status).toBe(409);
    expect(direct.json).toMatchObject({ message: 'A shipment that is shipped cannot be moved to cancelled_customer', code: 'TRANSITION_NOT_ALLOWED', allowed: ['cancellation_requested'] });
    const before = await stockOf(placed.articles[0]);
    expect((await placed.jar.put(`${ORDER}/orders/shipments/${id}/status`, statusUpdate(id, 'cancellation_requested', { reasonId: 5, reasonText: 'Bought it in a shop' }))).status).toBe(200);
    expect(await stockOf(placed.articles[0])).toBe(before);
    await advance(id);
    ({ shipment } = (await placed.jar.get(`${ORDER}/orders/shipments/${id}`)).json);
    expect(shipment.shipment_status.value).toBe('cancelled_customer');
    expect(await stockOf(placed.articles[0])).toBe(before + 1);
  });

  it('returns a delivered COD shipment: photos needed for a pre_qc reason, then checked, picked up, received; the refund waits for an account; points earned are taken back', async () => {
    const placed = await placedOrder({ quantity: 2 });
    const id = shipmentOf(placed.order);
    const points = async () => (await placed.jar.get('/service/application/rewards/v1.0/user/points/')).json.points;
    const startPoints = await points();
    await advance(id, 4);
    const delivered = (await placed.jar.get(`${ORDER}/orders/shipments/${id}`)).json.shipment;
    expect(delivered).toMatchObject({ shipment_status: { value: 'delivered' }, can_return: true, allowed_statuses: ['return_initiated', 'return_pre_qc'], delivery_date: expect.any(String), returnable_date: expect.any(String) });
    // One return window: the one the product's offer states is the one the order keeps.
    const windowDays = (Date.parse(delivered.returnable_date) - Date.parse(delivered.delivery_date)) / 86_400_000;
    const bag = delivered.bags[0];
    const offer = (await placed.jar.get(`/service/application/catalog/v3.0/products/${bag.item.slug_key}/sizes/${encodeURIComponent(bag.item.size)}/price/`)).json;
    expect(offer.return_config).toEqual({ returnable: true, time: windowDays, unit: 'days' });
    expect(windowDays).toBe(15);
    const earned = Math.floor(Math.round(delivered.prices.amount_paid * 100) / 10_000);
    expect(await points()).toBe(startPoints + earned);
    expect((await placed.jar.get(`${ORDER}/orders/shipments/${id}/reasons`)).json.reasons.map((r: any) => r.reason_id)).toContain(12);

    const noPhotos = await placed.jar.put(`${ORDER}/orders/shipments/${id}/status`, statusUpdate(id, 'return_pre_qc', { reasonId: 12 }));
    expect(noPhotos.status).toBe(400);
    expect(noPhotos.json.message).toBe('Add photos of the product: the reason you chose needs them');
    const foreign = await placed.jar.put(`${ORDER}/orders/shipments/${id}/status`, statusUpdate(id, 'return_pre_qc', { reasonId: 12, photos: ['https://evil.example/x.png'] }));
    expect(foreign.json.message).toBe('Photos must be uploaded to this shop first');
    // A catalogue image is not the shopper's photo; an upload of theirs is.
    const catalogue = await placed.jar.put(`${ORDER}/orders/shipments/${id}/status`, statusUpdate(id, 'return_pre_qc', { reasonId: 12, photos: [delivered.bags[0].item.image[0]] }));
    expect(catalogue.json.message).toBe('Photos must be uploaded to this shop first');
    const missing = await placed.jar.put(`${ORDER}/orders/shipments/${id}/status`, statusUpdate(id, 'return_pre_qc', { reasonId: 12, photos: [`/media/upload-${'0'.repeat(32)}.png`] }));
    expect(missing.json.message).toBe('Photos must be uploaded to this shop first');
    const photo = await uploadedPhoto(placed.jar);
    const asked = await placed.jar.put(`${ORDER}/orders/shipments/${id}/status`, statusUpdate(id, 'return_initiated', { reasonId: 12, photos: [photo] }));
    expect(asked.status).toBe(200);
    // A pre_qc reason makes it return_pre_qc whichever return was asked for.
    expect(asked.json.statuses[0].shipments[0].final_state.status).toBe('return_pre_qc');
    const stock = await stockOf(placed.articles[0]);
    await advance(id, 3);
    const returned = (await placed.jar.get(`${ORDER}/orders/shipments/${id}`)).json.shipment;
    expect(returned).toMatchObject({ shipment_status: { value: 'return_completed' }, qc_image_urls: [new URL(photo, 'http://shop.test').pathname], beneficiary_details: true, refund_details: { method: 'beneficiary', status: 'awaiting_beneficiary', amount: delivered.prices.amount_paid } });
    expect(returned.tracking_details.map((t: any) => t.value)).toEqual(['placed', 'packed', 'shipped', 'out_for_delivery', 'delivered', 'return_pre_qc', 'return_initiated', 'return_accepted', 'return_completed']);
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
    expect((await placed.jar.put(`${ORDER}/orders/shipments/${id}/status`, statusUpdate(id, 'return_initiated', { reasonId: 15 }))).status).toBe(200);
    await advance(id, 2);
    const returned = (await placed.jar.get(`${ORDER}/orders/shipments/${id}`)).json.shipment;
    expect(returned).toMatchObject({ shipment_status: { value: 'return_completed' }, refund_details: { method: 'beneficiary', status: 'awaiting_beneficiary' } });
    expect(Math.round(returned.refund_details.amount * 100)).toBe(Math.round(delivered.prices.amount_paid * 100) - earned * 100);
    expect(await points()).toBe(0);
  });

  it('refuses what the rules do not allow, in words', async () => {
    const placed = await placedOrder();
    const id = shipmentOf(placed.order);
    const put = (body: unknown) => placed.jar.put(`${ORDER}/orders/shipments/${id}/status`, body);
    const cases: [unknown, number, string][] = [
      [statusUpdate(id, 'return_initiated', { reasonId: 15 }), 409, 'A shipment that is placed cannot be moved to return_initiated'],
      [{ ...statusUpdate(id, 'cancelled_customer', { reasonId: 1 }), force_transition: true }, 403, 'force_transition is for the shop, not for shoppers'],
      [statusUpdate(id, 'delivered', { reasonId: 1 }), 400, 'status must be one of cancelled_customer, cancellation_requested, return_initiated, return_pre_qc'],
      [statusUpdate(`${placed.orderId}-9`, 'cancelled_customer', { reasonId: 1 }), 400, 'Send one status for one shipment'],
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
      const missing = await other.jar.call(path.replaceAll(placed.orderId, 'FYNOSUCHORDER1'), { method, body: body && JSON.parse(JSON.stringify(body).replaceAll(placed.orderId, 'FYNOSUCHORDER1')) });
      expect(missing.status).toBe(404);
      expect(missing.json.message).toBe(theirs.json.message);
    }
    // Still placed, still theirs.
    expect((await placed.jar.get(`${ORDER}/orders/shipments/${id}`)).json.shipment.shipment_status.value).toBe('placed');
  });

  it('hands a shipment over with the delivery OTP sent to its phone', async () => {
    const placed = await placedOrder();
    const id = shipmentOf(placed.order);
    const path = `${ORDER}/orders/${placed.orderId}/shipments/${id}/otp`;
    const early = await placed.jar.post(`${path}/send/`);
    expect(early.status).toBe(409);
    expect(early.json.message).toBe('A delivery OTP can be sent only while the shipment is out for delivery');
    await advance(id, 3);
    const sent = await placed.jar.post(`${path}/send/`);
    expect(sent.json).toMatchObject({ success: true, message: 'OTP sent', request_id: expect.any(String), resend_timer: expect.any(Number) });
    const [message] = await outbox(`+91${placed.phone}`);
    expect(message.body).toContain(id);
    const code = await latestOtp(`+91${placed.phone}`);
    const wrong = await placed.jar.post(`${path}/verify/`, { request_id: sent.json.request_id, otp_code: code === '000000' ? '111111' : '000000' });
    expect(wrong.status).toBe(400);
    expect((await placed.jar.post(`${path}/verify/`, { request_id: sent.json.request_id })).status).toBe(400);
    const right = await placed.jar.post(`${path}/verify/`, { request_id: sent.json.request_id, otp_code: code });
    expect(right.json).toEqual({ success: true, message: 'OTP verified' });
    expect((await placed.jar.get(`${ORDER}/orders/shipments/${id}`)).json.shipment.shipment_status.value).toBe('delivered');
  });

  it('tracks an order for anyone with its id and the whole phone number or email it was placed with, showing no address or reasons; a match answers a token; a stranger\'s wrong guesses hold back that address only', async () => {
    const placed = await placedOrder();
    const id = shipmentOf(placed.order);
    await placed.jar.put(`${ORDER}/orders/shipments/${id}/status`, statusUpdate(id, 'cancelled_customer', { reasonId: 5, reasonText: 'My sister bought me one' }));
    const { api } = await import('../harness');
    let ip = 0;
    const track = (body: Record<string, string>) => api(`${ORDER}/orders/tracking`, { method: 'POST', body, headers: { 'x-forwarded-for': `198.51.100.${++ip}` } });
    const found = await track({ order_id: placed.orderId, contact: `+91 ${placed.phone}` });
    expect(found.status).toBe(200);
    expect(found.json.order).toMatchObject({ order_id: placed.orderId, shipments: [{ shipment_status: { value: 'cancelled_customer' }, can_cancel: false, allowed_statuses: [], bags: [{ reason: null }], qc_image_urls: [] }] });
    expect(found.json.order.delivery_address).toEqual({ city: 'Mumbai', state: 'Maharashtra', area_code: '400050', country: expect.any(String) });
    for (const secret of ['Sea View', placed.phone, 'My sister']) expect(JSON.stringify(found.json)).not.toContain(secret);
    expect(found.json.tracking_token).toMatch(/^\d+\.[A-Za-z0-9_-]{20,}$/);
    // The token shows it again; it is for this order only, and a forged one is refused.
    expect((await track({ order_id: placed.orderId, tracking_token: found.json.tracking_token })).json.order.order_id).toBe(placed.orderId);
    const other = await placedOrder();
    expect((await track({ order_id: other.orderId, tracking_token: found.json.tracking_token })).status).toBe(404);
    expect((await track({ order_id: placed.orderId, tracking_token: `${Math.floor(Date.now() / 1000) + 3600}.forgedforgedforgedforged` })).status).toBe(404);

    const wrong = await track({ order_id: placed.orderId, contact: '9000000000' });
    const missing = await track({ order_id: 'FYNOSUCHORDER1', contact: placed.phone });
    expect([wrong.status, missing.status]).toEqual([404, 404]);
    expect(wrong.json.message).toBe(missing.json.message);
    // The last digits alone are not the number.
    expect((await track({ order_id: placed.orderId, contact: placed.phone.slice(-6) })).status).toBe(404);
    expect((await track({ order_id: placed.orderId, contact: '' })).status).toBe(400);
    // A stranger's wrong guesses hold back the stranger's address on this order after 5 in 15 minutes.
    const guess = (contact: string, from: string) => api(`${ORDER}/orders/tracking`, { method: 'POST', body: { order_id: placed.orderId, contact }, headers: { 'x-forwarded-for': from } });
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
    const guess = (contact: string, from: string) => api(`${ORDER}/orders/tracking`, { method: 'POST', body: { order_id: placed.orderId, contact }, headers: { 'x-forwarded-for': from } });
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

  it('refunds a partial return of a delivered COD shipment: the split keeps the delivery, its share of the cash is owed', async () => {
    const placed = await placedOrder({ quantity: 2 });
    const id = shipmentOf(placed.order);
    await advance(id, 4);
    const [bag] = (await placed.jar.get(`${ORDER}/orders/shipments/${id}`)).json.shipment.bags;
    const asked = await placed.jar.put(`${ORDER}/orders/shipments/${id}/status`, statusUpdate(id, 'return_initiated', { products: [{ line_number: bag.line_number, quantity: 1 }], reasonId: 15 }));
    expect(asked.status).toBe(200);
    const split = asked.json.statuses[0].shipments[0].identifier;
    await advance(split, 2);
    const { shipment } = (await placed.jar.get(`${ORDER}/orders/shipments/${split}`)).json;
    expect(shipment).toMatchObject({ shipment_status: { value: 'return_completed' }, delivery_date: expect.any(String), refund_details: { method: 'beneficiary', status: 'awaiting_beneficiary', amount: shipment.prices.amount_paid } });
    expect(shipment.prices.amount_paid).toBeGreaterThan(0);
    const kept = (await placed.jar.get(`${ORDER}/orders/shipments/${id}`)).json.shipment;
    expect(Math.round((kept.prices.amount_paid + shipment.prices.amount_paid) * 100)).toBe(Math.round(bag.prices.amount_paid * 100));
  });
});


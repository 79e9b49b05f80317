// Refund accounts: refund/user/beneficiary and refund/beneficiary/default; one shopper never reads or
// uses another's order or account (404 like a missing one); a waiting refund is paid once the order
// has an account.
import { describe, expect, it } from '@jest/globals';
import { Jar } from '../cart/helpers';
import { PAY, prepaidOrder } from './helpers';
import { ORDER } from '../checkout/helpers';
import { advance, placedOrder, statusUpdate } from '../order/helpers';
import { BANK, codOrder, upi, addUpi } from './refund-accounts-helpers';

describe('refund/beneficiary/default and other shoppers', () => {
  it('chooses one of the shopper accounts for an order; another shopper finds neither their order nor their account', async () => {
    const first = await codOrder();
    const a = (await addUpi(first.jar, first.orderId, 'first@okaxis')).json.data.beneficiary_id;
    const b = (await addUpi(first.jar, first.orderId, 'second@okaxis')).json.data.beneficiary_id;
    expect(
      (await first.jar.get(`${PAY}/refund/order/beneficiaries?order_id=${first.orderId}`)).json.beneficiaries.map(
        (x: any) => [x.beneficiary_id, x.is_active],
      ),
    ).toEqual([
      [a, false],
      [b, true],
    ]);
    const chosen = await first.jar.post(`${PAY}/refund/beneficiary/default`, {
      order_id: first.orderId,
      beneficiary_id: a,
    });
    expect(chosen.json).toEqual({
      success: true,
      is_beneficiary_set: true,
      message: 'Refunds for this order will go to this account',
    });
    expect(
      (await first.jar.get(`${PAY}/refund/order/beneficiaries?order_id=${first.orderId}`)).json.beneficiaries.find(
        (x: any) => x.is_active,
      ).beneficiary_id,
    ).toBe(a);

    // A second order of the same shopper can use the same account.
    const secondOrder = await prepaidOrder('COD', undefined, 1, first);
    expect((await first.jar.get(`${PAY}/refund/order/beneficiaries?order_id=${secondOrder.orderId}`)).json).toEqual({
      beneficiaries: [],
      show_beneficiary_details: true,
    });
    expect(
      (await first.jar.post(`${PAY}/refund/beneficiary/default`, { order_id: secondOrder.orderId, beneficiary_id: b }))
        .status,
    ).toBe(200);
    expect(
      (await first.jar.get(`${PAY}/refund/order/beneficiaries?order_id=${secondOrder.orderId}`)).json.beneficiaries.map(
        (x: any) => [x.beneficiary_id, x.is_active],
      ),
    ).toEqual([[b, true]]);

    const other = await codOrder();
    const own = (await addUpi(other.jar, other.orderId, 'other@okaxis')).json.data.beneficiary_id;
    const missing = { success: false, message: 'Order not found' };
    // Someone else's order: not found, exactly like an order that does not exist.
    for (const path of [
      `refund/order/beneficiaries?order_id=${first.orderId}`,
      `refund/user/beneficiary?order_id=${first.orderId}`,
    ]) {
      const answer = await other.jar.get(`${PAY}/${path}`);
      expect([answer.status, answer.json]).toEqual([404, missing]);
      const none = await other.jar.get(`${PAY}/${path.replace(first.orderId, 'FYNOTANORDER1')}`);
      expect([none.status, none.json]).toEqual([404, missing]);
    }
    expect((await other.jar.post(`${PAY}/refund/account`, upi(first.orderId, 'other@okaxis'))).json).toEqual(missing);
    expect(
      (await other.jar.post(`${PAY}/refund/account/otp`, { order_id: first.orderId, details: BANK })).json,
    ).toEqual(missing);
    expect(
      (await other.jar.post(`${PAY}/refund/account/otp`, { order_id: first.orderId, details: { vpa: 'other@okaxis' } }))
        .json,
    ).toEqual(missing);
    expect(
      (await other.jar.post(`${PAY}/refund/beneficiary/default`, { order_id: first.orderId, beneficiary_id: own }))
        .json,
    ).toEqual(missing);
    // Someone else's account, on one's own order: not found like an unknown one.
    const foreign = await other.jar.post(`${PAY}/refund/beneficiary/default`, {
      order_id: other.orderId,
      beneficiary_id: a,
    });
    const unknown = await other.jar.post(`${PAY}/refund/beneficiary/default`, {
      order_id: other.orderId,
      beneficiary_id: 'ffffffffffffffffffffffff',
    });
    expect([foreign.status, foreign.json]).toEqual([404, { success: false, message: 'Refund account not found' }]);
    expect([unknown.status, unknown.json]).toEqual([foreign.status, foreign.json]);
    expect(
      (await other.jar.get(`${PAY}/refund/user/beneficiary`)).json.beneficiaries.map((x: any) => x.beneficiary_id),
    ).toEqual([own]);
    // The first shopper's order still goes to their own account.
    expect(
      (await first.jar.get(`${PAY}/refund/order/beneficiaries?order_id=${first.orderId}`)).json.beneficiaries.find(
        (x: any) => x.is_active,
      ).beneficiary_id,
    ).toBe(a);

    expect(
      (
        await first.jar.post(`${PAY}/refund/beneficiary/default`, {
          order_id: first.orderId,
          beneficiary_id: 'not an id',
        })
      ).status,
    ).toBe(400);
    expect((await first.jar.post(`${PAY}/refund/beneficiary/default`, { order_id: first.orderId })).status).toBe(400);
    expect(
      (await new Jar().post(`${PAY}/refund/beneficiary/default`, { order_id: first.orderId, beneficiary_id: a }))
        .status,
    ).toBe(401);
  });

  it('answers any malformed body with a 4xx, never a 500', async () => {
    const { jar } = await codOrder();
    const bodies: unknown[] = [
      null,
      [],
      7,
      'text',
      { order_id: null, details: null },
      { order_id: ['FY1'], details: [] },
      { details: { account_no: { $gt: '' } } },
      { request_id: 5, otp: {} },
      { mobile: [], country_code: {} },
      { transfer_mode: null },
    ];
    const posts = [
      'refund/account',
      'refund/account/otp',
      'refund/verification/bank',
      'refund/verification/wallet',
      'refund/beneficiary/default',
    ];
    for (const path of posts) {
      for (const input of bodies) {
        const answer = await jar.post(`${PAY}/${path}`, input);
        expect([path, answer.status >= 400 && answer.status < 500]).toEqual([path, true]);
      }
    }
    for (const input of bodies) expect((await jar.put(`${PAY}/refund/transfer-mode`, input)).status).toBe(400);
    for (const q of ['order_id[]=1', 'order_id=1&order_id=2', `order_id=${'A'.repeat(500)}`, 'order_id=%00']) {
      expect((await jar.get(`${PAY}/refund/order/beneficiaries?${q}`)).status).toBe(400);
      // order_id is optional there: an unknown name is ignored.
      expect((await jar.get(`${PAY}/refund/user/beneficiary?${q}`)).status).toBe(
        q.startsWith('order_id[]') ? 200 : 400,
      );
    }
    expect((await jar.get(`${PAY}/ifsc-code/verify?ifsc_code=A&ifsc_code=B`)).status).toBe(400);
  });
});

describe('a refund waiting for an account', () => {
  it('is paid once the shopper gives the order an account', async () => {
    const placed = await placedOrder();
    const id = placed.order.shipments[0].shipment_id;
    await advance(id, 4);
    expect(
      (
        await placed.jar.put(
          `${ORDER}/orders/shipments/${id}/status`,
          statusUpdate(id, 'return_initiated', { reasonId: 15 }),
        )
      ).status,
    ).toBe(200);
    await advance(id, 2);
    const shipment = async () => (await placed.jar.get(`${ORDER}/orders/shipments/${id}`)).json.shipment;
    expect(await shipment()).toMatchObject({
      shipment_status: { value: 'return_completed' },
      refund_details: { method: 'beneficiary', status: 'awaiting_beneficiary' },
    });

    const added = await addUpi(placed.jar, placed.orderId, 'refund@okaxis', { shipment_id: id });
    expect(added.status).toBe(200);
    expect((await shipment()).refund_details).toMatchObject({ method: 'beneficiary', status: 'refunded' });
  });
});

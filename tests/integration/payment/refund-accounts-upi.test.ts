// Refund accounts: refund/account adds a UPI id only with an OTP sent for it, and
// refund/order/beneficiaries lists the order's accounts.
import { describe, expect, it } from '@jest/globals';
import { latestOtp } from '../user-helpers';
import { PAY } from './helpers';
import { ORDER } from '../checkout/helpers';
import { wrong, codOrder, upi, addUpi } from './refund-accounts-helpers';

describe('refund/account (UPI) and the order beneficiaries', () => {
  it('adds a UPI id as the order refund account only with an OTP sent for it, as a bank account; the same id twice is one account; bad input is refused in words', async () => {
    const { jar, orderId, email } = await codOrder();
    const shipmentId = (await jar.get(`${ORDER}/orders/${orderId}`)).json.order.shipments[0].shipment_id;
    // Was: a UPI id was added with the session alone. Now it needs the same proof as a bank account.
    const bare = await jar.post(
      `${PAY}/refund/account`,
      upi(orderId, 'Asha.Verma@okicici', { shipment_id: shipmentId }),
    );
    expect([bare.status, bare.json.message]).toEqual([
      400,
      expect.stringMatching(/^A refund account is added with an OTP/),
    ]);
    expect((await jar.get(`${PAY}/refund/user/beneficiary`)).json.beneficiaries).toEqual([]);
    const sent = await jar.post(`${PAY}/refund/account/otp`, {
      order_id: orderId,
      details: { vpa: 'Asha.Verma@okicici' },
    });
    expect(sent.status).toBe(200);
    expect(sent.json.message).toMatch(/^OTP sent to \S•+@example\.com$/);
    const otp = await latestOtp(email);
    // Wrong code, or a code sent for another UPI id: refused, nothing added.
    expect(
      (
        await jar.post(
          `${PAY}/refund/account`,
          upi(orderId, 'Asha.Verma@okicici', { otp: wrong(otp), request_id: sent.json.request_id }),
        )
      ).status,
    ).toBe(400);
    const swapped = await jar.post(
      `${PAY}/refund/account`,
      upi(orderId, 'thief@okaxis', { otp, request_id: sent.json.request_id }),
    );
    expect([swapped.status, swapped.json.message]).toEqual([
      400,
      'This OTP was sent for another refund account. Ask for a new one.',
    ]);
    expect((await jar.get(`${PAY}/refund/user/beneficiary`)).json.beneficiaries).toEqual([]);
    const added = await jar.post(
      `${PAY}/refund/account`,
      upi(orderId, 'Asha.Verma@okicici', { shipment_id: shipmentId, otp, request_id: sent.json.request_id }),
    );
    expect(added.status).toBe(200);
    expect(added.json).toMatchObject({
      success: true,
      message: 'UPI ID added',
      is_verified_flag: true,
      data: {
        transfer_mode: 'upi',
        vpa: 'asha.verma@okicici',
        title: 'UPI',
        account_no: '',
        is_active: true,
        is_default: true,
      },
    });
    const id = added.json.data.beneficiary_id;
    expect(id).toMatch(/^[a-f0-9]{24}$/);
    expect(typeof added.json.data.id).toBe('number');

    const again = await addUpi(jar, orderId, 'asha.verma@OKICICI');
    expect(again.json.data.beneficiary_id).toBe(id);
    const mine = await jar.get(`${PAY}/refund/user/beneficiary?order_id=${orderId}`);
    expect(mine.status).toBe(200);
    expect(mine.json.beneficiaries).toHaveLength(1);
    expect(mine.json).toMatchObject({
      show_beneficiary_details: true,
      beneficiaries: [{ beneficiary_id: id, is_active: true }],
    });
    const ofOrder = await jar.get(`${PAY}/refund/order/beneficiaries?order_id=${orderId}`);
    expect(ofOrder.json).toMatchObject({
      show_beneficiary_details: true,
      beneficiaries: [{ beneficiary_id: id, is_active: true, display_name: 'asha.verma@okicici' }],
    });
    // Without an order, the shopper's accounts with none marked.
    expect((await jar.get(`${PAY}/refund/user/beneficiary`)).json.beneficiaries).toMatchObject([
      { beneficiary_id: id, is_active: false },
    ]);

    const refusals: [unknown, number, string | RegExp][] = [
      [upi(orderId, 'not-a-vpa'), 400, /Enter a valid UPI ID \(for example name@bank\)/],
      [upi(orderId, ''), 400, /Enter a valid UPI ID/],
      [{ ...upi(orderId, 'a@b'), details: {} }, 400, /details.vpa/],
      [{ transfer_mode: 'upi', details: { vpa: 'asha@okaxis' } }, 400, /order_id/],
      [upi('fy-nope', 'asha@okaxis'), 400, /order_id must be an order id/],
      [upi(orderId, 'asha@okaxis', { transfer_mode: 'cash' }), 400, /transfer_mode must be bank or upi/],
      [upi(orderId, 'asha@okaxis', { details: 'asha@okaxis' }), 400, /details/],
      [upi(orderId, 'asha@okaxis', { otp: '123456' }), 400, /otp and request_id go together/],
      [
        upi(orderId, 'asha@okaxis', { details: { vpa: 'asha@okaxis', email: 'nope' } }),
        400,
        /Enter a valid email address/,
      ],
      [
        upi(orderId, 'asha@okaxis', { details: { vpa: 'asha@okaxis', mobile: '12345' } }),
        400,
        /Enter a 10-digit mobile number/,
      ],
      [upi('FYNOTANORDER1', 'asha@okaxis'), 404, 'Order not found'],
      [upi(orderId, 'asha@okaxis', { shipment_id: 'FYNOTASHIPMENT-1' }), 404, 'Shipment not found'],
    ];
    for (const [input, status, message] of refusals) {
      const answer = await jar.post(`${PAY}/refund/account`, input);
      expect([answer.status, answer.json.message]).toEqual([
        status,
        expect.stringMatching(message instanceof RegExp ? message : `^${message}$`),
      ]);
    }
    expect((await jar.get(`${PAY}/refund/order/beneficiaries`)).status).toBe(400);
    expect((await jar.get(`${PAY}/refund/order/beneficiaries?order_id=FYNOTANORDER1`)).status).toBe(404);
  });
});

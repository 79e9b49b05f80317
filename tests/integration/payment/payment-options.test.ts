// Payment options for a cart: the modes from the server total, selecting and validating a mode, and
// a coupon kept for one payment mode.
import { describe, expect, it } from '@jest/globals';
import { C, articles } from '../cart/helpers';
import { api } from '../harness';
import { ORDER, buyer, checkout, stockOf } from '../checkout/helpers';
import { PAY, prepaidOrder } from './helpers';

describe('payment options', () => {
  it('lists the modes for the cart from the server total, banks first five then all, COD within its limit', async () => {
    const { jar, article } = await prepaidOrder('COD').then(async (done) => {
      // A new bag for the same shopper: the COD order above emptied the first.
      await done.jar.post(`${C}/detail`, { items: [{ article_id: done.article.articleId, quantity: 1 }] });
      return done;
    });
    const options = await jar.get(`${PAY}/payment/options?amount=1`);
    expect(options.status).toBe(200);
    expect(options.headers.get('cache-control')).toBe('private, no-store');
    const modes = options.json.payment_options.payment_option.map((o: any) => o.name);
    expect(modes).toEqual(['UPI', 'CARD', 'NB', 'WL', 'PL', 'COD']);
    const nb = options.json.payment_options.payment_option.find((o: any) => o.name === 'NB');
    expect(nb.list.length).toBeGreaterThan(5);
    expect(nb.list.filter((b: any) => b.top).map((b: any) => b.code)).toEqual(['HDFC', 'ICIC', 'SBIN', 'UTIB', 'KKBK']);
    // The shopper's last mode is suggested; the amount in the query was not believed.
    expect(options.json.payment_options.payment_default_selection).toEqual({
      mode: 'COD',
      identifier: '',
      skip: false,
    });
    expect(options.json.payment_breakup.total).toBe((await jar.get(`${C}/detail`)).json.breakup_values.raw.total);
    // The payment flow meta: the card form's api_link, and links for the other modes.
    expect(options.json.payment_options.payment_flows.sandbox).toMatchObject({
      api_link: '/sandbox/api/card',
      additional_api_links: [
        { payment_modes: ['UPI'], api_link: '/sandbox/api/upi' },
        { payment_modes: ['NB', 'WL', 'PL'], api_link: '/sandbox/api/next' },
      ],
      data: { gateway: { is_customer_validation_required: true } },
    });
    expect(options.json.payment_breakup.total).toBeGreaterThanOrEqual(article.effective);

    const empty = await buyer({ address: false });
    expect((await empty.jar.get(`${PAY}/payment/options`)).json).toEqual({
      success: false,
      message: 'Your bag is empty',
    });
    expect((await api(`${PAY}/payment/options`)).status).toBe(401);
  });

  it('selecting a mode answers the cart with is_valid, refusing an unknown bank or a bad UPI id; validate answers coupon_validity', async () => {
    const { jar, addressId } = await buyer();
    const [a] = await articles(() => true, 3);
    await jar.post(`${C}/detail`, { items: [{ article_id: a.articleId, quantity: 1 }] });
    const ok = await jar.call(`${C}/payment`, {
      method: 'PUT',
      body: { payment_mode: 'NB', payment_identifier: 'HDFC', address_id: addressId },
    });
    expect(ok.status).toBe(200);
    expect(ok.json).toMatchObject({ is_valid: true, message: 'Payment mode selected' });
    expect(ok.json.breakup_values.raw.total).toBe((await jar.get(`${C}/detail`)).json.breakup_values.raw.total);
    expect(
      (await jar.call(`${C}/payment`, { method: 'PUT', body: { payment_mode: 'NB', payment_identifier: 'NOPE' } }))
        .json,
    ).toMatchObject({ is_valid: false, message: 'Unknown bank NOPE' });
    expect(
      (
        await jar.call(`${C}/payment`, {
          method: 'PUT',
          body: { payment_mode: 'UPI', payment_identifier: 'not a vpa' },
        })
      ).json,
    ).toMatchObject({ is_valid: false, message: 'Enter a valid UPI ID (for example name@bank)' });
    expect((await jar.call(`${C}/payment`, { method: 'PUT', body: { payment_mode: 'XX' } })).json).toMatchObject({
      is_valid: false,
      message: 'Payment mode XX is not available for this order',
    });
    expect((await jar.call(`${C}/payment`, { method: 'PUT', body: {} })).status).toBe(400);
    const validity = await jar.get(`${C}/payment/validate/?payment_mode=UPI&address_id=${addressId}`);
    expect(validity.json).toMatchObject({
      success: true,
      coupon_validity: { valid: true, code: null, next_validation_required: false },
    });
  });

  it('pay-later customer validation answers with the provider words; VPAs are checked', async () => {
    const { jar } = await buyer({ address: false });
    const ask = (phone: string, paise: number) =>
      jar.post(`${PAY}/payment/customer/validation`, {
        phone_number: phone,
        aggregator: 'Simpl',
        transaction_amount_in_paise: paise,
      });
    expect((await ask('9876543210', 150000)).json).toMatchObject({
      success: true,
      message: 'Yay! Grab a new wardrobe & Pay Later!',
      data: { approved: true },
    });
    expect((await ask('9000000001', 150000)).json).toMatchObject({
      success: false,
      message: "Oops! your mobile number isn't liked to a Simpl account",
      data: { approved: false },
    });
    expect((await ask('9000000002', 150000)).json.message).toBe('Oops! your account has been blocked by Simpl');
    expect((await ask('9876543210', 9_000_000)).json.message).toBe(
      'Oops! this transaction exceeds your Simpl credit limit',
    );
    expect((await ask('9876543210', 0)).json.message).toBe("Oops! transaction amount can't be 0");
    expect((await ask('12', 100)).status).toBe(400);
    expect((await jar.post(`${PAY}/validate-vpa`, { upi_vpa: 'asha@okbank' })).json.data).toMatchObject({
      is_valid: true,
      status: 'VALID',
    });
    expect((await jar.post(`${PAY}/validate-vpa`, { upi_vpa: 'asha' })).json.data).toMatchObject({
      is_valid: false,
      status: 'INVALID',
    });
  });
});

describe('a coupon kept for one payment mode', () => {
  it('UPI100 shows in the bag, is refused for net banking in words (validate, select, checkout), and goes through with UPI', async () => {
    const [a] = await articles((x) => x.effective >= 500, 4);
    const shopper = await buyer();
    await shopper.jar.post(`${C}/detail`, { items: [{ article_id: a.articleId, quantity: 2 }] });
    const applied = await shopper.jar.post(`${C}/coupon`, { coupon_code: 'UPI100' });
    expect(applied.status).toBe(200);
    expect(applied.json.breakup_values.raw.coupon).toBe(100);
    await shopper.jar.post(`${C}/select-address`, { id: shopper.addressId });
    const words = 'Coupon UPI100 is only for payments by UPI';
    const nb = await shopper.jar.get(
      `${C}/payment/validate/?payment_mode=NB&payment_identifier=HDFC&address_id=${shopper.addressId}`,
    );
    expect(nb.json).toMatchObject({
      success: true,
      message: words,
      coupon_validity: { valid: false, code: 'UPI100', discount: 0 },
    });
    expect(
      (await shopper.jar.get(`${C}/payment/validate/?payment_mode=UPI&address_id=${shopper.addressId}`)).json
        .coupon_validity,
    ).toMatchObject({ valid: true, discount: 100 });
    expect(
      (
        await shopper.jar.call(`${C}/payment`, {
          method: 'PUT',
          body: { payment_mode: 'NB', payment_identifier: 'HDFC' },
        })
      ).json,
    ).toMatchObject({ is_valid: false, message: words });
    const before = await stockOf(a);
    const refused = await checkout(shopper.jar, { payment_mode: 'NB', payment_identifier: 'HDFC' });
    expect(refused.status).toBe(400);
    expect(refused.json).toMatchObject({ success: false, message: words, code: 'COUPON_NOT_FOR_MODE' });
    expect(await stockOf(a)).toBe(before);
    const placed = await checkout(shopper.jar, { payment_mode: 'UPI', payment_identifier: 'asha@okbank' });
    expect(placed.status).toBe(200);
    const order = (await shopper.jar.get(`${ORDER}/orders/${placed.json.order_id}`)).json.order;
    expect(order.breakup_values.find((r: { name: string }) => r.name === 'coupon')?.value).toBe(-100);
  });
});

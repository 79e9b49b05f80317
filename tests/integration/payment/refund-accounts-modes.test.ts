// Refund accounts: ifsc-code/verify knows the bank offline; refund/transfer-mode lists bank and UPI
// and a mode turned off refuses accounts of that mode.
import { describe, expect, it } from '@jest/globals';
import { Jar } from '../cart/helpers';
import { PAY } from './helpers';
import { codOrder, upi, addUpi } from './refund-accounts-helpers';

describe('ifsc-code/verify', () => {
  it('knows the bank from the code offline, and refuses a bad or unknown code in words', async () => {
    const { jar } = await codOrder();
    const ok = await jar.get(`${PAY}/ifsc-code/verify?ifsc_code=HDFC0001234`);
    expect(ok.status).toBe(200);
    expect(ok.json).toEqual({
      ifsc_code: 'HDFC0001234',
      bank_name: 'HDFC Bank',
      branch_name: 'Branch 001234',
      success: true,
      is_verified_flag: true,
    });
    expect((await jar.get(`${PAY}/ifsc-code/verify?ifsc_code=%20sbin0a1b2c3%20`)).json).toMatchObject({
      ifsc_code: 'SBIN0A1B2C3',
      bank_name: 'State Bank of India',
    });

    for (const bad of ['HDFC1001234', 'HDF0001234', 'HDFC00012345', '', '%00', 'HDFC000123%E2%82%AC']) {
      const refused = await jar.get(`${PAY}/ifsc-code/verify?ifsc_code=${bad}`);
      expect(refused.status).toBe(400);
    }
    expect((await jar.get(`${PAY}/ifsc-code/verify?ifsc_code=HDFC1001234`)).json.message).toMatch(
      /Enter a valid IFSC code: 4 letters, a zero, then 6 letters or digits/,
    );
    expect((await jar.get(`${PAY}/ifsc-code/verify`)).status).toBe(400);
    const unknown = await jar.get(`${PAY}/ifsc-code/verify?ifsc_code=ZZZZ0001234`);
    expect(unknown.status).toBe(400);
    expect(unknown.json).toMatchObject({
      success: false,
      message:
        'ZZZZ0001234 is not an IFSC code of a bank we can refund to. Check the code on your cheque book or passbook.',
    });
    // Signed-in shoppers only.
    expect((await new Jar().get(`${PAY}/ifsc-code/verify?ifsc_code=HDFC0001234`)).status).toBe(401);
  });
});

describe('refund/transfer-mode', () => {
  it('lists bank and UPI, on by default; a mode turned off refuses accounts of that mode until it is on again', async () => {
    const { jar, orderId } = await codOrder();
    const modes = await jar.get(`${PAY}/refund/transfer-mode`);
    expect(modes.status).toBe(200);
    expect(modes.json.data.map((g: any) => g.items.map((i: any) => [i.name, i.is_active])).flat()).toEqual([
      ['bank', true],
      ['upi', true],
    ]);
    expect(modes.json.data[0]).toMatchObject({
      display_name: 'Bank',
      items: [{ id: 1, name: 'bank', display_name: 'Bank account' }],
    });

    expect((await jar.put(`${PAY}/refund/transfer-mode`, { transfer_mode: 'UPI', enable: false })).json).toEqual({
      success: true,
      message: 'Refunds to UPI turned off',
    });
    const after = await jar.get(`${PAY}/refund/transfer-mode`);
    expect(after.json.data[1].items[0]).toMatchObject({ name: 'upi', is_active: false });
    const refused = await jar.post(`${PAY}/refund/account`, upi(orderId, 'asha@okhdfc'));
    expect(refused.status).toBe(400);
    expect(refused.json.message).toBe('Refunds to UPI are turned off for your account. Turn them on first.');
    expect((await jar.put(`${PAY}/refund/transfer-mode`, { transfer_mode: 'upi', enable: true })).status).toBe(200);
    expect((await addUpi(jar, orderId, 'asha@okhdfc')).status).toBe(200);

    for (const bad of [
      { transfer_mode: 'wallet', enable: true },
      { transfer_mode: 'bank' },
      { transfer_mode: 'bank', enable: 'yes' },
      {},
      { transfer_mode: 7, enable: true },
    ]) {
      expect((await jar.put(`${PAY}/refund/transfer-mode`, bad)).status).toBe(400);
    }
    expect((await new Jar().get(`${PAY}/refund/transfer-mode`)).status).toBe(401);
  });
});

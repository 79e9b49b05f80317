// Refund accounts: ifsc-code/verify, refund/transfer-mode, refund/account (a UPI
// id or a bank account, each only with an OTP), refund/account/otp + refund/verification/bank,
// refund/verification/wallet, refund/order/beneficiaries, refund/user/beneficiary and
// refund/beneficiary/default, over HTTP and through the official SDK's Payment client. One shopper
// never reads or uses another's order or account (404 like a missing one); account numbers are
// answered masked. The test platform's OTPs live 6 s and resend after 2 s (global-setup.js).
import { describe, expect, it } from '@jest/globals';
import { C, Jar } from '../cart/helpers';
import { failure, officialClient } from '../harness';
import { AUTH, Shopper, latestOtp, sleep, uniqueMobile } from '../user-helpers';
import { HOME } from '../address/fixtures';
import { PAY, prepaidOrder, type Prepaid } from './helpers';
import { ORDER, type Buyer } from '../checkout/helpers';
import { advance, placedOrder, statusUpdate } from '../order/helpers';

const OTP_WAIT = 2100;
const ACCOUNT = '123456789012';
const BANK = { account_holder: 'Asha Verma', account_no: ACCOUNT, confirm_account_no: ACCOUNT, ifsc_code: 'HDFC0001234' };
const wrong = (otp: string) => String((Number(otp) + 1) % 1_000_000).padStart(6, '0');

/** A COD order of a new email-verified shopper (no verified mobile: refund OTPs go to the email). */
async function codOrder(who?: Buyer): Promise<Prepaid & { email: string }> {
  const order = await prepaidOrder('COD', undefined, 1, who);
  const session = await order.jar.get(`${AUTH}/session`);
  const email = (session.json.user.emails as { email: string; verified: boolean }[]).find((e) => e.verified)!.email;
  return { ...order, email };
}

/** A shopper signed in by mobile OTP (a verified mobile), with an address, as a buyer. */
async function mobileBuyer(): Promise<Buyer & { mobile: string }> {
  const mobile = uniqueMobile();
  const shopper = new Shopper();
  const sent = await shopper.post(`${AUTH}/login/otp`, { mobile, country_code: '91' });
  expect(sent.status).toBe(200);
  const verified = await shopper.post(`${AUTH}/otp/mobile/verify`, { request_id: sent.json.request_id, otp: await latestOtp(`+91${mobile}`) });
  expect(verified.status).toBe(200);
  const jar = new Jar();
  jar.cookies.set('f.session', shopper.cookie.slice('f.session='.length));
  const saved = await jar.post(`${C}/address`, HOME);
  expect(saved.status).toBe(200);
  return { jar, userId: verified.json.user.user_id, addressId: saved.json.id, mobile };
}

const upi = (orderId: string, vpa: string, extra: Record<string, unknown> = {}) => ({ order_id: orderId, transfer_mode: 'upi', delights: false, details: { vpa }, ...extra });

/** Where the shopper's refund OTPs go: a verified mobile, else a verified email. */
async function otpAddress(jar: Jar): Promise<string> {
  const { user } = (await jar.get(`${AUTH}/session`)).json;
  const phone = (user.phone_numbers as { phone: string; country_code: number; verified: boolean }[]).find((p) => p.verified);
  return phone ? `+${phone.country_code}${phone.phone}` : (user.emails as { email: string; verified: boolean }[]).find((e) => e.verified)!.email;
}

/** An OTP of refund/account/otp for this UPI id (waiting out the resend timer when one was just sent). */
async function upiOtp(jar: Jar, orderId: string, vpa: string): Promise<{ otp: string; request_id: string }> {
  let sent = await jar.post(`${PAY}/refund/account/otp`, { order_id: orderId, details: { vpa } });
  if (sent.status === 429) {
    await sleep(OTP_WAIT);
    sent = await jar.post(`${PAY}/refund/account/otp`, { order_id: orderId, details: { vpa } });
  }
  expect(sent.status).toBe(200);
  return { otp: await latestOtp(await otpAddress(jar)), request_id: sent.json.request_id };
}

/** refund/account for a UPI id, with an OTP sent for it. */
async function addUpi(jar: Jar, orderId: string, vpa: string, extra: Record<string, unknown> = {}) {
  return jar.post(`${PAY}/refund/account`, upi(orderId, vpa, { ...extra, ...(await upiOtp(jar, orderId, vpa)) }));
}

describe('ifsc-code/verify', () => {
  it('knows the bank from the code offline, and refuses a bad or unknown code in words', async () => {
    const { jar } = await codOrder();
    const ok = await jar.get(`${PAY}/ifsc-code/verify?ifsc_code=HDFC0001234`);
    expect(ok.status).toBe(200);
    expect(ok.json).toEqual({ ifsc_code: 'HDFC0001234', bank_name: 'HDFC Bank', branch_name: 'Branch 001234', success: true, is_verified_flag: true });
    expect((await jar.get(`${PAY}/ifsc-code/verify?ifsc_code=%20sbin0a1b2c3%20`)).json).toMatchObject({ ifsc_code: 'SBIN0A1B2C3', bank_name: 'State Bank of India' });

    for (const bad of ['HDFC1001234', 'HDF0001234', 'HDFC00012345', '', '%00', 'HDFC000123%E2%82%AC']) {
      const refused = await jar.get(`${PAY}/ifsc-code/verify?ifsc_code=${bad}`);
      expect(refused.status).toBe(400);
    }
    expect((await jar.get(`${PAY}/ifsc-code/verify?ifsc_code=HDFC1001234`)).json.message).toMatch(/Enter a valid IFSC code: 4 letters, a zero, then 6 letters or digits/);
    expect((await jar.get(`${PAY}/ifsc-code/verify`)).status).toBe(400);
    const unknown = await jar.get(`${PAY}/ifsc-code/verify?ifsc_code=ZZZZ0001234`);
    expect(unknown.status).toBe(400);
    expect(unknown.json).toMatchObject({ success: false, message: 'ZZZZ0001234 is not an IFSC code of a bank we can refund to. Check the code on your cheque book or passbook.' });
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
    expect(modes.json.data[0]).toMatchObject({ display_name: 'Bank', items: [{ id: 1, name: 'bank', display_name: 'Bank account' }] });

    expect((await jar.put(`${PAY}/refund/transfer-mode`, { transfer_mode: 'UPI', enable: false })).json).toEqual({ success: true, message: 'Refunds to UPI turned off' });
    const after = await jar.get(`${PAY}/refund/transfer-mode`);
    expect(after.json.data[1].items[0]).toMatchObject({ name: 'upi', is_active: false });
    const refused = await jar.post(`${PAY}/refund/account`, upi(orderId, 'asha@okhdfc'));
    expect(refused.status).toBe(400);
    expect(refused.json.message).toBe('Refunds to UPI are turned off for your account. Turn them on first.');
    expect((await jar.put(`${PAY}/refund/transfer-mode`, { transfer_mode: 'upi', enable: true })).status).toBe(200);
    expect((await addUpi(jar, orderId, 'asha@okhdfc')).status).toBe(200);

    for (const bad of [{ transfer_mode: 'wallet', enable: true }, { transfer_mode: 'bank' }, { transfer_mode: 'bank', enable: 'yes' }, {}, { transfer_mode: 7, enable: true }]) {
      expect((await jar.put(`${PAY}/refund/transfer-mode`, bad)).status).toBe(400);
    }
    expect((await new Jar().get(`${PAY}/refund/transfer-mode`)).status).toBe(401);
  });
});

describe('refund/account (UPI) and the order beneficiaries', () => {
  it('adds a UPI id as the order refund account only with an OTP sent for it, as a bank account; the same id twice is one account; bad input is refused in words', async () => {
    const { jar, orderId, email } = await codOrder();
    const shipmentId = (await jar.get(`${ORDER}/orders/${orderId}`)).json.order.shipments[0].shipment_id;
    // Was: a UPI id was added with the session alone. Now it needs the same proof as a bank account.
    const bare = await jar.post(`${PAY}/refund/account`, upi(orderId, 'Asha.Verma@okicici', { shipment_id: shipmentId }));
    expect([bare.status, bare.json.message]).toEqual([400, expect.stringMatching(/^A refund account is added with an OTP/)]);
    expect((await jar.get(`${PAY}/refund/user/beneficiary`)).json.beneficiaries).toEqual([]);
    const sent = await jar.post(`${PAY}/refund/account/otp`, { order_id: orderId, details: { vpa: 'Asha.Verma@okicici' } });
    expect(sent.status).toBe(200);
    expect(sent.json.message).toMatch(/^OTP sent to \S•+@example\.com$/);
    const otp = await latestOtp(email);
    // Wrong code, or a code sent for another UPI id: refused, nothing added.
    expect((await jar.post(`${PAY}/refund/account`, upi(orderId, 'Asha.Verma@okicici', { otp: wrong(otp), request_id: sent.json.request_id }))).status).toBe(400);
    const swapped = await jar.post(`${PAY}/refund/account`, upi(orderId, 'thief@okaxis', { otp, request_id: sent.json.request_id }));
    expect([swapped.status, swapped.json.message]).toEqual([400, 'This OTP was sent for another refund account. Ask for a new one.']);
    expect((await jar.get(`${PAY}/refund/user/beneficiary`)).json.beneficiaries).toEqual([]);
    const added = await jar.post(`${PAY}/refund/account`, upi(orderId, 'Asha.Verma@okicici', { shipment_id: shipmentId, otp, request_id: sent.json.request_id }));
    expect(added.status).toBe(200);
    expect(added.json).toMatchObject({ success: true, message: 'UPI ID added', is_verified_flag: true, data: { transfer_mode: 'upi', vpa: 'asha.verma@okicici', title: 'UPI', account_no: '', is_active: true, is_default: true } });
    const id = added.json.data.beneficiary_id;
    expect(id).toMatch(/^[a-f0-9]{24}$/);
    expect(typeof added.json.data.id).toBe('number');

    const again = await addUpi(jar, orderId, 'asha.verma@OKICICI');
    expect(again.json.data.beneficiary_id).toBe(id);
    const mine = await jar.get(`${PAY}/refund/user/beneficiary?order_id=${orderId}`);
    expect(mine.status).toBe(200);
    expect(mine.json.beneficiaries).toHaveLength(1);
    expect(mine.json).toMatchObject({ show_beneficiary_details: true, beneficiaries: [{ beneficiary_id: id, is_active: true }] });
    const ofOrder = await jar.get(`${PAY}/refund/order/beneficiaries?order_id=${orderId}`);
    expect(ofOrder.json).toMatchObject({ show_beneficiary_details: true, beneficiaries: [{ beneficiary_id: id, is_active: true, display_name: 'asha.verma@okicici' }] });
    // Without an order, the shopper's accounts with none marked.
    expect((await jar.get(`${PAY}/refund/user/beneficiary`)).json.beneficiaries).toMatchObject([{ beneficiary_id: id, is_active: false }]);

    const refusals: [unknown, number, string | RegExp][] = [
      [upi(orderId, 'not-a-vpa'), 400, /Enter a valid UPI ID \(for example name@bank\)/],
      [upi(orderId, ''), 400, /Enter a valid UPI ID/],
      [{ ...upi(orderId, 'a@b'), details: {} }, 400, /details.vpa/],
      [{ transfer_mode: 'upi', details: { vpa: 'asha@okaxis' } }, 400, /order_id/],
      [upi('fy-nope', 'asha@okaxis'), 400, /order_id must be an order id/],
      [upi(orderId, 'asha@okaxis', { transfer_mode: 'cash' }), 400, /transfer_mode must be bank or upi/],
      [upi(orderId, 'asha@okaxis', { details: 'asha@okaxis' }), 400, /details/],
      [upi(orderId, 'asha@okaxis', { otp: '123456' }), 400, /otp and request_id go together/],
      [upi(orderId, 'asha@okaxis', { details: { vpa: 'asha@okaxis', email: 'nope' } }), 400, /Enter a valid email address/],
      [upi(orderId, 'asha@okaxis', { details: { vpa: 'asha@okaxis', mobile: '12345' } }), 400, /Enter a 10-digit mobile number/],
      [upi('FYNOTANORDER1', 'asha@okaxis'), 404, 'Order not found'],
      [upi(orderId, 'asha@okaxis', { shipment_id: 'FYNOTASHIPMENT-1' }), 404, 'Shipment not found'],
    ];
    for (const [input, status, message] of refusals) {
      const answer = await jar.post(`${PAY}/refund/account`, input);
      expect([answer.status, answer.json.message]).toEqual([status, expect.stringMatching(message instanceof RegExp ? message : `^${message}$`)]);
    }
    expect((await jar.get(`${PAY}/refund/order/beneficiaries`)).status).toBe(400);
    expect((await jar.get(`${PAY}/refund/order/beneficiaries?order_id=FYNOTANORDER1`)).status).toBe(404);
  });
});

describe('a bank account with an OTP', () => {
  it('refund/account/otp checks the account and the IFSC, sends an OTP; refund/verification/bank adds it masked as the order account', async () => {
    const { jar, orderId, email } = await codOrder();
    const stranger = await codOrder();
    const otpFor = (details: Record<string, unknown>) => jar.post(`${PAY}/refund/account/otp`, { order_id: orderId, details });
    const refusals: [Record<string, unknown>, string | RegExp][] = [
      [{ ...BANK, confirm_account_no: '123456789013' }, /The account numbers do not match/],
      [{ ...BANK, account_no: '12ab', confirm_account_no: undefined }, /Enter the account number: 9 to 18 digits/],
      [{ ...BANK, ifsc_code: 'HDFC1234' }, /Enter a valid IFSC code/],
      [{ ...BANK, ifsc_code: 'QQQQ0001234' }, 'QQQQ0001234 is not an IFSC code of a bank we can refund to. Check the code on your cheque book or passbook.'],
      [{ ...BANK, account_holder: '' }, /Enter the account holder's name/],
      [{ ...BANK, account_holder: '<script>' }, /Enter the account holder's name as the bank has it/],
    ];
    for (const [details, message] of refusals) {
      const answer = await otpFor(details);
      expect([answer.status, answer.json.message]).toEqual([400, expect.stringMatching(message instanceof RegExp ? message : `^${message}$`)]);
    }
    expect((await jar.post(`${PAY}/refund/account/otp`, { order_id: 'FYNOTANORDER1', details: BANK })).status).toBe(404);

    const sent = await otpFor({ ...BANK, account_no: '1234 5678 9012', confirm_account_no: '123456789012', ifsc_code: 'hdfc0001234' });
    expect(sent.status).toBe(200);
    expect(sent.json).toMatchObject({ success: true, is_verified_flag: false, request_id: expect.stringMatching(/^[a-f0-9]{32}$/), data: { bank_name: 'HDFC Bank', branch_name: 'Branch 001234' } });
    expect(sent.json.message).toMatch(/^OTP sent to \S•+@example\.com$/);
    const otp = await latestOtp(email);

    // Too soon for another, a wrong code, someone else's request: refused; the right code still works after.
    expect((await otpFor(BANK)).status).toBe(429);
    const verify = (code: string, who = jar, requestId = sent.json.request_id) => who.post(`${PAY}/refund/verification/bank`, { request_id: requestId, otp: code, hash_key: '' });
    expect((await verify(wrong(otp))).json).toMatchObject({ success: false, message: 'The OTP is incorrect or has expired' });
    expect((await verify(otp, stranger.jar)).json).toMatchObject({ success: false, message: 'The OTP is incorrect or has expired' });
    expect((await verify('12ab56')).status).toBe(400);
    expect((await jar.post(`${PAY}/refund/verification/bank`, { request_id: 'nope', otp })).status).toBe(400);

    const added = await verify(otp);
    expect(added.status).toBe(200);
    expect(added.json).toMatchObject({
      success: true,
      message: 'Bank account added',
      is_verified_flag: true,
      data: { transfer_mode: 'bank', account_no: 'XXXXXXXX9012', bank_name: 'HDFC Bank', ifsc_code: 'HDFC0001234', account_holder: 'Asha Verma', is_default: true, is_verified: true },
    });
    // Spent: the same code again is refused.
    expect((await verify(otp)).status).toBe(400);

    const listed = await jar.get(`${PAY}/refund/order/beneficiaries?order_id=${orderId}`);
    expect(listed.json.beneficiaries).toMatchObject([{ beneficiary_id: added.json.data.beneficiary_id, is_active: true, subtitle: 'XXXXXXXX9012', display_name: 'HDFC Bank ····9012' }]);
    // The full number is never answered.
    for (const answer of [added, listed, await jar.get(`${PAY}/refund/user/beneficiary?order_id=${orderId}`)]) expect(JSON.stringify(answer.json)).not.toContain(ACCOUNT);

    // refund/account adds a bank account only with an OTP, and only one sent for that account.
    const direct = await jar.post(`${PAY}/refund/account`, { order_id: orderId, transfer_mode: 'bank', details: { ...BANK, account_no: '999988887777', confirm_account_no: undefined } });
    expect(direct.status).toBe(400);
    expect(direct.json.message).toMatch(/^A refund account is added with an OTP/);
    await sleep(OTP_WAIT);
    const second = await otpFor({ ...BANK, account_no: '555566667777', confirm_account_no: '555566667777' });
    expect(second.status).toBe(200);
    const code = await latestOtp(email);
    const swapped = await jar.post(`${PAY}/refund/account`, { order_id: orderId, transfer_mode: 'bank', otp: code, request_id: second.json.request_id, details: { ...BANK, account_no: '999988887777', confirm_account_no: undefined } });
    expect([swapped.status, swapped.json.message]).toEqual([400, 'This OTP was sent for another refund account. Ask for a new one.']);
    const same = await jar.post(`${PAY}/refund/account`, { order_id: orderId, transfer_mode: 'BANK', otp: code, request_id: second.json.request_id, details: { ...BANK, account_no: '555566667777', confirm_account_no: undefined } });
    expect(same.status).toBe(200);
    expect(same.json).toMatchObject({ message: 'Bank account added', is_verified_flag: true, data: { account_no: 'XXXXXXXX7777', is_default: true } });
    expect((await jar.get(`${PAY}/refund/user/beneficiary?order_id=${orderId}`)).json.beneficiaries.map((b: any) => [b.account_no, b.is_active])).toEqual([
      ['XXXXXXXX9012', false],
      ['XXXXXXXX7777', true],
    ]);
  });

  it('a shopper with a verified mobile gets the OTP by SMS; refund/verification/wallet sends one only to their own verified mobile', async () => {
    const who = await mobileBuyer();
    const { jar, orderId } = await prepaidOrder('COD', undefined, 1, who);
    const sent = await jar.post(`${PAY}/refund/account/otp`, { order_id: orderId, details: BANK });
    expect(sent.status).toBe(200);
    expect(sent.json.message).toBe(`OTP sent to +91 ••••••${who.mobile.slice(-4)}`);
    expect((await jar.post(`${PAY}/refund/verification/bank`, { request_id: sent.json.request_id, otp: await latestOtp(`+91${who.mobile}`) })).status).toBe(200);

    await sleep(OTP_WAIT);
    const other = uniqueMobile();
    const notMine = await jar.post(`${PAY}/refund/verification/wallet`, { country_code: '91', mobile: other });
    expect([notMine.status, notMine.json.message]).toEqual([400, 'Use a mobile number verified on your account']);
    expect((await jar.post(`${PAY}/refund/verification/wallet`, { country_code: '91', mobile: '12' })).status).toBe(400);
    const wallet = await jar.post(`${PAY}/refund/verification/wallet`, { country_code: '+91', mobile: who.mobile });
    expect(wallet.status).toBe(200);
    expect(wallet.json).toMatchObject({ success: true, is_verified_flag: false, request_id: expect.stringMatching(/^[a-f0-9]{32}$/) });
    // Its OTP verifies a UPI id (or a bank account) given to refund/account.
    const added = await jar.post(`${PAY}/refund/account`, upi(orderId, 'asha@ybl', { otp: await latestOtp(`+91${who.mobile}`), request_id: wallet.json.request_id }));
    expect(added.status).toBe(200);
    expect(added.json).toMatchObject({ is_verified_flag: true, data: { vpa: 'asha@ybl', is_verified: true, is_default: true } });
  });
});

describe('refund/beneficiary/default and other shoppers', () => {
  it('chooses one of the shopper accounts for an order; another shopper finds neither their order nor their account', async () => {
    const first = await codOrder();
    const a = (await addUpi(first.jar, first.orderId, 'first@okaxis')).json.data.beneficiary_id;
    const b = (await addUpi(first.jar, first.orderId, 'second@okaxis')).json.data.beneficiary_id;
    expect((await first.jar.get(`${PAY}/refund/order/beneficiaries?order_id=${first.orderId}`)).json.beneficiaries.map((x: any) => [x.beneficiary_id, x.is_active])).toEqual([
      [a, false],
      [b, true],
    ]);
    const chosen = await first.jar.post(`${PAY}/refund/beneficiary/default`, { order_id: first.orderId, beneficiary_id: a });
    expect(chosen.json).toEqual({ success: true, is_beneficiary_set: true, message: 'Refunds for this order will go to this account' });
    expect((await first.jar.get(`${PAY}/refund/order/beneficiaries?order_id=${first.orderId}`)).json.beneficiaries.find((x: any) => x.is_active).beneficiary_id).toBe(a);

    // A second order of the same shopper can use the same account.
    const secondOrder = await prepaidOrder('COD', undefined, 1, first);
    expect((await first.jar.get(`${PAY}/refund/order/beneficiaries?order_id=${secondOrder.orderId}`)).json).toEqual({ beneficiaries: [], show_beneficiary_details: true });
    expect((await first.jar.post(`${PAY}/refund/beneficiary/default`, { order_id: secondOrder.orderId, beneficiary_id: b })).status).toBe(200);
    expect((await first.jar.get(`${PAY}/refund/order/beneficiaries?order_id=${secondOrder.orderId}`)).json.beneficiaries.map((x: any) => [x.beneficiary_id, x.is_active])).toEqual([[b, true]]);

    const other = await codOrder();
    const own = (await addUpi(other.jar, other.orderId, 'other@okaxis')).json.data.beneficiary_id;
    const missing = { success: false, message: 'Order not found' };
    // Someone else's order: not found, exactly like an order that does not exist.
    for (const path of [`refund/order/beneficiaries?order_id=${first.orderId}`, `refund/user/beneficiary?order_id=${first.orderId}`]) {
      const answer = await other.jar.get(`${PAY}/${path}`);
      expect([answer.status, answer.json]).toEqual([404, missing]);
      const none = await other.jar.get(`${PAY}/${path.replace(first.orderId, 'FYNOTANORDER1')}`);
      expect([none.status, none.json]).toEqual([404, missing]);
    }
    expect((await other.jar.post(`${PAY}/refund/account`, upi(first.orderId, 'other@okaxis'))).json).toEqual(missing);
    expect((await other.jar.post(`${PAY}/refund/account/otp`, { order_id: first.orderId, details: BANK })).json).toEqual(missing);
    expect((await other.jar.post(`${PAY}/refund/account/otp`, { order_id: first.orderId, details: { vpa: 'other@okaxis' } })).json).toEqual(missing);
    expect((await other.jar.post(`${PAY}/refund/beneficiary/default`, { order_id: first.orderId, beneficiary_id: own })).json).toEqual(missing);
    // Someone else's account, on one's own order: not found like an unknown one.
    const foreign = await other.jar.post(`${PAY}/refund/beneficiary/default`, { order_id: other.orderId, beneficiary_id: a });
    const unknown = await other.jar.post(`${PAY}/refund/beneficiary/default`, { order_id: other.orderId, beneficiary_id: 'ffffffffffffffffffffffff' });
    expect([foreign.status, foreign.json]).toEqual([404, { success: false, message: 'Refund account not found' }]);
    expect([unknown.status, unknown.json]).toEqual([foreign.status, foreign.json]);
    expect((await other.jar.get(`${PAY}/refund/user/beneficiary`)).json.beneficiaries.map((x: any) => x.beneficiary_id)).toEqual([own]);
    // The first shopper's order still goes to their own account.
    expect((await first.jar.get(`${PAY}/refund/order/beneficiaries?order_id=${first.orderId}`)).json.beneficiaries.find((x: any) => x.is_active).beneficiary_id).toBe(a);

    expect((await first.jar.post(`${PAY}/refund/beneficiary/default`, { order_id: first.orderId, beneficiary_id: 'not an id' })).status).toBe(400);
    expect((await first.jar.post(`${PAY}/refund/beneficiary/default`, { order_id: first.orderId })).status).toBe(400);
    expect((await new Jar().post(`${PAY}/refund/beneficiary/default`, { order_id: first.orderId, beneficiary_id: a })).status).toBe(401);
  });

  it('answers any malformed body with a 4xx, never a 500', async () => {
    const { jar } = await codOrder();
    const bodies: unknown[] = [null, [], 7, 'text', { order_id: null, details: null }, { order_id: ['FY1'], details: [] }, { details: { account_no: { $gt: '' } } }, { request_id: 5, otp: {} }, { mobile: [], country_code: {} }, { transfer_mode: null }];
    const posts = ['refund/account', 'refund/account/otp', 'refund/verification/bank', 'refund/verification/wallet', 'refund/beneficiary/default'];
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
      expect((await jar.get(`${PAY}/refund/user/beneficiary?${q}`)).status).toBe(q.startsWith('order_id[]') ? 200 : 400);
    }
    expect((await jar.get(`${PAY}/ifsc-code/verify?ifsc_code=A&ifsc_code=B`)).status).toBe(400);
  });
});

describe('a refund waiting for an account', () => {
  it('is paid once the shopper gives the order an account', async () => {
    const placed = await placedOrder();
    const id = placed.order.shipments[0].shipment_id;
    await advance(id, 4);
    expect((await placed.jar.put(`${ORDER}/orders/shipments/${id}/status`, statusUpdate(id, 'return_initiated', { reasonId: 15 }))).status).toBe(200);
    await advance(id, 2);
    const shipment = async () => (await placed.jar.get(`${ORDER}/orders/shipments/${id}`)).json.shipment;
    expect(await shipment()).toMatchObject({ shipment_status: { value: 'return_completed' }, refund_details: { method: 'beneficiary', status: 'awaiting_beneficiary' } });

    const added = await addUpi(placed.jar, placed.orderId, 'refund@okaxis', { shipment_id: id });
    expect(added.status).toBe(200);
    expect((await shipment()).refund_details).toMatchObject({ method: 'beneficiary', status: 'refunded' });
  });
});

describe('refund accounts through the official SDK', () => {
  it('the Payment client: IFSC, transfer modes, UPI and bank accounts, the order and user beneficiaries, the default', async () => {
    const { jar, orderId, email } = await codOrder();
    const shipmentId = (await jar.get(`${ORDER}/orders/${orderId}`)).json.order.shipments[0].shipment_id;
    const sdk = officialClient({ cookie: jar.cookie });
    expect(await sdk.payment.verifyIfscCode({ ifscCode: 'ICIC0000001' })).toMatchObject({ bank_name: 'ICICI Bank', success: true });
    expect(await failure(() => sdk.payment.verifyIfscCode({ ifscCode: 'ABCD0000001' }))).toMatchObject({ code: 400, message: 'ABCD0000001 is not an IFSC code of a bank we can refund to. Check the code on your cheque book or passbook.' });

    expect(await sdk.payment.getActiveRefundTransferModes()).toMatchObject({ data: [{ items: [{ name: 'bank', is_active: true }] }, { items: [{ name: 'upi', is_active: true }] }] });
    expect(await sdk.payment.enableOrDisableRefundTransferMode({ body: { transfer_mode: 'bank', enable: true } })).toMatchObject({ success: true });

    const upiSent = (await sdk.payment.addRefundBankAccountUsingOTP({ body: { order_id: orderId, details: { vpa: 'sdk@okhdfc', account_holder: 'Asha Verma' } as any } })) as any;
    const upiOtp = { otp: await latestOtp(email), request_id: upiSent.request_id };
    const added = (await sdk.payment.addBeneficiaryDetails({ body: { order_id: orderId, shipment_id: shipmentId, transfer_mode: 'upi', delights: false, details: { vpa: 'sdk@okhdfc', account_holder: 'Asha Verma' }, ...upiOtp } })) as any;
    expect(added).toMatchObject({ success: true, data: { vpa: 'sdk@okhdfc', is_default: true } });
    expect(await failure(() => sdk.payment.addBeneficiaryDetails({ body: { order_id: orderId, transfer_mode: 'upi', details: { vpa: 'nope' } } }))).toMatchObject({ code: 400 });

    await sleep(OTP_WAIT);
    const sent = (await sdk.payment.addRefundBankAccountUsingOTP({ body: { order_id: orderId, details: { ...BANK, bank_name: 'HDFC Bank', branch_name: 'Bandra West' } } })) as any;
    expect(sent).toMatchObject({ success: true, request_id: expect.any(String) });
    const verified = (await sdk.payment.verifyOtpAndAddBeneficiaryForBank({ body: { request_id: sent.request_id, otp: await latestOtp(email), hash_key: '' } })) as any;
    expect(verified).toMatchObject({ success: true, data: { account_no: 'XXXXXXXX9012', branch_name: 'Bandra West', is_default: true } });
    expect(await failure(() => sdk.payment.verifyOtpAndAddBeneficiaryForWallet({ body: { country_code: '91', mobile: uniqueMobile() } }))).toMatchObject({ code: 400, message: 'Use a mobile number verified on your account' });

    const ofOrder = (await sdk.payment.getOrderBeneficiariesDetail({ orderId })) as any;
    expect(ofOrder.beneficiaries.map((b: any) => [b.transfer_mode, b.is_active])).toEqual([
      ['upi', false],
      ['bank', true],
    ]);
    const mine = (await sdk.payment.getUserBeneficiariesDetail({ orderId })) as any;
    expect(mine.beneficiaries).toHaveLength(2);
    expect(await sdk.payment.updateDefaultBeneficiary({ body: { order_id: orderId, beneficiary_id: added.data.beneficiary_id } })).toMatchObject({ success: true, is_beneficiary_set: true });
    expect(((await sdk.payment.getOrderBeneficiariesDetail({ orderId })) as any).beneficiaries.find((b: any) => b.is_active).vpa).toBe('sdk@okhdfc');
    expect(await failure(() => sdk.payment.getOrderBeneficiariesDetail({ orderId: 'FYNOTANORDER1' }))).toMatchObject({ code: 404, message: 'Order not found' });

    // Without a session every call is refused.
    expect(await failure(() => officialClient().payment.getUserBeneficiariesDetail({ orderId }))).toMatchObject({ code: 401 });
  });
});

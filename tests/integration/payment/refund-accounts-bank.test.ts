// Refund accounts: refund/account/otp + refund/verification/bank add a bank account answered masked;
// refund/verification/wallet sends an OTP only to the shopper's own verified mobile.
import { describe, expect, it } from '@jest/globals';
import { latestOtp, sleep, uniqueMobile } from '../user-helpers';
import { PAY, prepaidOrder } from './helpers';
import { OTP_WAIT, ACCOUNT, BANK, wrong, codOrder, mobileBuyer, upi } from './refund-accounts-helpers';

describe('a bank account with an OTP', () => {
  it('refund/account/otp checks the account and the IFSC, sends an OTP; refund/verification/bank adds it masked as the order account', async () => {
    const { jar, orderId, email } = await codOrder();
    const stranger = await codOrder();
    const otpFor = (details: Record<string, unknown>) =>
      jar.post(`${PAY}/refund/account/otp`, { order_id: orderId, details });
    const refusals: [Record<string, unknown>, string | RegExp][] = [
      [{ ...BANK, confirm_account_no: '123456789013' }, /The account numbers do not match/],
      [{ ...BANK, account_no: '12ab', confirm_account_no: undefined }, /Enter the account number: 9 to 18 digits/],
      [{ ...BANK, ifsc_code: 'HDFC1234' }, /Enter a valid IFSC code/],
      [
        { ...BANK, ifsc_code: 'QQQQ0001234' },
        'QQQQ0001234 is not an IFSC code of a bank we can refund to. Check the code on your cheque book or passbook.',
      ],
      [{ ...BANK, account_holder: '' }, /Enter the account holder's name/],
      [{ ...BANK, account_holder: '<script>' }, /Enter the account holder's name as the bank has it/],
    ];
    for (const [details, message] of refusals) {
      const answer = await otpFor(details);
      expect([answer.status, answer.json.message]).toEqual([
        400,
        expect.stringMatching(message instanceof RegExp ? message : `^${message}$`),
      ]);
    }
    expect((await jar.post(`${PAY}/refund/account/otp`, { order_id: 'FYNOTANORDER1', details: BANK })).status).toBe(
      404,
    );

    const sent = await otpFor({
      ...BANK,
      account_no: '1234 5678 9012',
      confirm_account_no: '123456789012',
      ifsc_code: 'hdfc0001234',
    });
    expect(sent.status).toBe(200);
    expect(sent.json).toMatchObject({
      success: true,
      is_verified_flag: false,
      request_id: expect.stringMatching(/^[a-f0-9]{32}$/),
      data: { bank_name: 'HDFC Bank', branch_name: 'Branch 001234' },
    });
    expect(sent.json.message).toMatch(/^OTP sent to \S•+@example\.com$/);
    const otp = await latestOtp(email);

    // Too soon for another, a wrong code, someone else's request: refused; the right code still works after.
    expect((await otpFor(BANK)).status).toBe(429);
    const verify = (code: string, who = jar, requestId = sent.json.request_id) =>
      who.post(`${PAY}/refund/verification/bank`, { request_id: requestId, otp: code, hash_key: '' });
    expect((await verify(wrong(otp))).json).toMatchObject({
      success: false,
      message: 'The OTP is incorrect or has expired',
    });
    expect((await verify(otp, stranger.jar)).json).toMatchObject({
      success: false,
      message: 'The OTP is incorrect or has expired',
    });
    expect((await verify('12ab56')).status).toBe(400);
    expect((await jar.post(`${PAY}/refund/verification/bank`, { request_id: 'nope', otp })).status).toBe(400);

    const added = await verify(otp);
    expect(added.status).toBe(200);
    expect(added.json).toMatchObject({
      success: true,
      message: 'Bank account added',
      is_verified_flag: true,
      data: {
        transfer_mode: 'bank',
        account_no: 'XXXXXXXX9012',
        bank_name: 'HDFC Bank',
        ifsc_code: 'HDFC0001234',
        account_holder: 'Asha Verma',
        is_default: true,
        is_verified: true,
      },
    });
    // Spent: the same code again is refused.
    expect((await verify(otp)).status).toBe(400);

    const listed = await jar.get(`${PAY}/refund/order/beneficiaries?order_id=${orderId}`);
    expect(listed.json.beneficiaries).toMatchObject([
      {
        beneficiary_id: added.json.data.beneficiary_id,
        is_active: true,
        subtitle: 'XXXXXXXX9012',
        display_name: 'HDFC Bank ····9012',
      },
    ]);
    // The full number is never answered.
    for (const answer of [added, listed, await jar.get(`${PAY}/refund/user/beneficiary?order_id=${orderId}`)])
      expect(JSON.stringify(answer.json)).not.toContain(ACCOUNT);

    // refund/account adds a bank account only with an OTP, and only one sent for that account.
    const direct = await jar.post(`${PAY}/refund/account`, {
      order_id: orderId,
      transfer_mode: 'bank',
      details: { ...BANK, account_no: '999988887777', confirm_account_no: undefined },
    });
    expect(direct.status).toBe(400);
    expect(direct.json.message).toMatch(/^A refund account is added with an OTP/);
    await sleep(OTP_WAIT);
    const second = await otpFor({ ...BANK, account_no: '555566667777', confirm_account_no: '555566667777' });
    expect(second.status).toBe(200);
    const code = await latestOtp(email);
    const swapped = await jar.post(`${PAY}/refund/account`, {
      order_id: orderId,
      transfer_mode: 'bank',
      otp: code,
      request_id: second.json.request_id,
      details: { ...BANK, account_no: '999988887777', confirm_account_no: undefined },
    });
    expect([swapped.status, swapped.json.message]).toEqual([
      400,
      'This OTP was sent for another refund account. Ask for a new one.',
    ]);
    const same = await jar.post(`${PAY}/refund/account`, {
      order_id: orderId,
      transfer_mode: 'BANK',
      otp: code,
      request_id: second.json.request_id,
      details: { ...BANK, account_no: '555566667777', confirm_account_no: undefined },
    });
    expect(same.status).toBe(200);
    expect(same.json).toMatchObject({
      message: 'Bank account added',
      is_verified_flag: true,
      data: { account_no: 'XXXXXXXX7777', is_default: true },
    });
    expect(
      (await jar.get(`${PAY}/refund/user/beneficiary?order_id=${orderId}`)).json.beneficiaries.map((b: any) => [
        b.account_no,
        b.is_active,
      ]),
    ).toEqual([
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
    expect(
      (
        await jar.post(`${PAY}/refund/verification/bank`, {
          request_id: sent.json.request_id,
          otp: await latestOtp(`+91${who.mobile}`),
        })
      ).status,
    ).toBe(200);

    await sleep(OTP_WAIT);
    const other = uniqueMobile();
    const notMine = await jar.post(`${PAY}/refund/verification/wallet`, { country_code: '91', mobile: other });
    expect([notMine.status, notMine.json.message]).toEqual([400, 'Use a mobile number verified on your account']);
    expect((await jar.post(`${PAY}/refund/verification/wallet`, { country_code: '91', mobile: '12' })).status).toBe(
      400,
    );
    const wallet = await jar.post(`${PAY}/refund/verification/wallet`, { country_code: '+91', mobile: who.mobile });
    expect(wallet.status).toBe(200);
    expect(wallet.json).toMatchObject({
      success: true,
      is_verified_flag: false,
      request_id: expect.stringMatching(/^[a-f0-9]{32}$/),
    });
    // Its OTP verifies a UPI id (or a bank account) given to refund/account.
    const added = await jar.post(
      `${PAY}/refund/account`,
      upi(orderId, 'asha@ybl', { otp: await latestOtp(`+91${who.mobile}`), request_id: wallet.json.request_id }),
    );
    expect(added.status).toBe(200);
    expect(added.json).toMatchObject({
      is_verified_flag: true,
      data: { vpa: 'asha@ybl', is_verified: true, is_default: true },
    });
  });
});

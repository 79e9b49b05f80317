// Sign-in by OTP (login/otp, otp/{mobile,email}/{send,verify}): new and returning shoppers,
// wrong codes, attempt limits, expiry and the resend timer. The test platform runs with
// OTP_TTL_SECONDS=6 and OTP_RESEND_SECONDS=2 (global-setup.js).
import { describe, expect, it } from '@jest/globals';
import { failure, officialClient } from '../harness';
import { AUTH, Shopper, latestOtp, outbox, registered, sleep, uniqueEmail, uniqueMobile } from '../user-helpers';

const wrong = (otp: string) => String((Number(otp) + 1) % 1_000_000).padStart(6, '0');

describe('login/otp by mobile', () => {
  it('creates a new account on the first verified OTP (user_exists false), then signs the same one in', async () => {
    const mobile = uniqueMobile();
    const shopper = new Shopper();
    const sent = await shopper.post(`${AUTH}/login/otp?platform=web`, { mobile, country_code: '+91' });
    expect(sent.status).toBe(200);
    expect(sent.json).toMatchObject({
      success: true,
      mobile,
      country_code: '91',
      resend_timer: 2,
      message: 'OTP sent',
    });
    const [sms] = await outbox(`+91${mobile}`);
    expect(sms).toMatchObject({ channel: 'sms', to: `+91${mobile}` });
    expect(sms.body).toMatch(/^\d{6} is your OTP to sign in to /);

    const first = await shopper.post(`${AUTH}/otp/mobile/verify?platform=web`, {
      request_id: sent.json.request_id,
      otp: await latestOtp(`+91${mobile}`),
    });
    expect(first.status).toBe(200);
    expect(first.json.user_exists).toBe(false);
    expect(first.json.user.phone_numbers).toEqual([
      { phone: mobile, country_code: 91, primary: true, verified: true, active: true },
    ]);
    expect(first.json.user.has_password).toBe(false);

    await sleep(2100);
    const again = new Shopper();
    const resent = await again.post(`${AUTH}/login/otp`, { mobile });
    expect(resent.status).toBe(200);
    const second = await again.post(`${AUTH}/otp/mobile/verify`, {
      request_id: resent.json.request_id,
      otp: await latestOtp(`+91${mobile}`),
    });
    expect(second.status).toBe(200);
    expect(second.json.user_exists).toBe(true);
    expect(second.json.user.user_id).toBe(first.json.user.user_id);
    expect((await again.get(`${AUTH}/session`)).json.user.user_id).toBe(first.json.user.user_id);
  });

  it('compares at most 5 codes even when many guesses arrive at once: a right one sent after them is refused', async () => {
    const mobile = uniqueMobile();
    const sent = await new Shopper().post(`${AUTH}/otp/mobile/send`, { mobile, country_code: 91, action: 'send' });
    const otp = await latestOtp(`+91${mobile}`);
    const verify = (code: string) =>
      new Shopper().post(`${AUTH}/otp/mobile/verify`, { request_id: sent.json.request_id, otp: code });
    // Each attempt is counted before its code is compared, so the burst spends the OTP first.
    const answers = await Promise.all([...Array.from({ length: 19 }, () => verify(wrong(otp))), verify(otp)]);
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(400));
    expect(answers.some((a) => a.json.message === 'Too many incorrect OTP attempts. Please request a new OTP.')).toBe(
      true,
    );
  });

  it('refuses a wrong OTP, spends the OTP after 5 wrong tries and spends a right one once', async () => {
    const mobile = uniqueMobile();
    const shopper = new Shopper();
    const sent = await shopper.post(`${AUTH}/otp/mobile/send`, { mobile, country_code: 91, action: 'send' });
    const otp = await latestOtp(`+91${mobile}`);
    for (let i = 1; i <= 4; i++) {
      const res = await shopper.post(`${AUTH}/otp/mobile/verify`, {
        request_id: sent.json.request_id,
        otp: wrong(otp),
      });
      expect(res.status).toBe(400);
      expect(res.json.message).toBe('The OTP is incorrect or has expired');
    }
    const fifth = await shopper.post(`${AUTH}/otp/mobile/verify`, {
      request_id: sent.json.request_id,
      otp: wrong(otp),
    });
    expect(fifth.json.message).toBe('Too many incorrect OTP attempts. Please request a new OTP.');
    const late = await shopper.post(`${AUTH}/otp/mobile/verify`, { request_id: sent.json.request_id, otp });
    expect(late.status).toBe(400);
    expect(shopper.cookie).toBe('');

    await sleep(2100);
    const next = await shopper.post(`${AUTH}/otp/mobile/send`, {
      mobile,
      country_code: 91,
      action: 'resend',
      token: sent.json.resend_token,
    });
    const code = await latestOtp(`+91${mobile}`);
    expect(
      (await shopper.post(`${AUTH}/otp/mobile/verify`, { request_id: next.json.request_id, otp: code })).status,
    ).toBe(200);
    const replay = await new Shopper().post(`${AUTH}/otp/mobile/verify`, {
      request_id: next.json.request_id,
      otp: code,
    });
    expect(replay.status).toBe(400);
    expect(replay.json.message).toBe('The OTP is incorrect or has expired');
  });

  it('throttles resends with resend_timer and lets the newest OTP alone work', async () => {
    const mobile = uniqueMobile();
    const shopper = new Shopper();
    const first = await shopper.post(`${AUTH}/otp/mobile/send`, { mobile, country_code: '91' });
    const firstOtp = await latestOtp(`+91${mobile}`);
    const tooSoon = await shopper.post(`${AUTH}/otp/mobile/send`, { mobile, country_code: '91', action: 'resend' });
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.json).toMatchObject({ success: false, code: 'OTP_RESEND_TOO_SOON' });
    expect(tooSoon.json.resend_timer).toBeGreaterThanOrEqual(1);
    expect(tooSoon.json.resend_timer).toBeLessThanOrEqual(2);
    expect(tooSoon.json.message).toMatch(/^Please wait \d seconds? before requesting another OTP$/);
    expect(await outbox(`+91${mobile}`)).toHaveLength(1);

    await sleep(2100);
    const second = await shopper.post(`${AUTH}/otp/mobile/send`, { mobile, country_code: '91', action: 'resend' });
    expect(second.status).toBe(200);
    const secondOtp = await latestOtp(`+91${mobile}`);
    // The first OTP was replaced.
    if (firstOtp !== secondOtp) {
      expect(
        (await shopper.post(`${AUTH}/otp/mobile/verify`, { request_id: first.json.request_id, otp: firstOtp })).status,
      ).toBe(400);
    }
    expect(
      (await shopper.post(`${AUTH}/otp/mobile/verify`, { request_id: second.json.request_id, otp: secondOtp })).status,
    ).toBe(200);
  });

  it('expires an OTP after OTP_TTL_SECONDS', async () => {
    const mobile = uniqueMobile();
    const shopper = new Shopper();
    const sent = await shopper.post(`${AUTH}/login/otp`, { mobile, country_code: '91' });
    const otp = await latestOtp(`+91${mobile}`);
    await sleep(6500);
    const res = await shopper.post(`${AUTH}/otp/mobile/verify`, { request_id: sent.json.request_id, otp });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe('The OTP has expired. Please request a new one.');
    expect(shopper.cookie).toBe('');
  });

  it('answers bad input with the rule that failed', async () => {
    const shopper = new Shopper();
    const cases: Array<[string, unknown, string]> = [
      ['login/otp', { mobile: '12345', country_code: '91' }, 'Invalid Phone Number'],
      ['login/otp', { mobile: '98765x4321' }, 'Invalid Phone Number'],
      ['login/otp', { country_code: '91' }, 'Send either an email or a mobile number with its country code'],
      [
        'login/otp',
        { mobile: uniqueMobile(), email: uniqueEmail() },
        'Send either an email or a mobile number with its country code',
      ],
      ['login/otp', { email: 'nope@' }, 'Please enter a valid email address'],
      ['login/otp', { mobile: uniqueMobile(), country_code: 'abc' }, 'Please enter a valid country code'],
      ['otp/mobile/verify', { request_id: 'x', otp: '12ab56' }, 'Please enter the 6-digit OTP'],
      ['otp/mobile/verify', { otp: '123456' }, 'Missing or empty required parameter: request_id'],
      ['otp/mobile/verify', { request_id: 'unknown', otp: '123456' }, 'The OTP is incorrect or has expired'],
      ['otp/email/verify', { email: uniqueEmail(), otp: '123456' }, 'The OTP is incorrect or has expired'],
      ['otp/mobile/send', { mobile: uniqueMobile(), action: 'again' }, 'action must be send or resend'],
    ];
    for (const [path, body, message] of cases) {
      const res = await shopper.post(`${AUTH}/${path}`, body);
      expect({ path, body, status: res.status, message: res.json.message }).toEqual({
        path,
        body,
        status: 400,
        message,
      });
    }
  });
});

describe('login/otp by email', () => {
  it('signs in by an email OTP and signs a deleted account into account-locked', async () => {
    const account = await registered();
    const shopper = new Shopper();
    const sent = await shopper.post(`${AUTH}/login/otp?platform=web`, { email: account.email });
    expect(sent.status).toBe(200);
    expect(sent.json).toMatchObject({ success: true, email: account.email, resend_timer: 2 });
    const ok = await shopper.post(`${AUTH}/otp/email/verify`, {
      email: account.email,
      otp: await latestOtp(account.email),
    });
    expect(ok.status).toBe(200);
    expect(ok.json).toMatchObject({ user_exists: true, user: { user_id: account.userId } });

    expect((await account.shopper.post(`${AUTH}/delete`, { user_id: account.userId, reason: 'testing' })).status).toBe(
      200,
    );
    await sleep(2100);
    const locked = new Shopper();
    await locked.post(`${AUTH}/otp/email/send`, { email: account.email });
    const res = await locked.post(`${AUTH}/otp/email/verify`, {
      email: account.email,
      otp: await latestOtp(account.email),
    });
    expect(res.status).toBe(403);
    expect(res.json).toMatchObject({
      success: false,
      code: 'ACCOUNT_LOCKED',
      message: 'This account has been deleted and is locked. Contact support to restore it.',
    });
    expect(locked.cookie).toBe('');
  });

  it('works through the official SDK (loginWithOTP, sendOTPOnEmail, verifyEmailOTP)', async () => {
    const client = officialClient();
    const mobile = uniqueMobile();
    const sent = await client.user.loginWithOTP({ body: { mobile, country_code: '91' }, platform: 'web' });
    expect(sent).toMatchObject({ success: true, mobile, resend_timer: 2 });
    const verified = await client.user.verifyMobileOTP({
      body: { request_id: sent.request_id, otp: await latestOtp(`+91${mobile}`) },
      platform: 'web',
    });
    expect(verified.user_exists).toBe(false);
    const email = uniqueEmail('sdk');
    expect(await client.user.sendOTPOnEmail({ body: { email }, platform: 'web' })).toMatchObject({ success: true });
    expect(
      await failure(() => client.user.verifyEmailOTP({ body: { email, otp: '000000' }, platform: 'web' })),
    ).toMatchObject({ code: 400 });
  });
});

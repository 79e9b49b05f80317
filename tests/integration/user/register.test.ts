// register/form, its OTPs and user-exists, over HTTP and through the official SDK.
import { describe, expect, it } from '@jest/globals';
import { failure, officialClient } from '../harness';
import {
  AUTH,
  PASSWORD,
  Shopper,
  latestOtp,
  outbox,
  registered,
  sleep,
  uniqueEmail,
  uniqueMobile,
} from '../user-helpers';

const form = (over: Record<string, unknown> = {}) => ({
  first_name: 'Ravi',
  last_name: 'Kumar-Iyer',
  gender: 'male',
  email: uniqueEmail('reg'),
  password: PASSWORD,
  phone: { country_code: '91', mobile: uniqueMobile() },
  ...over,
});

describe('register/form', () => {
  it('keeps the form until an OTP proves the email, then creates the account signed in', async () => {
    const shopper = new Shopper();
    const body = form();
    const res = await shopper.post(`${AUTH}/register/form?platform=web`, body);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      success: true,
      email: body.email,
      mobile: body.phone.mobile,
      country_code: '91',
      verify_email_otp: true,
      verify_mobile_otp: true,
      user_exists: false,
      resend_timer: 2,
    });
    expect(typeof res.json.register_token).toBe('string');
    expect(shopper.cookie).toBe('');
    // Nothing exists until verified.
    expect((await shopper.get(`${AUTH}/user-exists?q=${encodeURIComponent(body.email)}`)).json).toEqual({
      user_exists: false,
    });

    const emailOtp = await latestOtp(body.email);
    const verified = await shopper.post(`${AUTH}/otp/email/verify?platform=web`, {
      email: body.email,
      otp: emailOtp,
      register_token: res.json.register_token,
    });
    expect(verified.status).toBe(200);
    expect(verified.json.user_exists).toBe(false);
    expect(verified.json.user).toMatchObject({
      first_name: 'Ravi',
      last_name: 'Kumar-Iyer',
      gender: 'male',
      has_password: true,
      emails: [{ email: body.email, primary: true, verified: true, active: true }],
      phone_numbers: [{ phone: body.phone.mobile, country_code: 91, primary: true, verified: false, active: true }],
    });
    expect(shopper.cookie).toMatch(/^f\.session=/);
    expect((await shopper.get(`${AUTH}/user-exists?q=${encodeURIComponent(body.email.toUpperCase())}`)).json).toEqual({
      user_exists: true,
    });

    // The mobile's OTP, sent with the form, verifies the second address of the same account.
    const mobileOtp = await latestOtp(`+91${body.phone.mobile}`);
    const second = await shopper.post(`${AUTH}/otp/mobile/verify`, {
      request_id: res.json.request_id,
      otp: mobileOtp,
      register_token: res.json.register_token,
    });
    expect(second.status).toBe(200);
    expect(second.json.user.user_id).toBe(verified.json.user.user_id);
    expect(second.json.user.phone_numbers[0]).toMatchObject({ verified: true, primary: true });
    expect((await shopper.get(`${AUTH}/user-exists?q=${body.phone.mobile}`)).json).toEqual({ user_exists: true });
  });

  it('answers each invalid field with its rule', async () => {
    const shopper = new Shopper();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ email: 'not-an-email' }, 'Please enter a valid email address'],
      [{ email: undefined }, 'Missing or empty required parameter: email'],
      [
        { password: 'short1!' },
        'Password must be at least 8 characters and contain at least one letter, one digit and one special character',
      ],
      [
        { password: 'longpassword1' },
        'Password must be at least 8 characters and contain at least one letter, one digit and one special character',
      ],
      [
        { password: 'longpassword!' },
        'Password must be at least 8 characters and contain at least one letter, one digit and one special character',
      ],
      [
        { password: '12345678!' },
        'Password must be at least 8 characters and contain at least one letter, one digit and one special character',
      ],
      [
        { first_name: 'Ravi<script>' },
        'Name may only contain letters, digits, hyphen, underscore, apostrophe, period and space',
      ],
      [{ first_name: '  ' }, 'Missing or empty required parameter: first_name'],
      [{ phone: { country_code: '91', mobile: '12345' } }, 'Invalid Phone Number'],
      [{ phone: { country_code: '91', mobile: '98765abc10' } }, 'Invalid Phone Number'],
      [{ gender: 'robot' }, 'Gender must be one of male, female, unisex or other'],
    ];
    for (const [over, message] of cases) {
      const res = await shopper.post(`${AUTH}/register/form`, form(over));
      expect({ over, status: res.status, message: res.json.message }).toEqual({ over, status: 400, message });
      expect(res.json.success).toBe(false);
    }
    expect((await shopper.call(`${AUTH}/register/form`, { method: 'POST', body: 'nope' })).status).toBe(400);
  });

  it('answers a taken email or mobile exactly like a new one, and tells its owner instead of sending a code', async () => {
    const shape = (json: Record<string, unknown>) =>
      Object.fromEntries(Object.entries(json).map(([k, v]) => [k, typeof v]));
    const fresh = await new Shopper().post(`${AUTH}/register/form`, form());
    const existing = await registered();
    await sleep(2100); // the resend wait of the code that registered it
    const shopper = new Shopper();
    const byEmail = await shopper.post(`${AUTH}/register/form`, form({ email: existing.email.toUpperCase() }));
    expect(byEmail.status).toBe(fresh.status);
    expect(shape(byEmail.json)).toEqual(shape(fresh.json));
    expect(byEmail.json).toMatchObject({
      success: true,
      message: 'OTP sent',
      verify_email_otp: true,
      user_exists: false,
    });
    // The owner reads a notice (no code) pointing to sign-in and reset; no code can finish this registration.
    const [notice] = await outbox(existing.email.toLowerCase());
    expect(notice.subject).toMatch(/^Someone tried to register at .+ with your address$/);
    expect(notice.body).toMatch(/sign in or reset your password at http:\/\/\S+\/auth\/login\//);
    expect(notice.body).not.toMatch(/\b\d{6}\b/);
    const guess = await shopper.post(`${AUTH}/otp/email/verify`, {
      email: existing.email,
      otp: '123456',
      register_token: byEmail.json.register_token,
    });
    expect(guess.status).toBe(400);
    expect(guess.json.message).toBe('The OTP is incorrect or has expired');
    // Asking again for the registration's code sends the owner the notice again, never a code.
    await sleep(2100);
    expect(
      (
        await shopper.post(`${AUTH}/otp/email/send`, {
          email: existing.email,
          register_token: byEmail.json.register_token,
        })
      ).status,
    ).toBe(200);
    expect((await outbox(existing.email.toLowerCase()))[0].body).not.toMatch(/\b\d{6}\b/);

    // A verified mobile of another account: the same answer, and the notice by SMS.
    const phoneOwner = await registered({ withMobile: false });
    const mobile = uniqueMobile();
    await phoneOwner.shopper.put('/service/application/user/profile/v1.0/mobile', {
      country_code: '91',
      phone: mobile,
    });
    const link = (await outbox(`+91${mobile}`))[0].body.match(/code=([\w-]+)/)![1];
    expect((await new Shopper().post(`${AUTH}/verify/mobile`, { code: link })).status).toBe(200);
    const byPhone = await new Shopper().post(`${AUTH}/register/form`, form({ phone: { country_code: '+91', mobile } }));
    expect(byPhone.status).toBe(fresh.status);
    expect(shape(byPhone.json)).toEqual(shape(fresh.json));
    const [sms] = await outbox(`+91${mobile}`);
    expect(sms.body).toMatch(/^Someone tried to create a new .+ account with this address/);
    expect(sms.body).not.toMatch(/\b\d{6}\b/);
  });

  it('ties an OTP to its own registration and refuses a wrong or unknown register_token', async () => {
    const shopper = new Shopper();
    const a = form();
    const first = await shopper.post(`${AUTH}/register/form`, a);
    const b = form();
    const second = await new Shopper().post(`${AUTH}/register/form`, b);
    const otpA = await latestOtp(a.email);
    const crossed = await shopper.post(`${AUTH}/otp/email/verify`, {
      email: a.email,
      otp: otpA,
      register_token: second.json.register_token,
    });
    expect(crossed.status).toBe(400);
    expect(crossed.json.message).toBe('Your registration has expired. Please register again.');
    const unknown = await shopper.post(`${AUTH}/otp/email/send`, { email: a.email, register_token: 'made-up-token' });
    expect(unknown.status).toBe(400);
    expect(unknown.json.message).toBe('Your registration has expired. Please register again.');
    // The right pair still works.
    const ok = await shopper.post(`${AUTH}/otp/email/verify`, {
      email: a.email,
      otp: otpA,
      register_token: first.json.register_token,
    });
    expect(ok.status).toBe(200);
  });

  it('works through the official SDK (registerWithForm, userExists)', async () => {
    const client = officialClient();
    const body = form({ phone: undefined });
    const res = await client.user.registerWithForm({ body, platform: 'web' });
    expect(res).toMatchObject({ success: true, verify_email_otp: true, verify_mobile_otp: false });
    expect(await client.user.userExists({ q: body.email })).toEqual({ user_exists: false });
    const error = await failure(() => client.user.registerWithForm({ body: { ...body, password: 'weak' } }));
    expect(error).toMatchObject({ code: 400 });
    expect(await failure(() => client.user.userExists({ q: '' }))).toMatchObject({ code: 400 });
  });
});

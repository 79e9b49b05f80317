// Shared by the refund account tests: a COD order of an email-verified shopper, a buyer with a
// verified mobile, and UPI accounts added with an OTP. The test platform's OTPs live 6 s and resend
// after 2 s (global-setup.js).
import { expect } from '@jest/globals';
import { C, Jar } from '../cart/helpers';
import { AUTH, Shopper, latestOtp, sleep, uniqueMobile } from '../user-helpers';
import { HOME } from '../address/fixtures';
import { PAY, prepaidOrder, type Prepaid } from './helpers';
import type { Buyer } from '../checkout/helpers';

export const OTP_WAIT = 2100;
export const ACCOUNT = '123456789012';
export const BANK = {
  account_holder: 'Asha Verma',
  account_no: ACCOUNT,
  confirm_account_no: ACCOUNT,
  ifsc_code: 'HDFC0001234',
};
export const wrong = (otp: string) => String((Number(otp) + 1) % 1_000_000).padStart(6, '0');

/** A COD order of a new email-verified shopper (no verified mobile: refund OTPs go to the email). */
export async function codOrder(who?: Buyer): Promise<Prepaid & { email: string }> {
  const order = await prepaidOrder('COD', undefined, 1, who);
  const session = await order.jar.get(`${AUTH}/session`);
  const email = (session.json.user.emails as { email: string; verified: boolean }[]).find((e) => e.verified)!.email;
  return { ...order, email };
}

/** A shopper signed in by mobile OTP (a verified mobile), with an address, as a buyer. */
export async function mobileBuyer(): Promise<Buyer & { mobile: string }> {
  const mobile = uniqueMobile();
  const shopper = new Shopper();
  const sent = await shopper.post(`${AUTH}/login/otp`, { mobile, country_code: '91' });
  expect(sent.status).toBe(200);
  const verified = await shopper.post(`${AUTH}/otp/mobile/verify`, {
    request_id: sent.json.request_id,
    otp: await latestOtp(`+91${mobile}`),
  });
  expect(verified.status).toBe(200);
  const jar = new Jar();
  jar.cookies.set('f.session', shopper.cookie.slice('f.session='.length));
  const saved = await jar.post(`${C}/address`, HOME);
  expect(saved.status).toBe(200);
  return { jar, userId: verified.json.user.user_id, addressId: saved.json.id, mobile };
}

export const upi = (orderId: string, vpa: string, extra: Record<string, unknown> = {}) => ({
  order_id: orderId,
  transfer_mode: 'upi',
  delights: false,
  details: { vpa },
  ...extra,
});

/** Where the shopper's refund OTPs go: a verified mobile, else a verified email. */
export async function otpAddress(jar: Jar): Promise<string> {
  const { user } = (await jar.get(`${AUTH}/session`)).json;
  const phone = (user.phone_numbers as { phone: string; country_code: number; verified: boolean }[]).find(
    (p) => p.verified,
  );
  return phone
    ? `+${phone.country_code}${phone.phone}`
    : (user.emails as { email: string; verified: boolean }[]).find((e) => e.verified)!.email;
}

/** An OTP of refund/account/otp for this UPI id (waiting out the resend timer when one was just sent). */
export async function upiOtp(jar: Jar, orderId: string, vpa: string): Promise<{ otp: string; request_id: string }> {
  let sent = await jar.post(`${PAY}/refund/account/otp`, { order_id: orderId, details: { vpa } });
  if (sent.status === 429) {
    await sleep(OTP_WAIT);
    sent = await jar.post(`${PAY}/refund/account/otp`, { order_id: orderId, details: { vpa } });
  }
  expect(sent.status).toBe(200);
  return { otp: await latestOtp(await otpAddress(jar)), request_id: sent.json.request_id };
}

/** refund/account for a UPI id, with an OTP sent for it. */
export async function addUpi(jar: Jar, orderId: string, vpa: string, extra: Record<string, unknown> = {}) {
  return jar.post(`${PAY}/refund/account`, upi(orderId, vpa, { ...extra, ...(await upiOtp(jar, orderId, vpa)) }));
}

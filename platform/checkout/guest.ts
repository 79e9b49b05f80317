// Guest checkout: a bag ordered without an account. The guest's contact is an email and a mobile,
// taken from the order request's meta (contact_email, contact_phone) or else the delivery
// address's email and phone; both are needed, because messages about the order go there and
// public tracking asks for one of them. When the shop's setting asks
// (applications.config.checkout.guest_contact_verification, off by default) the email must first
// be proven by a code (cart/v1.0/checkout/contact/otp and .../verify), which the cart remembers.
import { z } from 'zod';
import { normaliseEmail, normalisePhone } from '../../contract/account';
import type { Application } from '../http/env';
import { ApiError, badRequest } from '../http/errors';
import type { AddressRow } from '../address';
import type { CartRow } from '../cart';
import { CHECKOUT_MESSAGES } from './messages';

export type GuestContact = { email: string; phone: string };

const settings = z.object({ guest_contact_verification: z.boolean().optional() }).passthrough();

/** Whether this shop asks a guest to prove its email by a code before ordering. */
export function guestVerificationRequired(app: Application | undefined): boolean {
  const parsed = settings.safeParse((app?.config as Record<string, unknown> | undefined)?.checkout ?? {});
  return parsed.success && parsed.data.guest_contact_verification === true;
}

const emailPattern = z.string().email();
const phoneDigits = (value: string) => value.replace(/[\s()-]/g, '');

/** The guest's email and mobile (normalised as accounts' are), or a refusal naming what is missing. */
export function guestContact(
  given: { email?: string; phone?: string },
  delivery: AddressRow,
  phoneCode: string | undefined,
): GuestContact {
  const email = (given.email || delivery.values.email || '').trim();
  const phone = phoneDigits(given.phone || delivery.values.phone || '');
  if (!email || !phone) throw badRequest(CHECKOUT_MESSAGES.guestContactRequired);
  if (!emailPattern.safeParse(email).success) throw badRequest(CHECKOUT_MESSAGES.guestEmailInvalid);
  const code = Number((phoneCode ?? '+91').replace(/\D/g, '')) || 91;
  const local = phone.startsWith('+') ? phone.slice(1).replace(new RegExp(`^${code}`), '') : phone;
  if (!/^\d{6,15}$/.test(local)) throw badRequest(CHECKOUT_MESSAGES.guestPhoneInvalid);
  return { email: normaliseEmail(email), phone: normalisePhone(code, local) };
}

/** The email the guest proved on this cart, if any (what .../contact/verify recorded). */
export const verifiedGuestEmail = (cart: CartRow): string | undefined => {
  const value = cart.meta.guest_verified_email;
  return typeof value === 'string' ? value : undefined;
};

export function requireVerified(app: Application | undefined, cart: CartRow, contact: GuestContact): void {
  if (guestVerificationRequired(app) && verifiedGuestEmail(cart) !== contact.email)
    throw new ApiError(403, CHECKOUT_MESSAGES.guestContactUnverified, undefined, { code: 'CONTACT_NOT_VERIFIED' });
}

/** Once-per-shopper coupons count a guest by its email. */
export const guestCouponKey = (contact: GuestContact) => `guest:${contact.email}`;

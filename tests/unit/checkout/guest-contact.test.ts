// Guest checkout's contact rules (platform/checkout/guest.ts): an email and a mobile are needed,
// normalised as accounts' are, and with the shop's setting on the email must be the one the
// guest proved by its code on this cart.
import { describe, expect, it } from '@jest/globals';
import { guestContact, guestVerificationRequired, requireVerified } from '../../../platform/checkout/guest';
import type { Application } from '../../../platform/http/env';
import type { AddressRow } from '../../../platform/address';
import type { CartRow } from '../../../platform/cart';

const address = (values: Record<string, string>) => ({ values }) as unknown as AddressRow;
const app = (config: Record<string, unknown>) => ({ config }) as unknown as Application;
const cart = (meta: Record<string, unknown>) => ({ meta }) as unknown as CartRow;

describe('guest contact', () => {
  it('takes the request’s email and mobile, else the address’s, normalised', () => {
    expect(guestContact({ email: ' Asha@Example.COM ', phone: '98765 43210' }, address({}), '+91')).toEqual({
      email: 'asha@example.com',
      phone: '+919876543210',
    });
    expect(guestContact({}, address({ email: 'a@b.co', phone: '+919876543210' }), '+91')).toEqual({
      email: 'a@b.co',
      phone: '+919876543210',
    });
  });

  it('refuses a missing or malformed contact in the shop’s words', () => {
    expect(() => guestContact({ email: 'a@b.co' }, address({}), '+91')).toThrow(
      'Please give an email and a mobile number so we can tell you about your order',
    );
    expect(() => guestContact({ email: 'nope', phone: '9876543210' }, address({}), '+91')).toThrow(
      'Please enter a valid email address',
    );
    expect(() => guestContact({ email: 'a@b.co', phone: '12' }, address({}), '+91')).toThrow(
      'Please enter a valid mobile number',
    );
  });

  it('with the shop’s setting on, the email must be the one proven on this cart', () => {
    const contact = { email: 'a@b.co', phone: '+919876543210' };
    expect(guestVerificationRequired(app({}))).toBe(false);
    expect(() => requireVerified(app({}), cart({}), contact)).not.toThrow();
    const on = app({ checkout: { guest_contact_verification: true } });
    expect(guestVerificationRequired(on)).toBe(true);
    expect(() => requireVerified(on, cart({}), contact)).toThrow(
      'Please verify your email with the code we sent before placing the order',
    );
    expect(() => requireVerified(on, cart({ guest_verified_email: 'other@b.co' }), contact)).toThrow();
    expect(() => requireVerified(on, cart({ guest_verified_email: 'a@b.co' }), contact)).not.toThrow();
  });
});

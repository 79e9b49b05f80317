// The address form's rules, as the browser form and the platform both run them.
import { describe, expect, it } from '@jest/globals';
import { addressErrors, addressLine, addressTypeChoice, fieldError } from '../../../contract/address';
import type { AddressFormField } from '../../../contract/types/logistics';

const field = (
  slug: string,
  display_name: string,
  required: boolean,
  regex?: string,
  length?: { min?: number; max?: number },
  input = 'text',
): AddressFormField => ({
  slug,
  display_name,
  required,
  input,
  ...(regex || length ? { validation: { type: 'regex', regex: { value: regex, length } } } : {}),
});

const pincode = field('area_code', 'Pincode', true, '^[1-9][0-9]{5}$', { min: 6, max: 6 });
const phone = field('phone', 'Mobile Number', true, '^[6-9][0-9]{9}$', { min: 10, max: 10 }, 'mobile');
const name = field('name', 'Full Name', true, "^[A-Za-z .'-]+$", { min: 1, max: 10 });
const landmark = field('landmark', 'Landmark', false, '.*', { max: 5 });

describe('fieldError', () => {
  it('says a blank required field is required, and lets a blank optional one pass', () => {
    expect(fieldError(name, '  ')).toBe('Full Name is required.');
    expect(fieldError(name, undefined)).toBe('Full Name is required.');
    expect(fieldError(landmark, '')).toBeUndefined();
  });
  it('gives the pincode its own message before the length one', () => {
    expect(fieldError(pincode, '012345')).toBe('Invalid pincode .');
    expect(fieldError(pincode, '1234')).toBe('Invalid pincode .');
    expect(fieldError(pincode, '400050')).toBeUndefined();
  });
  it('checks a phone with the phone validity rule', () => {
    expect(fieldError(phone, '12345')).toBe('Invalid Phone Number');
    expect(fieldError(phone, '98765 43210')).toBe('Invalid Phone Number');
    expect(fieldError(phone, '9876543210')).toBeUndefined();
  });
  it('says the length bounds, with 0 and ∞ for a missing bound', () => {
    expect(fieldError(name, 'Asha Verma Iyer')).toBe('Full Name must be between 1 and 10 characters.');
    expect(fieldError(landmark, 'Near the temple')).toBe('Landmark must be between 0 and 5 characters.');
    expect(fieldError(field('x', 'X', false, undefined, { min: 3 }), 'ab')).toBe(
      'X must be between 3 and ∞ characters.',
    );
  });
  it('says a value failing the pattern is invalid', () => {
    expect(fieldError(name, 'Asha1')).toBe('Invalid Full Name');
  });
  it('ignores a pattern that does not compile rather than refusing everything', () => {
    expect(fieldError(field('x', 'X', true, '(['), 'anything')).toBeUndefined();
  });
});

describe('addressErrors', () => {
  it('lists every problem in the form order, and an unnamed Other address', () => {
    const errors = addressErrors(
      [name, phone, pincode, landmark],
      { phone: '1', area_code: '400050' },
      { addressType: addressTypeChoice('other') },
    );
    expect(errors).toEqual([
      { slug: 'name', message: 'Full Name is required.' },
      { slug: 'phone', message: 'Invalid Phone Number' },
      { slug: 'address_type', message: 'Enter Address Name' },
    ]);
    expect(addressErrors([name], { name: 'Asha' }, { addressType: addressTypeChoice('Grandma') })).toEqual([]);
  });
});

describe('addressTypeChoice', () => {
  it('keeps Home and Office; any other stored type is the name of an Other address', () => {
    expect(addressTypeChoice(undefined)).toEqual({ type: 'home' });
    expect(addressTypeChoice('Office')).toEqual({ type: 'office' });
    expect(addressTypeChoice('Beach house')).toEqual({ type: 'other', otherName: 'Beach house' });
    expect(addressTypeChoice('other')).toEqual({ type: 'other', otherName: '' });
  });
});

describe('addressLine', () => {
  it('joins the non-empty parts, then the area code and the country, with the type first when asked', () => {
    const a = {
      address: 'Flat 4B',
      area: ' ',
      landmark: 'Near Elco',
      city: 'Mumbai',
      state: 'Maharashtra',
      area_code: '400050',
      country: 'India',
      address_type: 'home',
    };
    expect(addressLine(a)).toBe('Flat 4B, Near Elco, Mumbai, Maharashtra, 400050, India');
    expect(addressLine(a, true)).toBe('home, Flat 4B, Near Elco, Mumbai, Maharashtra, 400050, India');
  });
});

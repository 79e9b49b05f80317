// A delivery address checked against its country's address form:
// the browser form and the platform's address calls run this one function, so both refuse the
// same input with the same words. Pure: no server imports.
import { isValidPhone } from './account';
import type { AddressFormField } from './types/logistics';

export const ADDRESS_MESSAGES = {
  required: (displayName: string) => `${displayName} is required.`,
  invalidPincode: 'Invalid pincode .',
  invalidPhone: 'Invalid Phone Number',
  invalid: (displayName: string) => `Invalid ${displayName}`,
  length: (displayName: string, min?: number, max?: number) =>
    `${displayName} must be between ${min ?? 0} and ${max ?? '∞'} characters.`,
  addressName: 'Enter Address Name',
  countryRequired: 'country is required',
  /** Worded as the API documents it. */
  noAddressData: 'No address data',
  noAddressSelected: 'No address selected',
  selectFailed: 'An error occurred.',
  removeFailed: 'Failed to remove address',
  saveFailed: 'Something went wrong',
} as const;

/** Home and Office, or Other with a name the shopper gives it. */
export const ADDRESS_TYPES = ['home', 'office'] as const;
export const DEFAULT_ADDRESS_TYPE = 'home';
export const ADDRESS_LIMITS = {
  /** A shopper's saved addresses (validation_config.address_max_limit). */
  perShopper: 50,
  fieldMaxChars: 300,
  addressNameMaxChars: 40,
  tagsMax: 10,
  tagMaxChars: 40,
} as const;

/** The slugs a country's form may call its pincode (the address payload names it area_code). */
export const PINCODE_FIELD_SLUGS = ['area_code', 'pincode'] as const;
const isPincodeField = (f: AddressFormField) => (PINCODE_FIELD_SLUGS as readonly string[]).includes(f.slug);
const isPhoneField = (f: AddressFormField) => f.slug === 'phone' || f.input === 'mobile';

export type FieldError = { slug: string; message: string };

function compile(source: string | undefined): RegExp | undefined {
  if (!source) return undefined;
  try {
    return new RegExp(source);
  } catch {
    return undefined;
  }
}

/** The first problem of one field's value, or undefined when it passes. */
export function fieldError(field: AddressFormField, raw: unknown, phoneCountryCode = 91): string | undefined {
  const value = typeof raw === 'string' ? raw.trim() : raw === undefined || raw === null ? '' : String(raw);
  if (!value) return field.required ? ADDRESS_MESSAGES.required(field.display_name) : undefined;
  const rule =
    field.validation?.type === undefined || field.validation.type === 'regex' ? field.validation?.regex : undefined;
  const pattern = compile(rule?.value);
  if (isPincodeField(field) && pattern && !pattern.test(value)) return ADDRESS_MESSAGES.invalidPincode;
  if (isPhoneField(field) && !isValidPhone(phoneCountryCode, value)) return ADDRESS_MESSAGES.invalidPhone;
  const { min, max } = rule?.length ?? {};
  if ((min !== undefined && value.length < min) || (max !== undefined && value.length > max))
    return ADDRESS_MESSAGES.length(field.display_name, min, max);
  if (pattern && !pattern.test(value)) return ADDRESS_MESSAGES.invalid(field.display_name);
  return undefined;
}

export type AddressTypeChoice = { type: string; otherName?: string };

/**
 * Every problem of an address against its country's fields, in the form's order (the first is
 * the one the form scrolls to). `addressType` 'other' needs a name.
 */
export function addressErrors(
  fields: readonly AddressFormField[],
  values: Record<string, unknown>,
  options: { addressType?: AddressTypeChoice; phoneCountryCode?: number } = {},
): FieldError[] {
  const errors: FieldError[] = [];
  for (const field of fields) {
    const message = fieldError(field, values[field.slug], options.phoneCountryCode);
    if (message) errors.push({ slug: field.slug, message });
  }
  const type = options.addressType;
  if (type && type.type === 'other' && !type.otherName?.trim())
    errors.push({ slug: 'address_type', message: ADDRESS_MESSAGES.addressName });
  return errors;
}

/** Home and Office stay; any other stored type is the name of an Other address. */
export function addressTypeChoice(stored: string | undefined): AddressTypeChoice {
  const type = (stored ?? DEFAULT_ADDRESS_TYPE).trim();
  if (!type) return { type: DEFAULT_ADDRESS_TYPE };
  // 'Other' itself is not a name: the shopper has not named the address yet.
  if (type.toLowerCase() === 'other') return { type: 'other', otherName: '' };
  return (ADDRESS_TYPES as readonly string[]).includes(type.toLowerCase())
    ? { type: type.toLowerCase() }
    : { type: 'other', otherName: type };
}

/** The address's one-line form: type, the non-empty parts, area code, country. */
export function addressLine(a: Record<string, unknown>, withType = false): string {
  const text = (k: string) => (typeof a[k] === 'string' ? (a[k] as string).trim() : '');
  const parts = ['address', 'area', 'landmark', 'sector', 'city', 'state'].map(text).filter(Boolean);
  const head = withType && text('address_type') ? [text('address_type')] : [];
  return [...head, ...parts, text('area_code'), text('country')].filter(Boolean).join(', ');
}

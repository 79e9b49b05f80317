'use server';
// The address domain's server actions: save (add or edit), remove and make default. The form
// posts to them with or without JavaScript; a refusal comes back as the form's state (the
// platform's message and each field's, with what the shopper typed), success redirects with a
// fixed notice.
import { redirect } from 'next/navigation';
import { z } from 'zod';
import { actionSdk } from '@/lib/sdk/server';
import { displayMessage, SdkServerResponseError } from '@/lib/sdk/errors';
import { readActionInput } from '@/lib/forms/action-input';
import { loginHref, safeRedirect } from '@/lib/user/redirect';
import { currentShopper } from '@/lib/user/data';
import { ADDRESS_LIMITS, ADDRESS_MESSAGES } from '@/contract/address';
import { ADDRESS_PATHS, DEFAULT_COUNTRY, type AddressNotice } from './constants';

export type AddressFormState = {
  message?: string;
  /** Messages by field slug ('address_type' for the Other address's name). */
  errors: Record<string, string>;
  /** What the shopper sent, to fill the form again. */
  values: Record<string, string>;
};

const id = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,64}$/);
const FIXED = new Set([
  'id',
  'return_to',
  'address_type',
  'other_name',
  'is_default_address',
  'country_iso_code',
  'geo_latitude',
  'geo_longitude',
]);

const saveInput = z.object({
  id: id.optional().or(z.literal('')),
  return_to: z.string().max(2000).optional(),
  address_type: z.enum(['home', 'office', 'other']).default('home'),
  other_name: z.string().trim().max(ADDRESS_LIMITS.addressNameMaxChars).optional(),
  is_default_address: z.literal('on').optional(),
  country_iso_code: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/)
    .default(DEFAULT_COUNTRY),
  // Where the map picker put the pin (only with the map).
  geo_latitude: z.coerce.number().min(-90).max(90).optional(),
  geo_longitude: z.coerce.number().min(-180).max(180).optional(),
});

/**
 * The form's own values: string fields only, bounded, at most a form's worth. Read into a
 * null-prototype record (a field named `constructor` is just a field); `kept` copies them into a
 * plain object for the form's state, as React passes no null-prototype object to a client.
 */
const kept = (values: Record<string, string>): Record<string, string> => ({ ...values });

function formValues(form: unknown): Record<string, string> {
  const values = Object.create(null) as Record<string, string>;
  // Anyone can call an action with anything: only a form's fields count.
  if (!(form instanceof FormData)) return values;
  for (const [key, value] of form.entries()) {
    if (typeof value !== 'string' || key.startsWith('$') || key in values || !/^[a-z_]{1,40}$/.test(key)) continue;
    values[key] = value.slice(0, ADDRESS_LIMITS.fieldMaxChars + 1);
    if (Object.keys(values).length > 40) break;
  }
  return values;
}

function refusal(error: unknown, values: Record<string, string>): AddressFormState {
  const errors: Record<string, string> = {};
  if (error instanceof SdkServerResponseError) {
    const details = (error.body as { errors?: { path?: unknown[]; message?: string }[] } | null)?.errors;
    for (const d of Array.isArray(details) ? details : []) {
      const slug = typeof d.path?.[0] === 'string' ? d.path[0] : undefined;
      if (slug && typeof d.message === 'string' && !errors[slug]) errors[slug] = d.message;
    }
  }
  return { message: displayMessage(error, ADDRESS_MESSAGES.saveFailed), errors, values: kept(values) };
}

const back = (returnTo: string | undefined, notice: AddressNotice) => {
  const target = safeRedirect(returnTo, ADDRESS_PATHS.profile);
  return `${target}${target.includes('?') ? '&' : '?'}notice=${notice}`;
};

export async function saveAddress(_previous: unknown, form: FormData): Promise<AddressFormState> {
  const values = formValues(form);
  const input = readActionInput(saveInput, values);
  if (!input.ok) return { message: input.message, errors: {}, values: kept(values) };
  // A guest adds its delivery address during checkout (it belongs to its bag); elsewhere, sign in.
  if (!(await currentShopper()) && !safeRedirect(input.value.return_to, '').startsWith('/cart/'))
    redirect(loginHref(ADDRESS_PATHS.profile));
  const { address_type, other_name, is_default_address, country_iso_code, return_to } = input.value;
  const fields = Object.fromEntries(Object.entries(values).filter(([k]) => !FIXED.has(k)));
  const body = {
    ...fields,
    country_iso_code,
    address_type: address_type === 'other' ? other_name || 'other' : address_type,
    ...(is_default_address ? { is_default_address: true } : {}),
    ...(input.value.geo_latitude !== undefined && input.value.geo_longitude !== undefined
      ? { geo_location: { latitude: input.value.geo_latitude, longitude: input.value.geo_longitude } }
      : {}),
  };
  try {
    const sdk = await actionSdk();
    if (input.value.id) await sdk.address.updateAddress({ id: input.value.id, body });
    else await sdk.address.addAddress({ body });
  } catch (error) {
    return refusal(error, values);
  }
  redirect(back(return_to, 'saved'));
}

const idInput = z.object({ id, return_to: z.string().max(2000).optional() });

export async function removeAddress(form: FormData): Promise<void> {
  const input = readActionInput(idInput, formValues(form));
  if (!input.ok) redirect(back(undefined, 'removeFailed'));
  let notice: AddressNotice = 'removed';
  try {
    await (await actionSdk()).address.removeAddress({ id: input.value.id });
  } catch {
    notice = 'removeFailed';
  }
  redirect(back(input.value.return_to, notice));
}

export async function makeDefaultAddress(form: FormData): Promise<void> {
  const input = readActionInput(idInput, formValues(form));
  if (!input.ok) redirect(back(undefined, 'saveFailed'));
  const sdk = await actionSdk();
  let notice: AddressNotice = 'defaulted';
  try {
    const address = await sdk.address.getAddressById({ id: input.value.id });
    await sdk.address.updateAddress({ id: input.value.id, body: { ...address, is_default_address: true } });
  } catch {
    notice = 'saveFailed';
  }
  redirect(back(input.value.return_to, notice));
}

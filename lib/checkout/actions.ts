'use server';
// Checkout's server actions: choose the delivery address (select-address), place the order, and
// ask someone else to pay an order that waits for its payment (a payment link, on the status page).
// Plain form posts, with or without JavaScript; each answers with a redirect, and a refusal
// leaves the platform's words for the next page view (the one-view notice, lib/forms/notice.ts).
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import { actionSdk } from '@/lib/sdk/server';
import { displayMessage, SdkServerResponseError } from '@/lib/sdk/errors';
import { readActionInput } from '@/lib/forms/action-input';
import { requestCookieSecure } from '@/lib/shared/cookie-secure';
import { currentShopper } from '@/lib/user/data';
import { loginHref } from '@/lib/user/redirect';
import { CART_MESSAGES } from '@/lib/cart/constants';
import { ADDRESS_MESSAGES } from '@/contract/address';
import { PAYMENT_PATHS } from '@/lib/payment/constants';
import { MODE_FIELDS, followable, identifierOf, waitsOnUpiPage } from '@/lib/payment/form';
import { CHECKOUT_PATHS, CHECKOUT_RETRY, GUEST_WORDS } from './constants';
import { LOCATION_COOKIE, type LocationDetails } from '@/lib/address/constants';
import type { Address } from '@/contract/types/address';
import { reviewQuery, targetQuery, type CheckoutTarget } from './data';
import { formRecord } from '@/lib/forms/record';
import { writeFormNotice } from '@/lib/forms/notice';

const addressId = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,64}$/);
const target = {
  buy_now: z.enum(['true', 'false']).optional(),
  id: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,100}$/)
    .optional()
    .or(z.literal('')),
};
const chooseInput = z.object({ address_id: addressId.optional(), ...target });
// The address travels in the query as on /cart/order-review: the page and the order agree.
const placeInput = z.object({
  payment_mode: z.enum(['COD', 'PP', 'UPI', 'CARD', 'NB', 'WL', 'PL']),
  address_id: addressId.optional(),
  attempt: z.string().regex(/^[A-Za-z0-9_-]{8,100}$/),
  ...MODE_FIELDS,
  // The page the order was placed from, to come back to with the platform's words on a refusal.
  from: z.enum(['review', 'single']).optional(),
  // A guest's contact (guest checkout); the platform checks it.
  contact_email: z.string().trim().max(254).optional(),
  contact_phone: z.string().trim().max(20).optional(),
  // The code sent to a guest's email when the shop asks for one.
  contact_otp: z
    .union([
      z
        .string()
        .trim()
        .regex(/^\d{4,8}$/),
      z.literal(''),
    ])
    .optional(),
  ...target,
});

/** The shop asks a guest to prove its email (guest checkout): the platform's refusal code. */
const needsCode = (error: unknown) =>
  error instanceof SdkServerResponseError &&
  (error.body as { code?: unknown } | undefined)?.code === 'CONTACT_NOT_VERIFIED';

/** Where the shopper goes to pay: the provider's page (a path of this shop, or an https page), or /cart/upi for a collect request. */
function paymentStep(orderId: string, mode: string, url: string): string | undefined {
  if (!url || !followable(url)) return undefined;
  if (waitsOnUpiPage(mode, url)) return `${PAYMENT_PATHS.upi}?${new URLSearchParams({ order_id: orderId, app: url })}`;
  return url;
}

/** A delivery address in another country than the current one makes it the current one (the location cookie). */
async function rememberLocation(address: Address): Promise<void> {
  const jar = await cookies();
  const iso = String(address.country_iso_code ?? '').toUpperCase();
  let current: string | undefined;
  try {
    current = (JSON.parse(jar.get(LOCATION_COOKIE.name)?.value ?? '{}') as { country_iso_code?: string })
      .country_iso_code;
  } catch {
    current = undefined;
  }
  if (!iso || current === iso) return;
  const details: LocationDetails = {
    country: String(address.country ?? ''),
    country_iso_code: iso,
    pincode: String(address.area_code ?? ''),
    city: String(address.city ?? ''),
    state: String(address.state ?? ''),
  };
  jar.set(LOCATION_COOKIE.name, JSON.stringify(details), {
    maxAge: LOCATION_COOKIE.maxAgeSeconds,
    sameSite: 'lax',
    path: '/',
    secure: await requestCookieSecure(),
  });
}

const targetOf = (v: { buy_now?: string; id?: string }): CheckoutTarget => ({
  buyNow: v.buy_now === 'true',
  id: v.id || undefined,
});

export async function chooseDeliveryAddress(form: FormData): Promise<void> {
  const input = readActionInput(chooseInput, formRecord(form));
  if (!input.ok) {
    await writeFormNotice(false, input.message);
    redirect(CHECKOUT_PATHS.delivery);
  }
  const where = targetOf(input.value);
  // Buy-now needs an account; a guest checks out its bag.
  if (where.buyNow && !(await currentShopper())) redirect(loginHref(`${CHECKOUT_PATHS.delivery}${targetQuery(where)}`));
  if (!input.value.address_id) {
    await writeFormNotice(false, ADDRESS_MESSAGES.noAddressSelected);
    redirect(`${CHECKOUT_PATHS.delivery}${targetQuery(where)}`);
  }
  let next = `${CHECKOUT_PATHS.payment}${targetQuery(where, input.value.address_id)}`;
  try {
    const sdk = await actionSdk();
    const answer = await sdk.address.selectAddress({
      buyNow: where.buyNow,
      body: { id: input.value.address_id, billing_address_id: input.value.address_id },
    });
    if (answer.is_valid === false) {
      await writeFormNotice(false, answer.message || ADDRESS_MESSAGES.selectFailed);
      next = `${CHECKOUT_PATHS.delivery}${targetQuery(where)}`;
    } else {
      // Only a preference: a failure to remember it never undoes the choice.
      await sdk.address
        .getAddressById({ id: input.value.address_id })
        .then(rememberLocation)
        .catch(() => undefined);
    }
  } catch (error) {
    await writeFormNotice(false, displayMessage(error, ADDRESS_MESSAGES.selectFailed));
    next = `${CHECKOUT_PATHS.delivery}${targetQuery(where)}`;
  }
  redirect(next);
}

/** The platform failed (5xx) or could not be reached: worth one more try with the same key. */
const serverFailed = (error: unknown) => !(error instanceof SdkServerResponseError) || error.status >= 500;

export async function placeOrder(form: FormData): Promise<void> {
  const input = readActionInput(placeInput, formRecord(form));
  if (!input.ok) {
    await writeFormNotice(false, input.message);
    redirect(CHECKOUT_PATHS.payment);
  }
  const where = targetOf(input.value);
  if (where.buyNow && !(await currentShopper())) redirect(loginHref(`${CHECKOUT_PATHS.payment}${targetQuery(where)}`));
  const { contact_email, contact_phone, contact_otp } = input.value;
  const identifier = identifierOf(input.value);
  // Where the guest's contact fields are: back there when its email must be proven first.
  const here =
    input.value.from === 'review' && input.value.address_id
      ? `${CHECKOUT_PATHS.review}${reviewQuery(where, input.value.address_id, input.value.payment_mode, identifier)}`
      : `${CHECKOUT_PATHS.single}${targetQuery(where, input.value.address_id)}`;
  const keptContact = { contact_email: contact_email ?? '', contact_phone: contact_phone ?? '', verify: '1' };
  if (contact_otp && contact_email) {
    const refused = await (
      await actionSdk()
    ).cart
      .verifyGuestCode({ body: { email: contact_email, otp: contact_otp } })
      .then(
        () => undefined,
        (error: unknown) => displayMessage(error, CART_MESSAGES.somethingWentWrong),
      );
    if (refused) {
      await writeFormNotice(false, refused, keptContact);
      redirect(here);
    }
  }
  let next: string;
  try {
    const sdk = await actionSdk();
    const request = {
      buyNow: where.buyNow,
      idempotencyKey: input.value.attempt,
      body: {
        payment_mode: input.value.payment_mode,
        ...(identifier ? { payment_identifier: identifier } : {}),
        ...(input.value.address_id ? { address_id: input.value.address_id } : {}),
        ...(where.id ? { id: where.id } : {}),
        // The SDK's free-form meta carries a guest's contact (docs/FEATURES.md, guest checkout).
        ...(contact_email || contact_phone ? { meta: { contact_email, contact_phone } } : {}),
      },
    };
    // A 5xx may come after the order was placed: the same attempt again answers that order.
    let placed = await sdk.cart.checkoutCart(request).catch((error: unknown) => ({ error }));
    for (
      let attempt = 2;
      'error' in placed && attempt <= CHECKOUT_RETRY.attempts && serverFailed(placed.error);
      attempt++
    ) {
      await new Promise((resolve) => setTimeout(resolve, CHECKOUT_RETRY.delayMs * (attempt - 1)));
      placed = await sdk.cart.checkoutCart(request).catch((error: unknown) => ({ error }));
    }
    if ('error' in placed) throw placed.error;
    next =
      paymentStep(placed.order_id, input.value.payment_mode, placed.payment_confirm_url ?? '') ??
      `${CHECKOUT_PATHS.status}?success=true&order_id=${encodeURIComponent(placed.order_id)}`;
  } catch (error) {
    if (needsCode(error) && contact_email) {
      // The code goes now; the page asks for it beside the email it went to.
      const sent = await (await actionSdk()).cart.sendGuestCode({ body: { email: contact_email } }).then(
        () => GUEST_WORDS.codeSent,
        (refused: unknown) => displayMessage(refused, GUEST_WORDS.codeFailed),
      );
      await writeFormNotice(false, sent, keptContact);
      redirect(here);
    }
    await writeFormNotice(false, displayMessage(error, CART_MESSAGES.somethingWentWrong));
    next = `${input.value.from === 'single' ? CHECKOUT_PATHS.single : CHECKOUT_PATHS.payment}${targetQuery(where, input.value.address_id)}`;
  }
  redirect(next);
}

const orderId = z
  .string()
  .trim()
  .regex(/^[A-Z0-9]{4,40}$/);
const askInput = z.object({
  order_id: orderId,
  email: z.union([z.string().trim().email().max(254), z.literal('')]).optional(),
});

export async function askSomeoneToPay(form: FormData): Promise<void> {
  const input = readActionInput(askInput, formRecord(form));
  if (!input.ok) {
    await writeFormNotice(false, input.message);
    redirect(CHECKOUT_PATHS.status);
  }
  const back = `${CHECKOUT_PATHS.status}?success=true&order_id=${encodeURIComponent(input.value.order_id)}`;
  let next = back;
  try {
    const made = await (
      await actionSdk()
    ).payment.createPaymentLink({
      body: {
        external_order_id: input.value.order_id,
        ...(input.value.email ? { email: input.value.email } : {}),
        meta: {},
      },
    });
    next = `${back}&link=${encodeURIComponent(made.payment_link_id)}`;
  } catch (error) {
    await writeFormNotice(false, displayMessage(error, CART_MESSAGES.somethingWentWrong));
  }
  redirect(next);
}

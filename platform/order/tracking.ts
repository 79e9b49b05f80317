// Public order tracking (the /order-tracking/ pages): an order for someone who knows its id and the
// phone number (all of its last ten digits) or email it was placed with: the account's, or the
// delivery or billing address's. Wrong guesses are limited per client address, per order from one
// address, and per order (past which only addresses that have not guessed wrong on it are
// answered), so a new address gives few tries and a stranger's guesses never refuse the right
// answer from another address. A match answers a tracking token —
// an HMAC over the order id and an expiry — that shows the order again for an hour without another
// guess; a stranger sees where the shipments are and what is in them, never the address, the
// reasons or the photos.
import crypto from 'node:crypto';
import type { Database } from '../db/client';
import { notFound } from '../http/errors';
import { derivedSecret } from '../secrets';
import { consume, hit, peek, fromAddress, release } from '../user';
import { orderById, type FullOrder } from './order-store';
import { orderSchema } from './order-view';
import { factsOf } from './order-service';
import { TRACKING } from './constants';
import { ORDER_MESSAGES } from './messages';
import { digits, type OrderContact } from './contact';

const secret = () => derivedSecret('order-tracking');
const sign = (orderId: string, expires: number) =>
  crypto.createHmac('sha256', secret()).update(`${orderId}|${expires}`).digest('base64url');

export function trackingToken(orderId: string, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + TRACKING.tokenSeconds;
  return `${expires}.${sign(orderId, expires)}`;
}

function tokenValid(orderId: string, token: string, now = Date.now()): boolean {
  const [expires, signature] = token.split('.');
  if (!/^\d{1,12}$/.test(expires ?? '') || !signature) return false;
  const expected = Buffer.from(sign(orderId, Number(expires)));
  const given = Buffer.from(signature);
  return expected.length === given.length && crypto.timingSafeEqual(expected, given) && Number(expires) * 1000 > now;
}

/**
 * The whole phone number (its last ten digits) or the email, trimmed and in any case: the
 * account's the order was placed with, or the delivery or billing address's.
 */
function sameContact(full: FullOrder, contact: string): boolean {
  const wanted = contact.trim().toLowerCase();
  const phone = digits(wanted).slice(-10);
  const account: OrderContact = { email: full.order.contactEmail ?? '', phone: full.order.contactPhone ?? '' };
  return [account, full.order.deliveryAddress as OrderContact, full.order.billingAddress as OrderContact].some((a) =>
    wanted.includes('@')
      ? (a.email ?? '').trim().toLowerCase() === wanted
      : phone.length === 10 && digits(a.phone).slice(-10) === phone,
  );
}

/**
 * The order for its id and contact, with wrong guesses counted (a match hands its claimed attempt
 * back). A stranger guessing an order never locks out the address of the one who knows the answer.
 */
async function guessedOrder(database: Database, orderId: string, contact: string, clientAddress?: string) {
  const addressKey = clientAddress && `order-track:ip:${clientAddress}`;
  const pairKey = fromAddress('order-track:order-ip', orderId, clientAddress);
  const orderKey = `order-track:order:${orderId}`;
  const crowded = (await peek(database, orderKey)).count >= TRACKING.perOrder[0];
  await consume(database, [
    [addressKey, TRACKING.perAddress],
    [pairKey, crowded ? [1, TRACKING.perOrderFromAddress[1]] : TRACKING.perOrderFromAddress],
  ]);
  const full = await orderById(database, orderId);
  if (full && sameContact(full, contact)) {
    await release(database, addressKey);
    await release(database, pairKey);
    return full;
  }
  await hit(database, orderKey, TRACKING.perOrder);
  return undefined;
}

export type TrackingProof = { contact: string } | { token: string };

export async function trackedOrder(database: Database, orderId: string, proof: TrackingProof, clientAddress?: string) {
  const full =
    'contact' in proof
      ? await guessedOrder(database, orderId, proof.contact, clientAddress)
      : await orderById(database, orderId);
  if (!full || ('token' in proof && !tokenValid(orderId, proof.token))) throw notFound(ORDER_MESSAGES.trackingNotFound);
  const view = orderSchema(await factsOf(database, full));
  const place = (a: unknown) => {
    const c = a as OrderContact;
    return { city: c.city ?? '', state: c.state ?? '', area_code: c.area_code ?? '', country: c.country ?? '' };
  };
  return {
    order: {
      ...view,
      billing_address: undefined,
      user_info: undefined,
      delivery_address: place(view.delivery_address),
      shipments: view.shipments.map((s) => ({
        ...s,
        delivery_address: place(s.delivery_address),
        bags: s.bags.map((b) => ({ ...b, reason: null })),
        qc_image_urls: [],
        refund_details: null,
        beneficiary_details: false,
        can_cancel: false,
        can_return: false,
        allowed_statuses: [],
        show_download_invoice: false,
        gst_details: null,
      })),
    },
    tracking_token: trackingToken(orderId),
  };
}

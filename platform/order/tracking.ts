// Public order tracking (the /order-tracking/ pages): an order for someone who knows its id and the
// phone number (all of its last ten digits) or email it was placed with. Guesses are limited per
// client address and per order, so neither a new address nor a path without one (the storefront's
// own server) gives unlimited tries. A match answers a tracking token — an HMAC over the order id
// and an expiry — that shows the order again for an hour without another guess; a stranger sees
// where the shipments are and what is in them, never the address, the reasons or the photos.
import crypto from 'node:crypto';
import type { Database } from '../db/client';
import { notFound } from '../http/errors';
import { derivedSecret } from '../secrets';
import { consume } from '../user/rate-limit';
import { orderById, type FullOrder } from './order-store';
import { orderSchema } from './order-view';
import { factsOf } from './order-service';
import { TRACKING } from './constants';
import { ORDER_MESSAGES } from './messages';
import { digits, type OrderContact } from './contact';

const secret = () => derivedSecret('order-tracking');
const sign = (orderId: string, expires: number) => crypto.createHmac('sha256', secret()).update(`${orderId}|${expires}`).digest('base64url');

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

/** The whole phone number (its last ten digits) or the email, of the delivery or billing address. */
function sameContact(full: FullOrder, contact: string): boolean {
  const wanted = contact.trim().toLowerCase();
  const phone = digits(wanted).slice(-10);
  return [full.order.deliveryAddress as OrderContact, full.order.billingAddress as OrderContact].some((a) =>
    wanted.includes('@') ? (a.email ?? '').trim().toLowerCase() === wanted : phone.length === 10 && digits(a.phone).slice(-10) === phone,
  );
}

export type TrackingProof = { contact: string } | { token: string };

export async function trackedOrder(database: Database, orderId: string, proof: TrackingProof, clientAddress?: string) {
  if ('contact' in proof) {
    await consume(database, [
      [clientAddress && `order-track:ip:${clientAddress}`, TRACKING.perAddress],
      [`order-track:order:${orderId}`, TRACKING.perOrder],
    ]);
  }
  const full = await orderById(database, orderId);
  const proven = full && ('contact' in proof ? sameContact(full, proof.contact) : tokenValid(orderId, proof.token));
  if (!full || !proven) throw notFound(ORDER_MESSAGES.trackingNotFound);
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
      })),
    },
    tracking_token: trackingToken(orderId),
  };
}

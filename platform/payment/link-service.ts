// Payment links (Links): a shopper whose order waits for its payment asks someone
// else to pay it. The link is for the order's own total (an amount sent that differs is refused),
// its page is open to anyone holding the unguessable link, and paying it starts another attempt at
// the same order with the provider (settle.ts: the first paid places the order; a second is owed
// back). A link is active while its order waits; then paid or expired with it; or cancelled.
import crypto from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { ApiError, badRequest, notFound } from '../http/errors';
import { claimSend, deliver, releaseSend, type SendPermit } from '../user';
import { normaliseEmail, normalisePhone } from '../../contract/account';
import { orderState, type OrderState } from '../order';
import { paymentLinks, payments } from './schema';
import { LINK_LIMITS } from './constants';
import { PAYMENT_MESSAGES } from './messages';
import { activeProvider } from './providers';
import { paymentIdentifier } from './identifier';
import { insertPayment, paymentOfOrder, pendingPayment } from './payment-store';
import { startPayment } from './start';
import { isPrepaidMode } from './constants';

export type LinkRow = typeof paymentLinks.$inferSelect;
export const linkPath = (id: string) => `/payment/link/${id}`;
const newLinkId = () => `plink_${crypto.randomBytes(16).toString('base64url')}`;
const rupees = (paise: number) => `₹${(paise / 100).toLocaleString('en-IN', { maximumFractionDigits: 2 })}`;

/** active, paid, expired (the order lapsed or failed) or cancelled. */
export function linkStatus(
  link: Pick<LinkRow, 'status'>,
  order: Pick<OrderState, 'status'> | undefined,
): 'active' | 'paid' | 'expired' | 'cancelled' {
  if (link.status === 'cancelled') return 'cancelled';
  if (order?.status === 'placed') return 'paid';
  if (order?.status !== 'pending_payment') return 'expired';
  return 'active';
}

async function holdLeft(database: Database, orderId: string): Promise<{ seconds: number; expiresAt: Date }> {
  const checkout = await paymentOfOrder(database.db, orderId);
  const expiresAt = checkout?.expiresAt ?? new Date();
  return { seconds: Math.max(0, Math.floor((expiresAt.getTime() - Date.now()) / 1000)), expiresAt };
}

async function linkOf(database: Database, id: string): Promise<LinkRow> {
  const [link] = await database.db.select().from(paymentLinks).where(eq(paymentLinks.id, id)).limit(1);
  if (!link) throw notFound(PAYMENT_MESSAGES.link.notFound);
  return link;
}

/**
 * Sends the link to its payer through the send gate: the shop's own words and link only (never the
 * shopper's description or anything else a shopper wrote). Every message is claimed before any is
 * sent; a refused one sends none. Answers how many were sent.
 */
async function notify(
  database: Database,
  link: LinkRow,
  url: string,
  shop: string,
  clientAddress: string | undefined,
): Promise<number> {
  const body = `${shop}: a payment of ${rupees(link.amountPaise)} is asked for order ${link.orderId}. Pay it on ${shop}'s own page: ${url}\nIf you do not know this order, ignore this message.`;
  const targets = [
    link.email ? { channel: 'email' as const, to: normaliseEmail(link.email) } : undefined,
    link.mobile ? { channel: 'sms' as const, to: normalisePhone(91, link.mobile) } : undefined,
  ].filter((t) => t !== undefined);
  const permits: SendPermit[] = [];
  try {
    for (const target of targets) {
      permits.push(
        await claimSend(database, {
          ...target,
          clientAddress,
          accountId: link.userId,
          caps: [[`send:order:${link.orderId}`, LINK_LIMITS.sendsPerOrder]],
        }),
      );
    }
  } catch (error) {
    for (const permit of permits) await releaseSend(database, permit);
    throw error;
  }
  for (const permit of permits) await deliver(database, permit, { subject: `Payment request from ${shop}`, body });
  return permits.length;
}

export type CreateLinkInput = {
  external_order_id: string;
  amount?: number;
  email?: string;
  mobile_number?: string;
  description?: string;
  send_communication?: boolean;
};

export async function createLink(
  database: Database,
  userId: string,
  input: CreateLinkInput,
  origin: string,
  shop: string,
  clientAddress?: string,
) {
  const order = await orderState(database, input.external_order_id);
  if (!order || order.userId !== userId) throw notFound(PAYMENT_MESSAGES.orderNotFound);
  if (order.status !== 'pending_payment') throw badRequest(PAYMENT_MESSAGES.link.notAwaiting);
  const total = order.totals.total;
  if (input.amount !== undefined && Math.round(input.amount * 100) !== total)
    throw badRequest(PAYMENT_MESSAGES.link.amountMismatch(rupees(total)));
  const activeLink = async () =>
    (
      await database.db
        .select()
        .from(paymentLinks)
        .where(and(eq(paymentLinks.orderId, input.external_order_id), eq(paymentLinks.status, 'active')))
        .limit(1)
    )[0];
  const existing = await activeLink();
  const [made] = existing
    ? [undefined]
    : await database.db
        .insert(paymentLinks)
        .values({
          id: newLinkId(),
          orderId: input.external_order_id,
          userId,
          amountPaise: total,
          description: input.description ?? '',
          email: input.email ?? null,
          mobile: input.mobile_number ?? null,
        })
        .onConflictDoNothing()
        .returning();
  // Two asked at once: the one that got in is the link.
  const link = existing ?? made ?? (await activeLink());
  if (!link) throw badRequest(PAYMENT_MESSAGES.link.notActive);
  const url = `${origin}${linkPath(link.id)}`;
  if (made && input.send_communication !== false) {
    // Refused by the send limits: the link is not kept either, so asking later starts afresh.
    const sent = await notify(database, link, url, shop, clientAddress).catch(async (error: unknown) => {
      await database.db.delete(paymentLinks).where(eq(paymentLinks.id, link.id));
      throw error;
    });
    if (sent) await database.db.update(paymentLinks).set({ sends: 1 }).where(eq(paymentLinks.id, link.id));
  }
  const { seconds } = await holdLeft(database, link.orderId);
  return {
    success: true,
    message: PAYMENT_MESSAGES.link.created,
    status_code: 200,
    payment_link_id: link.id,
    payment_link_url: url,
    polling_timeout: seconds,
  };
}

export async function linkDetails(database: Database, id: string, origin: string, merchant: string) {
  const link = await linkOf(database, id);
  const order = await orderState(database, link.orderId);
  const { seconds } = await holdLeft(database, link.orderId);
  return {
    success: true,
    message: PAYMENT_MESSAGES.link.found,
    status_code: 200,
    amount: link.amountPaise / 100,
    merchant_name: merchant,
    payment_link_url: `${origin}${linkPath(link.id)}`,
    payment_link_current_status: linkStatus(link, order),
    external_order_id: link.orderId,
    polling_timeout: seconds,
  };
}

async function ownActiveLink(database: Database, userId: string, id: string): Promise<LinkRow> {
  const link = await linkOf(database, id);
  if (link.userId !== userId) throw notFound(PAYMENT_MESSAGES.link.notFound);
  if (linkStatus(link, await orderState(database, link.orderId)) !== 'active')
    throw badRequest(PAYMENT_MESSAGES.link.notActive);
  return link;
}

export async function cancelLink(database: Database, userId: string, id: string) {
  await ownActiveLink(database, userId, id);
  await database.db
    .update(paymentLinks)
    .set({ status: 'cancelled', updatedAt: new Date() })
    .where(eq(paymentLinks.id, id));
  return { success: true, message: PAYMENT_MESSAGES.link.cancelled, status_code: 200 };
}

export async function resendLink(
  database: Database,
  userId: string,
  id: string,
  origin: string,
  shop: string,
  clientAddress?: string,
) {
  const link = await ownActiveLink(database, userId, id);
  if (link.sends >= LINK_LIMITS.sends)
    throw new ApiError(429, PAYMENT_MESSAGES.link.tooManySends, undefined, { code: 'TOO_MANY_SENDS' });
  if (!link.email && !link.mobile) throw badRequest(PAYMENT_MESSAGES.link.nowhereToSend);
  await notify(database, link, `${origin}${linkPath(link.id)}`, shop, clientAddress);
  await database.db
    .update(paymentLinks)
    .set({ sends: link.sends + 1, updatedAt: new Date() })
    .where(eq(paymentLinks.id, id));
  return {
    success: true,
    message: PAYMENT_MESSAGES.link.resent,
    status_code: 200,
    polling_timeout: (await holdLeft(database, link.orderId)).seconds,
  };
}

/** Whoever holds the link pays: a new attempt at the order with the active provider, for the link's (the order's) amount. */
export async function payLink(database: Database, id: string, mode: string, identifier: string | undefined) {
  const link = await linkOf(database, id);
  const order = await orderState(database, link.orderId);
  if (linkStatus(link, order) !== 'active') throw badRequest(PAYMENT_MESSAGES.link.notActive);
  const provider = activeProvider();
  if (!provider || !isPrepaidMode(mode) || !provider.modes.includes(mode) || mode === 'PL')
    throw badRequest(PAYMENT_MESSAGES.link.modeUnavailable(mode));
  // A payer's saved cards are theirs, not the order's: a card is always entered anew here.
  const checked = mode === 'CARD' ? undefined : await paymentIdentifier(database, '', mode, identifier);
  const [{ n }] = await database.db.select({ n: count() }).from(payments).where(eq(payments.linkId, id));
  if (n >= LINK_LIMITS.attempts)
    throw new ApiError(429, PAYMENT_MESSAGES.link.tooManyAttempts, undefined, { code: 'TOO_MANY_ATTEMPTS' });
  const { expiresAt } = await holdLeft(database, link.orderId);
  const payment = pendingPayment({
    orderId: link.orderId,
    userId: order!.userId,
    aggregator: provider.name,
    mode,
    identifier: checked ?? null,
    amountPaise: link.amountPaise,
    expiresAt,
    linkId: link.id,
  });
  await database.db.transaction((tx) => insertPayment(tx, payment));
  const redirectUrl = await startPayment(database, payment, {});
  return {
    success: true,
    status: 'initiated',
    aggregator: provider.name,
    method: mode,
    merchant_order_id: link.orderId,
    payment_link_id: link.id,
    amount: link.amountPaise / 100,
    currency: 'INR',
    redirect_url: redirectUrl,
    polling_url: '/service/application/payment/v1.0/payment/confirm/polling/link/',
  };
}

export async function linkOrderId(database: Database, id: string): Promise<string> {
  return (await linkOf(database, id)).orderId;
}

// Sends the shopper the messages of one order event, once: the event's row is claimed first
// (order, event, shipment are unique), so an event told twice sends nothing the second time.
// Each message goes through the send gate, which counts it against the destination's limits
// and the account's cap on order messages; a message refused there is not sent, and the row
// records what happened. Runs after the event's transaction committed: nothing here can undo
// or fail the order.
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { ApiError } from '../http/errors';
import { claimSend, deliver } from '../user';
import { orderById, type OrderEvent } from '../order';
import { orderNotifications } from './schema';
import { EVENT_CHANNELS, NOTIFICATION_LIMITS, type Channel } from './constants';
import { messageFacts } from './facts';
import { composeMessages } from './compose';

/** Claims the event; false when it was claimed before (told twice). */
async function claim(database: Database, event: OrderEvent): Promise<boolean> {
  const rows = await database.db
    .insert(orderNotifications)
    .values({ orderId: event.orderId, event: event.event, shipmentId: event.shipmentId ?? '' })
    .onConflictDoNothing()
    .returning({ id: orderNotifications.id });
  return rows.length > 0;
}

async function recordOutcome(database: Database, event: OrderEvent, outcome: string): Promise<void> {
  await database.db
    .update(orderNotifications)
    .set({ outcome: outcome.slice(0, 300) })
    .where(
      and(
        eq(orderNotifications.orderId, event.orderId),
        eq(orderNotifications.event, event.event),
        eq(orderNotifications.shipmentId, event.shipmentId ?? ''),
      ),
    );
}

export async function notifyOrderEvent(database: Database, event: OrderEvent): Promise<void> {
  const full = await orderById(database, event.orderId);
  // An account's orders and a guest's have someone to tell (an order whose account was deleted has none).
  if (!full || (!full.order.userId && !full.order.guest)) return;
  // The account's cap on order messages; a guest's counts by its contact.
  const sender = full.order.userId ?? `guest:${full.order.contactEmail ?? full.order.contactPhone ?? full.order.id}`;
  if (!(await claim(database, event))) return;
  const outcomes: string[] = [];
  try {
    const facts = await messageFacts(database, full, event);
    const messages = composeMessages(facts);
    for (const channel of EVENT_CHANNELS[event.event]) {
      const to = channel === 'email' ? facts.to.email : facts.to.phone;
      if (!to) continue;
      outcomes.push(await send(database, sender, channel, to, messages[channel]));
    }
  } catch (error) {
    outcomes.push(`failed: ${error instanceof Error ? error.message : String(error)}`);
    throw error;
  } finally {
    await recordOutcome(database, event, outcomes.join(', ') || 'no contact');
  }
}

async function send(
  database: Database,
  userId: string,
  channel: Channel,
  to: string,
  content: { subject: string; body: string; html?: string },
): Promise<string> {
  try {
    const permit = await claimSend(database, {
      channel,
      to,
      caps: [[NOTIFICATION_LIMITS.accountKey(userId), NOTIFICATION_LIMITS.perAccount()]],
      stream: 'order',
    });
    await deliver(database, permit, content);
    return channel;
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 429) throw error;
    // Over the limits: this shopper gets no more messages for now; the order goes on.
    console.warn(`[notification] ${channel} about an order not sent: over the send limits`);
    return `${channel}: over the limit`;
  }
}

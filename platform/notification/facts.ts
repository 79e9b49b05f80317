// What a message about an order event says, read after the event committed: the order's stored
// lines and amounts, the shop's name and public origin, where the order should arrive by, and
// who the message is for (the account's email and mobile).
import type { Database } from '../db/client';
import { loadSecrets } from '../secrets';
import { applicationById, allStores } from '../configuration';
import { promiseBetween } from '../logistics';
import { messageContact, shopOrigin } from '../user';
import { shipmentRefunds, type FullOrder, type OrderEvent, type OrderTotals } from '../order';
import { ORDER_PATHS } from '../../contract/order';
import { PROMISE_EVENTS } from './constants';

export type MessageLine = { name: string; size: string; quantity: number; amountPaise: number };

export type MessageFacts = {
  event: OrderEvent;
  shop: string;
  /** The shipment's lines for a shipment's event, else the order's. */
  lines: MessageLine[];
  totals: OrderTotals;
  refundPaise?: number;
  promise?: { min: string; max: string };
  /** order: the shopper's own order page; none for a guest, who has no account pages. */
  links: { order?: string; tracking: string };
  to: { email?: string; phone?: string };
};

/** When the order's shipments should arrive, from their stores to its pincode, counted from when it was placed. */
async function promiseOf(database: Database, full: FullOrder): Promise<MessageFacts['promise']> {
  const to = full.order.deliveryAddress.area_code;
  if (typeof to !== 'string') return undefined;
  const uids = new Set(full.shipments.map((s) => s.storeUid));
  const stores = (await allStores(database.db)).filter((s) => uids.has(s.uid));
  const found = await Promise.all(stores.map((s) => promiseBetween(database.db, s.pincode, to, full.order.createdAt)));
  const promises = found.filter((p) => p !== undefined);
  if (!promises.length) return undefined;
  const earliest = promises.reduce((a, b) => (b.timestamp.min < a.timestamp.min ? b : a));
  const latest = promises.reduce((a, b) => (b.timestamp.max > a.timestamp.max ? b : a));
  return { min: earliest.formatted.min, max: latest.formatted.max };
}

export async function messageFacts(database: Database, full: FullOrder, event: OrderEvent): Promise<MessageFacts> {
  const { order } = full;
  const [app, to, promise, refunds] = await Promise.all([
    applicationById(database.db, loadSecrets().applicationId),
    // A guest is written to at the contact it ordered with.
    order.userId
      ? messageContact(database, order.userId)
      : { email: order.contactEmail ?? undefined, phone: order.contactPhone ?? undefined },
    PROMISE_EVENTS.has(event.event) ? promiseOf(database, full) : undefined,
    event.event === 'refunded' ? shipmentRefunds().ofOrder(database, order.id) : [],
  ]);
  const shop = app?.name || process.env.SHOP_NAME || 'Shop';
  const origin = shopOrigin({ applicationId: app?.id ?? '', name: shop, domain: app?.domain ?? 'localhost:3000' });
  const page = event.shipmentId ?? full.shipments[0]?.id;
  const items = event.shipmentId ? full.items.filter((i) => i.shipmentId === event.shipmentId) : full.items;
  return {
    event,
    shop,
    lines: items.map((i) => ({
      name: i.name,
      size: i.size,
      quantity: i.quantity,
      amountPaise: i.amountPaise,
    })),
    totals: order.totals,
    refundPaise: refunds.find((r) => r.shipmentId === event.shipmentId)?.amountPaise,
    promise,
    links: {
      order: order.userId
        ? new URL(page ? ORDER_PATHS.shipment(page) : ORDER_PATHS.list, origin).toString()
        : undefined,
      tracking: new URL(ORDER_PATHS.trackOrder(order.id), origin).toString(),
    },
    to,
  };
}

// The order events a shopper was told of, one row each: claimed before the message is sent, so
// an event told twice (a webhook and a poll, two processes, a repeated status update) sends once.
import { pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const orderNotifications = pgTable(
  'order_notifications',
  {
    id: serial('id').primaryKey(),
    orderId: text('order_id').notNull(),
    event: text('event').notNull(),
    /** The shipment the event is about; '' for the order's own (placed, payment failed). */
    shipmentId: text('shipment_id').notNull().default(''),
    /** What was sent ('email', 'sms', both), or why nothing was: 'no contact', 'over the limit'. */
    outcome: text('outcome'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('order_notifications_event_idx').on(t.orderId, t.event, t.shipmentId)],
);

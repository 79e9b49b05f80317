// The invoice page's loader (server-only): the shipment of the signed-in shopper's order with its
// lines and breakup (getOrderById), and a fresh presigned link to its PDF (getInvoiceByShipmentId).
import 'server-only';
import { cache } from 'react';
import { serverSdk } from '@/lib/sdk/server';
import { SdkServerResponseError } from '@/lib/sdk/errors';
import type { OrderById } from '@/contract/types/order';
import { readOrder } from './data';

/** Shipment ids are '<order id>-<n>' (platform/order/order-store.ts newShipmentId). */
const SHIPMENT_ID = /^([A-Z0-9]{4,40})-[A-Za-z0-9_-]{1,23}$/;

/** The invoice's number, as the PDF prints it (platform/order/invoice/constants.ts invoiceNumber). */
export const invoiceNumberOf = (shipmentId: string) => `INV-${shipmentId}`;

type Order = OrderById['order'];
type Shipment = Order['shipments'][number];

export type ShipmentInvoice =
  | { state: 'ready'; order: Order; shipment: Shipment; invoiceNumber: string; pdfHref: string }
  /** The order waits for its payment, or the payment failed: no invoice yet. */
  | { state: 'not-placed'; order: Order; shipment: Shipment; message: string };

/** The presigned link, or the platform's refusal (404: not the shopper's; 409: not placed yet). */
async function presignedLink(shipmentId: string): Promise<{ href: string } | { status: number; message: string }> {
  try {
    const answer = await (await serverSdk()).order.getInvoiceByShipmentId({ shipmentId });
    const url = new URL(answer.presigned_url, 'http://shop.invalid');
    // The same shop serves /invoice/ (whatever host the shopper reached it by): keep the path only.
    return { href: `${url.pathname}${url.search}` };
  } catch (error) {
    if (error instanceof SdkServerResponseError && error.status >= 400 && error.status < 500)
      return { status: error.status, message: error.message };
    throw error;
  }
}

/** The shopper's shipment and its invoice, or undefined when it is not theirs (or no shipment). Read per request: the link lives 300 seconds. */
export const loadShipmentInvoice = cache(async (shipmentId: string): Promise<ShipmentInvoice | undefined> => {
  const orderId = SHIPMENT_ID.exec(shipmentId)?.[1];
  if (!orderId) return undefined;
  const [order, link] = await Promise.all([readOrder(orderId), presignedLink(shipmentId)]);
  const shipment = order?.shipments.find((s) => s.shipment_id === shipmentId);
  if (!order || !shipment) return undefined;
  if ('href' in link)
    return { state: 'ready', order, shipment, invoiceNumber: invoiceNumberOf(shipmentId), pdfHref: link.href };
  if (link.status === 409) return { state: 'not-placed', order, shipment, message: link.message };
  return undefined;
});

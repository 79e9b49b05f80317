// A shipment's invoice (GET order/v1.0/orders/shipments/{shipment_id}/invoice,
// the official SDK's getInvoiceByShipmentId).
//
// invoiceRoutes (signed application, signed-in shopper; mounted at .../order/v1.0/orders) answers
// ResponseGetInvoiceShipment: a presigned link to the PDF, valid 300 seconds.
// Someone else's shipment is 404 like one that never existed; an order not placed (waiting for its
// payment, or failed) has no invoice yet, and a cash-on-delivery shipment cancelled before
// delivery, never charged, has none at all.
//
// invoicePublicRoutes (mounted at /invoice, outside /service: no credentials) serves the PDF to
// whoever holds a link whose signature holds and whose time has not run out.
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { InvoiceShipmentAnswer } from '../../../contract/types/order';
import type { PlatformEnv } from '../../http/env';
import { ApiError, notFound } from '../../http/errors';
import { PRIVATE_CACHE_CONTROL } from '../../http/private-answers';
import { params } from '../../http/validate';
import { requireShopper, shopOrigin, caller } from '../../user';
import { type FullOrder, orderOfShipment } from '../order-store';
import { SHIPMENT_ID_PATTERN, UNINVOICED_ORDER_STATUSES, invoiceNumber } from './constants';
import { invoiceData } from './invoice-data';
import { checkInvoiceLink, invoiceLinkPath } from './invoice-link';
import { invoicePdf } from './invoice-pdf';
import { shopName } from './invoice-store';
import { cancelledBeforeDelivery, neverCharged } from '../cod-settlement';
import { INVOICE_CODES, INVOICE_MESSAGES } from './messages';

const shipmentParam = z.object({
  shipment_id: z.string().trim().regex(SHIPMENT_ID_PATTERN, 'shipment_id must be a shipment id'),
});

/**
 * No invoice for an order waiting for its payment, or whose payment failed (never placed), nor for
 * a shipment cancelled before delivery (cash on delivery: never charged; prepaid: refunded).
 */
function refuseUninvoiced(found: FullOrder, shipmentId: string): void {
  if (UNINVOICED_ORDER_STATUSES.includes(found.order.status))
    throw new ApiError(409, INVOICE_MESSAGES.notPlaced, undefined, { code: INVOICE_CODES.notPlaced });
  const shipment = found.shipments.find((s) => s.id === shipmentId);
  if (shipment && neverCharged(found.order, shipment))
    throw new ApiError(409, INVOICE_MESSAGES.notCharged, undefined, { code: INVOICE_CODES.notCharged });
  if (shipment && cancelledBeforeDelivery(shipment))
    throw new ApiError(409, INVOICE_MESSAGES.refunded, undefined, { code: INVOICE_CODES.refunded });
}

export const invoiceRoutes = new Hono<PlatformEnv>();

invoiceRoutes.get('/shipments/:shipment_id/invoice', async (c) => {
  const { userId } = await requireShopper(c);
  const { shipment_id } = params(c, shipmentParam);
  const found = await orderOfShipment(c.get('database'), shipment_id, userId);
  if (!found) throw notFound(INVOICE_MESSAGES.shipmentNotFound);
  refuseUninvoiced(found, shipment_id);
  const answer: InvoiceShipmentAnswer = {
    success: true,
    shipment_id,
    // On the shop's own origin: it hands /invoice/ to the platform (contract/platform-paths.ts, app/invoice/[file]).
    presigned_url: `${shopOrigin(caller(c).shop)}${invoiceLinkPath(shipment_id)}`,
    presigned_type: 'pdf',
  };
  return c.json(answer);
});

export const invoicePublicRoutes = new Hono<PlatformEnv>();

// The link is the permission: nothing it answers, refusals included, may be kept or passed on.
invoicePublicRoutes.use('*', async (c, next) => {
  await next();
  c.header('Cache-Control', PRIVATE_CACHE_CONTROL);
  c.header('Referrer-Policy', 'no-referrer');
  c.header('X-Robots-Tag', 'noindex');
  c.header('X-Content-Type-Options', 'nosniff');
});

const refuse = (status: 403 | 410, message: string, code: string) => new ApiError(status, message, undefined, { code });

async function servePdf(c: Context<PlatformEnv>) {
  const file = c.req.param('file') ?? '';
  const shipmentId = file.endsWith('.pdf') ? file.slice(0, -'.pdf'.length) : '';
  if (!SHIPMENT_ID_PATTERN.test(shipmentId)) throw notFound(INVOICE_MESSAGES.shipmentNotFound);
  const check = checkInvoiceLink(shipmentId, c.req.query('expires'), c.req.query('signature'));
  if (check === 'invalid') throw refuse(403, INVOICE_MESSAGES.badLink, INVOICE_CODES.badLink);
  if (check === 'expired') throw refuse(410, INVOICE_MESSAGES.expired, INVOICE_CODES.expired);
  const database = c.get('database');
  const found = await orderOfShipment(database, shipmentId);
  if (!found) throw notFound(INVOICE_MESSAGES.shipmentNotFound);
  refuseUninvoiced(found, shipmentId);
  const data = invoiceData(found, shipmentId, await shopName(database));
  if (!data) throw notFound(INVOICE_MESSAGES.shipmentNotFound);
  const pdf = invoicePdf(data);
  return c.body(pdf, 200, {
    'Content-Type': 'application/pdf',
    'Content-Disposition': `inline; filename="${invoiceNumber(shipmentId)}.pdf"`,
    'Content-Length': String(pdf.byteLength),
  });
}

invoicePublicRoutes.get('/:file', servePdf);

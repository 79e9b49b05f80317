// The order API (order/v1.0/orders), mounted at /service/application/order, with
// the official SDK's paths and shapes: the shopper's orders and shipments, tracking, reasons, the
// status updates a shopper may ask for, customer details and the delivery OTP; plus tracking for
// anyone who knows an order's id and its phone or email. Every call first lets the demo lifecycle
// catch up, so what is read is current. Someone else's order or shipment is 404 like a missing one.
import { Hono } from 'hono';
import type { PlatformEnv } from '../http/env';
import { body, params, query } from '../http/validate';
import { requireShopper, clientAddress } from '../user';
import { shopperOrGuest } from '../cart';
import { sweepLifecycle } from './lifecycle';
import {
  bagReasons,
  customerDetails,
  sendDeliveryOtp,
  shipmentReasons,
  shipmentTrack,
  shopperOrder,
  shopperOrders,
  shopperShipment,
  verifyDeliveryOtp,
} from './order-service';
import { trackedOrder } from './tracking';
import { updateShipmentStatus } from './status-update';
import { invoiceRoutes } from './invoice/invoice-routes';
import {
  bagParam,
  listQuery,
  orderParam,
  orderShipmentParam,
  otpVerifyBody,
  shipmentParam,
  statusBody,
  trackingBody,
} from './schemas';
import type { ShipmentStatusAnswer } from '../../contract/types/order';

export const orderRoutes = new Hono<PlatformEnv>();

orderRoutes.use('*', async (c, next) => {
  await sweepLifecycle(c.get('database'));
  await next();
});

// GET orders/shipments/{id}/invoice (getInvoiceByShipmentId): a signed link to the PDF.
orderRoutes.route('/v1.0/orders', invoiceRoutes);

orderRoutes.get('/v1.0/orders', async (c) => {
  const { userId } = await requireShopper(c);
  const q = query(c, listQuery);
  return c.json(
    await shopperOrders(c.get('database'), userId, {
      status: q.status,
      pageNo: q.page_no,
      pageSize: q.page_size,
      from: q.from_date ?? q.start_date,
      to: q.to_date ?? q.end_date,
    }),
  );
});

orderRoutes.post('/v1.0/orders/tracking', async (c) => {
  const input = await body(c, trackingBody);
  const proof = 'contact' in input ? { contact: input.contact } : { token: input.tracking_token };
  return c.json(await trackedOrder(c.get('database'), input.order_id, proof, clientAddress(c)));
});

orderRoutes.get('/v1.0/orders/shipments/:shipment_id', async (c) => {
  // A guest's shipment by its cart cookie (cancelling from the tracking page).
  const owner = await shopperOrGuest(c);
  const { view } = await shopperShipment(c.get('database'), owner, params(c, shipmentParam).shipment_id);
  return c.json({ shipment: view });
});

orderRoutes.get('/v1.0/orders/shipments/:shipment_id/track', async (c) => {
  const { userId } = await requireShopper(c);
  return c.json(await shipmentTrack(c.get('database'), userId, params(c, shipmentParam).shipment_id));
});

orderRoutes.get('/v1.0/orders/shipments/:shipment_id/reasons', async (c) => {
  // A guest's shipment by its cart cookie (cancelling from the tracking page).
  const owner = await shopperOrGuest(c);
  return c.json(await shipmentReasons(c.get('database'), owner, params(c, shipmentParam).shipment_id));
});

orderRoutes.get('/v1.0/orders/shipments/:shipment_id/bags/:bag_id/reasons', async (c) => {
  // A guest's shipment by its cart cookie (cancelling from the tracking page).
  const owner = await shopperOrGuest(c);
  const p = params(c, bagParam);
  return c.json(await bagReasons(c.get('database'), owner, p.shipment_id, p.bag_id));
});

orderRoutes.put('/v1.0/orders/shipments/:shipment_id/status', async (c) => {
  // A guest's shipment by its cart cookie (cancelling from the tracking page).
  const owner = await shopperOrGuest(c);
  const { shipment_id } = params(c, shipmentParam);
  const input = await body(c, statusBody);
  const done = await updateShipmentStatus(c.get('database'), owner, shipment_id, input);
  const answer: ShipmentStatusAnswer = {
    statuses: [
      {
        shipments: [
          {
            identifier: done.shipmentId,
            status: 200,
            final_state: { status: done.status, ...(done.splitFrom ? { split_from: done.splitFrom } : {}) },
            code: 'success',
            message: 'Shipment updated',
            exception: '',
            stack_trace: '',
            meta: {},
          },
        ],
      },
    ],
  };
  return c.json(answer);
});

orderRoutes.get('/v1.0/orders/pos-order/:order_id', async (c) => {
  const { userId } = await requireShopper(c);
  return c.json({ order: await shopperOrder(c.get('database'), userId, params(c, orderParam).order_id) });
});

orderRoutes.get('/v1.0/orders/:order_id/shipments/:shipment_id/customer-details', async (c) => {
  const { userId } = await requireShopper(c);
  const p = params(c, orderShipmentParam);
  return c.json(await customerDetails(c.get('database'), userId, p.order_id, p.shipment_id));
});

orderRoutes.post('/v1.0/orders/:order_id/shipments/:shipment_id/otp/send', async (c) => {
  const { userId } = await requireShopper(c);
  const p = params(c, orderShipmentParam);
  return c.json(await sendDeliveryOtp(c.get('database'), userId, p.order_id, p.shipment_id, clientAddress(c)));
});

orderRoutes.post('/v1.0/orders/:order_id/shipments/:shipment_id/otp/verify', async (c) => {
  const { userId } = await requireShopper(c);
  const p = params(c, orderShipmentParam);
  const input = await body(c, otpVerifyBody);
  return c.json(await verifyDeliveryOtp(c.get('database'), userId, p.order_id, p.shipment_id, input, clientAddress(c)));
});

orderRoutes.get('/v1.0/orders/:order_id', async (c) => {
  // A guest reads the order its cart cookie placed (the order status page after checkout).
  const owner = await shopperOrGuest(c);
  return c.json({ order: await shopperOrder(c.get('database'), owner, params(c, orderParam).order_id) });
});

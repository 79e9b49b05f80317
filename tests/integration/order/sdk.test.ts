// The order calls through the official SDK's Order client (@gofynd/fdk-client-javascript), as an
// app would make them: list, order, shipment, track, reasons, status update, customer details and
// the delivery OTP; another shopper and a stranger are refused.
import { describe, expect, it } from '@jest/globals';
import { failure, officialClient } from '../harness';
import { buyer } from '../checkout/helpers';
import { latestOtp } from '../user-helpers';
import { advance, placedOrder, statusUpdate } from './helpers';

describe('orders through the official SDK', () => {
  it('reads, cancels and hands over shipments as the signed-in shopper', async () => {
    const placed = await placedOrder({ quantity: 2 });
    const sdk = officialClient({ cookie: placed.jar.cookie });
    const id = placed.order.shipments[0].shipment_id;

    const list = await sdk.order.getOrders({ pageNo: 1, pageSize: 12 } as never);
    expect(list).toMatchObject({
      items: [{ order_id: placed.orderId }],
      page: { current: 1, size: 12, item_total: 1 },
    });
    expect(await sdk.order.getOrderById({ orderId: placed.orderId })).toMatchObject({
      order: { order_id: placed.orderId },
    });
    expect(await sdk.order.getPosOrderById({ orderId: placed.orderId })).toMatchObject({
      order: { order_id: placed.orderId },
    });
    const { shipment } = await sdk.order.getShipmentById({ shipmentId: id });
    expect(shipment).toMatchObject({ shipment_id: id, can_cancel: true, total_bags: 2 });
    expect(await sdk.order.trackShipment({ shipmentId: id })).toMatchObject({ results: [{ status: 'Placed' }] });
    expect((await sdk.order.getShipmentReasons({ shipmentId: id })).reasons.length).toBeGreaterThan(0);
    expect(
      await sdk.order.getShipmentBagReasons({ shipmentId: id, bagId: String(shipment.bags[0].id) } as never),
    ).toMatchObject({ success: true });
    expect(await sdk.order.getCustomerDetailsByShipmentId({ orderId: placed.orderId, shipmentId: id })).toMatchObject({
      order_id: placed.orderId,
      shipment_id: id,
      name: 'Asha Verma',
    });

    const split = await sdk.order.updateShipmentStatus({
      shipmentId: id,
      body: statusUpdate(id, 'cancelled_customer', {
        products: [{ line_number: 1, quantity: 1 }],
        reasonId: 1,
      }) as never,
    });
    expect(split).toMatchObject({
      statuses: [{ shipments: [{ status: 200, final_state: { status: 'cancelled_customer', split_from: id } }] }],
    });

    await advance(id, 3);
    const sent = await sdk.order.sendOtpToShipmentCustomer({ orderId: placed.orderId, shipmentId: id });
    expect(sent).toMatchObject({ success: true, request_id: expect.any(String) });
    const code = await latestOtp(`+91${placed.phone}`);
    expect(
      await sdk.order.verifyOtpShipmentCustomer({
        orderId: placed.orderId,
        shipmentId: id,
        body: { request_id: sent.request_id, otp_code: code } as never,
      }),
    ).toEqual({ success: true, message: 'OTP verified' });
    expect((await sdk.order.getShipmentById({ shipmentId: id })).shipment.shipment_status.value).toBe('delivered');

    // Someone else, and nobody at all.
    const other = officialClient({ cookie: (await buyer({ address: false })).jar.cookie });
    expect(await failure(() => other.order.getShipmentById({ shipmentId: id }))).toMatchObject({
      code: 404,
      message: 'Shipment not found',
    });
    expect(await failure(() => other.order.getOrderById({ orderId: placed.orderId }))).toMatchObject({
      code: 404,
      message: 'Order not found',
    });
    expect(await failure(() => officialClient().order.getOrders({} as never))).toMatchObject({ code: 401 });
  });
});

// An order as the application API answers it (GET order/v1.0/orders/{order_id}: OrderById of the
// official SDK): shipments with their bags, the breakup as charged, the delivery address.
import type { FullOrder } from './order-store';
import type { OrderTotals } from './schema';

const major = (paise: number) => paise / 100;
const PAYMENT_NAMES: Record<string, string> = { COD: 'Cash on delivery', PP: 'Prepaid', CARD: 'Card', UPI: 'UPI', NB: 'Net banking', WL: 'Wallet', PL: 'Pay later' };
const STATUS_TITLES: Record<string, string> = { placed: 'Order placed', pending_payment: 'Awaiting payment', payment_failed: 'Payment failed', cancelled: 'Cancelled' };

function breakup(t: OrderTotals) {
  const rows: [string, string, number][] = [
    ['mrp_total', 'MRP Total', t.mrpTotal],
    ['discount', 'Discount', -t.discount],
    ['coupon', 'Coupon', -t.coupon],
    ['loyalty_points', 'Reward points', -t.points],
    ['delivery_charge', 'Delivery charges', t.deliveryCharge],
    ['cod_charge', 'COD charges', t.codCharge],
    ['total', 'Total', t.total],
  ];
  return rows.filter(([name, , v]) => v !== 0 || name === 'total' || name === 'mrp_total').map(([name, display, value]) => ({ name, display, value: major(value), currency_code: 'INR', currency_symbol: '₹' }));
}

export function orderView({ order, shipments, items }: FullOrder) {
  const created = new Date(order.createdAt);
  const payment = { mode: order.paymentMode, display_name: PAYMENT_NAMES[order.paymentMode] ?? order.paymentMode, status: order.paymentStatus, amount: major(order.totals.total) };
  return {
    order: {
      order_id: order.id,
      order_status: order.status,
      order_created_time: created.toISOString(),
      order_created_ts: String(created.getTime()),
      total_shipments_in_order: shipments.length,
      breakup_values: breakup(order.totals),
      payment,
      delivery_address: order.deliveryAddress,
      billing_address: order.billingAddress,
      shipments: shipments.map((s) => {
        const bags = items.filter((i) => i.shipmentId === s.id);
        return {
          shipment_id: s.id,
          order_id: order.id,
          shipment_status: { title: STATUS_TITLES[s.status] ?? s.status, value: s.status },
          total_bags: bags.reduce((n, b) => n + b.quantity, 0),
          size_info: {},
          payment,
          delivery_address: order.deliveryAddress,
          bags: bags.map((b) => ({
            id: b.id,
            quantity: b.quantity,
            item: { name: b.name, slug_key: b.slug, brand: { name: b.brandName ?? '' }, image: b.image ? [b.image] : [], size: b.size, id: b.productUid },
            article: { uid: b.articleUid },
            prices: { price_marked: major(b.markedPaise * b.quantity), price_effective: major(b.amountPaise), amount_paid: major(b.amountPaise) },
            current_status: { name: s.status },
          })),
        };
      }),
    },
  };
}

// The words of the messages an order's events send: the subject, the first paragraph, and the SMS.
import type { OrderEventName } from '../order';

type Words = {
  subject: (orderId: string) => string;
  /** The opening paragraph; shipmentId is set for a shipment's event, amount for a refund. */
  lead: (facts: { shipmentId?: string; amount?: string }) => string;
  sms: (facts: { orderId: string; shop: string; link: string; amount?: string }) => string;
};

const shipment = (id?: string) => (id ? `shipment ${id}` : 'your shipment');

export const EVENT_WORDS: Record<OrderEventName, Words> = {
  placed: {
    subject: (id) => `Your order ${id} is placed`,
    lead: () => 'Thank you for your order. We have received it and will tell you when it ships.',
    sms: (f) => `${f.shop}: your order ${f.orderId} is placed. Track it at ${f.link}`,
  },
  payment_failed: {
    subject: (id) => `Payment for order ${id} failed`,
    lead: () =>
      'Your payment did not go through, so the order was not placed and nothing was charged. The items are back in your bag for you to try again.',
    sms: (f) => `${f.shop}: payment for order ${f.orderId} failed; nothing was charged. ${f.link}`,
  },
  shipped: {
    subject: (id) => `Your order ${id} has shipped`,
    lead: (f) => `Good news: ${shipment(f.shipmentId)} is on its way.`,
    sms: (f) => `${f.shop}: order ${f.orderId} has shipped. Track it at ${f.link}`,
  },
  out_for_delivery: {
    subject: (id) => `Your order ${id} is out for delivery`,
    lead: (f) => `${cap(shipment(f.shipmentId))} is out for delivery and should reach you today.`,
    sms: (f) => `${f.shop}: order ${f.orderId} is out for delivery today. Track it at ${f.link}`,
  },
  delivered: {
    subject: (id) => `Your order ${id} is delivered`,
    lead: (f) => `${cap(shipment(f.shipmentId))} was delivered. We hope you enjoy it.`,
    sms: (f) => `${f.shop}: order ${f.orderId} was delivered. ${f.link}`,
  },
  cancellation_requested: {
    subject: (id) => `Cancellation requested for order ${id}`,
    lead: (f) => `We have your request to cancel ${shipment(f.shipmentId)} and will tell you once it is cancelled.`,
    sms: (f) => `${f.shop}: we have your request to cancel order ${f.orderId}. ${f.link}`,
  },
  cancelled: {
    subject: (id) => `Your order ${id} is cancelled`,
    lead: (f) => `${cap(shipment(f.shipmentId))} is cancelled. Anything you paid for it will be refunded.`,
    sms: (f) => `${f.shop}: order ${f.orderId} is cancelled. ${f.link}`,
  },
  return_started: {
    subject: (id) => `Return started for order ${id}`,
    lead: (f) => `We have your return request for ${shipment(f.shipmentId)} and will arrange a pickup.`,
    sms: (f) => `${f.shop}: return started for order ${f.orderId}. ${f.link}`,
  },
  return_picked_up: {
    subject: (id) => `Your return for order ${id} was picked up`,
    lead: (f) => `${cap(shipment(f.shipmentId))} was picked up. Your refund follows once it reaches us.`,
    sms: (f) => `${f.shop}: your return for order ${f.orderId} was picked up. ${f.link}`,
  },
  refunded: {
    subject: (id) => `Refund for order ${id}`,
    lead: (f) => `We have refunded ${f.amount ?? 'the amount'} for ${shipment(f.shipmentId)}.`,
    sms: (f) => `${f.shop}: ${f.amount ?? 'your refund'} for order ${f.orderId} is refunded. ${f.link}`,
  },
};

function cap(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The words around the order's details, the same in every message. */
export const MESSAGE_WORDS = {
  orderId: 'Order ID',
  inShipment: 'In this shipment',
  items: 'Items',
  quantity: (n: number) => `Qty ${n}`,
  size: (size: string) => `Size ${size}`,
  freeGift: 'Free gift',
  summary: 'Order summary',
  promise: (min: string, max: string) => (min === max ? `Arriving by ${max}` : `Arriving between ${min} and ${max}`),
  viewOrder: 'View your order',
  track: 'Track your order',
  footer: (shop: string) => `You receive this email because you placed an order at ${shop}.`,
  totals: {
    mrpTotal: 'MRP Total',
    discount: 'Discount',
    coupon: 'Coupon',
    points: 'Reward points',
    deliveryCharge: 'Delivery charges',
    codCharge: 'COD charges',
    total: 'Total',
  },
} as const;

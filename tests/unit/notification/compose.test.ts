// An order event's messages from its facts (platform/notification/compose.ts): every value a
// merchant or shopper wrote is escaped in the HTML, the summary adds up to the total, the SMS is short.
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { composeMessages, summaryRows } from '@/platform/notification/compose';
import type { MessageFacts } from '@/platform/notification/facts';
import { ORDER_EVENTS } from '@/platform/order/events';

const hostile = `<script>alert("x")</script> & Co's <b>`;

const facts = (over: Partial<MessageFacts> = {}): MessageFacts => ({
  event: { orderId: 'FY1234ABCD', event: 'placed' },
  shop: `A&B <Shop>`,
  lines: [
    { name: hostile, size: `<XL>`, quantity: 2, amountPaise: 199_900 },
    { name: 'Socks', size: 'M', quantity: 1, amountPaise: 0 },
  ],
  totals: {
    mrpTotal: 250_000,
    discount: 50_100,
    subtotal: 199_900,
    coupon: 10_000,
    points: 550,
    deliveryCharge: 5_000,
    codCharge: 0,
    total: 194_350,
  },
  promise: { min: 'Tue, 25 Nov', max: 'Sat, 29 Nov' },
  links: { order: 'https://shop.example/profile/orders/shipment/x/', tracking: 'https://shop.example/t?a=1&b=2' },
  to: { email: 'a@example.com' },
  ...over,
});

describe('order messages', () => {
  it('escapes every shop, product and link value in the HTML and keeps the plain text as written', () => {
    const { email } = composeMessages(facts());
    expect(email.html).not.toContain('<script>');
    expect(email.html).not.toContain('<b>');
    expect(email.html).not.toContain('<XL>');
    expect(email.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co&#39;s &lt;b&gt;');
    expect(email.html).toContain('A&amp;B &lt;Shop&gt;');
    expect(email.html).toContain('href="https://shop.example/t?a=1&amp;b=2"');
    expect(email.body).toContain(`- ${hostile} (Size <XL>, Qty 2): ₹1,999`);
    expect(email.body).toContain('- Socks (Size M, Qty 1): Free gift');
    expect(email.body).toContain('Arriving between Tue, 25 Nov and Sat, 29 Nov');
    expect(email.body).toContain('Total: ₹1,943.50');
    expect(email.subject).toBe('Your order FY1234ABCD is placed');
  });

  it("links a shopper's message to the order and tracking, a guest's to tracking alone", () => {
    const shopper = composeMessages(facts()).email;
    expect(shopper.body).toContain('View your order: https://shop.example/profile/orders/shipment/x/');
    expect(shopper.html).toContain('href="https://shop.example/profile/orders/shipment/x/"');
    const guest = composeMessages(facts({ links: { tracking: 'https://shop.example/order-tracking/FY1/' } })).email;
    expect(guest.body).not.toContain('View your order');
    expect(guest.html).not.toContain('View your order');
    expect(guest.body).toContain('https://shop.example/order-tracking/FY1/');
    expect(guest.html).toContain('href="https://shop.example/order-tracking/FY1/"');
  });

  it('writes a summary whose rows add up to the total, leaving out the rows that are zero', () => {
    expect(summaryRows(facts().totals)).toEqual([
      ['MRP Total', 250_000],
      ['Discount', -50_100],
      ['Coupon', -10_000],
      ['Reward points', -550],
      ['Delivery charges', 5_000],
      ['Total', 194_350],
    ]);
    fc.assert(
      fc.property(
        fc.record({
          mrp: fc.integer({ min: 0, max: 10_000_000 }),
          discount: fc.nat(1_000_000),
          coupon: fc.nat(1_000_000),
          points: fc.nat(100_000),
          delivery: fc.nat(10_000),
          cod: fc.nat(10_000),
        }),
        (t) => {
          const total = t.mrp - t.discount - t.coupon - t.points + t.delivery + t.cod;
          const rows = summaryRows({
            mrpTotal: t.mrp,
            discount: t.discount,
            subtotal: t.mrp - t.discount,
            coupon: t.coupon,
            points: t.points,
            deliveryCharge: t.delivery,
            codCharge: t.cod,
            total,
          });
          expect(rows.slice(0, -1).reduce((s, [, v]) => s + v, 0)).toBe(rows.at(-1)![1]);
        },
      ),
    );
  });

  it('has words for every event: a subject naming the order, and an SMS under 160 characters', () => {
    for (const event of ORDER_EVENTS) {
      const { email, sms } = composeMessages(
        facts({ event: { orderId: 'FY1234ABCD', event, shipmentId: 'FY1234ABCD-1' }, refundPaise: 12_345 }),
      );
      expect(email.subject).toContain('FY1234ABCD');
      expect(email.body).toContain('In this shipment:');
      expect(sms.body).toContain('FY1234ABCD');
      expect(sms.body.length).toBeLessThanOrEqual(160);
    }
    const refund = composeMessages(
      facts({ event: { orderId: 'O1', event: 'refunded', shipmentId: 'O1-1' }, refundPaise: 12_345 }),
    );
    expect(refund.email.body).toContain('We have refunded ₹123.45 for shipment O1-1.');
  });
});

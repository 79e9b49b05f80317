// The messages an order's events send the shopper, as they arrive: emails over real SMTP (the
// test mail server, parsed by mailparser) with an HTML and a plain-text part, and SMS in the
// outbox. Each event sends once, however often it is told.
import { describe, expect, it } from '@jest/globals';
import { Jar } from '../cart/helpers';
import { AUTH, latestOtp, outbox, uniqueMobile } from '../user-helpers';
import { prepaidOrder, payAndReturn, cardForm, CARDS, orderOf } from '../payment/helpers';
import { ORDER, advance, placedOrder, statusUpdate, uploadedPhoto, shipmentOf } from '../order/helpers';
import { awaitMail, mailTo, mailedBuyer, paise } from './helpers';

/** The summary's rows of a plain-text email, as paise: 'Label: -₹1,234.50' lines after 'Order summary:'. */
function summaryOf(text: string): [string, number][] {
  const after = text.split('Order summary:\n')[1].split('\n\n')[0];
  return after.split('\n').map((line) => {
    const [, label, sign, amount] = /^(.+): (-?)₹([\d,]+(?:\.\d\d)?)$/.exec(line)!;
    return [label, (sign ? -1 : 1) * Math.round(Number(amount.replace(/,/g, '')) * 100)];
  });
}

const count = async (email: string, subject: RegExp) =>
  (await mailTo(email)).filter((m) => subject.test(m.subject)).length;
const settle = () => new Promise((resolve) => setTimeout(resolve, 1500));

describe('order messages', () => {
  it('mails the order confirmation over SMTP as HTML and text: the order id, every line, totals that add up, links to the order and its tracking', async () => {
    const buyer = await mailedBuyer();
    const placed = await placedOrder({ who: buyer, count: 2, quantity: 2 });
    const mail = await awaitMail(buyer.email, new RegExp(`^Your order ${placed.orderId} is placed$`));
    expect(mail.from).toBe('shop@example.com');
    expect(mail.to).toEqual([buyer.email]);
    expect(mail.text).toContain(`Order ID: ${placed.orderId}`);
    expect(mail.html).toContain(placed.orderId);
    expect(mail.text).toMatch(/Arriving (by|between) /);
    const bags = placed.order.shipments.flatMap((s: any) => s.bags);
    expect(bags).toHaveLength(2);
    for (const bag of bags) {
      expect(mail.text).toContain(`${bag.item.name} (Size ${bag.item.size}, Qty ${bag.quantity}): `);
      expect(mail.html).toContain(`Size ${bag.item.size} · Qty ${bag.quantity}`);
    }
    const rows = summaryOf(mail.text);
    const [, total] = rows.at(-1)!;
    expect(rows.at(-1)![0]).toBe('Total');
    expect(rows.slice(0, -1).reduce((sum, [, v]) => sum + v, 0)).toBe(total);
    const breakupTotal = placed.order.breakup_values.find((r: any) => r.name === 'total').value;
    expect(total).toBe(paise(breakupTotal));
    const shipment = shipmentOf(placed.order);
    expect(mail.text).toMatch(new RegExp(`View your order: https?://[^\\s/]+/profile/orders/shipment/${shipment}/`));
    expect(mail.text).toMatch(new RegExp(`Track your order: https?://[^\\s/]+/order-tracking/${placed.orderId}/`));
    expect(mail.html).toMatch(new RegExp(`href="https?://[^"/]+/order-tracking/${placed.orderId}/"`));
    // One confirmation for one order.
    await settle();
    expect(await count(buyer.email, /is placed$/)).toBe(1);
  });

  it('mails the cancellation once: asking again is refused and sends nothing new', async () => {
    const buyer = await mailedBuyer();
    const placed = await placedOrder({ who: buyer });
    const id = shipmentOf(placed.order);
    const path = `${ORDER}/orders/shipments/${id}/status`;
    expect((await placed.jar.put(path, statusUpdate(id, 'cancelled_customer', { reasonId: 1 }))).status).toBe(200);
    const mail = await awaitMail(buyer.email, new RegExp(`^Your order ${placed.orderId} is cancelled$`));
    expect(mail.text).toContain(`Shipment ${id} is cancelled.`);
    expect(mail.text).toContain(placed.order.shipments[0].bags[0].item.name);
    expect((await placed.jar.put(path, statusUpdate(id, 'cancelled_customer', { reasonId: 1 }))).status).toBe(409);
    await settle();
    expect(await count(buyer.email, /is cancelled$/)).toBe(1);
  });

  it('mails shipped, out for delivery and delivered as the shipment moves; a return started, then picked up, once each', async () => {
    const buyer = await mailedBuyer();
    const placed = await placedOrder({ who: buyer });
    const id = shipmentOf(placed.order);
    await advance(id, 4);
    await awaitMail(buyer.email, new RegExp(`^Your order ${placed.orderId} has shipped$`));
    await awaitMail(buyer.email, new RegExp(`^Your order ${placed.orderId} is out for delivery$`));
    const delivered = await awaitMail(buyer.email, new RegExp(`^Your order ${placed.orderId} is delivered$`));
    expect(delivered.text).toContain(`Shipment ${id} was delivered.`);

    const photo = await uploadedPhoto(placed.jar);
    const path = `${ORDER}/orders/shipments/${id}/status`;
    const asked = await placed.jar.put(path, statusUpdate(id, 'return_pre_qc', { reasonId: 12, photos: [photo] }));
    expect(asked.status).toBe(200);
    await awaitMail(buyer.email, new RegExp(`^Return started for order ${placed.orderId}$`));
    // Photos checked (return_initiated: still the same return), then picked up.
    await advance(id, 2);
    await awaitMail(buyer.email, new RegExp(`^Your return for order ${placed.orderId} was picked up$`));
    await settle();
    expect(await count(buyer.email, /^Return started/)).toBe(1);
    expect(await count(buyer.email, /has shipped$/)).toBe(1);
  });

  it('mails a prepaid order once when paid, and its refund with the amount when cancelled', async () => {
    const buyer = await mailedBuyer();
    const order = await prepaidOrder('CARD', undefined, 1, buyer);
    await payAndReturn(order.redirect, cardForm(CARDS.approve));
    const read = await orderOf(order.jar, order.orderId);
    expect(read.order_status).toBe('placed');
    await awaitMail(buyer.email, new RegExp(`^Your order ${order.orderId} is placed$`));
    const id = shipmentOf(read);
    const done = await order.jar.put(
      `${ORDER}/orders/shipments/${id}/status`,
      statusUpdate(id, 'cancelled_customer', { reasonId: 3 }),
    );
    expect(done.status).toBe(200);
    const refund = await awaitMail(buyer.email, new RegExp(`^Refund for order ${order.orderId}$`));
    const paid = paise(read.breakup_values.find((r: any) => r.name === 'total').value);
    const written = `₹${(paid / 100).toLocaleString('en-IN', { minimumFractionDigits: paid % 100 ? 2 : 0 })}`;
    expect(refund.text).toContain(`We have refunded ${written} for shipment ${id}.`);
    // The order's answer polled again, the browser's return repeated: still one confirmation.
    await orderOf(order.jar, order.orderId);
    await settle();
    expect(await count(buyer.email, /is placed$/)).toBe(1);
  });

  it('mails a failed payment', async () => {
    const buyer = await mailedBuyer();
    const order = await prepaidOrder('CARD', undefined, 1, buyer);
    await payAndReturn(order.redirect, cardForm(CARDS.decline));
    const mail = await awaitMail(buyer.email, new RegExp(`^Payment for order ${order.orderId} failed$`));
    expect(mail.text).toContain('nothing was charged');
    expect(await count(buyer.email, /is placed$/)).toBe(0);
  });

  it('sends a shopper who signed in by mobile an SMS with the order id', async () => {
    const mobile = uniqueMobile();
    const jar = new Jar();
    const sent = await jar.post(`${AUTH}/login/otp?platform=web`, { mobile, country_code: '+91' });
    expect(sent.status).toBe(200);
    const signedIn = await jar.post(`${AUTH}/otp/mobile/verify?platform=web`, {
      request_id: sent.json.request_id,
      otp: await latestOtp(`+91${mobile}`),
    });
    expect(signedIn.status).toBe(200);
    const placed = await placedOrder({ who: { jar, userId: signedIn.json.user.user_id, addressId: '' } });
    let sms: { body: string } | undefined;
    for (let waited = 0; !sms && waited < 10_000; waited += 100) {
      sms = (await outbox(`+91${mobile}`)).find((m) => m.body.includes(placed.orderId));
      if (!sms) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(sms?.body).toMatch(
      new RegExp(
        `your order ${placed.orderId} is placed\\. Track it at https?://\\S+/order-tracking/${placed.orderId}/$`,
      ),
    );
  });
});

// A shipment's invoice over HTTP and through the official SDK (GET
// order/v1.0/orders/shipments/{shipment_id}/invoice, getInvoiceByShipmentId): a presigned link for
// the shipment's shopper, valid 300 seconds (section 9), that serves the PDF to anyone holding it
// without credentials; a changed or expired link, someone else's or an unknown shipment, and an
// order not placed yet are refused in words, never with a 500.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { C, articles, type Jar } from '../cart/helpers';
import { buyer, checkout, ORDER } from '../checkout/helpers';
import { api, failure, officialClient, server } from '../harness';
import { CARDS, cardForm, payAndReturn, prepaidOrder } from '../payment/helpers';
import { placedOrder, statusUpdate } from './helpers';
import { fetchLink, invoicePath, pdfText } from './invoice-helpers';
import { invoiceLinkPath } from '@/platform/order/invoice/invoice-link';
import { toWinAnsi } from '@/platform/order/invoice/pdf-writer';

/** The invoice links' secret, as the platform derives it from its session secret (the test reads the server's generated secrets). */
function invoiceSecret(): string {
  const { dataDir } = server() as unknown as { dataDir: string };
  const { sessionSecret } = JSON.parse(fs.readFileSync(path.join(dataDir, 'secrets.json'), 'utf8')) as {
    sessionSecret: string;
  };
  return crypto.createHmac('sha256', sessionSecret).update('derived:invoice-link').digest('base64url');
}

const rupees = (text: string) => Number(text.replace(/^Rs\. /, '').replace(/,/g, ''));

/** A COD order of `count` articles, placed and read back. */
async function codOrder(count: number, who?: Awaited<ReturnType<typeof buyer>>) {
  const shopper = who ?? (await buyer());
  const list = await articles(() => true, 4, count);
  await shopper.jar.post(`${C}/detail`, {
    items: list.map((a, i) => ({ article_id: a.articleId, quantity: i === 0 ? 2 : 1 })),
  });
  const placed = await checkout(shopper.jar, { payment_mode: 'COD', address_id: shopper.addressId });
  expect(placed.status).toBe(200);
  const order = (await shopper.jar.get(`${ORDER}/orders/${placed.json.order_id}`)).json.order;
  return { ...shopper, orderId: placed.json.order_id as string, order };
}

async function linkFor(jar: Jar, shipmentId: string): Promise<string> {
  const res = await jar.get(invoicePath(shipmentId));
  expect(res.status).toBe(200);
  return res.json.presigned_url;
}

describe('shipment invoices', () => {
  it("gives the shipment's shopper a link valid 300 seconds; the link alone serves a PDF with the invoice number, the order, the lines and the total", async () => {
    // Articles of several stores: a shipment each, so each invoice carries its shipment's share.
    const placed = await codOrder(3);
    expect(placed.order.shipments.length).toBeGreaterThan(1);
    let charged = 0;
    for (const shipment of placed.order.shipments as any[]) {
      const before = Math.floor(Date.now() / 1000);
      const res = await placed.jar.get(invoicePath(shipment.shipment_id));
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      expect(res.json).toEqual({
        success: true,
        shipment_id: shipment.shipment_id,
        presigned_url: expect.any(String),
        presigned_type: 'pdf',
      });
      const link = new URL(res.json.presigned_url);
      expect(link.pathname).toBe(`/invoice/${shipment.shipment_id}.pdf`);
      expect(link.searchParams.get('signature')).toMatch(/^[0-9a-f]{64}$/);
      const expires = Number(link.searchParams.get('expires'));
      expect(expires - before).toBeGreaterThanOrEqual(299);
      expect(expires - before).toBeLessThanOrEqual(302);

      const pdf = await fetchLink(res.json.presigned_url);
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get('content-type')).toBe('application/pdf');
      expect(pdf.headers.get('content-disposition')).toBe(`inline; filename="INV-${shipment.shipment_id}.pdf"`);
      expect(pdf.headers.get('cache-control')).toBe('private, no-store');
      expect(pdf.bytes.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
      expect(pdf.bytes.subarray(-6).toString('latin1')).toBe('%%EOF\n');
      const text = pdfText(pdf.bytes);
      expect(text).toContain(`INV-${shipment.shipment_id}`);
      expect(text).toContain(placed.orderId);
      expect(text).toContain('Cash on delivery');
      // Only this shipment's lines; names may wrap over lines of the table.
      const flat = text.replace(/\n/g, ' ');
      for (const bag of shipment.bags) expect(flat).toContain(toWinAnsi(bag.item.name));
      const others = (placed.order.shipments as any[])
        .filter((s) => s !== shipment)
        .flatMap((s) => s.bags.map((b: any) => b.item.name));
      for (const name of others)
        if (!shipment.bags.some((b: any) => b.item.name === name)) expect(flat).not.toContain(toWinAnsi(name));
      // The shipment's total is what its bags were charged.
      const total = /\nTotal\n(Rs\. [\d,.]+)/.exec(text)?.[1];
      expect(total).toBeDefined();
      expect(rupees(total!)).toBeCloseTo(shipment.prices?.amount_paid ?? shipment.payment.amount, 2);
      charged += Math.round(rupees(total!) * 100);
    }
    // The shipments' invoices add up to what the order was charged.
    expect(charged).toBe(Math.round(placed.order.breakup_values.find((r: any) => r.name === 'total').value * 100));
  });

  it('refuses a changed, made-up or expired link in words (403, 410), and the link works for anyone until then', async () => {
    const placed = await codOrder(1);
    const shipmentId = placed.order.shipments[0].shipment_id as string;
    const presigned = await linkFor(placed.jar, shipmentId);
    const url = new URL(presigned);
    const signature = url.searchParams.get('signature')!;
    const expires = url.searchParams.get('expires')!;
    const refused = (status: number, message: string) => ({
      status,
      json: expect.objectContaining({ success: false, message }),
    });
    const badLink = 'This invoice link is not valid';

    const flipped = `${signature.slice(0, -1)}${signature.endsWith('0') ? '1' : '0'}`;
    expect(await fetchLink(`/invoice/${shipmentId}.pdf?expires=${expires}&signature=${flipped}`)).toMatchObject(
      refused(403, badLink),
    );
    expect(
      await fetchLink(`/invoice/${shipmentId}.pdf?expires=${Number(expires) + 3600}&signature=${signature}`),
    ).toMatchObject(refused(403, badLink));
    expect(await fetchLink(`/invoice/${shipmentId}.pdf`)).toMatchObject(refused(403, badLink));
    const garbled = await fetchLink(`/invoice/${shipmentId}.pdf?expires=abc&signature=%ZZ`);
    expect([400, 403]).toContain(garbled.status);
    // The same signature names one shipment only.
    const other = await codOrder(1);
    expect(
      await fetchLink(`/invoice/${other.order.shipments[0].shipment_id}.pdf?expires=${expires}&signature=${signature}`),
    ).toMatchObject(refused(403, badLink));
    expect(await fetchLink(`/invoice/${shipmentId}.txt?expires=${expires}&signature=${signature}`)).toMatchObject(
      refused(404, 'Shipment not found'),
    );

    // Signed by the platform's own secret, but its time is over.
    const past = Math.floor(Date.now() / 1000) - 1;
    const expired = await fetchLink(invoiceLinkPath(shipmentId, { expires: past, secret: invoiceSecret() }));
    expect(expired).toMatchObject(
      refused(410, 'This invoice link has expired: open the invoice from your order again'),
    );
    expect(expired.headers.get('cache-control')).toBe('private, no-store');
    // The same helper with a time to come makes a link the platform takes.
    const fresh = await fetchLink(invoiceLinkPath(shipmentId, { secret: invoiceSecret() }));
    expect(fresh.status).toBe(200);

    // The original link still works, for anyone (no cookie, no application credentials), as often as asked.
    expect((await fetchLink(presigned)).status).toBe(200);
    expect((await fetchLink(presigned)).status).toBe(200);
  });

  it("someone else's shipment and an unknown one are the same 404; no session is a 401, a malformed id a 400", async () => {
    const placed = await codOrder(1);
    const shipmentId = placed.order.shipments[0].shipment_id as string;
    const { jar: stranger } = await buyer({ address: false });
    const notFound = { success: false, message: 'Shipment not found' };
    expect(await stranger.get(invoicePath(shipmentId))).toMatchObject({ status: 404, json: notFound });
    expect(await placed.jar.get(invoicePath(`${placed.orderId}-99`))).toMatchObject({ status: 404, json: notFound });
    expect(await placed.jar.get(invoicePath('FYNOSUCHORDER1-1'))).toMatchObject({ status: 404, json: notFound });
    expect((await api(invoicePath(shipmentId))).status).toBe(401);
    expect((await placed.jar.get(invoicePath('no such shipment!'))).status).toBe(400);
  });

  it('an order waiting for its payment has no invoice yet: the call and a signed link say so', async () => {
    const pending = await prepaidOrder('NB', 'SBIN');
    const order = (await pending.jar.get(`${ORDER}/orders/${pending.orderId}`)).json.order;
    expect(order.order_status).toBe('pending_payment');
    const shipmentId = order.shipments[0].shipment_id as string;
    const message = 'The invoice is ready once the order is placed';
    expect(await pending.jar.get(invoicePath(shipmentId))).toMatchObject({
      status: 409,
      json: { success: false, message, code: 'INVOICE_NOT_READY' },
    });
    expect(await fetchLink(invoiceLinkPath(shipmentId, { secret: invoiceSecret() }))).toMatchObject({
      status: 409,
      json: expect.objectContaining({ message }),
    });
  });

  it('a cash-on-delivery shipment cancelled before delivery was never charged: no invoice is offered, and the call and a signed link refuse it', async () => {
    const placed = await placedOrder({ count: 2, separateStores: true });
    const [cancelled, kept] = (placed.order.shipments as any[]).map((s) => s.shipment_id as string);
    expect(kept).toBeDefined();
    expect(
      (
        await placed.jar.put(
          `${ORDER}/orders/shipments/${cancelled}/status`,
          statusUpdate(cancelled, 'cancelled_customer', { reasonId: 1 }),
        )
      ).status,
    ).toBe(200);
    const shipments = (await placed.jar.get(`${ORDER}/orders/${placed.orderId}`)).json.order.shipments as any[];
    expect(shipments.map((s) => [s.shipment_id, s.payment.status, s.show_download_invoice])).toEqual([
      [cancelled, 'cancelled', false],
      [kept, 'pending', true],
    ]);
    const message = 'This shipment was cancelled before delivery and never charged, so it has no invoice';
    expect(await placed.jar.get(invoicePath(cancelled))).toMatchObject({
      status: 409,
      json: { success: false, message, code: 'INVOICE_NOT_CHARGED' },
    });
    expect(await fetchLink(invoiceLinkPath(cancelled, { secret: invoiceSecret() }))).toMatchObject({
      status: 409,
      json: expect.objectContaining({ message }),
    });
    // The rest of the order is still invoiced.
    expect((await fetchLink(await linkFor(placed.jar, kept))).status).toBe(200);
  });

  it('a paid shipment cancelled before delivery is refunded, not invoiced: none is offered, and the call refuses it in words', async () => {
    const order = await prepaidOrder('CARD');
    expect(await payAndReturn(order.redirect, cardForm(CARDS.approve))).toBe(
      `/cart/order-status/?success=true&order_id=${order.orderId}`,
    );
    const shipmentId = (await order.jar.get(`${ORDER}/orders/${order.orderId}`)).json.order.shipments[0]
      .shipment_id as string;
    expect((await order.jar.get(invoicePath(shipmentId))).status).toBe(200);
    expect(
      (
        await order.jar.put(
          `${ORDER}/orders/shipments/${shipmentId}/status`,
          statusUpdate(shipmentId, 'cancelled_customer', { reasonId: 1 }),
        )
      ).status,
    ).toBe(200);
    const [shipment] = (await order.jar.get(`${ORDER}/orders/${order.orderId}`)).json.order.shipments as any[];
    expect(shipment.show_download_invoice).toBe(false);
    const message = 'This shipment was cancelled before delivery and its payment refunded, so it has no invoice';
    expect(await order.jar.get(invoicePath(shipmentId))).toMatchObject({
      status: 409,
      json: { success: false, message, code: 'INVOICE_REFUNDED' },
    });
  });

  it('through the official SDK Order client: getInvoiceByShipmentId for the shopper, a 404 for anyone else', async () => {
    const placed = await codOrder(1);
    const shipmentId = placed.order.shipments[0].shipment_id as string;
    const sdk = officialClient({ cookie: placed.jar.cookie });
    const answer: any = await sdk.order.getInvoiceByShipmentId({ shipmentId });
    expect(answer).toMatchObject({
      success: true,
      shipment_id: shipmentId,
      presigned_type: 'pdf',
      presigned_url: expect.stringContaining(`/invoice/${shipmentId}.pdf?expires=`),
    });
    const pdf = await fetchLink(answer.presigned_url);
    expect(pdf.status).toBe(200);
    expect(pdfText(pdf.bytes)).toContain(placed.orderId);

    const { jar: stranger } = await buyer({ address: false });
    const theirs = officialClient({ cookie: stranger.cookie });
    expect(await failure(() => theirs.order.getInvoiceByShipmentId({ shipmentId }))).toMatchObject({
      code: 404,
      message: 'Shipment not found',
    });
    expect(await failure(() => sdk.order.getInvoiceByShipmentId({ shipmentId: `${placed.orderId}-42` }))).toMatchObject(
      { code: 404, message: 'Shipment not found' },
    );
    expect(await failure(() => officialClient().order.getInvoiceByShipmentId({ shipmentId }))).toMatchObject({
      code: 401,
    });
  });
});

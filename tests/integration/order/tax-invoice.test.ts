// India's tax invoice over HTTP: the order answer's gst_details and the shipment's PDF (through its
// presigned link) carry the seller's GSTIN, each line's HSN code, taxable value and taxes; a
// Maharashtra store delivering in Maharashtra charges CGST + SGST, the same store delivering to
// Karnataka charges IGST; every line's taxable value and taxes add up to its value, and lines,
// charges and rounding add up to what the shipment and the order were charged.
import { describe, expect, it } from '@jest/globals';
import { C, articles, paise, type Jar } from '../cart/helpers';
import { buyer, checkout, ORDER } from '../checkout/helpers';
import { HOME } from '../address/fixtures';
import { fetchLink, invoicePath, pdfText } from './invoice-helpers';
import { placedOrder, shipmentOf, statusUpdate } from './helpers';

/** Stores 1 and 2 of the demo shop are in Maharashtra (seed/reference-data.ts STORES). */
const MAHARASHTRA_STORES = [1, 2];
const KARNATAKA = {
  ...HOME,
  area: 'Indiranagar',
  landmark: '',
  area_code: '560038',
  city: 'Bengaluru',
  state: 'Karnataka',
};

type Amounts = { taxable: number; cgst: number; sgst: number; igst: number; value: number };

async function orderOf(jar: Jar, articleIds: string[], address?: typeof HOME) {
  let addressId: string | undefined;
  if (address) {
    const saved = await jar.post(`${C}/address`, address);
    expect(saved.status).toBe(200);
    addressId = saved.json.id;
  }
  await jar.post(`${C}/detail`, { items: articleIds.map((article_id) => ({ article_id, quantity: 2 })) });
  return addressId;
}

async function placed(address: typeof HOME) {
  const shopper = await buyer({ address: false });
  const [mh] = await articles((a) => MAHARASHTRA_STORES.includes(a.storeUid), 4, 1);
  const [other] = await articles((a) => !MAHARASHTRA_STORES.includes(a.storeUid), 4, 1);
  const addressId = await orderOf(shopper.jar, [mh.articleId, other.articleId], address);
  const res = await checkout(shopper.jar, { payment_mode: 'COD', address_id: addressId });
  expect(res.status).toBe(200);
  const order = (await shopper.jar.get(`${ORDER}/orders/${res.json.order_id}`)).json.order;
  return { jar: shopper.jar, order, mhStore: mh.storeUid };
}

/** Taxable + taxes = value, in paise. */
function expectAddsUp(a: Amounts) {
  expect(paise(a.taxable) + paise(a.cgst) + paise(a.sgst) + paise(a.igst)).toBe(paise(a.value));
}

async function invoiceText(jar: Jar, shipmentId: string) {
  const res = await jar.get(invoicePath(shipmentId));
  expect(res.status).toBe(200);
  const pdf = await fetchLink(res.json.presigned_url);
  expect(pdf.status).toBe(200);
  return pdfText(pdf.bytes).replace(/\n/g, ' ');
}

describe('the tax invoice', () => {
  it('delivered in Maharashtra: the Maharashtra store charges CGST + SGST, another state’s store IGST; all adds up to what was paid', async () => {
    const { jar, order, mhStore } = await placed(HOME);
    expect(order.shipments).toHaveLength(2);
    let charged = 0;
    for (const shipment of order.shipments as any[]) {
      const gst = shipment.gst_details;
      const local = shipment.fulfilling_store.id === mhStore;
      expect(gst).toMatchObject({
        seller_gstin: expect.stringMatching(/^\d{2}AAFCL4821M1Z[0-9A-Z]$/),
        place_of_supply: 'Maharashtra (27)',
        intra_state: local,
      });
      expect(gst.seller_gstin.startsWith('27')).toBe(local);
      expect(gst.bags.map((b: any) => b.bag_id).sort()).toEqual(shipment.bags.map((b: any) => b.id).sort());
      for (const line of [...gst.bags, ...gst.charges]) {
        expectAddsUp(line);
        if (local) expect(line.igst).toBe(0);
        else expect([line.cgst, line.sgst]).toEqual([0, 0]);
        // The halves differ by an odd paisa at most.
        expect(Math.abs(paise(line.cgst) - paise(line.sgst))).toBeLessThanOrEqual(1);
      }
      for (const line of gst.bags) {
        expect(line.hsn_code).toMatch(/^\d{4}$/);
        expect([5, 18]).toContain(line.gst_rate);
        // Tax-inclusive: the taxable value is the value over (1 + rate), to the paisa.
        expect(paise(line.taxable)).toBe(Math.round((paise(line.value) * 100) / (100 + line.gst_rate)));
      }
      // Cash on delivery: the COD charge is taxed as a service under its SAC code.
      const codCharge = gst.charges.find((c: any) => c.name === 'cod_charge');
      if (codCharge) expect(codCharge).toMatchObject({ sac_code: '9971', gst_rate: 18 });
      const parts = [...gst.bags, ...gst.charges];
      expect(paise(gst.total.value)).toBe(parts.reduce((s: number, p: Amounts) => s + paise(p.value), 0));
      expectAddsUp(gst.total);
      expect(paise(gst.total.value) + paise(gst.rounding)).toBe(paise(shipment.prices.amount_paid));
      charged += paise(shipment.prices.amount_paid);

      // The PDF says the same: the GSTIN, the place of supply, each line's HSN code and its taxes.
      const text = await invoiceText(jar, shipment.shipment_id);
      expect(text).toContain('TAX INVOICE');
      expect(text).toContain(`Seller GSTIN ${gst.seller_gstin}`);
      expect(text).toContain('Place of supply Maharashtra (27)');
      for (const line of gst.bags) expect(text).toContain(`HSN/SAC ${line.hsn_code} · GST rate ${line.gst_rate}%`);
      if (local) {
        expect(text).toContain('CGST');
        expect(text).toContain('SGST');
        expect(text).not.toContain('IGST');
      } else {
        expect(text).toContain('IGST');
        expect(text).not.toContain('CGST');
      }
    }
    expect(charged).toBe(paise(order.breakup_values.find((r: any) => r.name === 'total').value));
  });

  it('delivered to Karnataka: the same Maharashtra store charges IGST, and the place of supply is Karnataka', async () => {
    const { jar, order, mhStore } = await placed(KARNATAKA);
    const shipment = (order.shipments as any[]).find((s) => s.fulfilling_store.id === mhStore);
    const gst = shipment.gst_details;
    expect(gst).toMatchObject({ place_of_supply: 'Karnataka (29)', intra_state: false });
    expect(gst.seller_gstin.startsWith('27')).toBe(true);
    for (const line of [...gst.bags, ...gst.charges]) {
      expectAddsUp(line);
      expect([line.cgst, line.sgst]).toEqual([0, 0]);
    }
    expect(gst.bags.some((b: Amounts) => b.igst > 0)).toBe(true);
    expect(paise(gst.total.value) + paise(gst.rounding)).toBe(paise(shipment.prices.amount_paid));
    const text = await invoiceText(jar, shipment.shipment_id);
    expect(text).toContain('Place of supply Karnataka (29)');
    expect(text).toContain('Inter-state supply: IGST');
  });

  it('a shipment split by a partial cancellation keeps the seller and the rates: both parts’ taxes add up to what each was charged', async () => {
    const placed = await placedOrder({ quantity: 3 });
    const id = shipmentOf(placed.order);
    const [bag] = placed.order.shipments[0].bags;
    const before = placed.order.shipments[0].gst_details;
    const done = await placed.jar.put(
      `${ORDER}/orders/shipments/${id}/status`,
      statusUpdate(id, 'cancelled_customer', {
        products: [{ line_number: bag.line_number, identifier: bag.article.uid, quantity: 2 }],
        reasonId: 2,
      }),
    );
    expect(done.status).toBe(200);
    const order = (await placed.jar.get(`${ORDER}/orders/${placed.orderId}`)).json.order;
    expect(order.shipments).toHaveLength(2);
    for (const shipment of order.shipments as any[]) {
      const gst = shipment.gst_details;
      expect(gst).toMatchObject({ seller_gstin: before.seller_gstin, intra_state: before.intra_state });
      expect(gst.bags).toEqual([
        expect.objectContaining({ hsn_code: before.bags[0].hsn_code, gst_rate: before.bags[0].gst_rate }),
      ]);
      for (const line of [...gst.bags, ...gst.charges]) expectAddsUp(line);
      expect(paise(gst.total.value) + paise(gst.rounding)).toBe(paise(shipment.prices.amount_paid));
    }
  });
});

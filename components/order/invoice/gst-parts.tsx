// The tax invoice's parts of the invoice page (the order answer's gst_details): the seller's
// GSTIN, its state and the place of supply among the facts; each line's HSN code, rate, taxable
// value and taxes under its name; the tax summary, whose rows add up to what was charged.
import { GST_INVOICE_WORDS as W } from '@/contract/gst-invoice';
import type { OrderBag, ShipmentGst } from '@/contract/types/order';
import { formatPriceWithPaise as money } from '@/lib/catalog/price';
import styles from './invoice.module.css';

type Amounts = ShipmentGst['total'];

export function GstFacts({ gst }: { gst: ShipmentGst }) {
  return (
    <>
      <dt>{W.sellerGstin}</dt>
      <dd data-testid="invoice-gstin">{gst.seller_gstin}</dd>
      <dt>{W.sellerState}</dt>
      <dd>{gst.seller_state}</dd>
      <dt>{W.placeOfSupply}</dt>
      <dd data-testid="invoice-place-of-supply">{gst.place_of_supply}</dd>
    </>
  );
}

const taxes = (gst: ShipmentGst, a: Amounts) =>
  gst.intra_state ? `${W.cgst} ${money(a.cgst)} · ${W.sgst} ${money(a.sgst)}` : `${W.igst} ${money(a.igst)}`;

/** A line's HSN code and taxes, under its name. */
export function BagTax({ gst, bagId }: { gst: ShipmentGst; bagId: number }) {
  const line = gst.bags.find((b) => b.bag_id === bagId);
  if (!line) return null;
  return (
    <span className={styles.detail} data-testid="invoice-line-tax">
      {W.hsn} {line.hsn_code ?? '-'} · {W.rate} {line.gst_rate}% · {W.taxable} {money(line.taxable)} ·{' '}
      {taxes(gst, line)}
    </span>
  );
}

function Row({
  gst,
  label,
  code,
  rate,
  a,
  total,
}: {
  gst: ShipmentGst;
  label: string;
  code: string;
  rate?: number;
  a: Amounts;
  total?: boolean;
}) {
  const Cell = total ? 'th' : 'td';
  return (
    <tr data-testid={total ? 'gst-total' : 'gst-row'} className={total ? styles.gstTotal : undefined}>
      <Cell scope={total ? 'row' : undefined}>{label}</Cell>
      <td>{code}</td>
      <td className={styles.number}>{rate === undefined ? '' : `${rate}%`}</td>
      <td className={styles.number} data-gst="taxable">
        {money(a.taxable)}
      </td>
      {gst.intra_state ? (
        <>
          <td className={styles.number} data-gst="cgst">
            {money(a.cgst)}
          </td>
          <td className={styles.number} data-gst="sgst">
            {money(a.sgst)}
          </td>
        </>
      ) : (
        <td className={styles.number} data-gst="igst">
          {money(a.igst)}
        </td>
      )}
      <td className={styles.number} data-gst="value">
        {money(a.value)}
      </td>
    </tr>
  );
}

/** Every line and charge with its HSN/SAC, rate, taxable value and taxes; then their sum and the total tax. */
export function GstSummary({ gst, bags }: { gst: ShipmentGst; bags: OrderBag[] }) {
  const total = gst.total;
  return (
    <section className={styles.gst} aria-labelledby="gst-summary" data-testid="gst-summary">
      <h2 id="gst-summary">{W.summary}</h2>
      <p className={styles.detail}>{gst.intra_state ? W.supplyIntra : W.supplyInter}</p>
      {/* Seven columns do not fit a phone: the table scrolls sideways within the sheet. */}
      <div className={styles.scroll} role="region" aria-labelledby="gst-summary" tabIndex={0}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Item</th>
              <th scope="col">{W.hsn}</th>
              <th scope="col" className={styles.number}>
                {W.rate}
              </th>
              <th scope="col" className={styles.number}>
                {W.taxable}
              </th>
              {gst.intra_state ? (
                <>
                  <th scope="col" className={styles.number}>
                    {W.cgst}
                  </th>
                  <th scope="col" className={styles.number}>
                    {W.sgst}
                  </th>
                </>
              ) : (
                <th scope="col" className={styles.number}>
                  {W.igst}
                </th>
              )}
              <th scope="col" className={styles.number}>
                {W.lineValue}
              </th>
            </tr>
          </thead>
          <tbody>
            {gst.bags.map((line) => {
              const at = bags.findIndex((b) => b.id === line.bag_id);
              const name = at >= 0 ? `${at + 1}. ${bags[at].item.name}` : '';
              return (
                <Row
                  key={line.bag_id}
                  gst={gst}
                  label={name}
                  code={line.hsn_code ?? '-'}
                  rate={line.gst_rate}
                  a={line}
                />
              );
            })}
            {gst.charges.map((c) => (
              <Row key={c.name} gst={gst} label={c.display} code={c.sac_code || '-'} rate={c.gst_rate} a={c} />
            ))}
            <Row gst={gst} label={W.summaryTotal} code="" a={total} total />
          </tbody>
        </table>
      </div>
      <p className={styles.detail}>
        {W.totalTax}: <strong data-testid="gst-total-tax">{money(total.cgst + total.sgst + total.igst)}</strong>
        {gst.rounding ? ` · ${W.rounding}: ${money(gst.rounding)}` : ''}
      </p>
      <p className={styles.detail}>{W.inclusiveNote}</p>
    </section>
  );
}

// A shipment's invoice as a printable page: the shop, the invoice's facts, who it is billed to and
// where it went, the shipment's lines and its breakup as charged (the order answer's), with Print
// and the PDF's presigned link. The PDF (platform/order/invoice/) says the same on A4.
import Link from '@/components/ui/link';
import { buttonClass } from '@/components/ui/button-link';
import { addressLine } from '@/contract/address';
import type { Address } from '@/contract/types/address';
import { formatPrice } from '@/lib/catalog/price';
import { ORDER_PATHS } from '@/lib/order/constants';
import type { ShipmentInvoice } from '@/lib/order/invoice-data';
import { PrintButton } from './print-button';
import { BagTax, GstFacts, GstSummary } from './gst-parts';
import { GST_INVOICE_WORDS } from '@/contract/gst-invoice';
import styles from './invoice.module.css';

type Ready = Extract<ShipmentInvoice, { state: 'ready' }>;

const dateFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

function Party({ title, address }: { title: string; address: Address | undefined }) {
  if (!address) return null;
  const code = typeof address.country_phone_code === 'string' ? address.country_phone_code.replace(/^\+/, '') : '';
  return (
    <div>
      <h2>{title}</h2>
      {address.name ? (
        <p>
          <strong>{address.name}</strong>
        </p>
      ) : null}
      <p>{addressLine(address)}</p>
      {address.phone ? (
        <p>
          Phone: {code ? `+${code} ` : ''}
          {address.phone}
        </p>
      ) : null}
    </div>
  );
}

function Actions({
  shipmentId,
  pdfHref,
  invoiceNumber,
}: {
  shipmentId: string;
  pdfHref?: string;
  invoiceNumber?: string;
}) {
  return (
    <div className={styles.actions}>
      <Link href={ORDER_PATHS.shipment(shipmentId)} className={styles.back}>
        ← Back to the shipment
      </Link>
      {pdfHref ? (
        <>
          <PrintButton />
          {/* A plain link: the PDF is the platform's (app/invoice/[file]), not a page to prefetch. */}
          <a
            href={pdfHref}
            className={buttonClass('outline')}
            download={`${invoiceNumber}.pdf`}
            data-testid="invoice-pdf"
          >
            Download PDF
          </a>
        </>
      ) : null}
    </div>
  );
}

export function InvoiceView({ invoice, shopName }: { invoice: Ready; shopName: string }) {
  const { order, shipment } = invoice;
  const rows = shipment.breakup_values ?? [];
  const gst = shipment.gst_details ?? null;
  return (
    <div className={styles.page}>
      <Actions shipmentId={shipment.shipment_id} pdfHref={invoice.pdfHref} invoiceNumber={invoice.invoiceNumber} />
      <article className={styles.sheet} aria-labelledby="invoice-shop" data-testid="invoice">
        <header className={styles.head}>
          <h1 id="invoice-shop">{shopName}</h1>
          <p className={styles.title}>{gst ? GST_INVOICE_WORDS.title : 'INVOICE'}</p>
        </header>
        <dl className={styles.facts}>
          <dt>Invoice number</dt>
          <dd data-testid="invoice-number">
            <strong>{invoice.invoiceNumber}</strong>
          </dd>
          <dt>Invoice date</dt>
          <dd>{dateFormat.format(new Date(order.order_created_time))}</dd>
          <dt>Order</dt>
          <dd>{order.order_id}</dd>
          <dt>Shipment</dt>
          <dd>{shipment.shipment_id}</dd>
          <dt>Payment</dt>
          <dd>{order.payment.display_name}</dd>
          {gst ? <GstFacts gst={gst} /> : null}
        </dl>
        <div className={styles.parties}>
          <Party title="Billed to" address={order.billing_address} />
          <Party title="Delivered to" address={shipment.delivery_address ?? order.delivery_address} />
        </div>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">Item</th>
              <th scope="col" className={styles.number}>
                Qty
              </th>
              <th scope="col" className={`${styles.number} ${styles.unit}`}>
                Unit price
              </th>
              <th scope="col" className={styles.number}>
                Amount
              </th>
            </tr>
          </thead>
          <tbody>
            {shipment.bags.map((bag, i) => (
              <tr key={bag.id} data-testid="invoice-line">
                <td>{i + 1}</td>
                <td>
                  {bag.item.name}
                  <span className={styles.detail}>
                    {[bag.item.brand.name, bag.item.size ? `Size ${bag.item.size}` : ''].filter(Boolean).join(' · ')}
                  </span>
                  {gst ? <BagTax gst={gst} bagId={bag.id} /> : null}
                </td>
                <td className={styles.number}>{bag.quantity}</td>
                <td className={`${styles.number} ${styles.unit}`}>
                  {formatPrice(
                    bag.quantity
                      ? Math.round((bag.prices.price_effective / bag.quantity) * 100) / 100
                      : bag.prices.price_effective,
                  )}
                </td>
                <td className={styles.number}>{formatPrice(bag.prices.price_effective)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <dl className={styles.totals} data-testid="invoice-totals">
          {rows.map((row, i) => (
            <div key={row.name} className={i === rows.length - 1 ? styles.total : undefined}>
              <dt>{row.display}</dt>
              <dd>{formatPrice(row.value, row.currency_code)}</dd>
            </div>
          ))}
        </dl>
        {gst ? <GstSummary gst={gst} bags={shipment.bags} /> : null}
        <p className={styles.foot}>
          {shopName} · computer-generated invoice, no signature needed.
          {order.total_shipments_in_order > 1
            ? ` The order came in ${order.total_shipments_in_order} shipments: its coupon, reward points and charges are shared over them in proportion to their items.`
            : ''}
        </p>
      </article>
    </div>
  );
}

/** A shipment of an order that was never placed (its payment is awaited, or failed): no invoice yet. */
export function InvoiceNotReady({ shipmentId, message }: { shipmentId: string; message: string }) {
  return (
    <div className={styles.page}>
      <Actions shipmentId={shipmentId} />
      <p className={styles.notice} role="status" data-testid="invoice-not-ready">
        {message}
      </p>
    </div>
  );
}

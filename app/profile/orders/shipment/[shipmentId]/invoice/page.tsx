// /profile/orders/shipment/:shipmentId/invoice: the signed-in shopper's invoice for one shipment as
// a printable page (Print, and the PDF's presigned link). Someone else's shipment, or no shipment,
// is the not-found page; a shipment of an order not placed yet says so.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { InvoiceNotReady, InvoiceView } from '@/components/order/invoice/invoice-view';
import { getShop } from '@/lib/configuration/data';
import { ORDER_PATHS } from '@/lib/order/constants';
import { loadShipmentInvoice } from '@/lib/order/invoice-data';
import { signedInOnly } from '@/lib/user/guards';

export const metadata: Metadata = { title: 'Invoice', robots: { index: false } };

type Props = { params: Promise<{ shipmentId: string }> };

export default async function ShipmentInvoicePage({ params }: Props) {
  const { shipmentId } = await params;
  await signedInOnly(ORDER_PATHS.invoice(shipmentId));
  const [invoice, shop] = await Promise.all([loadShipmentInvoice(shipmentId), getShop()]);
  if (!invoice) notFound();
  if (invoice.state === 'not-placed') return <InvoiceNotReady shipmentId={shipmentId} message={invoice.message} />;
  return <InvoiceView invoice={invoice} shopName={shop.name} />;
}

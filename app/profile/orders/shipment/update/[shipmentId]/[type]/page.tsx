// /profile/orders/shipment/update/{id}/{type} (cancel or return): the form, when
// the shipment may be cancelled or returned now; otherwise back to the shipment.
import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import Link from '@/components/ui/link';
import { ShipmentUpdateForm } from '@/components/order/shipment-update-form';
import styles from '@/components/order/orders.module.css';
import { signedInOnly } from '@/lib/user/guards';
import { requireCartEnabled } from '@/lib/cart/data';
import { loadReasons, loadShipment } from '@/lib/order/data';
import { ORDER_PATHS, ORDER_WORDS } from '@/lib/order/constants';
import { readFormNotice } from '@/lib/forms/notice';

export const metadata: Metadata = { title: 'Cancel or return', robots: { index: false } };

export default async function ShipmentUpdatePage({
  params,
}: {
  params: Promise<{ shipmentId: string; type: string }>;
}) {
  await requireCartEnabled();
  const { shipmentId, type } = await params;
  if (type !== 'cancel' && type !== 'return') notFound();
  await signedInOnly(ORDER_PATHS.update(shipmentId, type));
  const [shipment, reasons, notice] = await Promise.all([
    loadShipment(shipmentId),
    loadReasons(shipmentId),
    readFormNotice(),
  ]);
  if (!shipment) notFound();
  if (!(type === 'cancel' ? shipment.can_cancel : shipment.can_return)) redirect(ORDER_PATHS.shipment(shipmentId));
  return (
    <div className={styles.page}>
      <p>
        <Link href={ORDER_PATHS.shipment(shipmentId)}>← Shipment {shipmentId}</Link>
      </p>
      <h1 className={styles.title}>{type === 'cancel' ? ORDER_WORDS.cancelTitle : ORDER_WORDS.returnTitle}</h1>
      {notice ? (
        <p className={notice.ok ? styles.notice : styles.noticeError} role="alert" data-testid="notice">
          {notice.message}
        </p>
      ) : null}
      <ShipmentUpdateForm shipment={shipment} reasons={reasons} type={type} />
    </div>
  );
}

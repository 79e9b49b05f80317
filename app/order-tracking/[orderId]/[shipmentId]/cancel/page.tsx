// /order-tracking/:orderId/:shipmentId/cancel: a guest cancels a shipment of its own order (guest
// checkout: the platform knows the order by the guest's cart cookie). A shopper with an account
// cancels on its profile's page; anyone else finds nothing here.
import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import Link from '@/components/ui/link';
import { ShipmentUpdateForm } from '@/components/order/shipment-update-form';
import styles from '@/components/order/orders.module.css';
import { requireCartEnabled } from '@/lib/cart/data';
import { loadReasons, loadShipment } from '@/lib/order/data';
import { ORDER_PATHS, ORDER_WORDS } from '@/lib/order/constants';
import { readFormNotice } from '@/lib/forms/notice';
import { currentShopper } from '@/lib/user/data';

export const metadata: Metadata = { title: 'Cancel', robots: { index: false } };

export default async function GuestCancelPage({
  params,
}: {
  params: Promise<{ orderId: string; shipmentId: string }>;
}) {
  await requireCartEnabled();
  const { orderId, shipmentId } = await params;
  if (await currentShopper()) redirect(ORDER_PATHS.update(shipmentId, 'cancel'));
  const [shipment, reasons, notice] = await Promise.all([
    loadShipment(shipmentId),
    loadReasons(shipmentId),
    readFormNotice(),
  ]);
  if (!shipment || shipment.order_id !== orderId.toUpperCase()) notFound();
  if (!shipment.can_cancel) redirect(ORDER_PATHS.trackShipment(shipment.order_id, shipmentId));
  return (
    <div className={styles.page}>
      <p>
        <Link href={ORDER_PATHS.trackShipment(shipment.order_id, shipmentId)}>← Shipment {shipmentId}</Link>
      </p>
      <h1 className={styles.title}>{ORDER_WORDS.cancelTitle}</h1>
      {notice ? (
        <p className={notice.ok ? styles.notice : styles.noticeError} role="alert" data-testid="notice">
          {notice.message}
        </p>
      ) : null}
      <ShipmentUpdateForm shipment={shipment} reasons={reasons} type="cancel" />
    </div>
  );
}

// The refunds a cancelled or returned shipment owes are the payment domain's to record and pay
// (platform/payment/refund-service.ts). Payment reads orders, so the order domain does not import
// it back: it names here what it needs, and payment's functions are connected at start
// (platform/app.ts).
import type { Database } from '../db/client';
import type { Tx } from './order-store';
import type { RefundFacts } from './order-view';

/** What a shipment that came back or was cancelled is owed, as the order knows it. */
export type RefundOwed = {
  order: { id: string; userId: string | null; paymentMode: string; paymentStatus: string };
  shipmentId: string;
  paidPaise: number;
  points: number;
  /** Cash on delivery was collected (the shipment was delivered): it goes back to a beneficiary. */
  cashCollected: boolean;
  pointsReason: string;
  /** Points earned on the shipment, taken back with its return. */
  earnedBack?: { points: number; reason: string };
};

export type ShipmentRefunds = {
  /** Inside the shipment's transaction: records what is owed; the refund's id to pay after commit, if money is owed. */
  open(tx: Tx, owed: RefundOwed): Promise<string | undefined>;
  /** After commit: pays a refund opened before. */
  pay(database: Database, refundId: string): Promise<unknown>;
  /** Pays again the refunds that failed at the provider or waited for a beneficiary. */
  retryPending(database: Database): Promise<void>;
  /** The refunds of an order, oldest first. */
  ofOrder(database: Database, orderId: string): Promise<RefundFacts[]>;
};

let connected: ShipmentRefunds | undefined;

export function connectRefunds(refunds: ShipmentRefunds): void {
  connected = refunds;
}

export function shipmentRefunds(): ShipmentRefunds {
  if (!connected) throw new Error('[order] refunds are not connected: createPlatform (platform/app.ts) connects them');
  return connected;
}

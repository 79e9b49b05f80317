// The refund-account page's server-only loader: the shopper's refund accounts with the one this
// order's refunds go to marked, and which transfer modes are on. Undefined when the order, or the
// shipment within it, is not this shopper's (the page is then not found).
import 'server-only';
import { cache } from 'react';
import { serverSdk } from '@/lib/sdk/server';
import { unlessRefused } from '@/lib/sdk/errors';
import type { RefundBeneficiary, RefundTransferModeName } from '@/contract/types/payment';
import { REFUND_IDS } from './refund-constants';

export type RefundAccountsPage = {
  orderId: string;
  shipmentId: string;
  accounts: RefundBeneficiary[];
  /** The account the order's refunds go to, if any. */
  current?: RefundBeneficiary;
  modes: Record<RefundTransferModeName, boolean>;
};

export const loadRefundAccounts = cache(
  async (orderId: string, shipmentId: string): Promise<RefundAccountsPage | undefined> => {
    if (!REFUND_IDS.order.test(orderId) || !REFUND_IDS.shipment.test(shipmentId)) return undefined;
    const sdk = await serverSdk();
    const [order, mine, modes] = await Promise.all([
      unlessRefused(sdk.order.getOrderById({ orderId })),
      unlessRefused(sdk.payment.getUserBeneficiariesDetail({ orderId })),
      unlessRefused(sdk.payment.getActiveRefundTransferModes()),
    ]);
    if (!order || !mine || !order.order.shipments.some((s) => s.shipment_id === shipmentId)) return undefined;
    const items = modes?.data.flatMap((group) => group.items) ?? [];
    const on = (name: RefundTransferModeName) => items.find((i) => i.name === name)?.is_active ?? true;
    return {
      orderId,
      shipmentId,
      accounts: mine.beneficiaries,
      current: mine.beneficiaries.find((b) => b.is_default),
      modes: { bank: on('bank'), upi: on('upi') },
    };
  },
);

// The refund accounts' rules, one place each: how many accounts a shopper keeps, and the transfer
// modes a cash-on-delivery refund can be paid by (on unless the shopper turned one off).
import type { TransferMode } from './schema';

export const REFUND_ACCOUNT_LIMITS = { beneficiariesPerShopper: 20 } as const;

/** TransferModeResponse's groups and items, in the order shown. */
export const REFUND_TRANSFER_MODES: readonly { name: TransferMode; id: number; group: string; display_name: string }[] =
  [
    { name: 'bank', id: 1, group: 'Bank', display_name: 'Bank account' },
    { name: 'upi', id: 2, group: 'UPI', display_name: 'UPI' },
  ];

/** A mode the shopper has not chosen about is on. */
export const TRANSFER_MODE_DEFAULT_ON = true;

// A coupon the merchant keeps for some payment modes (coupons.payment_modes, e.g. UPI100): the
// bag shows its discount, and the payment's mode decides (the coupon
// validity check for the chosen payment; a refusal is thrown).
import type { CouponRow } from '../cart';
import { MODE_DISPLAY } from './constants';
import { PAYMENT_MESSAGES } from './messages';

/** Why the applied coupon does not go with this mode, or undefined when it does (or none applies). */
export function couponModeRefusal(
  coupon: Pick<CouponRow, 'code' | 'payment_modes'> | undefined,
  applicable: boolean,
  mode: string,
): string | undefined {
  if (!coupon || !applicable || !coupon.payment_modes?.length || coupon.payment_modes.includes(mode)) return undefined;
  return PAYMENT_MESSAGES.couponNotForMode(
    coupon.code,
    coupon.payment_modes.map((m) => MODE_DISPLAY[m]?.name ?? m).join(' or '),
  );
}

// Whether a coupon applies to a cart and what it takes off (paise). Pure; the database supplies
// the coupon, the clock, and whether this shopper has used it.
import type { CouponType } from '../schema';
import { COUPON_MESSAGES } from '../messages';

export type CouponRule = {
  code: string;
  type: CouponType;
  /** paise for 'flat', percent for 'percentage' */
  value: number;
  minCartValue: number;
  maxDiscount: number | null;
  oncePerShopper: boolean;
  brandUids: number[];
  categoryUids: number[];
  validFrom: Date | null;
  validTill: Date | null;
};

export type CouponContext = { now: Date; signedIn: boolean; usedByShopper: boolean };
export type CouponLine = { brandUid: number; categoryUid: number; effectivePaise: number; valid: boolean };
export type CouponOutcome =
  | { applicable: true; discountPaise: number; message: string }
  | { applicable: false; discountPaise: 0; message: string };

const rupees = (paise: number) =>
  `₹${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: paise % 100 ? 2 : 0, maximumFractionDigits: 2 })}`;

function refuse(message: string): CouponOutcome {
  return { applicable: false, discountPaise: 0, message };
}

export function couponOutcome(rule: CouponRule, lines: CouponLine[], context: CouponContext): CouponOutcome {
  if (rule.validTill && rule.validTill.getTime() <= context.now.getTime()) return refuse(COUPON_MESSAGES.expired);
  if (rule.validFrom && rule.validFrom.getTime() > context.now.getTime()) return refuse(COUPON_MESSAGES.notStarted);
  if (rule.oncePerShopper && !context.signedIn) return refuse(COUPON_MESSAGES.signInRequired);
  if (rule.oncePerShopper && context.usedByShopper) return refuse(COUPON_MESSAGES.alreadyUsed);
  const valid = lines.filter((l) => l.valid);
  if (valid.length === 0) return refuse(COUPON_MESSAGES.emptyCart);
  const cartValue = valid.reduce((sum, l) => sum + l.effectivePaise, 0);
  if (cartValue < rule.minCartValue) return refuse(COUPON_MESSAGES.minCartValue(rupees(rule.minCartValue - cartValue)));
  const eligible = valid.filter(
    (l) =>
      (rule.brandUids.length === 0 || rule.brandUids.includes(l.brandUid)) &&
      (rule.categoryUids.length === 0 || rule.categoryUids.includes(l.categoryUid)),
  );
  const base = eligible.reduce((sum, l) => sum + l.effectivePaise, 0);
  if (base <= 0) return refuse(COUPON_MESSAGES.noEligibleItems);
  let discount = rule.type === 'flat' ? rule.value : Math.round((base * rule.value) / 100);
  if (rule.maxDiscount !== null) discount = Math.min(discount, rule.maxDiscount);
  discount = Math.max(0, Math.min(discount, base));
  return { applicable: true, discountPaise: discount, message: COUPON_MESSAGES.applicable };
}

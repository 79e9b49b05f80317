// /cart/available-coupons/: every coupon of the shop for this bag, each with
// an "Apply" form (back to the bag, with or without JavaScript).
import type { Metadata } from 'next';
import { requireCartEnabled, loadCoupons } from '@/lib/cart/data';
import { CouponPage } from '@/components/cart/coupon-page';

export const metadata: Metadata = { title: 'Coupons', robots: { index: false, follow: true } };

export default async function AvailableCouponsPage() {
  await requireCartEnabled();
  const { available_coupon_list: coupons } = await loadCoupons();
  return <CouponPage coupons={coupons} />;
}

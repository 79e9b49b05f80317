// Unknown cart paths go to /cart/bag/; home when the cart is disabled.
import { redirect } from 'next/navigation';
import { requireCartEnabled } from '@/lib/cart/data';
import { CART_PATHS } from '@/lib/cart/constants';

export default async function UnknownCartPage(): Promise<never> {
  await requireCartEnabled();
  redirect(CART_PATHS.bag);
}

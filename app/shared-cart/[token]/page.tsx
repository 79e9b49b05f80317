// /shared-cart/:token: a cart someone shared. The visitor sees its items and
// adds them to their own bag, merges them or replaces their bag with them.
import type { Metadata } from 'next';
import { requireCartEnabled, loadSharedCart } from '@/lib/cart/data';
import { SharedCartView } from '@/components/cart/shared-cart-view';
import { CART_INPUT_LIMITS } from '@/lib/cart/constants';
import { readFormNotice } from '@/lib/forms/notice';

type Props = { params: Promise<{ token: string }> };

export const metadata: Metadata = { title: 'A shared bag', robots: { index: false, follow: false } };

export default async function SharedCartPage({ params }: Props) {
  await requireCartEnabled();
  const token = (await params).token.slice(0, CART_INPUT_LIMITS.maxTokenChars);
  const [shared, notice] = await Promise.all([loadSharedCart(token), readFormNotice()]);
  return <SharedCartView token={token} cart={shared?.error ? undefined : shared?.cart} notice={notice} />;
}

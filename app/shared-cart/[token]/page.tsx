// /shared-cart/:token: a cart someone shared. The visitor sees its items and
// adds them to their own bag, merges them or replaces their bag with them (only the ways that
// would leave their bag different are offered).
import type { Metadata } from 'next';
import { requireCartEnabled, loadCart, loadSharedCart } from '@/lib/cart/data';
import { sharedCartChoices } from '@/lib/cart/shared-cart';
import { SharedCartView } from '@/components/cart/shared-cart-view';
import { CART_INPUT_LIMITS } from '@/lib/cart/constants';
import { readFormNotice } from '@/lib/forms/notice';

type Props = { params: Promise<{ token: string }> };

export const metadata: Metadata = { title: 'A shared bag', robots: { index: false, follow: false } };

export default async function SharedCartPage({ params }: Props) {
  await requireCartEnabled();
  const token = (await params).token.slice(0, CART_INPUT_LIMITS.maxTokenChars);
  const [shared, own, notice] = await Promise.all([
    loadSharedCart(token),
    // The own bag only narrows the choices: when it cannot be read, all three are offered.
    loadCart().then(
      (bag) => bag?.items ?? [],
      () => undefined,
    ),
    readFormNotice(),
  ]);
  const cart = shared?.error ? undefined : shared?.cart;
  const choices = sharedCartChoices(own, cart?.items ?? []);
  return <SharedCartView token={token} cart={cart} choices={choices} notice={notice} />;
}

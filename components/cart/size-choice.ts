// The size a shopper tapped among a product page's size chips (components/cart/size-chips.tsx)
// while the page for that size is still on its way: Add to bag takes it at once rather than
// asking again. Per product, and forgotten whenever the page's own size changes.
const tapped = new Map<number, string>();

export function tapSize(itemId: number, size: string): void {
  tapped.set(itemId, size);
}

export function tappedSize(itemId: number): string | undefined {
  return tapped.get(itemId);
}

export function forgetTappedSize(itemId: number): void {
  tapped.delete(itemId);
}

'use client';
// The bag link in the header with the item count: a client island reading the count from this
// browser (m_user_cart, then GET cart/v1.0/basic once a page), so pages stay the same for everyone.
import { useEffect } from 'react';
import Link from '@/components/ui/link';
import { useCart } from '@/lib/blocks/use-cart';
import { CART_PATHS } from '@/lib/cart/constants';

export function CartCount({ className, countClassName }: { className?: string; countClassName?: string }) {
  const { count, refresh } = useCart();
  useEffect(() => {
    void refresh();
  }, [refresh]);
  const label = count ? `Bag, ${count} ${count === 1 ? 'item' : 'items'}` : 'Bag';
  return (
    <Link href={CART_PATHS.bag} className={className} aria-label={label} data-testid="cart-link">
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        width="22"
        height="22"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
      >
        <path d="M5 8h14l-1.2 12H6.2L5 8Z" strokeLinejoin="round" />
        <path d="M9 8V6a3 3 0 0 1 6 0v2" strokeLinecap="round" />
      </svg>
      {count ? (
        <span className={countClassName} data-testid="cart-count">
          {count}
        </span>
      ) : null}
    </Link>
  );
}

'use client';
// "Added to bag": what was just added (name, size, price) with the ways on, "View bag" and
// "Checkout". Loaded by the add-to-bag island once an add went through, and drawn in a root of its
// own at the end of the body, so no page's first load carries it. A
// non-modal dialog: focus moves into it and back to the button that added on close; Escape, the
// close button or a click elsewhere close it. It sits below the header's bag icon (top right on
// wider screens, a sheet at the foot of a phone's screen), never over it.
import { useEffect, useLayoutEffect, useRef } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import Link from '@/components/ui/link';
import { buttonClass } from '@/components/ui/button-link';
import { formatPrice } from '@/lib/catalog/price';
import { CART_MESSAGES, CART_PATHS } from '@/lib/cart/constants';
import type { CartDetail } from '@/contract/types/cart';
import styles from './added-to-bag.module.css';

export type AddedItem = {
  /** The platform's word on the add ("Added to bag", or what a partial add says). */
  message: string;
  name?: string;
  size: string;
  price?: { amount: number; currency?: string };
};

/** `refocus: false` when the shopper leaves by one of its links. */
type Props = { item: AddedItem; onClose: (refocus?: boolean) => void };

/** What the add-to-bag island knows of an add that went through. */
export type Added = {
  cart?: CartDetail;
  message?: string;
  itemId: number;
  size: string;
  sizes: { value: string; display: string }[];
  name?: string;
  price?: number;
};

let root: Root | undefined;

/** Opens "Added to bag" (in place of one still open); on close, focus goes back to `from`. */
export function showAdded(added: Added, from: HTMLElement | null): void {
  // The platform's own line first: its name and unit price as the bag will show them.
  const line = added.cart?.items.find((l) => l.product.uid === added.itemId && l.article.size === added.size);
  const unit = line?.price_per_unit?.converted;
  const item: AddedItem = {
    message: added.message ?? CART_MESSAGES.added,
    name: line?.product.name ?? added.name,
    size: added.sizes.find((s) => s.value === added.size)?.display ?? added.size,
    price: unit
      ? { amount: unit.effective, currency: unit.currency_code }
      : added.price !== undefined
        ? { amount: added.price }
        : undefined,
  };
  root ??= createRoot(document.body.appendChild(document.createElement('div')));
  const close = (refocus = true) => {
    root?.render(null);
    if (refocus) from?.focus();
  };
  root.render(<AddedToBag key={Date.now()} item={item} onClose={close} />);
}

/** The gap below the bag icon, in px. */
const GAP = 8;

export function AddedToBag({ item, onClose }: Props) {
  const dialog = useRef<HTMLDivElement>(null);

  // Below the header's bag icon, wherever the header is now (a style of the element, not state).
  useLayoutEffect(() => {
    const icons = [...document.querySelectorAll('[data-testid=cart-link]')].map((a) => a.getBoundingClientRect());
    const bottom = icons.find((r) => r.width > 0)?.bottom ?? 0;
    dialog.current?.style.setProperty('--added-top', `${Math.max(GAP, bottom + GAP)}px`);
  }, []);

  useEffect(() => {
    dialog.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    const onPointer = (event: PointerEvent) => {
      if (!dialog.current?.contains(event.target as Node)) onClose();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [onClose]);

  return (
    <div
      ref={dialog}
      role="dialog"
      aria-modal="false"
      aria-labelledby="added-to-bag-heading"
      tabIndex={-1}
      className={styles.popover}
      data-testid="added-to-bag"
    >
      <div className={styles.head}>
        <h2 id="added-to-bag-heading" className={styles.heading}>
          {item.message}
        </h2>
        <button
          type="button"
          className={styles.close}
          onClick={() => onClose()}
          aria-label="Close"
          data-testid="added-close"
        >
          ×
        </button>
      </div>
      <div className={styles.item} data-testid="added-item">
        {item.name ? <p className={styles.name}>{item.name}</p> : null}
        <p className={styles.meta}>
          Size: <span data-testid="added-size">{item.size}</span>
          {item.price ? (
            <>
              {' · '}
              <span data-testid="added-price">{formatPrice(item.price.amount, item.price.currency)}</span>
            </>
          ) : null}
        </p>
      </div>
      <div className={styles.actions}>
        <Link
          href={CART_PATHS.bag}
          className={buttonClass('outline', styles.action)}
          data-testid="added-view-bag"
          onClick={() => onClose(false)}
        >
          View bag
        </Link>
        <Link
          href={CART_PATHS.delivery}
          className={buttonClass('primary', styles.action)}
          data-testid="added-checkout"
          onClick={() => onClose(false)}
        >
          Checkout
        </Link>
      </div>
    </div>
  );
}

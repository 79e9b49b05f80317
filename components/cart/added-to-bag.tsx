'use client';
// "Added to bag": what was just added (name, size, price) with the ways on, "View bag" and
// "Checkout". Loaded on demand by the add-to-bag island the first time something is added. A
// non-modal dialog: focus moves into it and back to the button that added on close; Escape, the
// close button or a click elsewhere close it. It sits below the header's bag icon (top right on
// wider screens, a sheet at the foot of a phone's screen), never over it.
import { useEffect, useLayoutEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import Link from '@/components/ui/link';
import { buttonClass } from '@/components/ui/button-link';
import { formatPrice } from '@/lib/catalog/price';
import { CART_PATHS } from '@/lib/cart/constants';
import styles from './added-to-bag.module.css';

export type AddedItem = {
  /** The platform's word on the add ("Added to bag", or what a partial add says). */
  message: string;
  name?: string;
  size: string;
  price?: { amount: number; currency?: string };
};

type Props = { item: AddedItem; onClose: () => void };

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

  return createPortal(
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
        <button type="button" className={styles.close} onClick={onClose} aria-label="Close" data-testid="added-close">
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
        <Link href={CART_PATHS.bag} className={buttonClass('outline', styles.action)} data-testid="added-view-bag">
          View bag
        </Link>
        <Link href={CART_PATHS.delivery} className={buttonClass('primary', styles.action)} data-testid="added-checkout">
          Checkout
        </Link>
      </div>
    </div>,
    document.body,
  );
}

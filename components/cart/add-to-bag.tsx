'use client';
// "Add to bag" (and "Buy now") with the size choice: on the product page, its sticky phone bar and
// listing cards. A form posting to the cart's server action, so it works without JavaScript (the
// action answers with the bag); with it, the header count moves at once and a refusal rolls it back
// with the platform's message in a toast; an add that went through opens "Added to bag", whose code
// loads then (it is no part of any page's first load). Only this island is per-shopper: the page around it is not.
import { useEffect, useTransition, type FormEvent } from 'react';
import { addToBagForm } from '@/lib/cart/actions';
import { useCart } from '@/lib/blocks/use-cart';
import { showToast } from '@/lib/shared/toast';
import { CART_MESSAGES } from '@/lib/cart/constants';
import { buttonClass } from '@/components/ui/button-link';
import { followSizeTaps, tappedSize } from './size-choice';
import { useHydrated } from '@/lib/shared/use-hydrated';
import styles from './add-to-bag.module.css';

export type BagSize = { value: string; display: string; available: boolean };
export type BagButtons = 'addtocart_buynow' | 'addtocart' | 'buynow';

type Props = {
  itemId: number;
  sizes: BagSize[];
  /** The size the shopper already chose on the page (?size=). */
  size?: string;
  articleId?: string;
  /** Where buy-now comes back to after sign-in. */
  returnTo: string;
  /**
   * The id of the page's own size chips (a product page), where a size is then chosen: no
   * second picker here (one inside <noscript> for the browser's check without JavaScript), and
   * Add to bag without a size sends the shopper to the chips.
   */
  sizesAt?: string;
  buttons?: BagButtons;
  variant?: 'page' | 'sticky' | 'card';
  name?: string;
  price?: number;
};

export function AddToBag({
  itemId,
  sizes,
  size,
  articleId,
  returnTo,
  sizesAt,
  buttons = 'addtocart',
  variant = 'page',
  name,
  price,
}: Props) {
  const { addItem } = useCart();
  const [pending, startTransition] = useTransition();
  // Without scripts the browser's check of the required size stands; with them, the shop's words.
  const hydrated = useHydrated();
  const available = sizes.filter((s) => s.available);
  const fixed = size ?? (available.length === 1 ? available[0].value : undefined);
  // The chips' taps, on the product page (not the sticky bar's copy): followed anew for each size's page.
  useEffect(() => {
    const chips = sizesAt && variant === 'page' ? document.getElementById(sizesAt) : null;
    return chips ? followSizeTaps(chips, itemId) : undefined;
  }, [sizesAt, variant, itemId, size]);
  if (available.length === 0) return null;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const buyNow = submitter?.value === 'true';
    // Read from the form, not from state: a size picked before hydration is in the DOM only.
    const select = event.currentTarget.elements.namedItem('item_size') as HTMLSelectElement | null;
    const chosen = fixed ?? (sizesAt ? tappedSize(itemId) : select?.value);
    if (!chosen) {
      showToast(CART_MESSAGES.chooseSize, 'error');
      if (sizesAt) toSizes(sizesAt);
      else select?.focus();
      return;
    }
    startTransition(async () => {
      const result = await addItem({ itemId, size: chosen, articleId, buyNow, name, price });
      if (result.redirect) {
        window.location.assign(result.redirect);
        return;
      }
      if (!result.ok) return void showToast(result.message, 'error');
      const added = { cart: result.cart, message: result.message, itemId, size: chosen, sizes, name, price };
      await import('./added-to-bag').then(
        (m) => m.showAdded(added, submitter),
        () => showToast(result.message ?? CART_MESSAGES.added),
      );
    });
  }

  const sizeId = `bag-size-${variant}-${itemId}`;
  return (
    <form
      action={addToBagForm}
      onSubmit={onSubmit}
      noValidate={hydrated}
      className={`${styles.form} ${styles[variant]}`}
      data-testid={`add-to-bag-${variant}`}
    >
      <input type="hidden" name="item_id" value={itemId} />
      <input type="hidden" name="quantity" value="1" />
      <input type="hidden" name="return_to" value={returnTo} />
      {articleId && fixed === size ? <input type="hidden" name="article_id" value={articleId} /> : null}
      {fixed ? (
        <input type="hidden" name="item_size" value={fixed} />
      ) : sizesAt ? (
        <noscript>{sizeSelect(sizeId, available)}</noscript>
      ) : (
        sizeSelect(sizeId, available)
      )}
      <div className={styles.buttons}>
        {buttons !== 'buynow' ? (
          <button
            type="submit"
            name="buy_now"
            value="false"
            className={buttonClass('primary', styles.button)}
            disabled={pending}
            aria-busy={pending || undefined}
          >
            Add to bag
          </button>
        ) : null}
        {buttons === 'buynow' || (buttons === 'addtocart_buynow' && variant === 'page') ? (
          <button
            type="submit"
            name="buy_now"
            value="true"
            className={buttonClass('outline', styles.button)}
            disabled={pending}
          >
            Buy now
          </button>
        ) : null}
      </div>
    </form>
  );
}

function sizeSelect(id: string, available: BagSize[]) {
  return (
    <>
      <label htmlFor={id} className="visually-hidden">
        Size
      </label>
      {/* Uncontrolled: a controlled value would put back "Select size" on the first re-render
          after hydration (the bag count arriving), undoing a choice made while scripts loaded. */}
      <select id={id} name="item_size" required className={styles.select} data-testid="bag-size">
        <option value="">Select size</option>
        {available.map((s) => (
          <option key={s.value} value={s.value}>
            {s.display}
          </option>
        ))}
      </select>
    </>
  );
}

/** Brings the page's size chips into view and onto the first one a shopper can choose. */
function toSizes(id: string) {
  const chips = document.getElementById(id);
  if (!chips) return;
  chips.scrollIntoView({ block: 'start', behavior: 'smooth' });
  chips.querySelector<HTMLElement>('a[href]')?.focus({ preventScroll: true });
}

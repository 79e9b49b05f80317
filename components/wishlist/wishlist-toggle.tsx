'use client';
// The wishlist heart on product cards and the product page. A form posting to a server action,
// so it works without JavaScript (it then adds, or on /wishlist/ removes); with JavaScript it asks
// the platform from the browser and shows the shopper's own state, so the page around it stays
// the same for everyone. Nobody signed in: off to sign in and back, the product added on the way.
import { useState, type FormEvent } from 'react';
import { usePathname } from 'next/navigation';
import { useWishlist } from '@/lib/blocks/use-wishlist';
import { changeWishlist, holdWishlistAddAction } from '@/lib/wishlist/actions';
import { loginHref } from '@/lib/user/redirect';
import styles from './wishlist.module.css';

type Props = {
  productId: number;
  slug: string;
  name: string;
  /** Known on the server (the wishlist page): the product is in the wishlist, and leaving it refreshes the page. */
  listed?: boolean;
  variant?: 'card' | 'inline';
};

export function WishlistToggle({ productId, slug, name, listed = false, variant = 'card' }: Props) {
  const wishlist = useWishlist();
  const pathname = usePathname() || '/';
  const [busy, setBusy] = useState(false);
  const following = listed || wishlist.has(productId);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    const outcome = await wishlist.set(productId, !following, { slug, name });
    // Full loads, not the app router: the heart also renders where no router is mounted (theme previews).
    if (outcome === 'sign-in') return window.location.assign(await signInHref(!following));
    setBusy(false);
    if (listed && outcome === 'removed') window.location.reload();
  }

  /** Adding: the product is held for after sign-in (the sign-in page comes back through /wishlist/resume/). */
  async function signInHref(adding: boolean): Promise<string> {
    if (!adding) return loginHref(pathname);
    return holdWishlistAddAction(productId, pathname).catch(() => loginHref(pathname));
  }

  const label = following ? `Remove ${name} from wishlist` : `Add ${name} to wishlist`;
  return (
    <form action={changeWishlist} onSubmit={onSubmit} className={variant === 'card' ? styles.onCard : styles.inline}>
      <input type="hidden" name="product_id" value={productId} />
      <input type="hidden" name="intent" value={following ? 'remove' : 'add'} />
      <input type="hidden" name="return_to" value={pathname} />
      <button
        type="submit"
        className={styles.heart}
        aria-pressed={following}
        aria-label={label}
        title={label}
        disabled={busy}
        data-testid="wishlist-toggle"
      >
        <span aria-hidden="true">{following ? '♥' : '♡'}</span>
        {variant === 'inline' ? (
          <span className={styles.text}>{following ? 'In your wishlist' : 'Add to wishlist'}</span>
        ) : null}
      </button>
    </form>
  );
}

import Link from '@/components/ui/link';
import type { MenuItem } from '@/lib/content/data';
import { SearchBox } from './search/search-box';
import { CartCount } from './cart/cart-count';
import styles from './site-header.module.css';

/** `shopper`: the signed-in shopper's first name ('' when they gave none), or undefined. */
/** `cart`: false when the theme disables the cart (no bag link then). */
export function SiteHeader({ shopName, menu, shopper, cart = true }: { shopName: string; menu: MenuItem[]; shopper?: string; cart?: boolean }) {
  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <Link href="/" className={styles.logo}>
          {shopName}
        </Link>
        <nav aria-label="Main" className={styles.nav}>
          {menu.map((item) => (
            <Link key={`${item.label}-${item.href}`} href={item.href}>
              {item.label}
            </Link>
          ))}
        </nav>
        <SearchBox className={styles.search} />
        {shopper !== undefined ? (
          <Link href="/wishlist/" className={styles.account}>
            <span aria-hidden="true">♡</span>
            <span className={styles.accountText}>Wishlist</span>
          </Link>
        ) : null}
        <Link href={shopper !== undefined ? '/profile/details/' : '/auth/login/'} className={styles.account}>
          <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22" fill="none" stroke="currentColor" strokeWidth="1.8">
            <circle cx="12" cy="8" r="4" />
            <path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" strokeLinecap="round" />
          </svg>
          <span className={styles.accountText}>{shopper === undefined ? 'Sign in' : shopper ? `Hi, ${shopper}` : 'Your account'}</span>
        </Link>
        {cart ? <CartCount className={styles.bag} countClassName={styles.bagCount} /> : null}
      </div>
    </header>
  );
}

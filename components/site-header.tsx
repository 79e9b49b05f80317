import Link from '@/components/ui/link';
import type { MenuItem } from '@/lib/content/data';
import { SearchBox } from './catalog/search-box';
import { CartCount } from './cart/cart-count';
import { AccountEntry } from './user/account-entry';
import styles from './site-header.module.css';

/**
 * The same for every signed-in shopper (the greeting is drawn in the browser), so pages can be kept
 * per visitor class. `cart`: false when the theme disables the cart (no bag link then).
 */
export function SiteHeader({ shopName, menu, signedIn, cart = true }: { shopName: string; menu: MenuItem[]; signedIn: boolean; cart?: boolean }) {
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
        {signedIn ? (
          <Link href="/wishlist/" className={styles.account}>
            <span aria-hidden="true">♡</span>
            <span className={styles.accountText}>Wishlist</span>
          </Link>
        ) : null}
        <AccountEntry
          signedIn={signedIn}
          className={styles.account}
          textClassName={`${styles.accountText}${signedIn ? ` ${styles.greeting}` : ''}`}
          icon={
            <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22" fill="none" stroke="currentColor" strokeWidth="1.8">
              <circle cx="12" cy="8" r="4" />
              <path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" strokeLinecap="round" />
            </svg>
          }
        />
        {cart ? <CartCount className={styles.bag} countClassName={styles.bagCount} /> : null}
      </div>
    </header>
  );
}

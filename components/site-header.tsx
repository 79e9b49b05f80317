import Link from 'next/link';
import type { MenuItem } from '@/lib/navigation';
import { SearchBox } from './search/search-box';
import styles from './site-header.module.css';

/** `shopper`: the signed-in shopper's first name ('' when they gave none), or undefined. */
export function SiteHeader({ shopName, menu, shopper }: { shopName: string; menu: MenuItem[]; shopper?: string }) {
  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <Link href="/" className={styles.logo}>
          {shopName}
        </Link>
        <nav aria-label="Main" className={styles.nav}>
          {menu.map((item) => (
            <Link key={`${item.label}-${item.href}`} href={item.href} prefetch={false}>
              {item.label}
            </Link>
          ))}
        </nav>
        <SearchBox className={styles.search} />
        {shopper !== undefined ? (
          <Link href="/profile/details/" className={styles.account} prefetch={false}>
            {shopper ? `Hi, ${shopper}` : 'Your account'}
          </Link>
        ) : (
          <Link href="/auth/login/" className={styles.account} prefetch={false}>
            Sign in
          </Link>
        )}
      </div>
    </header>
  );
}

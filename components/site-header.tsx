import Link from 'next/link';
import type { MenuItem } from '@/lib/navigation';
import { SearchBox } from './search/search-box';
import styles from './site-header.module.css';

export function SiteHeader({ shopName, menu }: { shopName: string; menu: MenuItem[] }) {
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
      </div>
    </header>
  );
}

import Link from 'next/link';
import styles from './site-header.module.css';

const NAV = [
  { href: '/', label: 'Home' },
  { href: '/products/', label: 'Shop all' },
  { href: '/brands/', label: 'Brands' },
  { href: '/categories/', label: 'Categories' },
  { href: '/collections/', label: 'Collections' },
];

export function SiteHeader({ shopName }: { shopName: string }) {
  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <Link href="/" className={styles.logo}>
          {shopName}
        </Link>
        <nav aria-label="Main" className={styles.nav}>
          {NAV.map((item) => (
            <Link key={item.href} href={item.href}>
              {item.label}
            </Link>
          ))}
        </nav>
        <form action="/products/" className={styles.search} role="search">
          <label htmlFor="site-search" className="visually-hidden">
            Search products
          </label>
          <input id="site-search" name="q" type="search" placeholder="Search kurtas, sneakers, brands…" maxLength={200} />
        </form>
      </div>
    </header>
  );
}

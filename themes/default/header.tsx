// The default theme's header. Of the global settings it reads disable_cart (no bag link),
// show_search, search_placeholder, sticky_header (false: the header scrolls away) and
// header_layout ('double': the logo centred on a row of its own, the menu below); over it, the
// announcement bar (announcement-bar.tsx).
import Link from '@/components/ui/link';
import { SearchBox, CartCount, AccountEntry } from '@/lib/blocks/chrome';
import type { HeaderProps } from '@/lib/blocks/theme-contract';
import { bool, oneOf, text } from './sections/shared/props';
import { AnnouncementBar } from './announcement-bar';
import styles from './header.module.css';

/** The header_layout options of the preset. */
const HEADER_LAYOUTS = ['single', 'double'] as const;

export function Header({ shopName, menu, signedIn, globalConfig, announcements = [] }: HeaderProps) {
  const cart = globalConfig.disable_cart !== true;
  const layout = oneOf(globalConfig, 'header_layout', HEADER_LAYOUTS, 'single');
  // Sticky unless the setting says otherwise: a theme without the setting keeps today's header.
  const sticky = bool(globalConfig, 'sticky_header', true);
  const classes = [styles.header, sticky ? '' : styles.scrolls, layout === 'double' ? styles.double : ''];
  // The announcement bar sits over the header and scrolls away; the header below it may stick.
  return (
    <>
      <AnnouncementBar announcements={announcements} globalConfig={globalConfig} />
      <header className={classes.filter(Boolean).join(' ')} data-layout={layout} data-sticky={sticky}>
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
          {bool(globalConfig, 'show_search', true) ? (
            <SearchBox className={styles.search} placeholder={text(globalConfig, 'search_placeholder')} />
          ) : null}
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
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                width="22"
                height="22"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
              >
                <circle cx="12" cy="8" r="4" />
                <path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" strokeLinecap="round" />
              </svg>
            }
          />
          {cart ? <CartCount className={styles.bag} countClassName={styles.bagCount} /> : null}
        </div>
      </header>
    </>
  );
}

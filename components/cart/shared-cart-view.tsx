// A shared cart: its items (read only) and the ways to take them that differ for this shopper's
// bag (lib/cart/shared-cart.ts): add to my bag, merge with it, or replace it. Forms posting to the
// cart's action, so they work without JavaScript.
import Link from '@/components/ui/link';
import { takeSharedCartForm } from '@/lib/cart/actions';
import { formatPrice } from '@/lib/catalog/price';
import { buttonClass } from '@/components/ui/button-link';
import type { CartDetail } from '@/contract/types/cart';
import { SHARED_CART_WORDS, type SharedCartChoice } from '@/lib/cart/shared-cart';
import styles from './bag.module.css';

export function SharedCartView({
  token,
  cart,
  choices,
  notice,
}: {
  token: string;
  cart: CartDetail | undefined;
  choices: readonly SharedCartChoice[];
  notice?: { ok: boolean; message: string };
}) {
  return (
    <div className={`container ${styles.bag}`} data-testid="shared-cart">
      {notice ? (
        <p className={notice.ok ? styles.notice : styles.noticeError} role="status">
          {notice.message}
        </p>
      ) : null}
      <h1 className={styles.title}>A bag shared with you</h1>
      {!cart || cart.items.length === 0 ? (
        <p className={styles.muted}>
          This shared bag is empty or no longer exists. <Link href="/products/">Browse products</Link>
        </p>
      ) : (
        <div className={styles.layout}>
          <ul className={styles.lines} aria-label="Items in the shared bag">
            {cart.items.map((item) => {
              const price = item.price?.converted ?? item.price?.base;
              const image = item.product.images?.[0]?.secure_url || item.product.images?.[0]?.url;
              return (
                <li key={item.key} className={styles.line} data-testid="shared-line">
                  <span className={styles.thumb}>
                    {/* eslint-disable-next-line @next/next/no-img-element -- images are already sized WebP from the platform */}
                    {image ? <img src={image} alt="" width={96} height={120} loading="lazy" decoding="async" /> : null}
                  </span>
                  <div className={styles.lineBody}>
                    <p className={styles.brand}>{item.product.brand?.name}</p>
                    <h2 className={styles.name}>
                      <Link href={`/product/${encodeURIComponent(item.product.slug)}/`}>{item.product.name}</Link>
                    </h2>
                    <p className={styles.meta}>
                      Size: {item.article.size} · Qty: {item.quantity}
                    </p>
                    {price ? (
                      <p className={styles.effective}>{formatPrice(price.effective, price.currency_code)}</p>
                    ) : null}
                  </div>
                </li>
              );
            })}
          </ul>
          <div className={styles.side}>
            <div className={styles.summary}>
              {choices.map((action) => (
                <form key={action} action={takeSharedCartForm} className={styles.sharedAction}>
                  <input type="hidden" name="token" value={token} />
                  <input type="hidden" name="action" value={action} />
                  <button
                    type="submit"
                    className={buttonClass(action === 'add' ? 'primary' : 'outline', styles.checkout)}
                    data-testid={`shared-${action}`}
                  >
                    {SHARED_CART_WORDS[action]}
                  </button>
                </form>
              ))}
            </div>
          </div>
        </div>
      )}
    </div>
  );
}

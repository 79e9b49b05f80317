'use client';
// One line of the bag: image, name, size, price, availability, quantity and remove. The buttons
// are a form posting to the cart's server action (without JavaScript the page comes back with the
// new bag); with JavaScript `onChange` asks the bag to change it optimistically.
import type { FormEvent } from 'react';
import Link from '@/components/ui/link';
import { moveToWishlistForm, updateLineForm } from '@/lib/cart/actions';
import { formatPrice } from '@/lib/catalog/price';
import { lineGifts } from '@/lib/cart/gifts';
import type { CartItem } from '@/contract/types/cart';
import styles from './bag.module.css';
import { mediaThumbnail } from '@/contract/media';

export type LineChange = { item: CartItem; quantity: number; toWishlist?: boolean };

export function BagLine({
  item,
  onChange,
  maxQuantity,
}: {
  item: CartItem;
  onChange: (change: LineChange) => void;
  maxQuantity: number;
}) {
  const { product, article, availability } = item;
  const price = item.price?.converted ?? item.price?.base;
  const image = product.images?.[0]?.secure_url || product.images?.[0]?.url;
  const href = `/product/${encodeURIComponent(product.slug)}/`;
  const unavailable = availability?.out_of_stock
    ? 'Out of stock'
    : availability && availability.is_valid === false
      ? item.message || 'Not available'
      : '';
  const max = Math.min(maxQuantity, item.max_quantity?.item || maxQuantity);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    // React renames a button whose formAction is a server action, so it is told apart by data-intent.
    if (submitter?.dataset.intent === 'wishlist') return onChange({ item, quantity: 0, toWishlist: true });
    const quantity = submitter?.value === '' || submitter?.value === undefined ? NaN : Number(submitter.value);
    if (Number.isInteger(quantity) && quantity >= 0) onChange({ item, quantity });
  }

  return (
    <li className={styles.line} data-testid="bag-line" data-size={article.size} data-item={product.uid}>
      <Link href={href} className={styles.thumb} tabIndex={-1} aria-hidden="true">
        {image ? (
          // eslint-disable-next-line @next/next/no-img-element -- images are already sized WebP from the platform
          <img src={mediaThumbnail(image)} alt="" width={96} height={120} loading="lazy" decoding="async" />
        ) : null}
      </Link>
      <div className={styles.lineBody}>
        <p className={styles.brand}>{product.brand?.name ?? product.attributes?.brand_name}</p>
        <h2 className={styles.name}>
          <Link href={href}>{product.name}</Link>
        </h2>
        <p className={styles.meta}>
          Size: <span data-testid="line-size">{article.size}</span>
          {article.seller?.name ? <span className={styles.muted}> · Sold by {article.seller.name}</span> : null}
        </p>
        {price ? (
          <p className={styles.price}>
            <span className={styles.effective} data-testid="line-price">
              {formatPrice(price.effective, price.currency_code)}
            </span>
            {price.marked > price.effective ? (
              <s className={styles.muted}>{formatPrice(price.marked, price.currency_code)}</s>
            ) : null}
            {item.discount ? <span className={styles.discount}>{item.discount}</span> : null}
          </p>
        ) : null}
        {unavailable ? (
          <p className={styles.unavailable} role="note">
            {unavailable}
          </p>
        ) : null}
        {item.promotions_applied?.map((p) => {
          // A free gift is named, so the shopper knows what else arrives with the order.
          const gift = lineGifts({ promotions_applied: [p] })[0];
          return (
            <p key={p.promo_id} className={styles.offerNote} data-testid={gift ? 'line-gift' : undefined}>
              {p.offer_text}
              {gift ? `: ${gift.name}` : ''}
            </p>
          );
        })}
        <form action={updateLineForm} onSubmit={onSubmit} className={styles.lineActions}>
          <input type="hidden" name="key" value={item.key} />
          <input type="hidden" name="item_id" value={product.uid} />
          <input type="hidden" name="item_size" value={article.size} />
          <input type="hidden" name="article_id" value={article.uid} />
          <input type="hidden" name="current" value={item.quantity} />
          <div className={styles.stepper} role="group" aria-label={`Quantity of ${product.name}`}>
            <button
              type="submit"
              name="quantity"
              value={item.quantity - 1}
              disabled={item.quantity <= 1}
              aria-label="Decrease quantity"
              data-testid="qty-minus"
            >
              −
            </button>
            <output className={styles.quantity} data-testid="line-quantity" aria-live="polite">
              {item.quantity}
            </output>
            <button
              type="submit"
              name="quantity"
              value={item.quantity + 1}
              disabled={item.quantity >= max}
              aria-label="Increase quantity"
              data-testid="qty-plus"
            >
              +
            </button>
          </div>
          <button type="submit" name="quantity" value="0" className={styles.remove} data-testid="line-remove">
            Remove
          </button>
          <button
            type="submit"
            data-intent="wishlist"
            formAction={moveToWishlistForm}
            className={styles.remove}
            data-testid="line-wishlist"
          >
            Move to wishlist
          </button>
        </form>
      </div>
    </li>
  );
}

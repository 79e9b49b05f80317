'use client';
// A product card drawn from what it shows, written out by the server (./product-card.tsx): a page
// of cards sends each card's few strings in its React payload instead of the card's whole element
// tree, which the HTML already holds. It only draws: the card's links are plain anchors that the
// shop's link navigator (the card marks them) turns into page navigations, and the heart is its
// own island. No formatting here, so the browser writes the same text the server did.
import type { ReactNode } from 'react';
import { SOFT_LINK } from '@/components/navigation/soft-link';
import { mediaSrcSet } from '@/contract/media';
import { PriceView, type WrittenPrice } from './price-view';
import styles from './product-card.module.css';

export type CardView = {
  href: string;
  name: string;
  brand: string;
  /** The image box's CSS aspect ratio ('3 / 4'). */
  ratio: string;
  image?: string;
  /** The second picture, shown on hover where a pointer can hover. */
  hover?: string;
  /** 'lead': the likely largest paint, fetched first; 'eager': above the fold, after it. */
  load?: 'lead' | 'eager';
  badge?: string;
  price?: WrittenPrice;
  rating?: string;
  ratings?: number;
  /** h2 on a listing page (under its h1), h3 inside a home-page section (under its h2). */
  level?: 'h3';
};

/** How wide a card is drawn: two to a phone's row, three on a tablet, four beside the filters. */
export const CARD_IMAGE_SIZES = '(min-width:1024px) 25vw,(min-width:768px) 33vw,50vw';
/** The widths a card's srcset offers (contract/media.ts): a phone's card fetches 320-480 px. A
 *  card is never wider than about 340 px, so the whole 800 px image is left out. */
const CARD_WIDTHS = [320, 480, 640] as const;

type Props = { card: CardView; heart: ReactNode; children?: ReactNode };

export function ProductCardView({ card, heart, children }: Props) {
  const Heading = card.level ?? 'h2';
  return (
    <article className={styles.card} data-testid="product-card" {...{ [SOFT_LINK]: 'push' }}>
      <a
        href={card.href}
        className={styles.imageLink}
        tabIndex={-1}
        aria-hidden="true"
        style={{ aspectRatio: card.ratio }}
      >
        {card.image ? (
          // eslint-disable-next-line @next/next/no-img-element -- images are already sized WebP from the platform
          <img
            src={card.image}
            srcSet={mediaSrcSet(card.image, CARD_WIDTHS)}
            sizes={CARD_IMAGE_SIZES}
            alt=""
            width={400}
            height={500}
            loading={card.load ? 'eager' : 'lazy'}
            {...(card.load ? { fetchPriority: card.load === 'lead' ? 'high' : 'low' } : {})}
            decoding="async"
            className={styles.image}
          />
        ) : null}
        {card.hover ? (
          // eslint-disable-next-line @next/next/no-img-element -- images are already sized WebP from the platform
          <img
            src={card.hover}
            alt=""
            width={400}
            height={500}
            loading="lazy"
            decoding="async"
            className={styles.hover}
          />
        ) : null}
        {card.badge ? <span className={styles.badge}>{card.badge}</span> : null}
      </a>
      {heart}
      <div className={styles.body}>
        <p className={styles.brand}>{card.brand}</p>
        <Heading className={styles.name}>
          <a href={card.href} className={styles.nameLink}>
            {card.name}
          </a>
        </Heading>
        {card.price ? <PriceView price={card.price} /> : null}
        {card.rating ? (
          <p className={styles.rating}>
            <span aria-hidden="true">★</span> {card.rating}
            <span className="visually-hidden"> out of 5,</span>{' '}
            <span className={styles.ratingCount}>
              ({card.ratings}
              <span className="visually-hidden"> ratings</span>)
            </span>
          </p>
        ) : null}
        {children}
      </div>
    </article>
  );
}

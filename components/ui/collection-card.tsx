// A collection as a card: its portrait or landscape banner, or its logo as a square tile, with
// its name under it. Drawn by the home page's collection list and the /collections/ landing.
import Link from '@/components/ui/link';
import type { CollectionDetail } from '@/contract/types/catalog';
import { entityHref } from '@/lib/theme/links';
import { LazyImage } from './lazy-image';
import styles from './collection-card.module.css';

export type CollectionOrientation = 'portrait' | 'landscape' | 'logo';

const SIZE: Record<CollectionOrientation, readonly [number, number]> = {
  portrait: [800, 1100],
  landscape: [1600, 600],
  logo: [600, 600],
};

type Props = {
  collection: CollectionDetail;
  orientation: CollectionOrientation;
  showName: boolean;
  eager?: boolean;
  /** An image the merchant picked instead of the collection's own. */
  image?: string;
};

export function CollectionCard({ collection: c, orientation, showName, eager, image }: Props) {
  const own =
    orientation === 'logo'
      ? c.logo?.url
      : orientation === 'landscape'
        ? c.banners?.landscape?.url
        : c.banners?.portrait?.url;
  const src = image || own || c.logo?.url || '';
  const [width, height] = SIZE[orientation];
  return (
    <Link
      href={entityHref('collection', c)}
      className={styles.card}
      aria-label={showName ? undefined : c.name}
      data-testid="collection-card"
    >
      <span className={`${styles.media} ${styles[orientation]}`}>
        {src ? <LazyImage src={src} alt="" width={width} height={height} fit="cover" priority={eager} /> : null}
      </span>
      {showName ? (
        <span className={styles.name}>
          {c.name}
          <span aria-hidden="true" className={styles.arrow}>
            →
          </span>
        </span>
      ) : null}
    </Link>
  );
}

// Curated collections as portrait or landscape banners or square tiles.
import Link from 'next/link';
import type { SectionComponentProps } from '@/lib/theme/section-contract';
import { Carousel } from '@/components/ui/carousel';
import { LazyImage } from '@/components/ui/lazy-image';
import { SectionHeading } from '@/components/ui/section-heading';
import { sectionSchema } from '../schema';
import { loadCollections } from './shared/catalog-data';
import { entityHref } from '@/lib/theme/links';
import { blockSlugs } from './shared/links';
import { bool, headingId, num, oneOf, text } from './shared/props';
import section from './shared/section.module.css';
import styles from './collection-list.module.css';

export const settings = sectionSchema('collection-list');

const SIZE = { portrait: [800, 1100], landscape: [1600, 600], logo: [600, 600] } as const;

export async function Component({ props, blocks, index }: SectionComponentProps) {
  const collections = await loadCollections(blockSlugs(blocks, 'collection'), num(props, 'item_count', 6));
  if (collections.length === 0) return null;
  const orientation = oneOf(props, 'image_orientation', ['portrait', 'landscape', 'logo'] as const, 'portrait');
  const overrides = new Map(blocks.filter((b) => b.type === 'collection').map((b) => [text(b.props, 'collection'), text(b.props, 'image')] as const));
  const showNames = bool(props, 'show_names', true);
  const heading = text(props, 'heading');
  const id = headingId('collection-list', index);
  const [width, height] = SIZE[orientation];
  const cards = collections.map((c) => {
    const own = orientation === 'logo' ? c.logo?.url : orientation === 'landscape' ? c.banners?.landscape?.url : c.banners?.portrait?.url;
    const src = overrides.get(c.slug) || own || c.logo?.url || '';
    return (
      <Link key={c.uid} href={entityHref('collection', c)} className={styles.card} aria-label={showNames ? undefined : c.name}>
        <span className={`${styles.media} ${styles[orientation]}`}>{src ? <LazyImage src={src} alt="" width={width} height={height} fit="cover" /> : null}</span>
        {showNames ? (
          <span className={styles.name}>
            {c.name}
            <span aria-hidden="true" className={styles.arrow}>
              →
            </span>
          </span>
        ) : null}
      </Link>
    );
  });
  return (
    <section className={section.section} aria-labelledby={heading ? id : undefined} aria-label={heading ? undefined : 'Collections'}>
      <div className={section.container}>
        <SectionHeading id={id} heading={heading} subheading={text(props, 'subheading')} viewAllHref="/collections/" viewAllText="All collections" />
        {oneOf(props, 'layout', ['grid', 'carousel'] as const, 'grid') === 'carousel' ? (
          <div className={section.bleed}>
            <Carousel label={heading || 'Collections'} perView={orientation === 'landscape' ? { mobile: 1.15, tablet: 1.6, desktop: 2.2 } : { mobile: 2.2, tablet: 3.4, desktop: 5 }}>
              {cards}
            </Carousel>
          </div>
        ) : (
          <ul className={`${styles.grid} ${styles[`grid-${orientation}`]}`}>
            {cards.map((card) => (
              <li key={card.key}>{card}</li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

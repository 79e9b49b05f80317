// The shop's labels: portrait banners (or square logos) in a grid or a snapping row.
import Link from '@/components/ui/link';
import type { SectionComponentProps, SectionSettings } from '@/lib/theme/section-contract';
import { Carousel } from '@/components/ui/carousel';
import { LazyImage } from '@/components/ui/lazy-image';
import { SectionHeading } from '@/components/ui/section-heading';
import { loadBrands } from '@/lib/blocks/server';
import { entityHref } from '@/lib/theme/links';
import { blockSlugs } from './shared/links';
import { bool, headingId, num, oneOf, text } from './shared/props';
import { SectionShell } from './shared/section-shell';
import section from './shared/section.module.css';
import styles from './brand-list.module.css';

export const settings = {
  name: 'brand-list',
  label: 'Brand list',
  props: [
    { id: 'heading', type: 'text', label: 'Heading', default: 'Our labels' },
    { id: 'subheading', type: 'text', label: 'Subheading', default: '' },
    {
      id: 'layout',
      type: 'select',
      label: 'Layout',
      default: 'grid',
      options: [
        { value: 'grid', text: 'Grid' },
        { value: 'carousel', text: 'Carousel' },
      ],
    },
    { id: 'logo_only', type: 'checkbox', label: 'Logos only (no banners)', default: false },
    { id: 'show_names', type: 'checkbox', label: 'Show names', default: true },
    {
      id: 'item_count',
      type: 'range',
      label: 'Brands shown when none are picked',
      default: 8,
      min: 4,
      max: 16,
      step: 1,
    },
  ],
  blocks: [
    {
      type: 'brand',
      name: 'Brand',
      props: [{ id: 'brand', type: 'brand', label: 'Brand', default: '' }],
    },
  ],
} satisfies SectionSettings;

export async function Component({ props, blocks, index }: SectionComponentProps) {
  const brands = await loadBrands(blockSlugs(blocks, 'brand'), num(props, 'item_count', 8));
  if (brands.length === 0) return null;
  const logoOnly = bool(props, 'logo_only', false);
  const showNames = bool(props, 'show_names', true);
  const heading = text(props, 'heading');
  const id = headingId('brand-list', index);
  const cards = brands.map((b) => {
    const banner = logoOnly ? undefined : b.banners?.portrait?.url;
    const src = banner || b.logo?.url || '';
    return (
      <Link
        key={b.uid}
        href={entityHref('brand', b)}
        className={styles.card}
        aria-label={showNames ? undefined : b.name}
      >
        <span className={`${styles.media} ${banner ? styles.portrait : styles.square}`}>
          {src ? (
            <LazyImage src={src} alt="" width={banner ? 800 : 512} height={banner ? 1100 : 512} fit="cover" />
          ) : (
            <span className={styles.fallback}>{b.name}</span>
          )}
        </span>
        {showNames ? (
          <span className={styles.text}>
            <span className={styles.name}>{b.name}</span>
            {b.discount ? <span className={styles.discount}>{b.discount}</span> : null}
          </span>
        ) : null}
      </Link>
    );
  });
  const carousel = oneOf(props, 'layout', ['grid', 'carousel'] as const, 'grid') === 'carousel';
  return (
    <SectionShell headingId={heading ? id : undefined} label="Brands">
      <SectionHeading
        id={id}
        heading={heading}
        subheading={text(props, 'subheading')}
        viewAllHref="/brands/"
        viewAllText="All brands"
      />
      {carousel ? (
        <div className={section.bleed}>
          <Carousel
            label={heading || 'Brands'}
            perView={logoOnly ? { mobile: 3.3, tablet: 5.3, desktop: 8 } : { mobile: 2.3, tablet: 3.5, desktop: 5.2 }}
          >
            {cards}
          </Carousel>
        </div>
      ) : (
        <ul className={`${styles.grid} ${logoOnly ? styles.logoGrid : ''}`}>
          {cards.map((card) => (
            <li key={card.key}>{card}</li>
          ))}
        </ul>
      )}
    </SectionShell>
  );
}

// Curated collections as portrait or landscape banners or square tiles.
import type { SectionComponentProps } from '@/lib/theme/section-contract';
import { Carousel } from '@/components/ui/carousel';
import { CollectionCard } from '@/components/ui/collection-card';
import { SectionHeading } from '@/components/ui/section-heading';
import { sectionSchema } from '../schema';
import { loadCollections } from '@/lib/catalog/data';
import { blockSlugs } from './shared/links';
import { bool, headingId, num, oneOf, text } from './shared/props';
import { SectionShell } from './shared/section-shell';
import section from './shared/section.module.css';
import styles from './collection-list.module.css';

export const settings = sectionSchema('collection-list');

export async function Component({ props, blocks, index }: SectionComponentProps) {
  const collections = await loadCollections(blockSlugs(blocks, 'collection'), num(props, 'item_count', 6));
  if (collections.length === 0) return null;
  const orientation = oneOf(props, 'image_orientation', ['portrait', 'landscape', 'logo'] as const, 'portrait');
  const overrides = new Map(blocks.filter((b) => b.type === 'collection').map((b) => [text(b.props, 'collection'), text(b.props, 'image')] as const));
  const showNames = bool(props, 'show_names', true);
  const heading = text(props, 'heading');
  const id = headingId('collection-list', index);
  const cards = collections.map((c) => (
    <CollectionCard key={c.uid} collection={c} orientation={orientation} showName={showNames} image={overrides.get(c.slug)} />
  ));
  return (
    <SectionShell headingId={heading ? id : undefined} label="Collections">
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
    </SectionShell>
  );
}

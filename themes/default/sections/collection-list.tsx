// Curated collections as portrait or landscape banners or square tiles.
import type { SectionComponentProps, SectionSettings } from '@/lib/theme/section-contract';
import { Carousel } from '@/components/ui/carousel';
import { CollectionCard } from '@/components/ui/collection-card';
import { SectionHeading } from '@/components/ui/section-heading';
import { loadCollections } from '@/lib/blocks/server';
import { blockSlugs } from './shared/links';
import { bool, headingId, num, oneOf, text } from './shared/props';
import { SectionShell } from './shared/section-shell';
import section from './shared/section.module.css';
import styles from './collection-list.module.css';

export const settings = {
  name: 'collection-list',
  label: 'Collection list',
  props: [
    { id: 'heading', type: 'text', label: 'Heading', default: 'Collections' },
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
    {
      id: 'image_orientation',
      type: 'select',
      label: 'Images',
      default: 'portrait',
      options: [
        { value: 'portrait', text: 'Portrait banners' },
        { value: 'landscape', text: 'Landscape banners' },
        { value: 'logo', text: 'Square tiles' },
      ],
    },
    { id: 'show_names', type: 'checkbox', label: 'Show names', default: true },
    {
      id: 'item_count',
      type: 'range',
      label: 'Collections shown when none are picked',
      default: 6,
      min: 2,
      max: 12,
      step: 1,
    },
  ],
  blocks: [
    {
      type: 'collection',
      name: 'Collection',
      props: [
        { id: 'collection', type: 'collection', label: 'Collection', default: '' },
        { id: 'image', type: 'image_picker', label: "Image (instead of the collection's own)", default: '' },
      ],
    },
  ],
} satisfies SectionSettings;

export async function Component({ props, blocks, index }: SectionComponentProps) {
  const collections = await loadCollections(blockSlugs(blocks, 'collection'), num(props, 'item_count', 6));
  if (collections.length === 0) return null;
  const orientation = oneOf(props, 'image_orientation', ['portrait', 'landscape', 'logo'] as const, 'portrait');
  const overrides = new Map(
    blocks
      .filter((b) => b.type === 'collection')
      .map((b) => [text(b.props, 'collection'), text(b.props, 'image')] as const),
  );
  const showNames = bool(props, 'show_names', true);
  const heading = text(props, 'heading');
  const id = headingId('collection-list', index);
  const cards = collections.map((c) => (
    <CollectionCard
      key={c.uid}
      collection={c}
      orientation={orientation}
      showName={showNames}
      image={overrides.get(c.slug)}
    />
  ));
  return (
    <SectionShell headingId={heading ? id : undefined} label="Collections">
      <SectionHeading
        id={id}
        heading={heading}
        subheading={text(props, 'subheading')}
        viewAllHref="/collections/"
        viewAllText="All collections"
      />
      {oneOf(props, 'layout', ['grid', 'carousel'] as const, 'grid') === 'carousel' ? (
        <div className={section.bleed}>
          <Carousel
            label={heading || 'Collections'}
            perView={
              orientation === 'landscape'
                ? { mobile: 1.15, tablet: 1.6, desktop: 2.2 }
                : { mobile: 2.2, tablet: 3.4, desktop: 5 }
            }
          >
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

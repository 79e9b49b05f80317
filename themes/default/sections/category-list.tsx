// Category tiles (circles, rounded or square) in a grid or a snapping row. Picked categories keep
// the merchant's order; with none picked, a mix across departments fills the row.
import Link from '@/components/ui/link';
import type { SectionComponentProps, SectionSettings } from '@/lib/theme/section-contract';
import { Carousel } from '@/components/ui/carousel';
import { LazyImage } from '@/components/ui/lazy-image';
import { SectionHeading } from '@/components/ui/section-heading';
import { loadCategories } from '@/lib/blocks/server';
import { entityHref } from '@/lib/theme/links';
import { blockSlugs } from './shared/links';
import { bool, headingId, num, oneOf, text } from './shared/props';
import { SectionShell } from './shared/section-shell';
import section from './shared/section.module.css';
import styles from './category-list.module.css';

export const settings = {
  name: 'category-list',
  label: 'Category list',
  props: [
    { id: 'heading', type: 'text', label: 'Heading', default: 'Shop by category' },
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
    { id: 'columns_desktop', type: 'range', label: 'Columns on desktop', default: 4, min: 3, max: 8, step: 1 },
    {
      id: 'image_shape',
      type: 'select',
      label: 'Image shape',
      default: 'rounded',
      options: [
        { value: 'circle', text: 'Circle' },
        { value: 'rounded', text: 'Rounded' },
        { value: 'square', text: 'Square' },
      ],
    },
    { id: 'show_names', type: 'checkbox', label: 'Show names', default: true },
    {
      id: 'item_count',
      type: 'range',
      label: 'Categories shown when none are picked',
      default: 8,
      min: 4,
      max: 16,
      step: 1,
    },
  ],
  blocks: [
    {
      type: 'category',
      name: 'Category',
      props: [
        { id: 'category', type: 'category', label: 'Category', default: '' },
        { id: 'image', type: 'image_picker', label: "Image (instead of the category's own)", default: '' },
      ],
    },
  ],
} satisfies SectionSettings;

export async function Component({ props, blocks, index }: SectionComponentProps) {
  const picked = blockSlugs(blocks, 'category');
  const categories = await loadCategories(picked, num(props, 'item_count', 8));
  if (categories.length === 0) return null;
  const overrides = new Map(
    blocks
      .filter((b) => b.type === 'category')
      .map((b) => [text(b.props, 'category'), text(b.props, 'image')] as const),
  );
  const shape = oneOf(props, 'image_shape', ['circle', 'rounded', 'square'] as const, 'rounded');
  const showNames = bool(props, 'show_names', true);
  const heading = text(props, 'heading');
  const id = headingId('category-list', index);
  const tiles = categories.map((c) => {
    const src = overrides.get(c.slug) || c.logo?.url || c.banners?.portrait?.url || '';
    return (
      <Link
        key={c.uid}
        href={entityHref('category', c)}
        className={styles.tile}
        aria-label={showNames ? undefined : c.name}
      >
        <span className={`${styles.media} ${styles[shape]}`}>
          {src ? <LazyImage src={src} alt="" width={600} height={600} fit="cover" priority={index === 0} /> : null}
        </span>
        {showNames ? <span className={styles.name}>{c.name}</span> : null}
      </Link>
    );
  });
  return (
    <SectionShell headingId={heading ? id : undefined} label="Categories">
      <SectionHeading id={id} heading={heading} subheading={text(props, 'subheading')} />
      {oneOf(props, 'layout', ['grid', 'carousel'] as const, 'grid') === 'carousel' ? (
        <div className={section.bleed}>
          <Carousel
            label={heading || 'Categories'}
            perView={{ mobile: 3.4, tablet: 5.3, desktop: num(props, 'columns_desktop', 6) }}
          >
            {tiles}
          </Carousel>
        </div>
      ) : (
        <ul
          className={styles.grid}
          style={{ '--cols': String(num(props, 'columns_desktop', 4)) } as React.CSSProperties}
        >
          {tiles.map((tile) => (
            <li key={tile.key}>{tile}</li>
          ))}
        </ul>
      )}
    </SectionShell>
  );
}

// A grid of product cards from a collection, a search/filter or products picked in blocks.
import type { SectionComponentProps } from '@/lib/theme/section-contract';
import { ProductCard } from '@/components/ui/product-card';
import { SectionHeading } from '@/components/ui/section-heading';
import { sectionSchema } from '../schema';
import { loadProducts } from './shared/catalog-data';
import { blockSlugs } from './shared/links';
import { bool, headingId, num, oneOf, slug, text, cardOptions } from './shared/props';
import { SectionShell } from './shared/section-shell';
import styles from './product-grid.module.css';

export const settings = sectionSchema('product-grid');

export async function Component({ props, blocks, globalConfig, index }: SectionComponentProps) {
  const { items, viewAllHref } = await loadProducts({
    source: text(props, 'source', 'collection'),
    collection: slug(props, 'collection'),
    query: text(props, 'query'),
    filters: text(props, 'filters'),
    sort: text(props, 'sort_on'),
    count: num(props, 'item_count', 8),
    picked: blockSlugs(blocks, 'product'),
  });
  if (items.length === 0) return null;
  const heading = text(props, 'heading');
  const id = headingId('product-grid', index);
  const style = { '--cols': String(num(props, 'columns_desktop', 4)), '--cols-mobile': oneOf(props, 'columns_mobile', ['1', '2'] as const, '2') } as React.CSSProperties;
  return (
    <SectionShell headingId={heading ? id : undefined} label="Products">
      <SectionHeading
        id={id}
        heading={heading}
        subheading={text(props, 'subheading')}
        viewAllHref={bool(props, 'show_view_all', true) ? viewAllHref : undefined}
        viewAllText={text(props, 'view_all_text', 'View all') || 'View all'}
      />
      <ul className={styles.grid} style={style}>
        {items.map((p, i) => (
          <li key={p.uid}>
            <ProductCard
              product={p}
              headingLevel="h3"
              eager={index === 0 && i < 4}
              {...cardOptions(globalConfig)}
            />
          </li>
        ))}
      </ul>
    </SectionShell>
  );
}

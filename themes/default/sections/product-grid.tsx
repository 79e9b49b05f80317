// A grid of product cards from a collection, a search/filter or products picked in blocks.
import type { SectionComponentProps, SectionSettings } from '@/lib/theme/section-contract';
import { ProductCard } from '@/components/ui/product-card';
import { CardBag } from '@/lib/blocks/components';
import { loadProducts } from '@/lib/blocks/server';
import { blockSlugs } from './shared/links';
import { headingId, num, oneOf, text, cardOptions } from './shared/props';
import { SectionShell } from './shared/section-shell';
import { ProductSectionHeading, selectionOf } from './shared/product-section';
import styles from './product-grid.module.css';

export const settings = {
  name: 'product-grid',
  label: 'Product grid',
  props: [
    { id: 'heading', type: 'text', label: 'Heading', default: 'Bestsellers' },
    { id: 'subheading', type: 'text', label: 'Subheading', default: '' },
    {
      id: 'source',
      type: 'select',
      label: 'Products from',
      default: 'collection',
      options: [
        { value: 'collection', text: 'A collection' },
        { value: 'query', text: 'A search or filter' },
        { value: 'products', text: 'Products picked below' },
      ],
    },
    { id: 'collection', type: 'collection', label: 'Collection', default: 'bestsellers' },
    { id: 'query', type: 'text', label: 'Search text', default: '' },
    {
      id: 'filters',
      type: 'text',
      label: 'Filters',
      default: '',
      info: "key:value pairs joined with ':::', values joined with '||'",
    },
    {
      id: 'sort_on',
      type: 'select',
      label: 'Order',
      default: 'popular',
      options: [
        { value: 'popular', text: 'Popularity' },
        { value: 'latest', text: 'Newest first' },
        { value: 'price_asc', text: 'Price: low to high' },
        { value: 'price_dsc', text: 'Price: high to low' },
        { value: 'discount_dsc', text: 'Biggest discount' },
        { value: 'rating_dsc', text: 'Top rated' },
      ],
    },
    { id: 'item_count', type: 'range', label: 'Products', default: 8, min: 4, max: 24, step: 1 },
    { id: 'columns_desktop', type: 'range', label: 'Columns on desktop', default: 4, min: 2, max: 5, step: 1 },
    {
      id: 'columns_mobile',
      type: 'select',
      label: 'Columns on mobile',
      default: '2',
      options: [
        { value: '1', text: 'One' },
        { value: '2', text: 'Two' },
      ],
    },
    { id: 'show_view_all', type: 'checkbox', label: "Show a 'View all' link", default: true },
    { id: 'view_all_text', type: 'text', label: "'View all' text", default: 'View all' },
  ],
  blocks: [
    {
      type: 'product',
      name: 'Product',
      props: [{ id: 'product', type: 'product', label: 'Product', default: '' }],
    },
  ],
} satisfies SectionSettings;

export async function Component({ props, blocks, globalConfig, index }: SectionComponentProps) {
  const { items, viewAllHref } = await loadProducts(selectionOf(props, 8, blockSlugs(blocks, 'product')));
  if (items.length === 0) return null;
  const heading = text(props, 'heading');
  const cards = cardOptions(globalConfig, props);
  const id = headingId('product-grid', index);
  const style = {
    '--cols': String(num(props, 'columns_desktop', 4)),
    '--cols-mobile': oneOf(props, 'columns_mobile', ['1', '2'] as const, '2'),
  } as React.CSSProperties;
  return (
    <SectionShell headingId={heading ? id : undefined} label="Products">
      <ProductSectionHeading id={id} props={props} viewAllHref={viewAllHref} />
      <ul className={styles.grid} style={style}>
        {items.map((p, i) => (
          <li key={p.uid}>
            <ProductCard
              product={p}
              headingLevel="h3"
              eager={index === 0 && i < 4}
              lead={index === 0 && i === 0}
              {...cards}
            >
              {cards.addToBag ? <CardBag product={p} /> : null}
            </ProductCard>
          </li>
        ))}
      </ul>
    </SectionShell>
  );
}

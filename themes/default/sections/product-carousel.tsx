// A snapping row of product cards from a collection or a search/filter, with a "View all" link
// to the full listing. Server-rendered, no client JavaScript.
import type { SectionComponentProps, SectionSettings } from '@/lib/theme/section-contract';
import { Carousel } from '@/components/ui/carousel';
import { ProductCard } from '@/components/ui/product-card';
import { CardBag } from '@/lib/blocks/components';
import { loadProducts } from '@/lib/blocks/server';
import { headingId, text, cardOptions } from './shared/props';
import { SectionShell } from './shared/section-shell';
import { ProductSectionHeading, selectionOf } from './shared/product-section';
import section from './shared/section.module.css';

export const settings = {
  name: 'product-carousel',
  label: 'Product carousel',
  props: [
    { id: 'heading', type: 'text', label: 'Heading', default: 'New arrivals' },
    { id: 'subheading', type: 'text', label: 'Subheading', default: '' },
    {
      id: 'source',
      type: 'select',
      label: 'Products from',
      default: 'collection',
      options: [
        { value: 'collection', text: 'A collection' },
        { value: 'query', text: 'A search or filter' },
      ],
    },
    { id: 'collection', type: 'collection', label: 'Collection', default: 'new-arrivals' },
    { id: 'query', type: 'text', label: 'Search text', default: '', info: 'Used when the products come from a search' },
    {
      id: 'filters',
      type: 'text',
      label: 'Filters',
      default: '',
      info: "key:value pairs joined with ':::', values joined with '||', e.g. department:women:::brand:zari-lane",
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
    { id: 'item_count', type: 'range', label: 'Products', default: 12, min: 4, max: 20, step: 1 },
    { id: 'show_view_all', type: 'checkbox', label: "Show a 'View all' link", default: true },
    { id: 'view_all_text', type: 'text', label: "'View all' text", default: 'View all' },
    { id: 'show_add_to_cart', type: 'checkbox', label: "Show 'Add to bag' on cards", default: false },
  ],
  blocks: [],
} satisfies SectionSettings;

export async function Component({ props, globalConfig, index }: SectionComponentProps) {
  const { items, viewAllHref } = await loadProducts(selectionOf(props, 12));
  if (items.length === 0) return null;
  const heading = text(props, 'heading');
  const cards = cardOptions(globalConfig, props);
  const id = headingId('product-carousel', index);
  return (
    <SectionShell headingId={heading ? id : undefined} label="Products">
      <ProductSectionHeading id={id} props={props} viewAllHref={viewAllHref} />
      <div className={section.bleed}>
        <Carousel label={heading || 'Products'} perView={{ mobile: 2.15, tablet: 3.3, desktop: 4.25 }}>
          {items.map((p, i) => (
            <ProductCard
              key={p.uid}
              product={p}
              headingLevel="h3"
              eager={index === 0 && i < 4}
              lead={index === 0 && i === 0}
              {...cards}
            >
              {cards.addToBag ? <CardBag product={p} /> : null}
            </ProductCard>
          ))}
        </Carousel>
      </div>
    </SectionShell>
  );
}

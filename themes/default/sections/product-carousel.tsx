// A snapping row of product cards from a collection or a search/filter, with a "View all" link
// to the full listing. Server-rendered, no client JavaScript.
import type { SectionComponentProps } from '@/lib/theme/section-contract';
import { Carousel } from '@/components/ui/carousel';
import { ProductCard } from '@/components/ui/product-card';
import { SectionHeading } from '@/components/ui/section-heading';
import { sectionSchema } from '../schema';
import { loadProducts } from './shared/catalog-data';
import { bool, headingId, num, slug, text, cardOptions } from './shared/props';
import { SectionShell } from './shared/section-shell';
import section from './shared/section.module.css';

export const settings = sectionSchema('product-carousel');

export async function Component({ props, globalConfig, index }: SectionComponentProps) {
  const { items, viewAllHref } = await loadProducts({
    source: text(props, 'source', 'collection'),
    collection: slug(props, 'collection'),
    query: text(props, 'query'),
    filters: text(props, 'filters'),
    sort: text(props, 'sort_on'),
    count: num(props, 'item_count', 12),
  });
  if (items.length === 0) return null;
  const heading = text(props, 'heading');
  const id = headingId('product-carousel', index);
  // 'Add to bag' on cards (show_add_to_cart) waits for the cart blocks; cards link to the product.
  return (
    <SectionShell headingId={heading ? id : undefined} label="Products">
      <SectionHeading
        id={id}
        heading={heading}
        subheading={text(props, 'subheading')}
        viewAllHref={bool(props, 'show_view_all', true) ? viewAllHref : undefined}
        viewAllText={text(props, 'view_all_text', 'View all') || 'View all'}
      />
      <div className={section.bleed}>
        <Carousel label={heading || 'Products'} perView={{ mobile: 2.15, tablet: 3.3, desktop: 4.25 }}>
          {items.map((p, i) => (
            <ProductCard
              key={p.uid}
              product={p}
              headingLevel="h3"
              eager={index === 0 && i < 4}
              {...cardOptions(globalConfig)}
            />
          ))}
        </Carousel>
      </div>
    </SectionShell>
  );
}

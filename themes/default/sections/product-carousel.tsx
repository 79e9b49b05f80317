// A snapping row of product cards from a collection or a search/filter, with a "View all" link
// to the full listing. Server-rendered, no client JavaScript.
import type { SectionComponentProps } from '@/lib/theme/section-contract';
import { Carousel } from '@/components/ui/carousel';
import { ProductCard } from '@/components/ui/product-card';
import { sectionSchema } from '../schema';
import { loadProducts } from '@/lib/catalog/data';
import { headingId, text, cardOptions } from './shared/props';
import { SectionShell } from './shared/section-shell';
import { ProductSectionHeading, selectionOf } from './shared/product-section';
import section from './shared/section.module.css';

export const settings = sectionSchema('product-carousel');

export async function Component({ props, globalConfig, index }: SectionComponentProps) {
  const { items, viewAllHref } = await loadProducts(selectionOf(props, 12));
  if (items.length === 0) return null;
  const heading = text(props, 'heading');
  const id = headingId('product-carousel', index);
  // 'Add to bag' on cards (show_add_to_cart) waits for the cart blocks; cards link to the product.
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
              {...cardOptions(globalConfig)}
            />
          ))}
        </Carousel>
      </div>
    </SectionShell>
  );
}

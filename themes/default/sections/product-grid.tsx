// A grid of product cards from a collection, a search/filter or products picked in blocks.
import type { SectionComponentProps } from '@/lib/theme/section-contract';
import { ProductCard } from '@/components/ui/product-card';
import { sectionSchema } from '../schema';
import { loadProducts } from '@/lib/catalog/data';
import { blockSlugs } from './shared/links';
import { headingId, num, oneOf, text, cardOptions } from './shared/props';
import { SectionShell } from './shared/section-shell';
import { ProductSectionHeading, selectionOf } from './shared/product-section';
import styles from './product-grid.module.css';

export const settings = sectionSchema('product-grid');

export async function Component({ props, blocks, globalConfig, index }: SectionComponentProps) {
  const { items, viewAllHref } = await loadProducts(selectionOf(props, 8, blockSlugs(blocks, 'product')));
  if (items.length === 0) return null;
  const heading = text(props, 'heading');
  const id = headingId('product-grid', index);
  const style = { '--cols': String(num(props, 'columns_desktop', 4)), '--cols-mobile': oneOf(props, 'columns_mobile', ['1', '2'] as const, '2') } as React.CSSProperties;
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
              {...cardOptions(globalConfig)}
            />
          </li>
        ))}
      </ul>
    </SectionShell>
  );
}

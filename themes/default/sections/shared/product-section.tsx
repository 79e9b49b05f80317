// What the product carousel and the product grid share: the products their settings ask for and
// their heading row with its "View all" link.
import type { FilledProps } from '@/lib/theme/settings';
import { SectionHeading } from '@/components/ui/section-heading';
import type { ProductSelectionQuery } from '@/lib/blocks/server';
import { bool, num, slug, text } from './props';

/** The selection a product section's settings describe. */
export function selectionOf(props: FilledProps, count: number, picked?: readonly string[]): ProductSelectionQuery {
  return {
    source: text(props, 'source', 'collection'),
    collection: slug(props, 'collection'),
    query: text(props, 'query'),
    filters: text(props, 'filters'),
    sort: text(props, 'sort_on'),
    count: num(props, 'item_count', count),
    ...(picked ? { picked } : {}),
  };
}

export function ProductSectionHeading({
  id,
  props,
  viewAllHref,
}: {
  id: string;
  props: FilledProps;
  viewAllHref?: string;
}) {
  return (
    <SectionHeading
      id={id}
      heading={text(props, 'heading')}
      subheading={text(props, 'subheading')}
      viewAllHref={bool(props, 'show_view_all', true) ? viewAllHref : undefined}
      viewAllText={text(props, 'view_all_text', 'View all') || 'View all'}
    />
  );
}

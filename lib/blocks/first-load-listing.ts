// The islands a product listing draws at once: its cards', "Load more" and the filter sheet's
// Apply (see ./first-load-cards.ts).
import { FilterSheetActions } from '@/components/catalog/filter-sheet';
import { LoadMoreList } from '@/components/catalog/load-more';
import { ISLAND } from '@/lib/theme/render/route-islands';
import { cardIslands } from './first-load-cards';

export const listingIslands = {
  ...cardIslands,
  [ISLAND.loadMore]: LoadMoreList,
  [ISLAND.filterSheet]: FilterSheetActions,
};

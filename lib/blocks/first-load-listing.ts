// The islands a product listing draws at once: its cards' and "Load more" (see ./first-load-cards.ts).
// The filter sheet's Apply is not among them: its links work before it loads, on demand.
import { LoadMoreList } from '@/components/catalog/load-more';
import { ISLAND } from '@/lib/theme/render/route-islands';
import { cardIslands } from './first-load-cards';

export const listingIslands = { ...cardIslands, [ISLAND.loadMore]: LoadMoreList };

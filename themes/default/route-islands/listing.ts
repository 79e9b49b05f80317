// The islands a product listing route ships in its first load (see ./home.ts).
import { listingIslands } from '@/lib/blocks/first-load-listing';

export const islands = listingIslands;

// The islands the product route ships in its first load (see ./home.ts).
import { productIslands } from '@/lib/blocks/first-load-product';

export const islands = productIslands;

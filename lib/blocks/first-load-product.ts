// The islands a product page draws at once: add to bag, the heart, compare and the delivery check
// (see ./first-load-cards.ts).
import { AddToCompare } from '@/components/catalog/compare/add-to-compare';
import { DeliveryCheck } from '@/components/catalog/delivery-check';
import { ISLAND } from '@/lib/theme/render/route-islands';
import { cardIslands } from './first-load-cards';

export const productIslands = { ...cardIslands, [ISLAND.compare]: AddToCompare, [ISLAND.deliveryCheck]: DeliveryCheck };

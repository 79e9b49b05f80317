// Word lists for the demo catalogue: colours, and per product type its silhouette, sizes,
// price band, materials and naming vocabulary. Everything a product is made from.
import { COLOURS, type ColourName } from './catalogue-colours';
import type { ProductType } from './catalogue-product-type';
import { APPAREL_TYPES } from './catalogue-apparel-types';
import { GOODS_TYPES } from './catalogue-goods-types';

export { COLOURS, type ColourName, type ProductType };

export const PRODUCT_TYPES = { ...APPAREL_TYPES, ...GOODS_TYPES } satisfies Record<string, ProductType>;
export type TypeKey = keyof typeof PRODUCT_TYPES;

export const ECO_MATERIALS = ['Organic', 'Recycled', 'Khadi', 'Handloom', 'Jute', 'Linen', 'Bamboo'];

const KIDS_SIZES = ['2-3Y', '4-5Y', '6-7Y', '8-9Y', '10-11Y', '12-13Y'];

/** Sizes for a type in a department; "OS" means one size. */
export function sizesFor(type: ProductType, department: string): string[] {
  if (type.group === 'bags' || type.group === 'accessories' || type.group === 'home') return ['OS'];
  if (department === 'kids')
    return type.group === 'footwear' ? ['UK 10C', 'UK 11C', 'UK 12C', 'UK 13C', 'UK 1', 'UK 2'] : KIDS_SIZES;
  const women = department === 'women';
  if (type.group === 'footwear')
    return women
      ? ['UK 3', 'UK 4', 'UK 5', 'UK 6', 'UK 7', 'UK 8']
      : ['UK 6', 'UK 7', 'UK 8', 'UK 9', 'UK 10', 'UK 11'];
  if (type.key === 'jeans' || type.key === 'chinos')
    return women ? ['26', '28', '30', '32', '34'] : ['28', '30', '32', '34', '36', '38'];
  return women ? ['XS', 'S', 'M', 'L', 'XL'] : ['S', 'M', 'L', 'XL', 'XXL'];
}

/** Price multiplier per department: kids' clothes cost less, occasion wear a little more. */
export const DEPARTMENT_PRICE = { men: 1, women: 1.1, kids: 0.6, accessories: 1, 'home-living': 1 } as const;

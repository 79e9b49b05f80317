// What a product type of the demo catalogue is made from, and the care texts several share.
import type { ShapeKind } from './art/product-art';
import type { ColourName } from './catalogue-colours';

export type ProductType = {
  key: string;
  /** Singular noun used at the end of product names. */
  noun: string;
  shape: ShapeKind;
  /** Maximum retail price band in rupees, before the department's multiplier. */
  price: [number, number];
  materials: string[];
  adjectives: string[];
  colours: ColourName[];
  fits: string[];
  patterns: string[];
  features: string[];
  care: string;
  occasions: string[];
  group: 'apparel' | 'footwear' | 'bags' | 'accessories' | 'home';
  season?: 'summer' | 'winter' | 'festive';
};

export const APPAREL_CARE =
  'Machine wash cold with similar colours. Do not bleach. Dry in shade. Warm iron on reverse.';
export const HAND_CARE = 'Gentle hand wash in cold water. Do not wring. Dry flat in shade. Steam or low iron.';
export const WIPE_CARE =
  'Wipe clean with a soft dry cloth. Keep away from direct heat and moisture. Store in the dust bag.';

/** Types a table of product types. */
export const t = (type: ProductType): ProductType => type;

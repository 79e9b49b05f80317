// The blocks of the product-description section, one component each, in the order the merchant
// put them. Each gets the product page's data and its own filled props.
import type { ReactNode } from 'react';
import { NameBlock, PriceBlock, RatingBlock, VariantsBlock } from './summary';
import { ButtonsBlock, PincodeBlock, SizesBlock } from './sizes';
import { OffersBlock } from './offers';
import { AttributesBlock, CustomTextBlock, DescriptionBlock } from './details';
import type { BlockProps } from './view';

export type { ProductView } from './view';

const BLOCKS: Record<string, (p: BlockProps) => ReactNode> = {
  product_name: NameBlock,
  product_rating: RatingBlock,
  product_price: PriceBlock,
  product_variants: VariantsBlock,
  size_selector: SizesBlock,
  add_to_cart: ButtonsBlock,
  pincode: PincodeBlock,
  offers: OffersBlock,
  custom_text: CustomTextBlock,
  product_description: DescriptionBlock,
  product_attributes: AttributesBlock,
};

/** A block by type; an unknown type (another theme's) draws nothing. */
export function ProductBlock({ type, ...rest }: BlockProps & { type: string }) {
  const Block = BLOCKS[type];
  return Block ? <Block {...rest} /> : null;
}

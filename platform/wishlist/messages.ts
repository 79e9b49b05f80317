// Messages of the wishlist and compare calls. 'No Product Slugs present' and the compare-full
// message are the contract's (both sides show them); the rest are ours.
export { COMPARE_MESSAGES } from '../../contract/types/wishlist';

export const WISHLIST_MESSAGES = {
  productNotFound: 'Product not found',
  followed: 'Product added to wishlist',
  unfollowed: 'Product removed from wishlist',
  unknownCollectionType: (value: string) => `Unsupported collection_type '${value}'. Use: products`,
  unknownSlugs: (slugs: string[]) => `Product not found: ${slugs.join(', ')}`,
} as const;

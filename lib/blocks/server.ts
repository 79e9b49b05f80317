// Headless blocks for server sections: the shop's data loaders and server actions a theme's
// sections call (docs/THEMES.md, "What a theme imports"). Each fails soft as its domain module says.
export {
  categoryFacetWithin,
  categoryPicksWithin,
  fetchListingProducts,
  flattenCategories,
  listingKindOf,
  loadBrands,
  loadCategories,
  loadCategorySubtree,
  loadCollections,
  loadFilteredName,
  loadListingMeta,
  loadProduct,
  loadProductWithSizes,
  loadProducts,
  lockedFilter,
  withSdk,
  withoutLocked,
  type ListingMeta,
  type ProductSelectionQuery,
  type ProductSource,
} from '@/lib/catalog/data';
export { loadMoreBrands, loadMoreCollections, loadMoreProducts } from '@/lib/catalog/actions';
export { loadCart, loadCoupons } from '@/lib/cart/data';
export { readFormNotice } from '@/lib/forms/notice';
export { deliveryPromise, type DeliveryAnswer } from '@/lib/logistics/delivery';

// What other domains (the cart, the wishlist, checkout) use of the catalogue: products and their
// stores looked up, their wire shapes, the listing's items, the caches that hold them, and the
// stock an order takes.
export { type Media } from './schema';
export { PRODUCT_PAGE_CACHE, TtlCache } from './cache';
export { databaseId, getLookups } from './lookups';
export { CURRENCY } from './constants';
export { toMajor, cursorPage, HAS_VARIANT_SQL, PRODUCT_COLUMNS } from './shapes';
export { pageItems } from './listing-items';
export { orderedProductPage } from './ordered-products';
export { knownProductSlugs, productExists, productUidBySlug } from './product-exists';
export { lockStock, restock, takeStock, type Tx } from './stock';
export {
  articleProducts,
  articleStock,
  lineArticle,
  sellerPrices,
  type ArticleProduct,
  type LineArticle,
  type SellerPrice,
} from './article-products';
export {
  ARTICLE_LINE_COLUMNS,
  articleHolds,
  articleLineJoins,
  articleStockOf,
  productsByUids,
  saleableArticle,
} from './line-sql';
export { productHsnCodes } from './hsn-codes';

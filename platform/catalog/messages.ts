// Messages of the catalogue API, one place each. 'No Product Slugs present' is the
// contract's wording; the rest are ours, written for a developer reading a 4xx answer.
export const CATALOG_MESSAGES = {
  productNotFound: 'Product not found',
  brandNotFound: 'Brand not found',
  categoryNotFound: 'Category not found',
  collectionNotFound: 'Collection not found',
  departmentNotFound: 'Department not found',
  storeNotFound: 'Store not found',
  sizeNotFound: 'Size not available for this product',
  noProductSlugs: 'No Product Slugs present',
  noStockIdentifier: 'Provide one of item_id, alu, sku_code, ean or upc',
  unknownSort: (value: string, allowed: readonly string[]) =>
    `Invalid sort_on '${value}'. Use one of: ${allowed.join(', ')}`,
  unknownFilter: (key: string, allowed: readonly string[]) =>
    `Unknown filter '${key}'. Use one of: ${allowed.join(', ')}`,
  badRange: (key: string, value: string) => `Invalid range '${value}' for ${key}. Use [min TO max]`,
  negativeRange: (key: string, value: string) => `Invalid range '${value}' for ${key}: a price cannot be negative`,
  reversedRange: (key: string, value: string) => `Invalid range '${value}' for ${key}: min is above max`,
  rangeTooLarge: (key: string, value: string, max: number) =>
    `Invalid range '${value}' for ${key}: a price is at most ${max}`,
  badDiscount: (value: string) => `Invalid discount bucket '${value}'. Use min-max, e.g. 10-20`,
  tooManyValues: (key: string, max: number) => `Too many values for ${key} (at most ${max})`,
} as const;

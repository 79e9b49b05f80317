// Answers of the catalogue API, field names as the public application SDK
// (@gofynd/fdk-client-javascript 3.4.2) documents them. Money is in major units (rupees).
import type { SortOnValue } from '../catalog-sort';

export type { SortOnValue };

export type Media = { type: 'image' | 'video' | string; url: string; alt?: string; meta?: Record<string, unknown> };
export type ImageUrls = { portrait?: Media; landscape?: Media };
export type Seo = { title?: string; description?: string };

export type ActionPage = {
  type: string;
  params?: Record<string, string[]>;
  query?: Record<string, string[]>;
  url?: string;
};
export type Action = { type: string; page: ActionPage };

export type Page = {
  type: 'number' | 'cursor';
  current: number;
  size: number;
  item_total: number;
  has_next: boolean;
  has_previous: boolean;
  next_id?: string;
};

export type Price = { min: number; max: number; currency_code: string; currency_symbol: string };
export type ProductListingPrice = { marked: Price; effective: Price };

export type ProductBrand = { uid: number; name: string; slug: string; logo?: Media; action: Action };
export type ProductCategory = { uid: number; id: number; name: string; slug: string; logo?: Media; action: Action };
export type CategoryRef = { uid: number; name: string; slug: string };

export type ProductVariantItem = {
  uid: number;
  slug: string;
  name: string;
  value: string;
  color: string;
  color_name: string;
  is_available: boolean;
  medias: Media[];
  action: Action;
};
export type ProductVariantGroup = {
  key: string;
  header: string;
  display_type: 'color' | 'image' | 'text';
  total: number;
  items: ProductVariantItem[];
};

export type GroupedAttribute = {
  title: string;
  details: { key: string; display: string; type: 'text'; value: string }[];
};

/** A product as listings carry it (ProductListingDetail). */
export type ProductListingItem = {
  type: 'product';
  uid: number;
  slug: string;
  name: string;
  item_code: string;
  item_type: string;
  brand: ProductBrand;
  categories: ProductCategory[];
  category_map: { l1?: CategoryRef; l2?: CategoryRef; l3?: CategoryRef };
  department?: CategoryRef;
  medias: Media[];
  price: ProductListingPrice;
  discount: string;
  rating: number;
  rating_count: number;
  attributes: Record<string, unknown> & {
    primary_color: string;
    primary_color_hex: string;
    subtitle?: string;
    brand_name: string;
  };
  color: string;
  sizes: string[];
  short_description: string;
  tags: string[];
  sellable: boolean;
  has_variant: boolean;
  variants?: ProductVariantGroup[];
  image_nature: string;
  product_online_date: string;
  action: Action;
};

/** A product on its own page (ProductDetail). */
export type ProductDetail = ProductListingItem & {
  description: string;
  highlights: string[];
  grouped_attributes: GroupedAttribute[];
  similars: string[];
  seo: Seo;
  moq: { minimum: number; increment_unit: number };
};

export type ProductFilterKey = {
  name: string;
  display: string;
  kind: 'multivalued' | 'range';
  logo?: string;
  is_disabled: boolean;
};
export type ProductFilterValue = {
  value: string;
  display: string;
  count: number;
  is_selected: boolean;
  logo?: string;
  /** Colour values carry their swatch. */
  hex?: string;
  // Range values:
  min?: number;
  max?: number;
  selected_min?: number;
  selected_max?: number;
  currency_code?: string;
  currency_symbol?: string;
  display_format?: string;
  query_format?: string;
};
export type ProductFilter = { key: ProductFilterKey; values: ProductFilterValue[] };

export type ProductSortOn = { value: SortOnValue; name: string; display: string; is_selected: boolean; logo?: string };

export type ProductListingResponse = {
  items: ProductListingItem[];
  filters: ProductFilter[];
  sort_on: ProductSortOn[];
  page: Page;
};

export type HomeListingResponse = { items: ProductListingItem[]; page: Page; message?: string };

export type ProductSize = {
  value: string;
  display: string;
  is_available: boolean;
  quantity: number;
  price?: ProductListingPrice;
  discount?: string;
};
export type SizeChart = {
  title: string;
  unit: string;
  headers: Record<string, { value: string; convertable: boolean } | null>;
  sizes: Record<string, string>[];
  description?: string;
  image?: string;
};
export type ProductSizes = {
  sellable: boolean;
  multi_size: boolean;
  sizes: ProductSize[];
  price: ProductListingPrice;
  discount: string;
  stores: { count: number };
  size_chart?: SizeChart;
};

export type ProductVariantsResponse = { variants: ProductVariantGroup[] };

export type AttributeMetadata = {
  title: string;
  details: { key: string; display: string; description: string; logo?: string }[];
};
export type ProductsComparisonResponse = { items: ProductDetail[]; attributes_metadata: AttributeMetadata[] };
export type ProductCompareResponse = ProductsComparisonResponse & { title: string; subtitle: string };
export type ProductFrequentlyComparedSimilarResponse = { similars: ProductCompareResponse };

export type StockPrice = {
  marked: number;
  effective: number;
  selling: number;
  currency: string;
  currency_code: string;
  currency_symbol: string;
};
export type ProductSizePriceResponse = {
  article_id: string;
  item_id: number;
  size: string;
  quantity: number;
  is_cod: boolean;
  is_gift: boolean;
  item_type: string;
  discount: string;
  pincode?: number;
  price: StockPrice;
  price_per_piece: StockPrice;
  seller: { uid: number; name: string; count: number };
  store: { uid: number; name: string; count: number; code: string; city: string; pincode: string };
  seller_count: number;
  long_lat: [number, number];
  distance_km?: number;
  strategy: string;
  article_assignment: { level: string; strategy: string };
  return_config: { returnable: boolean; time: number; unit: string };
  grouped_attributes: GroupedAttribute[];
  marketplace_attributes: GroupedAttribute[];
  strategy_wise_listing: { pincode?: number; quantity: number; distance?: number; tat?: number }[];
};
export type SellerSortOption = { value: 'optimal' | 'low-price' | 'fast-delivery'; name: string; is_selected: boolean };
export type ProductSizeSellersResponse = { items: ProductSizePriceResponse[]; page: Page; sort_on: SellerSortOption[] };

export type ProductStockStatusItem = {
  uid: string;
  item_id: number;
  identifier: Record<string, string>;
  size: string;
  quantity: number;
  price: { marked: number; effective: number; currency: string };
  seller: { uid: number; name: string; count: number };
  store: { id: number; name: string; code: string; city: string };
  company: { id: number; name: string };
};
export type ProductStockStatusResponse = { items: ProductStockStatusItem[] };

export type BrandItem = {
  uid: number;
  name: string;
  slug: string;
  description: string;
  logo?: Media;
  banners: ImageUrls;
  departments: string[];
  discount: string;
  action: Action;
};
export type BrandListingResponse = { items: BrandItem[]; page: Page };
export type BrandDetailResponse = BrandItem & { seo: Seo; _custom_json: Record<string, unknown> };

export type CategoryNode = {
  uid: number;
  name: string;
  slug: string;
  level: number;
  logo?: Media;
  banners: ImageUrls;
  action: Action;
  childs: CategoryNode[];
  _custom_json: Record<string, unknown>;
};
export type DepartmentCategoryTree = { department: string; items: CategoryNode[] };
export type CategoryListingResponse = { data: DepartmentCategoryTree[]; departments: { uid: number; slug: string }[] };
export type CategoryMetaResponse = {
  uid: number;
  name: string;
  slug: string;
  level: number;
  department: string;
  parent_uid: number | null;
  logo?: Media;
  banners: ImageUrls;
  seo: Seo;
  action: Action;
  _custom_json: Record<string, unknown>;
};

export type Department = {
  uid: number;
  name: string;
  slug: string;
  logo?: Media;
  priority_order: number;
  action: Action;
};
export type DepartmentResponse = { items: Department[] };

export type CollectionQueryCondition = { attribute: string; op: 'in' | 'gte' | 'lte'; value: Array<string | number> };
export type CollectionDetail = {
  uid: string;
  name: string;
  slug: string;
  description: string;
  type: 'query' | 'items';
  query: CollectionQueryCondition[];
  logo?: Media;
  banners: ImageUrls;
  seo: Seo;
  tag: string[];
  tags: string[];
  priority: number;
  is_active: boolean;
  allow_facets: boolean;
  allow_sort: boolean;
  visible_facets_keys: string[];
  sort_on: string;
  action: Action;
  meta: Record<string, unknown>;
  badge: Record<string, unknown>;
  _schedule: Record<string, unknown>;
  _custom_json: Record<string, unknown>;
};
export type CollectionListingFilterTag = { name: string; display: string; is_selected: boolean };
export type GetCollectionListingResponse = {
  items: CollectionDetail[];
  filters: { tags: CollectionListingFilterTag[]; type: CollectionListingFilterTag[] };
  page: Page;
};

export type AutocompleteItem = {
  display: string;
  type: 'product' | 'brand' | 'category' | 'collection' | 'query';
  logo?: Media;
  action: Action;
  _custom_json: Record<string, unknown>;
};
export type AutoCompleteResponse = { items: AutocompleteItem[] };

export type Store = {
  uid: number;
  name: string;
  store_code: string;
  store_type: string;
  address: string;
  city: string;
  state: string;
  country: string;
  pincode: number;
  lat_long: { type: 'Point'; coordinates: [number, number] };
  store_email?: string;
  phone?: string;
  distance_km?: number;
};
export type StoreListingResponse = { items: Store[]; page: Page };
export type StoreDetails = {
  uid: number;
  name: string;
  store_code: string;
  store_type: string;
  address: {
    address1: string;
    address2: string;
    landmark: string;
    city: string;
    state: string;
    country: string;
    pincode: number;
    latitude: number;
    longitude: number;
  };
  company: { uid: number; name: string };
  contact_numbers: { country_code: number; number: string }[];
  manager: { name: string; email?: string };
  timing: {
    weekday: string;
    open: boolean;
    opening: { hour: number; minute: number };
    closing: { hour: number; minute: number };
  }[];
  departments: { uid: number; name: string; slug: string }[];
  _custom_json: Record<string, unknown>;
};
export type ApplicationStoreListing = {
  items: StoreDetails[];
  filters: { uid: number; name: string; slug: string }[];
  page: Page;
};

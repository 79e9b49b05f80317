// Wire types of the configuration and common APIs, field by field from
// the typedefs of @gofynd/fdk-client-javascript 3.4.2 (ConfigurationPlatformModel, CommonPlatformModel).
// Only the fields the platform fills are listed; every field is what the official SDK names it.

export type SecureUrl = { secure_url?: string };

export type Domain = {
  _id?: string;
  name?: string;
  verified?: boolean;
  is_primary?: boolean;
  is_shortlink?: boolean;
  is_predefined?: boolean;
};

export type ApplicationMeta = { name?: string; value?: string };

/** GET configuration/v1.0/application. Never carries the application token or secret. */
export type Application = {
  _id: string;
  name: string;
  description?: string;
  channel_type?: string;
  is_active?: boolean;
  is_internal?: boolean;
  company_id?: number;
  owner?: string;
  slug?: string;
  /** 'development' or 'live' (Application). */
  mode?: string;
  app_type?: string;
  status?: string;
  cache_ttl?: number;
  website?: { enabled?: boolean; basepath?: string };
  cors?: { domains?: string[] };
  auth?: { enabled?: boolean };
  meta?: ApplicationMeta[];
  redirections?: Array<{ redirect_from?: string; redirect_to?: string; type?: string }>;
  logo?: SecureUrl;
  mobile_logo?: SecureUrl;
  favicon?: SecureUrl;
  banner?: SecureUrl;
  domain?: Domain;
  domains?: Domain[];
  created_at?: string;
  modified_at?: string;
};

/** GET configuration/v1.0/detail. */
export type ApplicationDetail = {
  _id?: string;
  name: string;
  description?: string;
  slug?: string;
  company_id?: number;
} & Pick<Application, 'logo' | 'mobile_logo' | 'favicon' | 'banner' | 'domain' | 'domains'>;

export type Link = { title?: string; icon?: string; link?: string };
/** Keyed by network: facebook, instagram, twitter, pinterest, google_plus, youtube, linked_in, vimeo, blog_link (others by their title). */
export type SocialLinks = Record<string, Link>;
export type PhoneEntry = { code?: string; number?: string; key?: string };
export type EmailEntry = { value?: string; key?: string };

/** GET configuration/v1.0/information: contact details of the shop. */
export type ApplicationInformation = {
  _id?: string;
  application?: string;
  address?: {
    loc?: { type?: string; coordinates?: number[] };
    address_line?: string[];
    phone?: PhoneEntry[];
    city?: string;
    country?: string;
    pincode?: number;
  };
  support?: { phone?: PhoneEntry[]; email?: EmailEntry[]; timing?: string };
  social_links?: SocialLinks;
  links?: Array<{ title?: string; link?: string }>;
  copyright_text?: string;
  business_highlights?: Array<{ _id?: string; title?: string; icon?: string; sub_title?: string }>;
  created_at?: string;
  modified_at?: string;
};

/** GET configuration/v1.0/about and v2.0/about (the SDK's getOwnerInfo). */
export type ApplicationAboutResponse = {
  application_info: {
    _id: string;
    name: string;
    description?: string;
    domain?: Domain;
    domains?: Domain[];
    logo?: SecureUrl;
    banner?: SecureUrl;
    mode?: string;
    is_active?: boolean;
    created_at?: string;
    meta?: ApplicationMeta[];
  };
  company_info: {
    _id?: string;
    uid?: number;
    name?: string;
    is_active?: boolean;
    created_on?: string;
    addresses?: Array<{
      address_line?: string[];
      city?: string;
      state?: string;
      country?: string;
      pincode?: number;
      address_type?: string;
    }>;
    notification_emails?: string[];
  };
  owner_info: {
    _id?: string;
    first_name?: string;
    last_name?: string;
    emails?: Array<{ email?: string; primary?: boolean; verified?: boolean; active?: boolean }>;
    phone_numbers?: Array<{
      phone?: string;
      country_code?: number;
      primary?: boolean;
      verified?: boolean;
      active?: boolean;
    }>;
    profile_pic?: string;
  };
};

export type Toggle = { enabled?: boolean };

/** The shop's feature flags (ConfigurationPlatformModel AppFeature). */
export type AppFeature = {
  _id?: string;
  app?: string;
  product_detail?: {
    similar?: string[];
    seller_selection?: boolean;
    update_product_meta?: boolean;
    request_product?: boolean;
  };
  landing_page?: {
    launch_page?: { page_type?: string; params?: unknown; query?: unknown };
    continue_as_guest?: boolean;
    login_btn_text?: string;
    show_domain_textbox?: boolean;
    show_register_btn?: boolean;
  };
  registration_page?: { ask_store_address?: boolean };
  home_page?: { order_processing?: boolean };
  common?: {
    communication_optin_dialog?: { visibility?: boolean };
    deployment_store_selection?: { enabled?: boolean; type?: string };
    listing_price?: { value?: string; sort?: string };
    listing_page?: { sort_on?: string };
    currency?: { value?: string[]; type?: string; default_currency?: string };
    revenue_engine?: Toggle;
    feedback?: Toggle;
    compare_products?: Toggle;
    reward_points?: { credit?: Toggle; debit?: Toggle & { auto_apply?: boolean; strategy_channel?: string } };
    international_shipping?: Toggle;
  };
  cart?: {
    gst_input?: boolean;
    staff_selection?: boolean;
    placing_for_customer?: boolean;
    google_map?: boolean;
    revenue_engine_coupon?: boolean;
  };
  qr?: { application?: boolean; products?: boolean; collections?: boolean };
  pcr?: { staff_selection?: boolean };
  order?: { buy_again?: boolean };
  buybox?: { show_name?: boolean; enable_selection?: boolean; is_seller_buybox_enabled?: boolean };
  delivery_strategy?: { value?: string };
  fulfillment_option?: { count?: number };
  created_at?: string;
  modified_at?: string;
};

export type AppFeatureResponse = { feature: AppFeature };

/** One integration: only public, browser-safe credentials (a tag-manager id, a maps key). */
export type IntegrationToken = { enabled: boolean; credentials: Record<string, string> };

/** GET configuration/v1.0/token. Never the application token. */
export type AppTokenResponse = {
  _id?: string;
  application?: string;
  tokens: Record<string, IntegrationToken>;
  created_at?: string;
  modified_at?: string;
};

export type Currency = {
  _id: string;
  is_active: boolean;
  name: string;
  code: string;
  decimal_digits: number;
  symbol: string;
  country_name?: string;
  country_code?: string;
  created_at?: string;
  modified_at?: string;
};

/** GET configuration/v1.0/currencies. */
export type CurrenciesResponse = { items: Currency[] };

/** GET configuration/v1.0/currency: the shop's default and supported currencies. */
export type AppCurrencyResponse = {
  _id?: string;
  application: string;
  default_currency: { ref: string; code: string };
  supported_currency: Currency[];
};

export type Language = { name: string; code: string };
export type LanguageResponse = { items: Language[] };

export type Page = {
  type: string;
  current?: number;
  size?: number;
  page_size?: number;
  item_total?: number;
  has_next?: boolean;
  has_previous?: boolean;
  next_id?: string;
};

export type OptedStoreAddress = {
  address1?: string;
  address2?: string;
  city?: string;
  state?: string;
  state_code?: string;
  pincode?: string;
  country?: string;
  country_code?: string;
  sector?: string;
  lat_long?: { type?: string; coordinates?: number[] };
};

/** A deployment (ordering) store: uid, _id, store_code, name. */
export type OrderingStore = {
  _id: string;
  uid: number;
  name: string;
  display_name?: string;
  store_type?: string;
  store_code: string;
  code?: string;
  pincode?: string;
  address?: OptedStoreAddress;
};

/** GET configuration/v1.0|v2.0/ordering-store/stores. */
export type OrderingStores = {
  page: Page;
  items: OrderingStore[];
  deployed_stores: number[];
  all_stores: boolean;
  enabled: boolean;
  type?: string;
  app?: string;
};

export type OrderingStoreSelectRequest = { ordering_store: { uid: number } };

export type SuccessMessageResponse = { success?: boolean; message: string };

export type AppStaff = {
  _id?: string;
  order_incent?: boolean;
  stores?: number[];
  application?: string;
  title?: string;
  user?: string;
  employee_code?: string;
  first_name?: string;
  last_name?: string;
  profile_pic_url?: string;
};

export type AppStaffListResponse = { page: Page; items: AppStaff[] };
export type AppStaffResponse = { staff_users: AppStaff[] };

/** An entry of GET /service/common/configuration/v1.0/location (a country, state or city). */
export type LocationItem = {
  _id: string;
  uid?: number;
  name: string;
  type: 'country' | 'state' | 'city';
  parent?: string;
  iso2?: string;
  iso3?: string;
  phone_code?: string;
  currency?: string;
  capital?: string;
  state_code?: string;
  country_code?: string;
  latitude?: string;
  longitude?: string;
  default_currency?: { name?: string; symbol?: string; code?: string };
  default_language?: { name?: string; code?: string };
};

export type Locations = { items: LocationItem[] };
export type LocationType = LocationItem['type'];

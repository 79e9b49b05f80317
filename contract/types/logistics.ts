// Wire types of the logistics API, from the typedefs of
// @gofynd/fdk-client-javascript 3.4.2 (ServiceabilityPlatformModel) and its earlier
// PincodeApiResponse and TATViewResponse shapes.
import type { Page } from './configuration';

export type { Page };

export type PincodeError = { type?: string | null; value?: string | null; message?: string | null };

/** A parent of a pincode: its country, state or city. The state carries state_code. */
export type PincodeParent = {
  sub_type: 'country' | 'state' | 'city';
  name: string;
  display_name: string;
  uid: string;
  state_code?: string;
  iso2?: string;
};

export type PincodeData = {
  sub_type: 'pincode';
  name: string;
  display_name: string;
  uid: string;
  parents: PincodeParent[];
  meta: { zone?: string; internal_zone_id?: number };
  meta_code: { country_code: string; isd_code: string };
  lat_long: { type: 'Point'; coordinates: [number, number] };
  error: PincodeError;
};

/** GET logistics/v1.0/pincode/{pincode}. */
export type PincodeDetailsResult = {
  success: boolean;
  data: PincodeData[];
  request_uuid?: string;
  stormbreaker_uuid?: string;
};

export type CurrencyObject = { code?: string; name?: string; symbol?: string };
export type HierarchyItem = { name?: string; display_name?: string; slug?: string };

export type CountryListItem = {
  id: string;
  uid: string;
  name: string;
  display_name: string;
  iso2: string;
  iso3: string;
  phone_code: string;
  currency: CurrencyObject;
  type: 'country';
  sub_type?: string;
  latitude: string;
  longitude: string;
  timezones?: string[];
  hierarchy: HierarchyItem[];
  has_next_hierarchy?: boolean;
};

/** GET logistics/v2.0/countries. */
export type GetCountries = { items: CountryListItem[]; page: Page };

export type FieldValidation = {
  type?: 'regex' | string;
  regex?: { value?: string; length?: { min?: number; max?: number } };
};

/** A dynamic address field: one input of the country's address form. */
export type AddressFormField = {
  slug: string;
  display_name: string;
  required: boolean;
  edit?: boolean;
  input: string;
  validation?: FieldValidation;
  error_text?: string;
  /** The dependent field that follows (a list field's child, e.g. state -> city). */
  next?: string;
  values?: {
    get_one?: { operation_id?: string; params?: Record<string, unknown> };
    get_all?: { operation_id?: string; params?: Record<string, unknown> };
  };
};

export type AddressTemplate = { checkout_form: string; store_os_form: string; default_display: string };

/** GET logistics/v1.0|v2.0/countries/{country_iso_code}: country details and its address form. */
export type GetCountry = {
  id: string;
  name: string;
  display_name: string;
  iso2: string;
  iso3: string;
  phone_code: string;
  latitude: string;
  longitude: string;
  currency: CurrencyObject;
  type: 'country';
  timezones?: string[];
  hierarchy: HierarchyItem[];
  fields: {
    address: AddressFormField[];
    serviceability_fields: string[];
    address_template: AddressTemplate;
  };
  /** The checkout form laid out in rows, as address_template.checkout_form orders them. */
  formatted_form_field: AddressFormField[][];
};

/** GET logistics/v1.0/country-list (the SDK's getAllCountries). */
export type CountryListResult = {
  results: Array<{
    uid: string;
    name: string;
    display_name: string;
    sub_type: 'country';
    type: 'country';
    is_active: boolean;
    meta: { country_code: string; isd_code: string };
  }>;
};

export type LocalityType = 'country' | 'state' | 'city' | 'pincode';

export type Locality = {
  id: string;
  name: string;
  display_name: string;
  type: LocalityType;
  code?: string;
  parent_uid?: string;
  parent_ids?: string[];
  iso2?: string;
  iso3?: string;
  phone_code?: string;
  latitude?: string;
  longitude?: string;
  lat_long?: { type: 'Point'; coordinates: [number, number] };
};

/** GET logistics/v1.0/localities/{locality_type}. */
export type GetLocalities = { items: Locality[]; page: Page };

/** GET logistics/v1.0/localities/{locality_type}/{locality_value}. */
export type GetLocality = Locality & {
  localities: Locality[];
  parents?: { country?: Locality; state?: Locality; city?: Locality };
};

export type TatArticleRequest = {
  category: { level: string; id: number | string };
  manufacturing_time?: number;
  manufacturing_time_unit?: 'hours' | 'days' | string;
  available_quantity?: number;
};

/** The delivery time (TAT) request. */
export type TatRequest = {
  to_pincode: string;
  location_details: Array<{ fulfillment_id: number | string; from_pincode: string; articles: TatArticleRequest[] }>;
  source?: string;
  action?: string;
  identifier?: string;
  journey?: string;
};

export type TatPromise = {
  /** Epoch seconds: earliest and latest delivery. */
  timestamp: { min: number; max: number };
  /** In en-IN, e.g. 'Tue, 25 Nov'. */
  formatted: { min: string; max: string };
};

export type TatArticleResponse = TatArticleRequest & {
  fulfillment_id: number | string;
  from_pincode: string;
  promise?: TatPromise;
  error: PincodeError;
  is_cod_available?: boolean;
  _manufacturing_time_seconds?: number;
};

/** POST logistics/v1.0/ answer. `articles` lists every article of location_details in order. */
export type TatResponse = {
  success: boolean;
  to_pincode: string;
  to_city?: string;
  request_uuid: string;
  stormbreaker_uuid?: string;
  source?: string;
  action?: string;
  identifier?: string;
  journey?: string;
  location_details: Array<{ fulfillment_id: number | string; from_pincode: string; articles: TatArticleResponse[] }>;
  articles: TatArticleResponse[];
  error: PincodeError;
};

export type PincodeZonesRequest = { country: string; pincode: string };
export type PincodeZonesResponse = { serviceability_type: string; zones: string[] };

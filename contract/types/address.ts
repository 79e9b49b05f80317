// Address shapes of the cart API (cart/v1.0/address and select-address), as the
// official SDK's Cart models name them (PlatformAddress, GetAddressesResult and friends).

export type GeoLocation = { latitude?: number; longitude?: number };

/** A saved address: the fixed fields plus the country form's values by slug (name, phone, area_code...). */
export type Address = {
  id: string;
  address_type: string;
  is_default_address: boolean;
  tags: string[];
  checkout_mode: string;
  country_iso_code: string;
  country_code: string;
  country_phone_code?: string;
  country: string;
  state_code?: string;
  area_code?: string;
  area_code_slug?: string;
  geo_location?: GeoLocation;
  user_id: string;
  created_by_user_id: string;
  is_active: boolean;
  name?: string;
  phone?: string;
  email?: string;
  address?: string;
  area?: string;
  landmark?: string;
  city?: string;
  state?: string;
  sector?: string;
  [slug: string]: unknown;
};

export type AddressListResult = {
  address: Address[];
  pii_masking: boolean;
  validation_config: { address_max_limit: number; user_address_count: number };
};

export type SaveAddressResult = { id: string; success: boolean; is_default_address: boolean };
export type UpdateAddressResult = { id: string; success: boolean; is_updated: boolean; is_default_address: boolean };
export type DeleteAddressResult = { id: string; is_deleted: boolean };

/** POST select-address body. */
export type SelectAddressBody = { id?: string; billing_address_id?: string; cart_id?: string };

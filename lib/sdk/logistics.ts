// The logistics API, method names as in the official SDK's Logistic client (plus getTatProduct,
// the delivery time (TAT) call, and getPincodeZones).
import type { ApiClient, RequestOptions } from './request';
import type {
  CountryListResult,
  GetCountries,
  GetCountry,
  GetLocalities,
  GetLocality,
  LocalityType,
  PincodeDetailsResult,
  PincodeZonesRequest,
  PincodeZonesResponse,
  TatRequest,
  TatResponse,
} from '@/contract/types/logistics';

const BASE = '/service/application/logistics';

type Headers = { requestHeaders?: Record<string, string> };
type LocalityQuery = { country?: string; state?: string; city?: string; sector?: string };

export function logisticsApi(client: ApiClient) {
  const get = <T>(path: string, options: RequestOptions = {}) => client.request<T>('GET', `${BASE}${path}`, options);
  const post = <T>(path: string, options: RequestOptions = {}) => client.request<T>('POST', `${BASE}${path}`, options);

  return {
    client,
    /** City, state (with state_code) and country of a pincode. Unknown: 404; malformed: 400. */
    getPincodeCity: ({ pincode, country, requestHeaders }: { pincode: string; country?: string } & Headers) =>
      get<PincodeDetailsResult>('/v1.0/pincode/{pincode}', {
        params: { pincode },
        query: { country },
        headers: requestHeaders,
      }),
    getPincodeZones: ({ body, requestHeaders }: { body: PincodeZonesRequest } & Headers) =>
      post<PincodeZonesResponse>('/v1.0/pincode/zones', { body, headers: requestHeaders }),
    getCountries: ({
      onboarding,
      pageNo,
      pageSize,
      q,
      hierarchy,
      phoneCode,
      requestHeaders,
    }: {
      onboarding?: boolean;
      pageNo?: number;
      pageSize?: number;
      q?: string;
      hierarchy?: string;
      phoneCode?: string;
    } & Headers = {}) =>
      get<GetCountries>('/v2.0/countries', {
        query: { onboarding, page_no: pageNo, page_size: pageSize, q, hierarchy, phone_code: phoneCode },
        headers: requestHeaders,
      }),
    /** A country's details and its address form (fields, template and formatted rows). */
    getCountry: ({ countryIsoCode, requestHeaders }: { countryIsoCode: string } & Headers) =>
      get<GetCountry>('/v2.0/countries/{country_iso_code}', {
        params: { country_iso_code: countryIsoCode },
        headers: requestHeaders,
      }),
    getAllCountries: ({ requestHeaders }: Headers = {}) =>
      get<CountryListResult>('/v1.0/country-list', { headers: requestHeaders }),
    getLocalities: ({
      localityType,
      pageNo,
      pageSize,
      q,
      requestHeaders,
      ...filter
    }: { localityType: LocalityType; pageNo?: number; pageSize?: number; q?: string } & LocalityQuery & Headers) =>
      get<GetLocalities>('/v1.0/localities/{locality_type}', {
        params: { locality_type: localityType },
        query: { ...filter, q, page_no: pageNo, page_size: pageSize },
        headers: requestHeaders,
      }),
    getLocality: ({
      localityType,
      localityValue,
      requestHeaders,
      ...filter
    }: { localityType: LocalityType; localityValue: string } & LocalityQuery & Headers) =>
      get<GetLocality>('/v1.0/localities/{locality_type}/{locality_value}', {
        params: { locality_type: localityType, locality_value: localityValue },
        query: filter,
        headers: requestHeaders,
      }),
    /** Delivery time (TAT) of a product: the API's root path. A request lacking a pincode or category id: 'Pincode not serviceable'. */
    getTatProduct: ({ body, requestHeaders }: { body: TatRequest } & Headers) =>
      post<TatResponse>('/v1.0/', { body, headers: requestHeaders }),
  };
}

export type LogisticsApi = ReturnType<typeof logisticsApi>;

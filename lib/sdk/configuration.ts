// The configuration and common APIs, method names as in the official SDK's Configuration and
// Common clients. getOrderingStoreCookie sets the `ordering_store` cookie (the store uid) on the
// response; removeOrderingStoreCookie clears it.
import type { ApiClient, RequestOptions } from './request';
import type {
  AppCurrencyResponse,
  AppFeatureResponse,
  Application,
  ApplicationAboutResponse,
  ApplicationDetail,
  ApplicationInformation,
  AppStaffListResponse,
  AppStaffResponse,
  AppTokenResponse,
  CurrenciesResponse,
  Currency,
  LanguageResponse,
  Locations,
  LocationType,
  OrderingStore,
  OrderingStores,
  OrderingStoreSelectRequest,
  SuccessMessageResponse,
} from '@/contract/types/configuration';

const BASE = '/service/application/configuration';
const COMMON = '/service/common/configuration';

/** The cookie the platform sets for the chosen ordering store. */
export const ORDERING_STORE_COOKIE = 'ordering_store';

type Headers = { requestHeaders?: Record<string, string> };
type StaffQuery = { orderIncent?: boolean; orderingStore?: number; user?: string };

export function configurationApi(client: ApiClient) {
  const call = <T>(method: 'GET' | 'POST' | 'DELETE', path: string, options: RequestOptions = {}) =>
    client.request<T>(method, path, options);
  const get = <T>(path: string, headers?: Record<string, string>, options: RequestOptions = {}) =>
    call<T>('GET', `${BASE}${path}`, { ...options, headers });

  return {
    client,
    getApplication: ({ requestHeaders }: Headers = {}) => get<Application>('/v1.0/application', requestHeaders),
    getBasicDetails: ({ requestHeaders }: Headers = {}) => get<ApplicationDetail>('/v1.0/detail', requestHeaders),
    getContactInfo: ({ requestHeaders }: Headers = {}) =>
      get<ApplicationInformation>('/v1.0/information', requestHeaders),
    getOwnerInfo: ({ requestHeaders }: Headers = {}) => get<ApplicationAboutResponse>('/v2.0/about', requestHeaders),
    getFeatures: ({ requestHeaders }: Headers = {}) => get<AppFeatureResponse>('/v1.0/feature', requestHeaders),
    /** Public integration tokens only (tag manager, maps...); never the application token. */
    getIntegrationTokens: ({ requestHeaders }: Headers = {}) => get<AppTokenResponse>('/v1.0/token', requestHeaders),
    getCurrencies: ({ requestHeaders }: Headers = {}) => get<CurrenciesResponse>('/v1.0/currencies', requestHeaders),
    getCurrencyById: ({ id, requestHeaders }: { id: string } & Headers) =>
      get<Currency>('/v1.0/currency/{id}', requestHeaders, { params: { id } }),
    /** The shop's default and supported currencies. */
    getAppCurrencies: ({ requestHeaders }: Headers = {}) => get<AppCurrencyResponse>('/v1.0/currency', requestHeaders),
    getLanguages: ({ requestHeaders }: Headers = {}) => get<LanguageResponse>('/v1.0/languages', requestHeaders),
    getAppStaffList: ({
      pageNo,
      pageSize,
      orderIncent,
      orderingStore,
      user,
      userName,
      requestHeaders,
    }: { pageNo?: number; pageSize?: number; userName?: string } & StaffQuery & Headers = {}) =>
      get<AppStaffListResponse>('/v1.0/staff/list', requestHeaders, {
        query: {
          page_no: pageNo,
          page_size: pageSize,
          order_incent: orderIncent,
          ordering_store: orderingStore,
          user,
          user_name: userName,
        },
      }),
    getAppStaffs: ({ orderIncent, orderingStore, user, requestHeaders }: StaffQuery & Headers = {}) =>
      get<AppStaffResponse>('/v1.0/staff', requestHeaders, {
        query: { order_incent: orderIncent, ordering_store: orderingStore, user },
      }),
    /** Deployment stores; the store picker pages by 12. q searches name, code and city. */
    getOrderingStores: ({
      pageNo,
      pageSize,
      q,
      requestHeaders,
    }: { pageNo?: number; pageSize?: number; q?: string } & Headers = {}) =>
      get<OrderingStores>('/v2.0/ordering-store/stores', requestHeaders, {
        query: { page_no: pageNo, page_size: pageSize, q },
      }),
    getStoreDetailById: ({ storeId, requestHeaders }: { storeId: number | string } & Headers) =>
      get<OrderingStore>('/v2.0/ordering-store/stores/{store_id}', requestHeaders, { params: { store_id: storeId } }),
    getOrderingStoreCookie: ({ body, requestHeaders }: { body: OrderingStoreSelectRequest } & Headers) =>
      call<SuccessMessageResponse>('POST', `${BASE}/v1.0/ordering-store/select`, { body, headers: requestHeaders }),
    removeOrderingStoreCookie: ({ requestHeaders }: Headers = {}) =>
      call<SuccessMessageResponse>('DELETE', `${BASE}/v1.0/ordering-store/select`, { headers: requestHeaders }),
    /** Common: countries, the states of a country (id = country) or the cities of a state (id = state). */
    getLocations: ({ locationType, id, requestHeaders }: { locationType?: LocationType; id?: string } & Headers = {}) =>
      call<Locations>('GET', `${COMMON}/v1.0/location`, {
        query: { location_type: locationType, id },
        headers: requestHeaders,
      }),
  };
}

export type ConfigurationApi = ReturnType<typeof configurationApi>;

// The cart API's address calls, method names, paths and queries as in the official
// SDK's Cart client (addAddress, getAddresses, getAddressById, updateAddress, removeAddress,
// selectAddress); kept apart from lib/sdk/cart.ts as the platform keeps them in platform/address.
import type { ApiClient, RequestOptions } from './request';
import type {
  Address,
  AddressListResult,
  DeleteAddressResult,
  SaveAddressResult,
  SelectAddressBody,
  UpdateAddressResult,
} from '@/contract/types/address';
import type { CartDetail } from '@/contract/types/cart';

const BASE = '/service/application/cart';

type Extra = { signal?: AbortSignal; headers?: Record<string, string> };
/** The address payload: the fixed fields and the country form's values by slug. */
export type AddressBody = Record<string, unknown>;

export function addressApi(client: ApiClient) {
  const call = <T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, options: RequestOptions = {}) =>
    client.request<T>(method, `${BASE}${path}`, options);
  return {
    getAddresses: (
      a: {
        cartId?: string;
        buyNow?: boolean;
        checkoutMode?: 'self' | 'other';
        tags?: string;
        isDefault?: boolean;
      } & Extra = {},
    ) =>
      call<AddressListResult>('GET', '/v1.0/address', {
        query: {
          cart_id: a.cartId,
          buy_now: a.buyNow,
          checkout_mode: a.checkoutMode,
          tags: a.tags,
          is_default: a.isDefault,
        },
        signal: a.signal,
        headers: a.headers,
      }),
    getAddressById: (a: { id: string } & Extra) =>
      call<Address>('GET', '/v1.0/address/{id}', { params: { id: a.id }, signal: a.signal, headers: a.headers }),
    addAddress: (a: { body: AddressBody } & Extra) =>
      call<SaveAddressResult>('POST', '/v1.0/address', { body: a.body, signal: a.signal, headers: a.headers }),
    updateAddress: (a: { id: string; body: AddressBody } & Extra) =>
      call<UpdateAddressResult>('PUT', '/v1.0/address/{id}', {
        params: { id: a.id },
        body: a.body,
        signal: a.signal,
        headers: a.headers,
      }),
    removeAddress: (a: { id: string } & Extra) =>
      call<DeleteAddressResult>('DELETE', '/v1.0/address/{id}', {
        params: { id: a.id },
        signal: a.signal,
        headers: a.headers,
      }),
    selectAddress: (a: { body: SelectAddressBody; cartId?: string; buyNow?: boolean } & Extra) =>
      call<CartDetail>('POST', '/v1.0/select-address', {
        query: { cart_id: a.cartId, buy_now: a.buyNow },
        body: a.body,
        signal: a.signal,
        headers: a.headers,
      }),
  };
}

export type AddressApi = ReturnType<typeof addressApi>;

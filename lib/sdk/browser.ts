// The SDK in the browser: same-origin calls to /api, where proxy.ts signs them. A 401 for a
// browser that signed in means the shopper's session is gone: the shop's local data is cleared
// and the error still reaches the caller. An anonymous visitor's
// 401 (e.g. useAccount asking who is there) clears nothing.
//
// Each domain has its own accessor, so a page ships only the clients it uses: the header's
// search box needs the catalogue, not the user, cart and theme modules of the whole SDK.
import { clearAll, readItem } from '../shared/storage';
import { SIGNED_IN_KEY } from '../shared/constants';
import { createRequester, type ApiClient } from './request';
import { catalogApi, type CatalogApi } from './catalog';
import { userApi } from './user';
import { cartApi, type CartApi } from './cart';
import { logisticsApi, type LogisticsApi } from './logistics';
import { addressApi, type AddressApi } from './address';
import { paymentApi, type PaymentApi } from './payment';
import { configurationApi, type ConfigurationApi } from './configuration';
import { orderApi, type OrderApi } from './order';

async function transport(request: Request): Promise<Response> {
  const response = await fetch(request, { credentials: 'include' });
  if (response.status === 401 && readItem<boolean>(SIGNED_IN_KEY)) clearAll();
  return response;
}

let requester: ApiClient | undefined;
const client = () => (requester ??= createRequester({ transport, base: '/api' }));

let catalog: CatalogApi | undefined;
let user: ReturnType<typeof userApi> | undefined;
let cart: CartApi | undefined;
let logistics: LogisticsApi | undefined;
let address: AddressApi | undefined;
let payment: PaymentApi | undefined;
let configuration: ConfigurationApi | undefined;
let order: OrderApi | undefined;

export function browserCatalog(): CatalogApi {
  return (catalog ??= catalogApi(client()));
}

export function browserUser(): ReturnType<typeof userApi> {
  return (user ??= userApi(client()));
}

export function browserCart(): CartApi {
  return (cart ??= cartApi(client()));
}

export function browserLogistics(): LogisticsApi {
  return (logistics ??= logisticsApi(client()));
}

export function browserAddress(): AddressApi {
  return (address ??= addressApi(client()));
}

export function browserPayment(): PaymentApi {
  return (payment ??= paymentApi(client()));
}

export function browserConfiguration(): ConfigurationApi {
  return (configuration ??= configurationApi(client()));
}

export function browserOrder(): OrderApi {
  return (order ??= orderApi(client()));
}

// The typed storefront SDK: one module per API domain over a shared signed client.
import type { ApiClient } from './request';
import { addressApi } from './address';
import { cartApi } from './cart';
import { catalogApi } from './catalog';
import { configurationApi } from './configuration';
import { contentApi } from './content';
import { logisticsApi } from './logistics';
import { orderApi } from './order';
import { paymentApi } from './payment';
import { rewardsApi } from './rewards';
import { themeApi } from './theme';
import { userApi } from './user';

export function createSdk(client: ApiClient) {
  return {
    client,
    catalog: catalogApi(client),
    address: addressApi(client),
    cart: cartApi(client),
    configuration: configurationApi(client),
    logistics: logisticsApi(client),
    order: orderApi(client),
    payment: paymentApi(client),
    rewards: rewardsApi(client),
    theme: themeApi(client),
    content: contentApi(client),
    user: userApi(client),
  };
}

export type Sdk = ReturnType<typeof createSdk>;
export { USER_ERROR_CODES } from './user';
export { SdkError, SdkServerResponseError, SdkClientValidationError, SdkException, displayMessage } from './errors';

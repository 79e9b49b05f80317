// The typed storefront SDK: one module per API domain over a shared signed client.
import type { ApiClient } from './request';
import { cartApi } from './cart';
import { catalogApi } from './catalog';
import { configurationApi } from './configuration';
import { contentApi } from './content';
import { logisticsApi } from './logistics';
import { themeApi } from './theme';

export function createSdk(client: ApiClient) {
  return {
    client,
    catalog: catalogApi(client),
    cart: cartApi(client),
    configuration: configurationApi(client),
    logistics: logisticsApi(client),
    theme: themeApi(client),
    content: contentApi(client),
  };
}

export type Sdk = ReturnType<typeof createSdk>;
export { SdkError, SdkServerResponseError, SdkClientValidationError, SdkException, displayMessage } from './errors';

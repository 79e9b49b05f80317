// The signed API client for servers: application credentials, currency, location and cookies
// as headers, and the request signature, on top of the plain requester.
import { checkConfig, type SdkConfig } from './config';
import { createRequester, type ApiClient, type Transport } from './request';
import { basicToken, signRequest } from '@/contract/signing';

export { fillPath, queryString } from './request';
export type { ApiClient, HttpMethod, QueryValue, RequestOptions, Transport } from './request';

/** `headers`: sent with every call, outside the signature (e.g. the browser's relayed address). */
export function createApiClient(options: {
  transport: Transport;
  base: string;
  config: Partial<SdkConfig>;
  headers?: Record<string, string>;
}): ApiClient {
  const config = checkConfig(options.config);
  return createRequester({
    transport: options.transport,
    base: options.base,
    config,
    prepare: ({ method, url, headers, body }) => {
      Object.assign(headers, options.headers);
      headers.authorization = `Bearer ${basicToken(config.applicationId, config.applicationToken)}`;
      if (config.currencyCode) headers['x-currency-code'] = config.currencyCode;
      if (config.locationDetails) headers['x-location-detail'] = JSON.stringify(config.locationDetails);
      if (config.cookie) headers.cookie = config.cookie;
      Object.assign(headers, signRequest({ method, url, headers, body }));
    },
  });
}

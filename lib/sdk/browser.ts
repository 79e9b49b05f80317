// The SDK in the browser: same-origin calls to /api, where proxy.ts signs them.
import { createRequester } from './request';
import { createSdk, type Sdk } from './index';

let sdk: Sdk | undefined;

export function browserSdk(): Sdk {
  sdk ??= createSdk(createRequester({ transport: (request) => fetch(request, { credentials: 'include' }), base: '/api' }));
  return sdk;
}

// The SDK in the browser: same-origin calls to /api, where proxy.ts signs them.
import { createApiClient } from './client';
import { createSdk, type Sdk } from './index';

let sdk: Sdk | undefined;

export function browserSdk(): Sdk {
  sdk ??= createSdk(createApiClient({ transport: (request) => fetch(request, { credentials: 'include' }), base: '/api' }));
  return sdk;
}

// The SDK in the browser: same-origin calls to /api, where proxy.ts signs them. A 401 for a
// browser that signed in means the shopper's session is gone: the shop's local data is cleared
// (000 section 4, 001 section 8) and the error still reaches the caller. An anonymous visitor's
// 401 (e.g. useAccount asking who is there) clears nothing.
import { clearAll, readItem } from '../storage';
import { createRequester } from './request';
import { createSdk, type Sdk } from './index';

let sdk: Sdk | undefined;

async function transport(request: Request): Promise<Response> {
  const response = await fetch(request, { credentials: 'include' });
  if (response.status === 401 && readItem<boolean>('signed_in')) clearAll();
  return response;
}

export function browserSdk(): Sdk {
  sdk ??= createSdk(createRequester({ transport, base: '/api' }));
  return sdk;
}

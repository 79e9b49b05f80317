import type { ApiClient } from './client';

export function catalogApi(client: ApiClient) {
  return { client };
}

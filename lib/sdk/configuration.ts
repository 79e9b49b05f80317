import type { ApiClient } from './client';

export function configurationApi(client: ApiClient) {
  return { client };
}

import type { ApiClient } from './client';

export function logisticsApi(client: ApiClient) {
  return { client };
}

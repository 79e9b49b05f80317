// Reward points, named as the public application SDK names them.
import type { ApiClient } from './request';
import type { PointsDetails, PointsHistoryDetails } from '@/contract/types/rewards';

const BASE = '/service/application/rewards';

export function rewardsApi(client: ApiClient) {
  return {
    getUserPoints: (a: { signal?: AbortSignal } = {}) =>
      client.request<PointsDetails>('GET', `${BASE}/v1.0/user/points/`, { signal: a.signal }),
    getUserPointsHistory: (a: { pageId?: string; pageSize?: number; signal?: AbortSignal } = {}) =>
      client.request<PointsHistoryDetails>('GET', `${BASE}/v1.0/user/points/history/`, {
        query: { page_id: a.pageId, page_size: a.pageSize },
        signal: a.signal,
      }),
  };
}

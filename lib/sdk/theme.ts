// The theme API, method and argument names as in the official SDK's Theme client.
// getThemeForPreview takes the id of the `themeId` cookie (a theme that need not be applied).
import type { ApiClient, RequestOptions } from './request';
import type { AllAvailablePages, AvailablePage, Theme } from '@/contract/types/theme';

const BASE = '/service/application/theme';

type Extra = { requestHeaders?: Record<string, string>; signal?: AbortSignal };
/** filters: true leaves out the sections no web visitor can see (hidden on every screen, ended). */
type Filters = { filters?: boolean };

export function themeApi(client: ApiClient) {
  const get = <T>(path: string, { requestHeaders, signal }: Extra, options: RequestOptions = {}) =>
    client.request<T>('GET', `${BASE}${path}`, { ...options, headers: requestHeaders, signal });

  return {
    getAppliedTheme: ({ filters, ...extra }: Filters & Extra = {}) =>
      get<Theme>('/v2.0/applied-theme', extra, { query: { filters } }),
    getThemeForPreview: ({ themeId, filters, ...extra }: { themeId: string } & Filters & Extra) =>
      get<Theme>('/v2.0/{theme_id}/preview', extra, { params: { theme_id: themeId }, query: { filters } }),
    getAllPages: ({ themeId, filters, ...extra }: { themeId: string } & Filters & Extra) =>
      get<AllAvailablePages>('/v1.0/{theme_id}/page', extra, { params: { theme_id: themeId }, query: { filters } }),
    getPage: ({
      themeId,
      pageValue,
      filters,
      sectionPreviewHash,
      company,
      ...extra
    }: { themeId: string; pageValue: string; sectionPreviewHash?: string; company?: number } & Filters & Extra) =>
      get<AvailablePage>('/v1.0/{theme_id}/{page_value}', extra, {
        params: { theme_id: themeId, page_value: pageValue },
        query: { filters, section_preview_hash: sectionPreviewHash, company },
      }),
  };
}

export type ThemeApi = ReturnType<typeof themeApi>;

// The content API, method and argument names as in the official SDK's
// Content client. The custom-page call is getPage there; it is also exported as getCustomPage so
// code that uses both the theme's and the content's getPage reads unambiguously.
import type { ApiClient, RequestOptions } from './request';
import type {
  AnnouncementsAnswer,
  ApplicationLegal,
  CustomPage,
  CustomPageList,
  LandingPage,
  NavigationList,
  SeoConfiguration,
  SupportInformation,
  TagsAnswer,
} from '@/contract/types/content';

const BASE = '/service/application/content';

type Extra = { requestHeaders?: Record<string, string>; signal?: AbortSignal };
type Paging = { pageNo?: number; pageSize?: number };

export function contentApi(client: ApiClient) {
  const get = <T>(path: string, { requestHeaders, signal }: Extra, options: RequestOptions = {}) =>
    client.request<T>('GET', `${BASE}${path}`, { ...options, headers: requestHeaders, signal });
  const getCustomPage = ({ slug, rootId, ...extra }: { slug: string; rootId?: string } & Extra) =>
    get<CustomPage>('/v2.0/pages/{slug}', extra, { params: { slug }, query: { root_id: rootId } });

  return {
    /** Menus: header (orientation top/left), footer (bottom) and app-only ones (platform without 'web'). */
    getNavigations: ({ pageNo, pageSize, ...extra }: Paging & Extra = {}) =>
      get<NavigationList>('/v2.0/navigations', extra, { query: { page_no: pageNo, page_size: pageSize } }),
    getTags: (extra: Extra = {}) => get<TagsAnswer>('/v1.0/tags', extra),
    /** Published custom pages. */
    getPages: ({ pageNo, pageSize, ...extra }: Paging & Extra = {}) =>
      get<CustomPageList>('/v2.0/pages', extra, { query: { page_no: pageNo, page_size: pageSize } }),
    getPage: getCustomPage,
    getCustomPage,
    getLandingPage: (extra: Extra = {}) => get<LandingPage>('/v1.0/landing-page', extra),
    getLegalInformation: (extra: Extra = {}) => get<ApplicationLegal>('/v1.0/legal', extra),
    getSupportInformation: (extra: Extra = {}) => get<SupportInformation>('/v1.0/support', extra),
    getSEOConfiguration: (extra: Extra = {}) => get<SeoConfiguration>('/v1.0/seo', extra),
    getAnnouncements: (extra: Extra = {}) => get<AnnouncementsAnswer>('/v1.0/announcements', extra),
  };
}

export type ContentApi = ReturnType<typeof contentApi>;

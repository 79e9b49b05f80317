// The storefront as the HTTP front (server/) sees it, besides the page cache (lib/page-cache):
// the cookies and limits it reads, the origin a page is written for, the signed SDK it asks the
// platform with, the shop's Content-Security-Policy and what feeds it. The front imports the
// storefront only from here and lib/page-cache.
export { EDITOR_ORIGINS_ENV, PAGE_URL, SESSION_COOKIE, SHARED_DATA_CACHE, THEME_ID_COOKIE } from '../shared/constants';
export { FORM_NOTICE_COOKIE } from '../forms/constants';
export { publicOrigin, resolveOrigin } from '../seo/origin';
export { shopDomains } from '../configuration/domains';
export { createApiClient } from '../sdk/client';
export { createSdk, type Sdk } from '../sdk/index';
export { platformConnection } from '../sdk/transport';
export { SdkServerResponseError } from '../sdk/errors';
export { readCredentials } from '../sdk/credentials';
export { profileGaps, type RequiredFields } from '../user/required-fields';
export { ttlPromiseCache } from '../shared/ttl-cache';
export { CROSS_SITE_API_MESSAGE, fromThisShop } from '../security/shop-api-origin';
export {
  EMPTY_SOURCES,
  MAPS_ORIGINS,
  originOf,
  pagePolicy,
  scriptsIn,
  sha256Source,
  shopInlineScriptHashes,
  type ShopSources,
} from '../security/content-security-policy';
export { REACT_RUNTIME } from '../security/react-runtime';
export { parseAllowedOrigins } from '../theme/editor-protocol';
export { groupTags, TAG_POSITIONS, type InjectedTag } from '../theme/tags';
export { extensionAssetUrl, isExtensionSection } from '../theme/extension-sections';

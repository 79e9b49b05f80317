// What the shop's configuration loads in the browser, for the Content-Security-Policy: injected
// tags, the extension sections and custom HTML sections of the applied (or previewed) theme, the
// maps service when the shop turned it on, and a remote platform's media. Read from the platform
// with the signed SDK, without shopper cookies, and kept briefly like the layout's own copies.
import { createApiClient } from '../lib/http-front';
import { createSdk, type Sdk } from '../lib/http-front';
import { platformConnection } from '../lib/http-front';
import { readCredentials } from '../lib/http-front';
import { SdkServerResponseError } from '../lib/http-front';
import { groupTags, TAG_POSITIONS, type InjectedTag } from '../lib/http-front';
import { extensionAssetUrl, isExtensionSection } from '../lib/http-front';
import { ttlPromiseCache } from '../lib/http-front';
import { SHARED_DATA_CACHE, THEME_ID_COOKIE } from '../lib/http-front';
import { EMPTY_SOURCES, MAPS_ORIGINS, originOf, scriptsIn, sha256Source, type ShopSources } from '../lib/http-front';
import type { PageSection } from '../contract/types/theme';

const shopWide = ttlPromiseCache<ShopSources>(SHARED_DATA_CACHE.ttlMs, 1, SHARED_DATA_CACHE.staleMs);
const themes = ttlPromiseCache<ShopSources>(SHARED_DATA_CACHE.ttlMs, 50, SHARED_DATA_CACHE.staleMs);
const THEME_ID = /^[a-f0-9]{24}$/i;

let sdk: Promise<Sdk> | undefined;
function shopSdk(): Promise<Sdk> {
  sdk ??= platformConnection()
    .then(({ transport, config }) => createSdk(createApiClient({ transport, base: config.domain, config })))
    .catch((error: unknown) => {
      sdk = undefined;
      throw error;
    });
  return sdk;
}

export function mergeSources(...all: ShopSources[]): ShopSources {
  const merged: ShopSources = {
    scriptOrigins: [],
    styleOrigins: [],
    connectOrigins: [],
    imageOrigins: [],
    frameOrigins: [],
    scriptHashes: [],
  };
  for (const sources of all)
    for (const key of Object.keys(merged) as (keyof ShopSources)[])
      merged[key] = [...new Set([...merged[key], ...sources[key]])];
  return merged;
}

/** Tags: external scripts and stylesheets by origin (they may call, draw and frame from there too), inline scripts by hash. */
export function tagSources(tags: readonly InjectedTag[]): ShopSources {
  const sources = mergeSources(EMPTY_SOURCES);
  const grouped = groupTags(tags);
  for (const tag of TAG_POSITIONS.flatMap((position) => grouped[position])) {
    const origin = originOf('src' in tag ? tag.src : 'href' in tag ? tag.href : undefined);
    if (origin) {
      (tag.element === 'script' ? sources.scriptOrigins : sources.styleOrigins).push(origin);
      sources.connectOrigins.push(origin);
      sources.imageOrigins.push(origin);
      sources.frameOrigins.push(origin);
    }
    // The injector sets the (already escaped) content as the element's text: that is what runs.
    if (tag.element === 'script' && 'content' in tag) sources.scriptHashes.push(sha256Source(tag.content));
  }
  return mergeSources(sources);
}

/**
 * A theme's sections: an extension's assets are fetched (connect-src; its module then runs from a
 * blob: URL), and a custom HTML section's frame is a srcdoc document, which runs under the shop's
 * policy: its inline scripts by hash, its external ones by origin.
 */
export function sectionSources(sections: readonly PageSection[]): ShopSources {
  const sources = mergeSources(EMPTY_SOURCES);
  for (const section of sections) {
    if (isExtensionSection(section)) {
      for (const url of [section.assets?.js, section.assets?.css]) {
        const origin = originOf(extensionAssetUrl(url));
        if (origin) sources.connectOrigins.push(origin);
      }
    }
    const code =
      section.name === 'custom-html' ? (section.props as Record<string, unknown> | undefined)?.code : undefined;
    const text = typeof code === 'object' && code && 'value' in code ? (code as { value: unknown }).value : code;
    if (typeof text === 'string') {
      const { inline, sources: srcs } = scriptsIn(text);
      for (const script of inline) sources.scriptHashes.push(sha256Source(script.content));
      for (const src of srcs) {
        const origin = originOf(src);
        if (origin) sources.scriptOrigins.push(origin);
      }
    }
  }
  return mergeSources(sources);
}

async function loadShopWide(): Promise<ShopSources> {
  const client = await shopSdk();
  const [tags, features] = await Promise.all([client.content.getTags(), client.configuration.getFeatures()]);
  const maps = features.feature?.cart?.google_map ? MAPS_ORIGINS : [];
  const platform = originOf(readCredentials().platformOrigin);
  return mergeSources(tagSources(tags.tags ?? []), {
    ...EMPTY_SOURCES,
    scriptOrigins: maps,
    styleOrigins: maps,
    connectOrigins: maps,
    imageOrigins: [...maps, ...(platform ? [platform] : [])],
  });
}

async function loadTheme(themeId: string | undefined): Promise<ShopSources> {
  const client = await shopSdk();
  const id = themeId ?? (await client.theme.getAppliedTheme())._id;
  try {
    const { pages } = await client.theme.getAllPages({ themeId: id });
    return sectionSources(pages.flatMap((page) => page.sections ?? []));
  } catch (error) {
    // A themeId cookie naming no theme: the page renders the applied theme (lib/theme/data.ts).
    if (themeId && error instanceof SdkServerResponseError && (error.status === 404 || error.status === 400))
      return EMPTY_SOURCES;
    throw error;
  }
}

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

let warned = false;
const orEmpty = (promise: Promise<ShopSources>) =>
  promise.catch((error: unknown) => {
    // A page without its tags' origins is better than no page; the next request tries again.
    if (!warned)
      console.warn(
        '[security-headers] the shop configuration could not be read for the Content-Security-Policy:',
        error instanceof Error ? error.message : error,
      );
    warned = true;
    return EMPTY_SOURCES;
  });

/** The sources of a page request: shop-wide ones, the applied theme's and a previewed theme's. */
export async function shopSources(cookieHeader: string | undefined): Promise<ShopSources> {
  const preview = cookieValue(cookieHeader, THEME_ID_COOKIE);
  const parts = [orEmpty(shopWide('shop', loadShopWide)), orEmpty(themes('applied', () => loadTheme(undefined)))];
  if (preview && THEME_ID.test(preview)) parts.push(orEmpty(themes(preview.toLowerCase(), () => loadTheme(preview))));
  return mergeSources(...(await Promise.all(parts)));
}

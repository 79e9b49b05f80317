// The theme a request renders with: the applied one, or the one the themeId cookie previews.
// Themes are large (~70 KB) and change rarely, so answers are kept briefly in this process.
import 'server-only';
import { cache } from 'react';
import { cookies } from 'next/headers';
import { SHARED_DATA_CACHE, THEME_ID_COOKIE } from '@/lib/shared/constants';
import { serverSdk } from '@/lib/sdk/server';
import { SdkServerResponseError } from '@/lib/sdk/errors';
import type { AvailablePage, Theme } from '@/contract/types/theme';
import { fillGlobalConfig, type FilledProps } from './settings';
import { themePaletteCss, type ThemePalette } from './palette';
import { ttlPromiseCache } from '@/lib/shared/ttl-cache';

const themes = ttlPromiseCache<Theme | undefined>(SHARED_DATA_CACHE.ttlMs, 50, SHARED_DATA_CACHE.staleMs);
const pages = ttlPromiseCache<AvailablePage | undefined>(SHARED_DATA_CACHE.ttlMs, 500, SHARED_DATA_CACHE.staleMs);

const notFoundAsUndefined = (error: unknown) => {
  if (error instanceof SdkServerResponseError && (error.status === 404 || error.status === 400)) return undefined;
  throw error;
};

export type RequestTheme = {
  theme: Theme;
  /** The previewed theme id (themeId cookie naming an existing theme), else undefined. */
  previewId?: string;
  globalConfig: FilledProps;
  /** The theme's saved palette (core colours and groups), before the edited colour settings. */
  palette: ThemePalette;
  /** `:root { --color-primary: ... }` for the theme's palette, defaults filled in. */
  css: string;
};

export const loadRequestTheme = cache(async (): Promise<RequestTheme> => {
  const sdk = await serverSdk({ forwardCookies: false });
  const previewCookie = (await cookies()).get(THEME_ID_COOKIE)?.value;
  let theme: Theme | undefined;
  let previewId: string | undefined;
  if (previewCookie && /^[a-f0-9]{24}$/i.test(previewCookie)) {
    theme = await themes(previewCookie, () =>
      sdk.theme.getThemeForPreview({ themeId: previewCookie }).catch(notFoundAsUndefined),
    );
    if (theme && !theme.applied) previewId = theme._id;
  }
  theme ??= await themes('applied', async () => sdk.theme.getAppliedTheme());
  if (!theme) throw new Error('No applied theme');
  const current = theme.config.list.find((c) => c.name === theme.config.current) ?? theme.config.list[0];
  const globalConfig = fillGlobalConfig(theme.config.global_schema, current?.global_config.custom.props);
  const staticProps = current?.global_config.static.props;
  const palette: ThemePalette = { ...staticProps?.colors, ...staticProps?.palette };
  return { theme, previewId, globalConfig, palette, css: themePaletteCss(palette, globalConfig) };
});

/** A page of the request's theme with its sections, or undefined when the theme lacks it. */
export async function loadThemePage(themeId: string, pageValue: string): Promise<AvailablePage | undefined> {
  const sdk = await serverSdk({ forwardCookies: false });
  return pages(`${themeId}:${pageValue}`, () =>
    sdk.theme.getPage({ themeId, pageValue, filters: true }).catch(notFoundAsUndefined),
  );
}

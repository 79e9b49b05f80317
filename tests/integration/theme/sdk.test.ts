// The theme API through clients: the official SDK's Theme client (every method, on the paths and
// versions it calls) and our own lib/sdk theme module with its typed answers.
import { describe, expect, it } from '@jest/globals';
import { createApiClient } from '@/lib/sdk/client';
import { createSdk, SdkClientValidationError, SdkServerResponseError } from '@/lib/sdk';
import { objectId } from '@/platform/theme/ids';
import { failure, officialClient, server } from '../harness';

type Any = Record<string, any>;

function sdk() {
  const { url, applicationId, applicationToken } = server();
  return createSdk(
    createApiClient({
      transport: (request) => fetch(request),
      base: url,
      config: { applicationId, applicationToken, domain: url },
    }),
  );
}

describe('official SDK: Theme', () => {
  it('getAppliedTheme, getThemeForPreview, getAllPages and getPage', async () => {
    const theme = officialClient().theme;
    const applied = (await theme.getAppliedTheme({ filters: true })) as Any;
    expect(applied).toMatchObject({ name: 'Lumen', applied: true });
    const preview = (await theme.getThemeForPreview({ themeId: applied._id })) as Any;
    expect(preview._id).toBe(applied._id);
    expect(preview.config).toEqual(applied.config);
    const all = (await theme.getAllPages({ themeId: applied._id })) as Any;
    expect(all.pages.length).toBe(applied.available_pages.length);
    const home = (await theme.getPage({ themeId: applied._id, pageValue: 'home', filters: false, company: 1 })) as Any;
    expect(home.value).toBe('home');
    expect(home.sections).toEqual(all.pages.find((p: Any) => p.value === 'home').sections);
  });

  it('surfaces 404 and 400 answers as errors with the platform message', async () => {
    // The SDK binds its logger when a client is made: make it inside failure(), which silences it.
    const theme = () => officialClient().theme;
    expect(await failure(() => theme().getThemeForPreview({ themeId: '0123456789abcdef01234567' }))).toMatchObject({
      code: 404,
      message: 'Theme 0123456789abcdef01234567 not found',
    });
    const applied = (await theme().getAppliedTheme()) as Any;
    expect(await failure(() => theme().getPage({ themeId: applied._id, pageValue: 'nowhere' }))).toMatchObject({
      code: 404,
    });
    expect(await failure(() => theme().getAllPages({ themeId: 'nope' }))).toMatchObject({ code: 400 });
  });
});

describe('lib/sdk: theme', () => {
  it('reads the applied theme, a preview and pages with typed answers', async () => {
    const s = sdk();
    const applied = await s.theme.getAppliedTheme();
    const configuration = applied.config.list.find((c) => c.name === applied.config.current)!;
    expect(configuration.global_config.custom.props.disable_cart).toBe(false);
    const home = await s.theme.getPage({ themeId: applied._id, pageValue: 'home' });
    const first = home.sections[0]!;
    expect(first.predicate.screen).toEqual({ mobile: true, tablet: true, desktop: true });
    expect(first.blocks.length).toBeGreaterThan(0);
    const pages = await s.theme.getAllPages({ themeId: applied._id });
    expect(pages.pages.map((p) => p.value)).toContain('home');
    const night = await s.theme.getThemeForPreview({ themeId: objectId('theme', 'night-market'), filters: true });
    expect(night).toMatchObject({ name: 'Night Market', applied: false });
    expect(night.font.family).toBe(applied.font.family);
    expect(night.config.list[0]!.global_config.custom.props.bg_color).not.toBe(
      configuration.global_config.custom.props.bg_color,
    );
  });

  it('rejects an empty theme id before any request, and reports a missing page', async () => {
    const s = sdk();
    await expect(s.theme.getPage({ themeId: '', pageValue: 'home' })).rejects.toBeInstanceOf(SdkClientValidationError);
    const applied = await s.theme.getAppliedTheme();
    const error = await s.theme.getPage({ themeId: applied._id, pageValue: 'no-such-page' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SdkServerResponseError);
    expect((error as SdkServerResponseError).status).toBe(404);
  });
});

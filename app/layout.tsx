import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { shopChrome } from '@/themes/chrome-registry';
import { getShop } from '@/lib/configuration/data';
import { loadRequestTheme } from '@/lib/theme/data';
import { SCREEN_CSS } from '@/lib/theme/predicates';
import { NO_SCRIPT_CSS } from '@/lib/shared/constants';
import { PreviewBar } from '@/components/theme/preview-bar';
import { loadAnnouncements, loadMenus, loadTags } from '@/lib/content/data';
import { TagInjector } from '@/components/theme/tag-injector';
import { SiteJsonLd } from '@/components/seo/site-json-ld';
import { ScrollManager } from '@/components/navigation/scroll-manager';
import { LinkNavigator } from '@/components/navigation/link-navigator';
import { EditorBridgeLoader } from '@/components/theme/editor-bridge-loader';
import { editorOrigins } from '@/lib/theme/render/editor-origins';
import { Suspense } from 'react';
import './globals.css';
import { currentShopper } from '@/lib/user/data';
import { Toaster } from '@/components/ui/toaster';

// Every page reads the platform per request (and the shopper's cookies): never bake data into the build.
export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const shop = await getShop();
  return { title: { default: shop.name, template: `%s | ${shop.name}` }, description: shop.description };
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#7043f7' };

export default async function RootLayout({ children }: { children: ReactNode }) {
  const [shop, { theme, previewId, css, globalConfig }, menus, tags, announcements] = await Promise.all([
    getShop(),
    loadRequestTheme(),
    loadMenus(),
    loadTags(),
    loadAnnouncements(),
  ]);
  const editors = editorOrigins();
  const shopper = await currentShopper();
  return (
    <html lang="en-IN">
      <head>
        {/* The theme's palette (validated colours only) and the section screen rules. */}
        <style id="theme-vars" dangerouslySetInnerHTML={{ __html: `${css}\n${SCREEN_CSS}` }} />
        {/* Controls that only work with JavaScript (data-needs-script) are not shown without it. */}
        <noscript>
          <style>{NO_SCRIPT_CSS}</style>
        </noscript>
      </head>
      <body>
        <a href="#main" className="skip-link">
          Skip to content
        </a>
        <shopChrome.Header
          shopName={shop.name}
          menu={menus.header}
          signedIn={shopper !== undefined}
          globalConfig={globalConfig}
          announcements={announcements}
        />
        <main id="main">{children}</main>
        <shopChrome.Footer
          shopName={shop.name}
          description={shop.description}
          menu={menus.footer}
          social={shop.social}
          support={shop.support}
          globalConfig={globalConfig}
        />
        <Toaster />
        <TagInjector tags={tags} />
        {previewId ? <PreviewBar themeId={previewId} themeName={theme.name} /> : null}
        <SiteJsonLd />
        <Suspense fallback={null}>
          <ScrollManager />
        </Suspense>
        <LinkNavigator />
        {editors.length > 0 ? <EditorBridgeLoader allowedOrigins={editors} /> : null}
      </body>
    </html>
  );
}

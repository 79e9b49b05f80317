import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { SiteHeader } from '@/components/site-header';
import { SiteFooter } from '@/components/site-footer';
import { getShop } from '@/lib/shop';
import './globals.css';

// Every page reads the platform per request (and the shopper's cookies): never bake data into the build.
export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const shop = await getShop();
  return { title: { default: shop.name, template: `%s | ${shop.name}` }, description: shop.description };
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#7043f7' };

export default async function RootLayout({ children }: { children: ReactNode }) {
  const shop = await getShop();
  return (
    <html lang="en-IN">
      <body>
        <a href="#main" className="skip-link">
          Skip to content
        </a>
        <SiteHeader shopName={shop.name} />
        <main id="main">{children}</main>
        <SiteFooter shopName={shop.name} description={shop.description} />
      </body>
    </html>
  );
}

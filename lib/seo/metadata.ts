// Canonical and Open Graph metadata with absolute URLs (Next's Metadata shape).
import type { Metadata } from 'next';
import { absoluteUrl } from './origin';

export type PageMetadataInput = {
  origin: string;
  path: string;
  title: string;
  description?: string;
  images?: { url: string; alt?: string; width?: number; height?: number }[];
  siteName?: string;
};

export function pageMetadata({
  origin,
  path,
  title,
  description,
  images = [],
  siteName,
}: PageMetadataInput): Pick<Metadata, 'alternates' | 'openGraph' | 'twitter'> {
  const url = absoluteUrl(origin, path);
  const ogImages = images.slice(0, 4).map((i) => ({ ...i, url: absoluteUrl(origin, i.url) }));
  return {
    alternates: { canonical: url },
    openGraph: {
      type: 'website',
      url,
      title,
      ...(description ? { description } : {}),
      ...(siteName ? { siteName } : {}),
      locale: 'en_IN',
      ...(ogImages.length ? { images: ogImages } : {}),
    },
    twitter: {
      card: ogImages.length ? 'summary_large_image' : 'summary',
      title,
      ...(description ? { description } : {}),
      ...(ogImages.length ? { images: ogImages.map((i) => i.url) } : {}),
    },
  };
}

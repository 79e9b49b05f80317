// Organization and WebSite (with SearchAction) JSON-LD for every page; mount once in the root
// layout, at the end of <body>.
import 'server-only';
import { loadSiteIdentity } from '@/lib/configuration/data';
import { requestOrigin } from '@/lib/seo/request-origin';
import { organizationJsonLd, websiteJsonLd } from '@/lib/seo/site-schema';
import { JsonLd } from './json-ld';

export async function SiteJsonLd() {
  const origin = await requestOrigin();
  let identity;
  try {
    identity = await loadSiteIdentity();
  } catch (error) {
    // Structured data is an extra: a platform hiccup must not take the page down with it.
    console.error('site JSON-LD: the application could not be read', error);
    return null;
  }
  const { app, info } = identity;
  return (
    <>
      <JsonLd id="jsonld-organization" data={organizationJsonLd({ origin, app, info })} />
      <JsonLd id="jsonld-website" data={websiteJsonLd({ origin, name: app.name, description: app.description })} />
    </>
  );
}

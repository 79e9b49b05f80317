// Organization and WebSite (with SearchAction) JSON-LD for every page; mount once in the root
// layout, at the end of <body>.
import 'server-only';
import { cache } from 'react';
import { serverSdk } from '@/lib/sdk/server';
import { requestOrigin } from '@/lib/seo/request-origin';
import { organizationJsonLd, websiteJsonLd } from '@/lib/seo/site-schema';
import { JsonLd } from './json-ld';

const loadIdentity = cache(async () => {
  const sdk = await serverSdk({ forwardCookies: false });
  const [app, info] = await Promise.all([sdk.configuration.getApplication(), sdk.configuration.getContactInfo().catch(() => undefined)]);
  return { app, info };
});

export async function SiteJsonLd() {
  const origin = await requestOrigin();
  let identity;
  try {
    identity = await loadIdentity();
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

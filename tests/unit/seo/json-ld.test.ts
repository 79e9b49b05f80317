// The JSON-LD builders: what search engines read from every page, the product page and listings.
import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import { JsonLd } from '@/components/seo/json-ld';
import type { ProductDetail, ProductSizes } from '@/contract/types/catalog';
import { organizationJsonLd, websiteJsonLd } from '@/lib/seo/site-schema';
import { AVAILABILITY, availability, productJsonLd } from '@/lib/seo/product-schema';
import { breadcrumbJsonLd, itemListJsonLd, productCrumbs } from '@/lib/seo/list-schema';

const origin = 'https://shop.example.in';
const price = (min: number, max = min) => ({ min, max, currency_code: 'INR', currency_symbol: '₹' });

function product(overrides: Partial<ProductDetail> = {}): ProductDetail {
  return {
    type: 'product',
    uid: 42,
    slug: 'indigo-kurta-42',
    name: 'Indigo Kurta',
    item_code: 'LL-KUR-42',
    item_type: 'standard',
    brand: { uid: 1, name: 'Lumen Weaves', slug: 'lumen-weaves', action: { type: 'page', page: { type: 'brand' } } },
    categories: [],
    category_map: { l1: { uid: 1, name: 'Men', slug: 'men' }, l3: { uid: 3, name: 'Kurtas', slug: 'kurtas' } },
    medias: [
      { type: 'image', url: '/media/abc.webp', alt: 'front' },
      { type: 'video', url: '/media/clip.mp4' },
      { type: 'image', url: 'https://cdn.example.in/back.webp' },
    ],
    price: { marked: price(2499), effective: price(1999) },
    discount: '20% OFF',
    rating: 4.26,
    rating_count: 31,
    attributes: { primary_color: 'Indigo', primary_color_hex: '#3f51b5', brand_name: 'Lumen Weaves' },
    color: 'indigo',
    sizes: ['S', 'M', 'L'],
    short_description: '',
    tags: [],
    sellable: true,
    has_variant: false,
    image_nature: 'standard',
    product_online_date: '2025-01-02T03:04:05.000Z',
    action: { type: 'product', page: { type: 'product' } },
    description: '<p>Hand-woven <b>cotton</b> kurta.</p>',
    highlights: [],
    grouped_attributes: [],
    similars: [],
    seo: {},
    moq: { minimum: 1, increment_unit: 1 },
    ...overrides,
  };
}

function sizes(available: boolean[], overrides: Partial<ProductSizes> = {}): ProductSizes {
  return {
    sellable: available.some(Boolean),
    multi_size: true,
    sizes: available.map((is_available, i) => ({
      value: `S${i}`,
      display: `S${i}`,
      is_available,
      quantity: is_available ? 5 : 0,
    })),
    price: { marked: price(2499), effective: price(1999) },
    discount: '20% OFF',
    stores: { count: 1 },
    ...overrides,
  };
}

/** What the page ships: the JSON-LD script element, parsed back. */
function roundTrip(data: object): unknown {
  const html = renderToStaticMarkup(
    createElement(JsonLd, { data: data as Parameters<typeof JsonLd>[0]['data'], id: 'k' }),
  );
  const match = /^<script type="application\/ld\+json"[^>]*>([\s\S]*)<\/script>$/.exec(html);
  expect(match).not.toBeNull();
  return JSON.parse(match![1]);
}

describe('Organization', () => {
  const app = { name: 'Lumen & Loom', description: 'Crafted in India', logo: { secure_url: '/media/logo.webp' } };
  const info = {
    address: { address_line: ['80 Feet Road', 'Koramangala'], city: 'Bengaluru', country: 'India', pincode: 560034 },
    support: { phone: [{ code: '+91', number: '8047182200' }], email: [{ value: 'care@example.in' }] },
    social_links: {
      instagram: { title: 'Instagram', icon: 'i.svg', link: 'https://www.instagram.com/lumen' },
      broken: { title: 'Broken', icon: 'b.svg', link: 'javascript:alert(1)' },
      empty: { title: 'Empty' },
    },
  };

  it('names the shop with absolute url and logo, support contacts, address and only web social links', () => {
    const org = organizationJsonLd({ origin, app, info });
    expect(org).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      '@id': `${origin}/#organization`,
      name: 'Lumen & Loom',
      url: `${origin}/`,
      logo: `${origin}/media/logo.webp`,
      sameAs: ['https://www.instagram.com/lumen'],
      contactPoint: [
        {
          '@type': 'ContactPoint',
          contactType: 'customer support',
          telephone: '+91 8047182200',
          email: 'care@example.in',
        },
      ],
      address: {
        '@type': 'PostalAddress',
        streetAddress: '80 Feet Road, Koramangala',
        addressLocality: 'Bengaluru',
        postalCode: '560034',
        addressCountry: 'India',
      },
    });
  });

  it('leaves out what the shop has not set', () => {
    const org = organizationJsonLd({ origin, app: { name: 'Plain' } });
    expect(Object.keys(org).sort()).toEqual(['@context', '@id', '@type', 'name', 'url']);
  });
});

describe('WebSite', () => {
  it('has a SearchAction into /products/?q={search_term_string}', () => {
    const site = websiteJsonLd({ origin, name: 'Lumen & Loom' });
    expect(site).toMatchObject({
      '@type': 'WebSite',
      url: `${origin}/`,
      name: 'Lumen & Loom',
      publisher: { '@id': `${origin}/#organization` },
    });
    expect(site.potentialAction).toEqual({
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${origin}/products/?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    });
  });
});

describe('Product', () => {
  it('carries name, sku, brand, absolute images, an INR offer and a rating out of 5', () => {
    const ld = productJsonLd({ origin, product: product(), sizes: sizes([false, true]) });
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Indigo Kurta',
      sku: 'LL-KUR-42',
      url: `${origin}/product/indigo-kurta-42/`,
      description: 'Hand-woven cotton kurta.',
      brand: { '@type': 'Brand', name: 'Lumen Weaves' },
      image: [`${origin}/media/abc.webp`, 'https://cdn.example.in/back.webp'],
      category: 'Men > Kurtas',
      offers: {
        '@type': 'Offer',
        price: 1999,
        priceCurrency: 'INR',
        availability: 'https://schema.org/InStock',
        url: `${origin}/product/indigo-kurta-42/`,
      },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.3, ratingCount: 31, bestRating: 5, worstRating: 1 },
    });
  });

  it('is out of stock when no size is available or the product is not sellable', () => {
    expect(productJsonLd({ origin, product: product(), sizes: sizes([false, false]) }).offers).toMatchObject({
      availability: AVAILABILITY.outOfStock,
    });
    expect(availability(product(), sizes([true], { sellable: false }))).toBe(AVAILABILITY.outOfStock);
    // Without the sizes answer the listing flag decides.
    expect(availability(product({ sellable: false }))).toBe(AVAILABILITY.outOfStock);
    expect(availability(product({ sellable: true }))).toBe(AVAILABILITY.inStock);
  });

  it('uses an AggregateOffer when sizes are priced differently', () => {
    const ld = productJsonLd({
      origin,
      product: product(),
      sizes: sizes([true, true, true], { price: { marked: price(2499, 2999), effective: price(1999, 2399.5) } }),
    });
    expect(ld.offers).toMatchObject({
      '@type': 'AggregateOffer',
      lowPrice: 1999,
      highPrice: 2399.5,
      offerCount: 3,
      priceCurrency: 'INR',
      availability: AVAILABILITY.inStock,
    });
  });

  it('has no rating when nobody has rated the product, and falls back to the uid for the sku', () => {
    const ld = productJsonLd({ origin, product: product({ rating: 0, rating_count: 0, item_code: '' }) });
    expect(ld.aggregateRating).toBeUndefined();
    expect(ld.sku).toBe('42');
  });

  it('survives the page: a name with </script> cannot close the script tag', () => {
    const ld = productJsonLd({ origin, product: product({ name: 'Kurta </script><script>alert(1)</script>' }) });
    expect(roundTrip(ld)).toEqual(JSON.parse(JSON.stringify(ld)));
  });

  it('leaves no < in the script whatever closing-tag variant a name carries', () => {
    for (const name of [
      '</script ><script>alert(1)</script>',
      '</SCRIPT/x><img src=x onerror=alert(1)>',
      '<!--<script>',
      'a</script\t>b',
      'A & B > C \u2028',
    ]) {
      const ld = productJsonLd({ origin, product: product({ name }) });
      const html = renderToStaticMarkup(createElement(JsonLd, { data: ld, id: 'k' }));
      expect(html.slice(0, -'</script>'.length)).not.toMatch(/<(?!script type)/);
      expect(roundTrip(ld)).toEqual(JSON.parse(JSON.stringify(ld)));
    }
  });
});

describe('BreadcrumbList and ItemList', () => {
  it('lists Home > Products > the product with positions and absolute URLs', () => {
    const ld = breadcrumbJsonLd(origin, productCrumbs({ name: 'Indigo Kurta', slug: 'indigo-kurta-42' }));
    expect(ld['@type']).toBe('BreadcrumbList');
    expect(ld.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${origin}/` },
      { '@type': 'ListItem', position: 2, name: 'Products', item: `${origin}/products/` },
      { '@type': 'ListItem', position: 3, name: 'Indigo Kurta', item: `${origin}/product/indigo-kurta-42/` },
    ]);
  });

  it('numbers a later page of a listing after the earlier pages', () => {
    const ld = itemListJsonLd({
      origin,
      name: 'All products',
      items: [
        { name: 'A', slug: 'a' },
        { name: 'B', slug: 'b' },
      ],
      startPosition: 13,
      total: 300,
    });
    expect(ld).toMatchObject({ '@type': 'ItemList', name: 'All products', numberOfItems: 300 });
    expect(ld.itemListElement).toEqual([
      { '@type': 'ListItem', position: 13, name: 'A', url: `${origin}/product/a/` },
      { '@type': 'ListItem', position: 14, name: 'B', url: `${origin}/product/b/` },
    ]);
  });
});

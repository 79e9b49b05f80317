import { PAGE_LINKS, actionToUrl, isPageType, urlToAction, type PageAction } from '@/lib/theme/links';

const page = (
  type: string,
  params?: Record<string, string | string[]>,
  query?: Record<string, string | string[]>,
): PageAction => ({
  type: 'page',
  page: { type, ...(params ? { params } : {}), ...(query ? { query } : {}) },
});

// Every row of the page-type table: page type, path parameters, the URL it makes.
const TABLE: Array<[string, Record<string, string[]> | undefined, string]> = [
  ['about-us', undefined, '/about-us'],
  ['addresses', undefined, '/profile/address'],
  ['blog', { slug: ['summer-looks'] }, '/blog/summer-looks'],
  ['blog', undefined, '/blog/'],
  ['brands', { department: ['men'] }, '/brands/men'],
  ['brands', undefined, '/brands/'],
  ['cards', undefined, '/profile/my-cards'],
  ['cart', undefined, '/cart/bag/'],
  ['categories', { department: ['women'] }, '/categories/women'],
  ['categories', undefined, '/categories/'],
  ['brand', { slug: ['nike'] }, '/brand/nike'],
  ['category', { slug: ['running-shoes'] }, '/category/running-shoes'],
  ['collection', { slug: ['summer-sale'] }, '/collection/summer-sale'],
  ['collections', undefined, '/collections/'],
  ['contact-us', undefined, '/contact-us/'],
  ['faq', undefined, '/faq'],
  ['freshchat', undefined, '/freshchat'],
  ['home', undefined, '/'],
  ['notification-settings', undefined, '/notification-settings'],
  ['orders', undefined, '/profile/orders'],
  ['page', { slug: ['our-story'] }, '/page/our-story'],
  ['policy', undefined, '/privacy-policy'],
  ['product', { slug: ['indigo-kurta'] }, '/product/indigo-kurta'],
  ['product-request', undefined, '/product-request/'],
  ['products', undefined, '/products/'],
  ['profile', undefined, '/profile'],
  ['profile-order-shipment', { shipmentid: ['16712345'] }, '/profile/orders/shipment/16712345'],
  ['profile-basic', undefined, '/profile/details'],
  ['profile-company', undefined, '/profile/company'],
  ['profile-emails', undefined, '/profile/email'],
  ['profile-phones', undefined, '/profile/phone'],
  ['rate-us', undefined, '/rate-us'],
  ['refer-earn', undefined, '/profile/refer-earn'],
  ['settings', undefined, '/setting/currency'],
  ['shared-cart', { token: ['Xy12'] }, '/shared-cart/Xy12'],
  ['tnc', undefined, '/terms-and-conditions'],
  ['track-order', { orderId: ['FY61A2'] }, '/order-tracking/FY61A2'],
  ['track-order', undefined, '/order-tracking/'],
  ['wishlist', undefined, '/wishlist/'],
  ['sections', { group: ['festive'] }, '/sections/festive'],
  ['form', { slug: ['feedback'] }, '/form/feedback'],
  ['cart-delivery', undefined, '/cart/delivery'],
  ['cart-payment', undefined, '/cart/payment-info'],
  ['cart-review', undefined, '/cart/order-review'],
  ['login', undefined, '/auth/login'],
  ['register', undefined, '/auth/register'],
  ['shipping-policy', undefined, '/shipping-policy'],
  ['return-policy', undefined, '/return-policy'],
  ['order-status', undefined, '/cart/order-status'],
  ['locate-us', undefined, '/locate-us'],
];

describe('the page-type table', () => {
  test('every page type of the table is tested here (external and custom below)', () => {
    const tested = new Set([...TABLE.map(([type]) => type), 'external', 'custom']);
    expect([...tested].sort()).toEqual(Object.keys(PAGE_LINKS).sort());
  });

  test('matches the table of the official application SDK', () => {
    // The SDK ships the same navigation table; parameters use the same names and optionality.
    const { NAVIGATORS } = require('@gofynd/fdk-client-javascript/sdk/common/Constant') as {
      NAVIGATORS: Record<string, { link: string; params?: Array<{ key: string; required: boolean }> }>;
    };
    expect(Object.keys(PAGE_LINKS).sort()).toEqual(Object.keys(NAVIGATORS).sort());
    for (const [type, row] of Object.entries(PAGE_LINKS)) {
      expect([type, row.path]).toEqual([type, NAVIGATORS[type].link]);
      const optional = (NAVIGATORS[type].params ?? []).filter((p) => !p.required).map((p) => p.key);
      expect([type, 'optional' in row ? [...row.optional] : []]).toEqual([type, optional]);
    }
  });

  test.each(TABLE)('action %s %j -> %s', (type, params, url) => {
    expect(actionToUrl(page(type, params))).toBe(url);
  });

  test.each(TABLE)('URL back to the action: %s %j <- %s', (type, params, url) => {
    expect(urlToAction(url)).toEqual({ type: 'page', page: { type, params: params ?? {}, query: {} } });
  });

  test('single string parameters work like one-element lists', () => {
    expect(actionToUrl(page('product', { slug: 'indigo-kurta' }))).toBe('/product/indigo-kurta');
  });

  test('isPageType knows the table', () => {
    expect(isPageType('products')).toBe(true);
    expect(isPageType('toString')).toBe(false);
    expect(isPageType(undefined)).toBe(false);
  });
});

describe('action to URL', () => {
  test('the query is appended after /?', () => {
    expect(actionToUrl(page('products', undefined, { q: 'red shirt', page_no: '2' }))).toBe(
      '/products/?q=red%20shirt&page_no=2',
    );
    expect(actionToUrl(page('about-us', undefined, { ref: 'footer' }))).toBe('/about-us/?ref=footer');
    expect(actionToUrl(page('collection', { slug: ['summer'] }, { sort_on: 'price_asc' }))).toBe(
      '/collection/summer/?sort_on=price_asc',
    );
    expect(actionToUrl(page('home', undefined, { utm_source: 'mail' }))).toBe('/?utm_source=mail');
  });

  test('a list repeats its key; empty values are left out; values are encoded', () => {
    expect(actionToUrl(page('compare', undefined, {}))).toBeUndefined();
    expect(actionToUrl(page('products', undefined, { f: ['brand:nike||puma', 'sizes:M'], q: '', x: [] }))).toBe(
      '/products/?f=brand%3Anike%7C%7Cpuma&f=sizes%3AM',
    );
    expect(actionToUrl(page('products', undefined, { 'a&b': 'c=d' }))).toBe('/products/?a%26b=c%3Dd');
  });

  test('an empty query adds nothing', () => {
    expect(actionToUrl(page('products', undefined, {}))).toBe('/products/');
  });

  test('parameter values are encoded and several values join with :::', () => {
    expect(actionToUrl(page('product', { slug: ['a/b?c'] }))).toBe('/product/a%2Fb%3Fc');
    expect(actionToUrl(page('brand', { slug: ['nike', 'puma'] }))).toBe('/brand/nike:::puma');
    expect(urlToAction('/brand/nike:::puma').page.params).toEqual({ slug: ['nike', 'puma'] });
  });

  test('a missing required parameter gives undefined, not a broken link', () => {
    expect(actionToUrl(page('product'))).toBeUndefined();
    expect(actionToUrl(page('product', { slug: [] }))).toBeUndefined();
    expect(actionToUrl(page('product', { slug: '' }))).toBeUndefined();
    expect(actionToUrl(page('sections', { other: ['x'] }))).toBeUndefined();
    expect(actionToUrl(page('profile-order-shipment'))).toBeUndefined();
  });

  test('external: /external/ with the required url query', () => {
    expect(actionToUrl(page('external', undefined, { url: ['https://example.com/a?b=1'] }))).toBe(
      '/external/?url=https%3A%2F%2Fexample.com%2Fa%3Fb%3D1',
    );
    expect(actionToUrl(page('external'))).toBeUndefined();
    expect(actionToUrl(page('external', undefined, { url: '' }))).toBeUndefined();
  });

  test('custom: the path is the url query, other query values follow', () => {
    expect(actionToUrl(page('custom', undefined, { url: ['/c/lookbook/'] }))).toBe('/c/lookbook/');
    expect(actionToUrl(page('custom', undefined, { url: '/c/lookbook/spring', tab: 'men' }))).toBe(
      '/c/lookbook/spring/?tab=men',
    );
    expect(actionToUrl(page('custom', undefined, { url: '/c/lookbook?tab=men', x: '1' }))).toBe(
      '/c/lookbook/?tab=men&x=1',
    );
    expect(actionToUrl(page('custom'))).toBeUndefined();
  });

  test('custom: a url that is not a path on this site is refused', () => {
    for (const url of [
      'https://evil.example/',
      '//evil.example/x',
      'javascript:alert(1)',
      'c/page',
      '/\\evil.example',
    ]) {
      expect([url, actionToUrl(page('custom', undefined, { url }))]).toEqual([url, undefined]);
    }
  });

  test('not a page action, or an unknown type, gives undefined', () => {
    expect(actionToUrl(undefined)).toBeUndefined();
    expect(actionToUrl(null)).toBeUndefined();
    expect(actionToUrl({ type: 'popup', page: { type: 'home' } } as unknown as PageAction)).toBeUndefined();
    expect(actionToUrl(page('no-such-page'))).toBeUndefined();
    expect(actionToUrl(page('__proto__'))).toBeUndefined();
  });
});

describe('URL to action', () => {
  const action = (url: string) => urlToAction(url).page;

  test('the longest matching path wins', () => {
    expect(action('/profile/orders/shipment/99')).toEqual({
      type: 'profile-order-shipment',
      params: { shipmentid: ['99'] },
      query: {},
    });
    expect(action('/profile/orders')).toMatchObject({ type: 'orders' });
    expect(action('/profile')).toMatchObject({ type: 'profile' });
    expect(action('/profile/address')).toMatchObject({ type: 'addresses' });
    expect(action('/cart/order-status')).toMatchObject({ type: 'order-status' });
  });

  test('paths without parameters match as a prefix on whole segments', () => {
    expect(action('/profile/orders/shipment/update/9/cancel')).toMatchObject({ type: 'orders' });
    expect(action('/profile/unknown')).toMatchObject({ type: 'profile' });
    expect(action('/about-us-and-more')).toMatchObject({ type: 'home' });
    expect(action('/collections/')).toMatchObject({ type: 'collections' });
    expect(action('/collection/x')).toMatchObject({ type: 'collection', params: { slug: ['x'] } });
  });

  test('a path with parameters must match every segment', () => {
    expect(action('/product/shirt/reviews')).toMatchObject({ type: 'home' });
    expect(action('/product')).toMatchObject({ type: 'home' });
  });

  test('trailing slashes do not matter', () => {
    expect(action('/brand/nike/')).toEqual({ type: 'brand', params: { slug: ['nike'] }, query: {} });
    expect(action('/cart/bag')).toMatchObject({ type: 'cart' });
    expect(action('/products')).toMatchObject({ type: 'products' });
  });

  test('falls back to home', () => {
    for (const url of ['/', '', '/no/such/page', '/cart', '/sections', null, undefined]) {
      expect(urlToAction(url)).toEqual({ type: 'page', page: { type: 'home', params: {}, query: {} } });
    }
  });

  test('the query is parsed into the action, repeated keys as lists', () => {
    expect(action('/products/?q=red%20shirt&f=brand:nike&f=sizes:M')).toEqual({
      type: 'products',
      params: {},
      query: { q: ['red shirt'], f: ['brand:nike', 'sizes:M'] },
    });
    expect(action('/?utm_source=mail')).toEqual({ type: 'home', params: {}, query: { utm_source: ['mail'] } });
    expect(action('/compare/?id=a&id=b#top')).toMatchObject({ query: { id: ['a', 'b'] } });
  });

  test('an absolute URL is read by its path and query', () => {
    expect(action('https://shop.example.com/product/kurta?size=M')).toEqual({
      type: 'product',
      params: { slug: ['kurta'] },
      query: { size: ['M'] },
    });
    expect(action('//shop.example.com/brands/men')).toMatchObject({ type: 'brands', params: { department: ['men'] } });
  });

  test('parameters are decoded', () => {
    expect(action('/product/a%2Fb%3Fc').params).toEqual({ slug: ['a/b?c'] });
    expect(action('/product/100%25-cotton').params).toEqual({ slug: ['100%-cotton'] });
    expect(action('/product/%E0%A4').params).toEqual({ slug: ['%E0%A4'] });
  });

  test('external keeps its url query', () => {
    expect(action('/external/?url=https%3A%2F%2Fexample.com')).toEqual({
      type: 'external',
      params: {},
      query: { url: ['https://example.com'] },
    });
  });

  test('custom pages keep their path in the url query, and round-trip', () => {
    expect(urlToAction('/c/lookbook/spring/?tab=men')).toEqual({
      type: 'page',
      page: { type: 'custom', params: {}, query: { tab: ['men'], url: ['/c/lookbook/spring/'] } },
    });
    expect(actionToUrl(urlToAction('/c/lookbook/spring/?tab=men'))).toBe('/c/lookbook/spring/?tab=men');
    expect(urlToAction('/c/x?url=https://evil.example').page.query.url).toEqual(['/c/x']);
  });

  test('round trips keep the query', () => {
    for (const url of [
      '/products/?q=shirt',
      '/collection/summer/?sort_on=price_asc&page_no=2',
      '/brands/men',
      '/order-tracking/FY1',
    ]) {
      expect(actionToUrl(urlToAction(url))).toBe(url);
    }
  });
});

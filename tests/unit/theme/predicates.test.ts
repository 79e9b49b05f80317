import {
  SCREEN_CSS,
  SCREEN_HIDE_CLASS,
  passesServerPredicates,
  screenClasses,
  screenForWidth,
  type SectionPredicate,
} from '@/lib/theme/predicates';

const anon = { authenticated: false, path: '/' };
const signedIn = { authenticated: true, path: '/' };

describe('user predicate', () => {
  test.each([
    [{ authenticated: true, anonymous: false }, true, false],
    [{ authenticated: false, anonymous: true }, false, true],
    [{ authenticated: true, anonymous: true }, true, true],
    [{ authenticated: false, anonymous: false }, false, false],
    [{}, true, true],
    [{ anonymous: false }, true, false],
    [{ authenticated: false }, false, true],
  ])('%j: signed in %p, anonymous %p', (user, forSignedIn, forAnonymous) => {
    expect(passesServerPredicates({ user }, signedIn)).toBe(forSignedIn);
    expect(passesServerPredicates({ user }, anon)).toBe(forAnonymous);
  });

  test('a section excluded from the web platform is not rendered', () => {
    expect(passesServerPredicates({ platform: { web: false, ios: true } }, anon)).toBe(false);
    expect(passesServerPredicates({ platform: { web: true, ios: false } }, anon)).toBe(true);
    expect(passesServerPredicates({ platform: { android: false } }, anon)).toBe(true);
  });

  test('no predicate, or an empty one, shows the section', () => {
    expect(passesServerPredicates(undefined, anon)).toBe(true);
    expect(passesServerPredicates(null, signedIn)).toBe(true);
    expect(passesServerPredicates({}, signedIn)).toBe(true);
  });
});

describe('route predicate', () => {
  const exact = (exact_url: string): SectionPredicate => ({ route: { selected: 'exact', exact_url } });

  test('exact URL, ignoring trailing slash, origin and encoding', () => {
    const ctx = (path: string) => ({ authenticated: false, path });
    expect(passesServerPredicates(exact('/collection/summer'), ctx('/collection/summer/'))).toBe(true);
    expect(
      passesServerPredicates(exact('https://shop.example.com/collection/summer/'), ctx('/collection/summer')),
    ).toBe(true);
    expect(passesServerPredicates(exact('//shop.example.com/collection/summer'), ctx('/collection/summer'))).toBe(true);
    expect(passesServerPredicates(exact('/brand/h%26m'), ctx('/brand/h&m'))).toBe(true);
    expect(passesServerPredicates(exact('/'), ctx('/'))).toBe(true);
    expect(passesServerPredicates(exact('https://shop.example.com'), ctx('/'))).toBe(true);
    expect(passesServerPredicates(exact('/collection/summer'), ctx('/collection/winter'))).toBe(false);
    expect(passesServerPredicates(exact('/collection/summer'), ctx('/collection/summer/extra'))).toBe(false);
    expect(passesServerPredicates(exact('/Collection/Summer'), ctx('/collection/summer'))).toBe(false);
  });

  test('a query written in the exact URL must be there too', () => {
    const predicate = exact('/products/?q=shirt');
    expect(
      passesServerPredicates(predicate, {
        authenticated: false,
        path: '/products/',
        query: { q: 'shirt', page_no: '2' },
      }),
    ).toBe(true);
    expect(passesServerPredicates(predicate, { authenticated: false, path: '/products/?q=shirt' })).toBe(true);
    expect(passesServerPredicates(predicate, { authenticated: false, path: '/products/', query: { q: 'shoe' } })).toBe(
      false,
    );
    expect(passesServerPredicates(predicate, { authenticated: false, path: '/products/' })).toBe(false);
    expect(
      passesServerPredicates(exact('/products/'), { authenticated: false, path: '/products/', query: { q: 'x' } }),
    ).toBe(true);
  });

  test('query values match', () => {
    const predicate: SectionPredicate = {
      route: { selected: 'query', query: { key: 'utm_campaign', value: 'diwali' } },
    };
    const ctx = (query: Record<string, string | string[] | undefined>) => ({ authenticated: false, path: '/', query });
    expect(passesServerPredicates(predicate, ctx({ utm_campaign: 'diwali' }))).toBe(true);
    expect(passesServerPredicates(predicate, ctx({ utm_campaign: ['x', 'diwali'] }))).toBe(true);
    expect(passesServerPredicates(predicate, ctx({ utm_campaign: 'holi' }))).toBe(false);
    expect(passesServerPredicates(predicate, ctx({}))).toBe(false);
    expect(passesServerPredicates(predicate, { authenticated: false, path: '/' })).toBe(false);
  });

  test('a query rule without a value asks only for the key; a plain map works too', () => {
    const keyOnly: SectionPredicate = { route: { selected: 'query', query: { key: 'ref', value: '' } } };
    expect(passesServerPredicates(keyOnly, { authenticated: false, path: '/', query: { ref: 'x' } })).toBe(true);
    expect(passesServerPredicates(keyOnly, { authenticated: false, path: '/', query: {} })).toBe(false);
    const map: SectionPredicate = { route: { selected: 'query', query: { a: '1', b: '2' } } };
    expect(passesServerPredicates(map, { authenticated: false, path: '/', query: { a: '1', b: '2' } })).toBe(true);
    expect(passesServerPredicates(map, { authenticated: false, path: '/', query: { a: '1' } })).toBe(false);
  });

  test('missing route parts mean show', () => {
    for (const route of [
      { selected: 'none' },
      { selected: 'exact' },
      { selected: 'exact', exact_url: '  ' },
      { selected: 'query' },
      { selected: 'query', query: { key: '' } },
      {},
    ]) {
      expect([route, passesServerPredicates({ route }, { authenticated: false, path: '/anything' })]).toEqual([
        route,
        true,
      ]);
    }
  });

  test('user and route must both hold', () => {
    const predicate: SectionPredicate = {
      user: { authenticated: false, anonymous: true },
      route: { selected: 'exact', exact_url: '/products/' },
    };
    expect(passesServerPredicates(predicate, { authenticated: false, path: '/products' })).toBe(true);
    expect(passesServerPredicates(predicate, { authenticated: true, path: '/products' })).toBe(false);
    expect(passesServerPredicates(predicate, { authenticated: false, path: '/brands' })).toBe(false);
  });
});

describe('screen predicate', () => {
  test('classes hide the section on the screens it is not for', () => {
    expect(screenClasses({ screen: { mobile: true, tablet: true, desktop: true } })).toEqual([]);
    expect(screenClasses({ screen: { mobile: false, tablet: true, desktop: true } })).toEqual(['sf-hide-mobile']);
    expect(screenClasses({ screen: { mobile: true, tablet: false, desktop: false } })).toEqual([
      'sf-hide-tablet',
      'sf-hide-desktop',
    ]);
    expect(screenClasses({ screen: { desktop: false } })).toEqual(['sf-hide-desktop']);
    expect(screenClasses({ screen: {} })).toEqual([]);
    expect(screenClasses({})).toEqual([]);
    expect(screenClasses(undefined)).toEqual([]);
  });

  test('the screen does not decide server rendering, unless no screen is left', () => {
    expect(passesServerPredicates({ screen: { mobile: false, tablet: false } }, anon)).toBe(true);
    expect(passesServerPredicates({ screen: { mobile: false, tablet: false, desktop: false } }, anon)).toBe(false);
  });

  test('the CSS hides each class on its own screen: mobile up to 480, tablet 481 to 1023, desktop 1024 up', () => {
    expect(SCREEN_CSS).toContain(
      `@media (width <= 480px) { .${SCREEN_HIDE_CLASS.mobile} { display: none !important; } }`,
    );
    expect(SCREEN_CSS).toContain(
      `@media (480px < width < 1024px) { .${SCREEN_HIDE_CLASS.tablet} { display: none !important; } }`,
    );
    expect(SCREEN_CSS).toContain(
      `@media (width >= 1024px) { .${SCREEN_HIDE_CLASS.desktop} { display: none !important; } }`,
    );
    expect(SCREEN_CSS.split('\n')).toHaveLength(3);
  });

  test.each([
    [320, 'mobile'],
    [480, 'mobile'],
    [481, 'tablet'],
    [768, 'tablet'],
    [1023, 'tablet'],
    [1023.5, 'tablet'],
    [1024, 'desktop'],
    [1920, 'desktop'],
  ])('%p px is %s', (width, screen) => expect(screenForWidth(width)).toBe(screen));
});

// Section visibility predicates. User and route are known on the server, so a
// section that fails them is not rendered at all. The screen is not known there: every screen
// gets the same HTML and CSS classes hide a section on the screens it is not for, so nothing
// shifts when the page hydrates. A missing part of a predicate means "show".
import { BREAKPOINTS } from '../shared/constants';
import { parseQuery, safeDecode } from './url-parts';
import { queryValue } from '@/lib/shared/page-query';

export type ScreenPredicate = { mobile?: boolean; tablet?: boolean; desktop?: boolean };
export type UserPredicate = { authenticated?: boolean; anonymous?: boolean };
export type RoutePredicate = {
  selected?: 'none' | 'exact' | 'query' | (string & {});
  exact_url?: string;
  /** {key, value} as the editor saves it; a plain {key: value} map is read the same way. */
  query?: { key?: string; value?: string } | Record<string, string>;
};
/** Which apps a section is for; this storefront is the web one. */
export type PlatformPredicate = { web?: boolean; ios?: boolean; android?: boolean };
export type SectionPredicate = {
  screen?: ScreenPredicate;
  user?: UserPredicate;
  route?: RoutePredicate;
  platform?: PlatformPredicate;
};

export type RequestQuery = Readonly<Record<string, string | readonly string[] | undefined>>;
export type PredicateContext = { authenticated: boolean; path: string; query?: RequestQuery };

export type Screen = 'mobile' | 'tablet' | 'desktop';
const SCREENS: readonly Screen[] = ['mobile', 'tablet', 'desktop'];

/** Class names that hide an element on one screen (style them with SCREEN_CSS). */
export const SCREEN_HIDE_CLASS: Readonly<Record<Screen, string>> = {
  mobile: 'sf-hide-mobile',
  tablet: 'sf-hide-tablet',
  desktop: 'sf-hide-desktop',
};

const { mobileMax, desktopMin } = BREAKPOINTS.section;

/**
 * The media queries behind SCREEN_HIDE_CLASS, for the global stylesheet. Range syntax leaves no
 * gap between 480 and 481 px at fractional widths (zoom); every browser Next 16 supports reads it.
 */
export const SCREEN_CSS = [
  `@media (width <= ${mobileMax}px) { .${SCREEN_HIDE_CLASS.mobile} { display: none !important; } }`,
  `@media (${mobileMax}px < width < ${desktopMin}px) { .${SCREEN_HIDE_CLASS.tablet} { display: none !important; } }`,
  `@media (width >= ${desktopMin}px) { .${SCREEN_HIDE_CLASS.desktop} { display: none !important; } }`,
].join('\n');

/** The screen a viewport width falls on (for client code that must know, e.g. a carousel). */
export function screenForWidth(width: number): Screen {
  if (width <= mobileMax) return 'mobile';
  return width < desktopMin ? 'tablet' : 'desktop';
}

/** The class names that hide a section on the screens its predicate excludes. */
export function screenClasses(predicate: SectionPredicate | null | undefined): string[] {
  const screen = predicate?.screen;
  if (!screen) return [];
  return SCREENS.filter((s) => screen[s] === false).map((s) => SCREEN_HIDE_CLASS[s]);
}

/**
 * Whether the section renders for this request: the user part (authenticated or anonymous) and
 * the route part hold, the section is not excluded from the web (platform.web false), and the
 * screen part leaves at least one screen (a section hidden on all three would be dead HTML).
 */
export function passesServerPredicates(
  predicate: SectionPredicate | null | undefined,
  context: PredicateContext,
): boolean {
  if (!predicate) return true;
  if (predicate.platform?.web === false) return false;
  if (screenClasses(predicate).length === SCREENS.length) return false;
  return (
    passesUser(predicate.user, context.authenticated) && passesRoute(predicate.route, context.path, context.query ?? {})
  );
}

function passesUser(user: UserPredicate | undefined, authenticated: boolean): boolean {
  if (!user) return true;
  return authenticated ? user.authenticated !== false : user.anonymous !== false;
}

/**
 * 'exact': the path equals exact_url, ignoring origin, trailing slash and percent-encoding; a
 * query written in exact_url must be present with the same values. 'query': the request has the
 * key with that value (a key without a value only asks for the key). Anything else, or a rule with
 * nothing filled in, shows the section.
 */
function passesRoute(route: RoutePredicate | undefined, path: string, query: RequestQuery): boolean {
  if (!route) return true;
  if (route.selected === 'exact') {
    if (!route.exact_url?.trim()) return true;
    const wanted = splitTarget(route.exact_url.trim());
    const current = splitTarget(path);
    if (wanted.path !== current.path) return false;
    const have = { ...current.query, ...query };
    return Object.entries(wanted.query).every(([key, values]) =>
      values.every((v) => valuesOf(queryValue(have, key)).includes(v)),
    );
  }
  if (route.selected === 'query') {
    const pairs = queryPairs(route.query);
    return pairs.every(([key, value]) => {
      const sent = queryValue(query, key);
      return value === '' ? sent !== undefined : valuesOf(sent).includes(value);
    });
  }
  return true;
}

function queryPairs(query: RoutePredicate['query']): Array<[string, string]> {
  if (!query || typeof query !== 'object') return [];
  if (typeof query.key === 'string') {
    const key = query.key.trim();
    return key ? [[key, typeof query.value === 'string' ? query.value : '']] : [];
  }
  return Object.entries(query)
    .filter((entry): entry is [string, string] => entry[0].trim() !== '' && typeof entry[1] === 'string')
    .map(([k, v]) => [k.trim(), v]);
}

function valuesOf(value: string | readonly string[] | undefined): readonly string[] {
  return value === undefined ? [] : typeof value === 'string' ? [value] : value;
}

function splitTarget(text: string): { path: string; query: Record<string, string[]> } {
  let rest = text;
  const origin = /^([a-z][a-z0-9+.-]*:)?\/\/[^/?#]*/i.exec(rest);
  if (origin) rest = rest.slice(origin[0].length);
  const [beforeHash] = rest.split('#');
  const at = beforeHash.indexOf('?');
  const rawPath = at < 0 ? beforeHash : beforeHash.slice(0, at);
  const query = at >= 0 ? parseQuery(beforeHash.slice(at + 1)) : {};
  const segments = rawPath.split('/').filter(Boolean).map(safeDecode);
  return { path: `/${segments.join('/')}`, query };
}

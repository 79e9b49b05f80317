// The Next-Router-State-Tree header a client navigation sends: the URI-encoded JSON of the router's
// state tree. Next renders only with one it can read and fails with a 500 on any other, so the
// guard answers 400 first (page-request-guard.ts). The check accepts what Next's own does (its
// flight router state schema); tests/unit/server/router-state-header.test.ts holds the two side by
// side, so a Next upgrade that changes the format fails there.

/** The longest header Next reads (about 2,000 segment states of 20 characters). */
export const ROUTER_STATE_MAX_CHARS = 20 * 2000;

/** How deep a state may nest: Next's validator recurses once per level and fails far below the size cap. */
export const ROUTER_STATE_MAX_DEPTH = 512;

/** The kinds of a dynamic segment Next names in a state's segment tuple. */
const DYNAMIC_PARAM_TYPES: ReadonlySet<unknown> = new Set([
  'c',
  'ci(..)(..)',
  'ci(.)',
  'ci(..)',
  'ci(...)',
  'oc',
  'd',
  'di(..)(..)',
  'di(.)',
  'di(..)',
  'di(...)',
]);
const REFRESH_MARKERS: ReadonlySet<unknown> = new Set(['refetch', 'inside-shared-layout', 'metadata-only']);

/** A non-null object: a record of child states (an array, as Next's check reads it, is one too). */
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isString = (value: unknown): value is string => typeof value === 'string';
const absentOrNull = (value: unknown) => value === undefined || value === null;

/** A segment: its name, or [param name, cache key, dynamic type, static siblings or null]. */
function validSegment(segment: unknown): boolean {
  if (isString(segment)) return true;
  if (!Array.isArray(segment) || segment.length !== 4) return false;
  const [name, key, type, siblings] = segment;
  return (
    isString(name) &&
    isString(key) &&
    DYNAMIC_PARAM_TYPES.has(type) &&
    (siblings === null || (Array.isArray(siblings) && siblings.every(isString)))
  );
}

/** [segment, children, url and href or null, refresh marker or null, number or null, string]; the last four optional. */
function validState(state: unknown, depth: number): boolean {
  if (depth > ROUTER_STATE_MAX_DEPTH || !Array.isArray(state) || state.length < 2 || state.length > 6) return false;
  const [segment, children, urls, marker, prefetched, extra] = state;
  if (!validSegment(segment) || !isObject(children)) return false;
  if (!absentOrNull(urls) && !(Array.isArray(urls) && urls.length === 2 && urls.every(isString))) return false;
  if (!absentOrNull(marker) && !REFRESH_MARKERS.has(marker)) return false;
  if (!absentOrNull(prefetched) && typeof prefetched !== 'number') return false;
  if (extra !== undefined && !isString(extra)) return false;
  for (const key in children) if (!validState(children[key], depth + 1)) return false;
  return true;
}

/** Whether Next can read the header: absent, or one URI-encoded JSON state tree within the size cap. */
export function readableRouterStateHeader(header: string | string[] | undefined): boolean {
  if (header === undefined) return true;
  if (Array.isArray(header) || header.length > ROUTER_STATE_MAX_CHARS) return false;
  let state: unknown;
  try {
    state = JSON.parse(decodeURIComponent(header));
  } catch {
    return false;
  }
  return validState(state, 0);
}

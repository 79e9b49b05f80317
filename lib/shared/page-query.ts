// A page's searchParams as the shop reads them. Next builds the record on a plain object, so a
// query name that is one of Object.prototype's (constructor, toString, valueOf…) meets the
// inherited function and comes out as [function, "1"]: rendered or passed to a client component,
// that is a 500. Here every page's query becomes a record of its own names only, each value the
// strings sent (one, or a list when repeated). It stays a plain object (React passes no
// null-prototype object to a client component): a name is looked up with Object.hasOwn
// (queryValue), so an inherited property never reads as a query value.

type QueryValue = string | string[] | undefined;

/** The query's own names and their string values (`__proto__` names nothing). */
export function plainQuery<T extends object>(raw: T): T {
  const query: Record<string, QueryValue> = {};
  for (const [name, value] of Object.entries(raw as Record<string, unknown>)) {
    const texts = (Array.isArray(value) ? value : [value]).filter((v): v is string => typeof v === 'string');
    if (texts.length > 0 && name !== '__proto__')
      Object.defineProperty(query, name, {
        value: texts.length === 1 ? texts[0] : texts,
        enumerable: true,
        writable: true,
        configurable: true,
      });
  }
  return query as T;
}

/** A query's value for a name it holds itself: never an inherited property (constructor, toString…). */
export function queryValue<V>(query: Readonly<Record<string, V>>, name: string): V | undefined {
  return Object.hasOwn(query, name) ? query[name] : undefined;
}

/** A page's awaited searchParams, through plainQuery: every page reads its query this way. */
export async function pageQuery<T extends object>(searchParams: Promise<T>): Promise<T> {
  return plainQuery(await searchParams);
}

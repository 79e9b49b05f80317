// A page's searchParams as the shop reads them. Next builds the record on a plain object, so a
// query name that is one of Object.prototype's (constructor, toString, valueOf…) meets the
// inherited function and comes out as [function, "1"]: rendered or passed to a client component,
// that is a 500. Here every page's query becomes a null-prototype record of its own names, each
// value the strings sent (one, or a list when repeated), so no prototype name means anything.

type QueryValue = string | string[] | undefined;

/** The query's own names and their string values, on a null-prototype record. */
export function plainQuery<T extends object>(raw: T): T {
  const query = Object.create(null) as Record<string, QueryValue>;
  for (const [name, value] of Object.entries(raw as Record<string, unknown>)) {
    const texts = (Array.isArray(value) ? value : [value]).filter((v): v is string => typeof v === 'string');
    if (texts.length > 0) query[name] = texts.length === 1 ? texts[0] : texts;
  }
  return query as T;
}

/** A page's awaited searchParams, through plainQuery: every page reads its query this way. */
export async function pageQuery<T extends object>(searchParams: Promise<T>): Promise<T> {
  return plainQuery(await searchParams);
}

// The JSON-LD objects the builders return: plain JSON, rendered by components/seo/json-ld.tsx.

export type JsonValue = string | number | boolean | JsonValue[] | { [key: string]: JsonValue | undefined };
export type JsonLdNode = { '@type': string; '@id'?: string } & { [key: string]: JsonValue | undefined };
export type JsonLd = { '@context': 'https://schema.org' } & JsonLdNode;

export const SCHEMA_CONTEXT = 'https://schema.org' as const;

/** Drops undefined, empty strings and empty arrays so the JSON has only what we know. */
export function compact<T extends Record<string, JsonValue | undefined>>(value: T): T {
  const out: Record<string, JsonValue | undefined> = {};
  for (const [key, v] of Object.entries(value)) {
    if (v === undefined || v === '' || (Array.isArray(v) && v.length === 0)) continue;
    out[key] = v;
  }
  return out as T;
}

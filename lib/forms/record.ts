// A form's fields as a plain record, the shape every action's zod schema reads.
/** FormData (or a plain object from a client island) as a record of its first values. */
export function formRecord(raw: unknown): unknown {
  if (raw instanceof FormData) {
    const out = Object.create(null) as Record<string, string>;
    for (const [k, v] of raw.entries()) if (typeof v === 'string' && !(k in out)) out[k] = v;
    return out;
  }
  return raw;
}

// zod at the edge: every query, path and body is parsed before a service sees it.
import type { Context } from 'hono';
import { z } from 'zod';
import { readBodyText } from './body-limit';
import { ApiError } from './errors';
import { JSON_MAX_DEPTH, holdsLoneSurrogate, holdsNul, jsonDepth } from '../../common/readable-text';
import { INPUT_MESSAGES } from './input-guard';

function describe(error: z.ZodError): string {
  return error.issues
    .map((issue) => {
      const where = issue.path.join('.');
      return where ? `${where}: ${issue.message}` : issue.message;
    })
    .join('; ');
}

export function parseWith<S extends z.ZodType>(schema: S, value: unknown, what: string): z.infer<S> {
  const result = schema.safeParse(value);
  if (!result.success) {
    throw new ApiError(
      400,
      `Invalid ${what}: ${describe(result.error)}`,
      result.error.issues.map((i) => ({ path: i.path, message: i.message })),
    );
  }
  return result.data;
}

/** Query parameters; a repeated name becomes an array only where the schema asks for one. */
export function query<S extends z.ZodType>(c: Context, schema: S): z.infer<S> {
  const raw: Record<string, string | string[]> = {};
  const url = new URL(c.req.url);
  for (const key of new Set(url.searchParams.keys())) {
    const all = url.searchParams.getAll(key);
    raw[key] = all.length > 1 ? all : all[0];
  }
  return parseWith(schema, raw, 'query');
}

export function params<S extends z.ZodType>(c: Context, schema: S): z.infer<S> {
  return parseWith(schema, c.req.param(), 'path');
}

/** A JSON request body ({} when empty); a NUL or a lone surrogate in any string is refused like invalid JSON. */
export async function jsonBody(c: Context): Promise<unknown> {
  const text = await readBodyText(c);
  if (!text) return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new ApiError(400, 'Invalid body: not valid JSON');
  }
  // Checked first: every later walk (and zod) then meets a value of bounded depth.
  if (jsonDepth(value) > JSON_MAX_DEPTH) throw new ApiError(400, INPUT_MESSAGES.bodyDepth);
  if (holdsNul(value)) throw new ApiError(400, INPUT_MESSAGES.body);
  if (holdsLoneSurrogate(value)) throw new ApiError(400, INPUT_MESSAGES.bodyUnicode);
  return value;
}

export async function body<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  return parseWith(schema, await jsonBody(c), 'body');
}

/** Common query coercions. */
export const q = {
  int: (min: number, max: number) => z.coerce.number().int().min(min).max(max),
  bool: () => z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1'),
  list: () =>
    z
      .union([z.string(), z.array(z.string())])
      .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean)),
};

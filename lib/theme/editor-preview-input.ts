// What the editor preview's server actions accept (lib/theme/actions.ts). Anyone can
// call a server action, so this is the whole of what they trust: the protocol's own section and
// config schemas, within the protocol's limits.
import { z } from 'zod';
import '@/common/zod-browser';
import {
  globalConfigPreviewSchema,
  MAX_PREVIEW_SECTIONS,
  previewSectionSchema,
  sectionIndexSchema,
} from './editor-protocol';

/** The largest input accepted, as JSON: the protocol's own cap on one message. */
export const MAX_PREVIEW_INPUT_CHARS = 1_000_000;

export const pageSlugSchema = z.string().regex(/^[a-z0-9-]{1,64}$/);

const pageSchema = z.object({
  slug: pageSlugSchema,
  path: z
    .string()
    .max(2000)
    .refine((p) => p.startsWith('/') && !p.startsWith('//') && !p.startsWith('/\\'), 'must be a path on this site'),
  query: z.record(z.string().max(200), z.union([z.string().max(500), z.array(z.string().max(500)).max(20)])).optional(),
  params: z.record(z.string().max(64), z.string().max(500)).optional(),
});

export const renderPreviewInput = z.object({
  /** The theme page to render for; absent when only the palette is wanted (a page without sections). */
  page: pageSchema.optional(),
  sections: z
    .array(z.object({ index: sectionIndexSchema, section: previewSectionSchema }))
    .max(MAX_PREVIEW_SECTIONS)
    .refine((list) => new Set(list.map((s) => s.index)).size === list.length, 'indexes must be unique'),
  /** The global config (and palette) being previewed; absent: the saved one. */
  config: globalConfigPreviewSchema.optional(),
});

export const savedSectionsInput = z.object({ pageSlug: pageSlugSchema });

export type RenderPreviewInput = z.input<typeof renderPreviewInput>;

/**
 * The input parsed with `schema`, or an error: larger than MAX_PREVIEW_INPUT_CHARS as JSON (or
 * not JSON at all), or not of the schema's shape. Size first, so a huge input is not walked twice.
 */
export function parsePreviewInput<T extends z.ZodType>(schema: T, raw: unknown): z.infer<T> {
  let size = Infinity;
  try {
    size = JSON.stringify(raw)?.length ?? 0;
  } catch {
    /* cyclic or a BigInt: refused as too large */
  }
  if (size > MAX_PREVIEW_INPUT_CHARS) throw new Error('Editor preview input too large');
  return schema.parse(raw);
}

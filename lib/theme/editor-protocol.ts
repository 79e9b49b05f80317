// The merchant editor's postMessage protocol (docs/EDITOR-PROTOCOL.md). The shop runs inside the
// editor's frame; the editor drives navigation and live previews, the shop reports where it is.
// Any page can post messages to a frame, so a message counts only when it comes from an origin on
// the allow-list (EDITOR_ORIGINS) and its data has exactly one of the shapes below.
import { z } from 'zod';
import '../../common/zod-browser';
import type { SectionPredicate } from './predicates';

const MAX_TEXT = 2048;
const MAX_SECTIONS = 200;
const MAX_BLOCKS = 200;
/** A message posted as a JSON string is read only up to this length. */
const MAX_JSON_CHARS = 1_000_000;

const sitePath = z
  .string()
  .max(MAX_TEXT)
  .refine((p) => p.startsWith('/') && !p.startsWith('//') && !p.startsWith('/\\'), 'must be a path on this site');

const values = z.record(z.string().max(200), z.unknown());

// Typed as the predicate checks read it, so the two cannot drift apart.
const predicateSchema: z.ZodType<SectionPredicate> = z.object({
  screen: z
    .object({ mobile: z.boolean().optional(), tablet: z.boolean().optional(), desktop: z.boolean().optional() })
    .optional(),
  user: z.object({ authenticated: z.boolean().optional(), anonymous: z.boolean().optional() }).optional(),
  platform: z
    .object({ web: z.boolean().optional(), ios: z.boolean().optional(), android: z.boolean().optional() })
    .optional(),
  route: z
    .object({
      selected: z.string().max(20).optional(),
      exact_url: z.string().max(MAX_TEXT).optional(),
      query: z
        .union([
          z.object({ key: z.string().max(200).optional(), value: z.string().max(MAX_TEXT).optional() }),
          z.record(z.string(), z.string()),
        ])
        .optional(),
    })
    .optional(),
});

const blockSchema = z.object({
  type: z.string().min(1).max(200),
  name: z.string().max(200).optional(),
  props: values.optional(),
});

export const previewSectionSchema = z.object({
  name: z.string().min(1).max(200),
  label: z.string().max(200).optional(),
  props: values.optional(),
  blocks: z.array(blockSchema).max(MAX_BLOCKS).optional(),
  predicate: predicateSchema.optional(),
  __source: z.object({ type: z.enum(['themeBundle', 'extension']), id: z.string().max(200).optional() }).optional(),
});

export const sectionIndexSchema = z
  .number()
  .int()
  .min(0)
  .max(MAX_SECTIONS - 1);
const index = sectionIndexSchema;

/** A global config (and palette) to preview, as editor:preview-global-config carries it. */
export const globalConfigPreviewSchema = z.object({ config: values, palette: values.optional() });
export const MAX_PREVIEW_SECTIONS = MAX_SECTIONS;

export const editorMessageSchema = z.discriminatedUnion('type', [
  /** Navigate the shop's frame to a path. */
  z.object({ type: z.literal('editor:route-change'), path: sitePath }),
  /** Render this page with these sections instead of the saved ones (all shown, in this order). */
  z.object({
    type: z.literal('editor:preview-page'),
    page: z.string().min(1).max(200),
    sections: z.array(previewSectionSchema).max(MAX_SECTIONS),
  }),
  /** Render with this global config (and palette) instead of the saved one. */
  z.object({ type: z.literal('editor:preview-global-config'), ...globalConfigPreviewSchema.shape }),
  /** Highlight a section and scroll to it; null clears the highlight. */
  z.object({ type: z.literal('editor:select-section'), index: index.nullable() }),
  /** Update one section of the previewed page: the props sent merge into its props, blocks sent replace its list. */
  z.object({
    type: z.literal('editor:update-section'),
    index,
    props: values.optional(),
    blocks: z.array(blockSchema).max(MAX_BLOCKS).optional(),
  }),
  /** Leave preview: drop every previewed value and show the saved theme again. */
  z.object({ type: z.literal('editor:exit-preview') }),
]);

export type EditorMessage = z.infer<typeof editorMessageSchema>;
export type EditorMessageType = EditorMessage['type'];
export type PreviewSection = z.infer<typeof previewSectionSchema>;
export type GlobalConfigPreview = z.infer<typeof globalConfigPreviewSchema>;

/** Messages the shop posts to the editor (window.parent.postMessage(message, editorOrigin)). */
export type StorefrontMessage =
  | { type: 'storefront:ready'; path: string; page: string | null }
  | { type: 'storefront:route-changed'; path: string; page: string | null }
  | { type: 'storefront:section-clicked'; index: number };

export function storefrontReady(path: string, page: string | null): StorefrontMessage {
  return { type: 'storefront:ready', path, page };
}

export function storefrontRouteChanged(path: string, page: string | null): StorefrontMessage {
  return { type: 'storefront:route-changed', path, page };
}

export function storefrontSectionClicked(sectionIndex: number): StorefrontMessage {
  return { type: 'storefront:section-clicked', index: sectionIndex };
}

/**
 * The allow-list from the EDITOR_ORIGINS value: comma-separated origins such as
 * `https://editor.example.com,http://localhost:5173`. Each is reduced to its origin (scheme, host,
 * port); entries that are not http(s) URLs, and '*', are dropped, so a typo never opens the door.
 */
export function parseAllowedOrigins(value: string | null | undefined): string[] {
  const origins = new Set<string>();
  for (const entry of (value ?? '').split(',')) {
    const origin = originOf(entry.trim());
    if (origin) origins.add(origin);
  }
  return [...origins];
}

/** The allowed origin an editor frame has (from document.referrer or location.ancestorOrigins). */
export function editorTargetOrigin(
  candidate: string | null | undefined,
  allowedOrigins: readonly string[],
): string | undefined {
  const origin = candidate ? originOf(candidate.trim()) : undefined;
  return origin && isAllowed(origin, allowedOrigins) ? origin : undefined;
}

/**
 * The editor message a MessageEvent carries, or undefined: a message from an origin not on the
 * allow-list, or whose data (an object, or a JSON string of one) matches none of the shapes, is
 * ignored.
 */
export function parseEditorMessage(
  event: { origin: string; data: unknown },
  allowedOrigins: readonly string[],
): EditorMessage | undefined {
  if (typeof event.origin !== 'string' || !isAllowed(event.origin, allowedOrigins)) return undefined;
  let data = event.data;
  if (typeof data === 'string') {
    if (data.length > MAX_JSON_CHARS) return undefined;
    try {
      data = JSON.parse(data);
    } catch {
      return undefined;
    }
  }
  const parsed = editorMessageSchema.safeParse(data);
  return parsed.success ? parsed.data : undefined;
}

function isAllowed(origin: string, allowedOrigins: readonly string[]): boolean {
  const normalised = originOf(origin);
  return !!normalised && allowedOrigins.some((allowed) => originOf(allowed) === normalised);
}

function originOf(text: string): string | undefined {
  if (!/^https?:\/\//i.test(text)) return undefined;
  try {
    const url = new URL(text);
    return url.origin;
  } catch {
    return undefined;
  }
}

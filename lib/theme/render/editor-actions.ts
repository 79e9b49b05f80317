'use server';
// Server renders for the merchant editor's live preview (docs/EDITOR-PROTOCOL.md). Sections stay
// server components: the bridge in the editor's frame sends the draft sections, these actions
// render them with the request's theme and send back the nodes.
//
// Anyone can call a server action, not only the editor's frame, so the input is treated as
// hostile: it must match the protocol's schemas and size limits, only sections of the theme's
// registry render, they see the same public catalogue as any shopper (no session: the context is
// anonymous), and nothing is stored.
import type { ReactNode } from 'react';
import { z } from 'zod';
import { globalConfigPreviewSchema, MAX_PREVIEW_SECTIONS, previewSectionSchema, sectionIndexSchema, type PreviewSection } from '../editor-protocol';
import { themePaletteCss, type ThemePalette } from '../palette';
import { fillGlobalConfig } from '../settings';
import type { PageSection } from '@/lib/sdk/types/theme';
import { loadRequestTheme, loadThemePage } from './theme';
import { sectionContext } from './context';
import { isVisible, renderSection } from './section-list';

/** The largest input accepted, as JSON: the protocol's own cap on a message. */
const MAX_INPUT_CHARS = 1_000_000;

const pageSlug = z.string().regex(/^[a-z0-9-]{1,64}$/);

const pageInput = z.object({
  slug: pageSlug,
  path: z
    .string()
    .max(2000)
    .refine((p) => p.startsWith('/') && !p.startsWith('//'), 'must be a path on this site'),
  query: z.record(z.string().max(200), z.union([z.string().max(500), z.array(z.string().max(500)).max(20)])).optional(),
  params: z.record(z.string().max(64), z.string().max(500)).optional(),
});

const renderInput = z.object({
  /** The theme page to render for; absent when only the palette is wanted (a page without sections). */
  page: pageInput.optional(),
  sections: z
    .array(z.object({ index: sectionIndexSchema, section: previewSectionSchema }))
    .max(MAX_PREVIEW_SECTIONS)
    .refine((list) => new Set(list.map((s) => s.index)).size === list.length, 'indexes must be unique'),
  /** The global config (and palette) being previewed; absent: the saved one. */
  config: globalConfigPreviewSchema.optional(),
});

export type EditorRenderInput = z.input<typeof renderInput>;
export type RenderedSection = { index: number; node: ReactNode };
export type EditorRender = {
  /** The sections that render for this page and shopper, by index; those whose predicates fail are absent. */
  sections: RenderedSection[];
  /** The `:root` palette rule for the previewed config, when one was sent. */
  css?: string;
};

/** Renders previewed sections (all of a page, or the one the merchant is editing). */
export async function renderEditorSections(raw: EditorRenderInput): Promise<EditorRender> {
  const request = renderInput.parse(withinLimit(raw));
  const { theme, globalConfig: savedConfig, palette: savedPalette } = await loadRequestTheme();
  const globalConfig = request.config ? fillGlobalConfig(theme.config.global_schema, request.config.config) : savedConfig;
  // Palette values are only read through normaliseColour, so any shape is safe here.
  const css = request.config ? themePaletteCss((request.config.palette as ThemePalette | undefined) ?? savedPalette, globalConfig) : undefined;
  const { page } = request;
  if (!page) return { sections: [], css };
  const context = sectionContext({ pageSlug: page.slug, path: page.path, params: page.params, query: page.query }, { preview: true, editing: true });
  const sections = request.sections.flatMap(({ index, section }) => (isVisible(section, context) ? [{ index, node: renderSection(section, index, context, globalConfig) }] : []));
  return { sections, css };
}

/**
 * The saved sections of a page of the request's theme, in the protocol's shape: the draft that
 * an editor message edits when the editor has not sent one. The theme API serves the same data
 * to anyone; assets and custom CSS are left out.
 */
export async function loadEditorSections(raw: { pageSlug: string }): Promise<PreviewSection[]> {
  const { pageSlug: slug } = z.object({ pageSlug }).parse(raw);
  const { theme } = await loadRequestTheme();
  const page = await loadThemePage(theme._id, slug);
  return (page?.sections ?? []).slice(0, MAX_PREVIEW_SECTIONS).map(toPreviewSection);
}

function toPreviewSection(saved: PageSection): PreviewSection {
  const { name, label, props, blocks, predicate } = saved;
  const source = saved.__source ? { type: saved.__source.type, id: saved.__source.id } : undefined;
  const parsed = previewSectionSchema.safeParse({ name, label, props, blocks, predicate, __source: source });
  // A stored section the protocol cannot carry keeps its place (indexes must not move) but
  // previews with its schema's defaults.
  return parsed.success ? parsed.data : { name: typeof name === 'string' && name ? name.slice(0, 200) : 'unknown' };
}

function withinLimit(raw: unknown): unknown {
  let size = Infinity;
  try {
    size = JSON.stringify(raw)?.length ?? 0;
  } catch {
    /* cyclic or not JSON: refused below */
  }
  if (size > MAX_INPUT_CHARS) throw new Error('Editor preview too large');
  return raw;
}

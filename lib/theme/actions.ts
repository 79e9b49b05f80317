'use server';
// The theme's server actions: the next sections of a page for a shopper who scrolled to the end
// of what is shown (LazySections), and the editor's live-preview renders (EditorBridge).
import type { ReactNode } from 'react';
import { z } from 'zod';
import { previewSectionSchema, MAX_PREVIEW_SECTIONS, type PreviewSection } from './editor-protocol';
import {
  parsePreviewInput,
  renderPreviewInput,
  savedSectionsInput,
  type RenderPreviewInput,
} from './editor-preview-input';
import { themePaletteCss, type ThemePalette } from './palette';
import { fillGlobalConfig } from './settings';
import type { PageSection } from '@/contract/types/theme';
import { loadRequestTheme, loadThemePage } from './data';
import { sectionContext } from './render/context';
import { editorOrigins } from './render/editor-origins';
import { isVisible, renderSection, visibleSections } from './render/section-list';
import { SECTIONS } from '@/lib/shared/constants';
import { sectionListVersion } from './lazy-sections';
import { currentShopper } from '@/lib/user/data';
import { ACTION_MESSAGES, readActionInput } from '@/lib/forms/action-input';

// The next sections of a page. The theme and page are resolved again here from the request
// (cookie included): the browser only says which page and from where.
const moreSectionsInput = z.object({
  pageSlug: z.string().regex(/^[a-z0-9-]{1,64}$/),
  path: z.string().startsWith('/').max(2000),
  query: z.record(z.string(), z.union([z.string().max(500), z.array(z.string().max(500)).max(20)])).optional(),
  from: z.number().int().min(0).max(500),
  /** sectionListVersion of the list the page was rendered from. */
  version: z
    .string()
    .regex(/^[a-z0-9]{1,8}$/)
    .optional(),
});

/**
 * `changed`: the page's section list is no longer the one the browser shows; it should refresh.
 * `error`: the request was refused (nothing more to show).
 */
export type MoreSections = { sections: ReactNode[]; total: number; changed?: boolean; error?: string };

export async function loadMoreSections(raw: z.input<typeof moreSectionsInput>): Promise<MoreSections> {
  const parsed = readActionInput(moreSectionsInput, raw);
  if (!parsed.ok) return { sections: [], total: 0, error: parsed.message };
  const request = parsed.value;
  const { theme, previewId, globalConfig } = await loadRequestTheme();
  const page = await loadThemePage(theme._id, request.pageSlug);
  if (!page) return { sections: [], total: 0 };
  const context = sectionContext(
    { pageSlug: request.pageSlug, path: request.path, query: request.query },
    { preview: Boolean(previewId), editing: false, authenticated: Boolean(await currentShopper()) },
  );
  const visible = visibleSections(page.sections, context);
  if (request.version && request.version !== sectionListVersion(visible)) {
    return { sections: [], total: visible.length, changed: true };
  }
  const slice = visible.slice(request.from, request.from + SECTIONS.perLoad);
  return {
    sections: slice.map(({ section, index }) => renderSection(section, index, context, globalConfig)),
    total: visible.length,
  };
}

// Server renders for the merchant editor's live preview (docs/EDITOR-PROTOCOL.md). Sections stay
// server components: the bridge in the editor's frame sends the draft sections, these actions
// render them with the request's theme and send back the nodes.
//
// Anyone can call a server action, not only the editor's frame, so the input is treated as
// hostile: it must match the protocol's schemas and size limits, only sections of the theme's
// registry render, they see the same public catalogue as any shopper (no session: the context is
// anonymous), and nothing is stored.
export type RenderedSection = { index: number; node: ReactNode };
export type EditorRender = {
  /** The sections that render for this page and shopper, by index; those whose predicates fail are absent. */
  sections: RenderedSection[];
  /** The `:root` palette rule for the previewed config, when one was sent. */
  css?: string;
  /** Why nothing was rendered: the editor is closed on this shop, or the input was refused. */
  error?: string;
};

/** Renders previewed sections (all of a page, or the one the merchant is editing). */
export async function renderEditorSections(raw: RenderPreviewInput): Promise<EditorRender> {
  if (!editorAllowed()) return { sections: [], error: ACTION_MESSAGES.editorClosed };
  const request = readPreviewInput(renderPreviewInput, raw);
  if (!request) return { sections: [], error: ACTION_MESSAGES.invalid };
  const { theme, globalConfig: savedConfig, palette: savedPalette } = await loadRequestTheme();
  const globalConfig = request.config
    ? fillGlobalConfig(theme.config.global_schema, request.config.config)
    : savedConfig;
  // Palette values are only read through normaliseColour, so any shape is safe here.
  const css = request.config
    ? themePaletteCss((request.config.palette as ThemePalette | undefined) ?? savedPalette, globalConfig)
    : undefined;
  const { page } = request;
  if (!page) return { sections: [], css };
  const context = sectionContext(
    { pageSlug: page.slug, path: page.path, params: page.params, query: page.query },
    { preview: true, editing: true },
  );
  const sections = request.sections.flatMap(({ index, section }) =>
    isVisible(section, context) ? [{ index, node: renderSection(section, index, context, globalConfig) }] : [],
  );
  return { sections, css };
}

/**
 * The saved sections of a page of the request's theme, in the protocol's shape: the draft that
 * an editor message edits when the editor has not sent one. The theme API serves the same data
 * to anyone; assets and custom CSS are left out.
 */
export async function loadEditorSections(raw: { pageSlug: string }): Promise<PreviewSection[]> {
  // Refused (no editor here, or not a page slug): nothing to edit.
  const input = editorAllowed() ? readPreviewInput(savedSectionsInput, raw) : undefined;
  if (!input) return [];
  const slug = input.pageSlug;
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

// A shop that allows no editor has no use for previews: the actions are closed there.
function editorAllowed(): boolean {
  return editorOrigins().length > 0;
}

/** The parsed input, or undefined when it is too large or not of the schema's shape. */
function readPreviewInput<T extends z.ZodType>(schema: T, raw: unknown): z.infer<T> | undefined {
  try {
    return parsePreviewInput(schema, raw);
  } catch {
    return undefined;
  }
}

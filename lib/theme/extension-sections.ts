// Extension sections (__source {type 'extension', id}, assets {js, css}):
// sections an installed extension brings, drawn in the browser by the extension's own script.
// The contract for an extension's JS: an ES module whose `mount(root, section)` draws into `root`
// and may return a function that undoes it. Its CSS is plain CSS. Both are fetched without
// credentials, so an extension's server never sees the shopper's cookies.
import type { PageSection } from '@/contract/types/theme';
import type { JsonValue } from './settings';

export type ExtensionSectionData = {
  name: string;
  extensionId?: string;
  js?: string;
  css?: string;
  /** Saved values, read plain: `{ heading: 'Hi' }` whether saved plain or as `{ type, value }`. */
  props: Record<string, JsonValue>;
  blocks: { type: string; name?: string; props: Record<string, JsonValue> }[];
};

export function isExtensionSection(section: Pick<PageSection, '__source'>): boolean {
  return section.__source?.type === 'extension';
}

/** An asset address an extension may use: https, http, or a path on this shop; nothing else. */
export function extensionAssetUrl(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const url = value.trim();
  if (url.length === 0 || url.length > 2048) return undefined;
  if (/^\/(?![/\\])/.test(url)) return url;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}

function plain(props: unknown): Record<string, JsonValue> {
  if (!props || typeof props !== 'object' || Array.isArray(props)) return {};
  const out: Record<string, JsonValue> = {};
  for (const [key, raw] of Object.entries(props as Record<string, unknown>)) {
    const value =
      raw && typeof raw === 'object' && !Array.isArray(raw) && 'value' in raw ? (raw as { value: unknown }).value : raw;
    const json = toJson(value);
    if (json !== undefined) out[key] = json;
  }
  return out;
}

function toJson(value: unknown): JsonValue | undefined {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (Array.isArray(value)) return value.map(toJson).filter((v): v is JsonValue => v !== undefined);
  if (typeof value === 'object') return plain(value) as JsonValue;
  return undefined;
}

/** What the browser needs to draw an extension section; undefined when it has no usable script. */
export function extensionSectionData(section: PageSection): ExtensionSectionData | undefined {
  const js = extensionAssetUrl(section.assets?.js);
  if (!js) return undefined;
  const blocks = Array.isArray(section.blocks) ? section.blocks : [];
  return {
    name: section.name,
    extensionId: section.__source?.id,
    js,
    css: extensionAssetUrl(section.assets?.css),
    props: plain(section.props),
    blocks: blocks
      .filter((b): b is typeof b & { type: string } => Boolean(b) && typeof b.type === 'string')
      .map((b) => ({ type: b.type, name: typeof b.name === 'string' ? b.name : undefined, props: plain(b.props) })),
  };
}

// Where a catalogue entity links: its platform action through the 000 section 2.2 table, else
// the conventional path.
import { actionToUrl, type LinkAction } from '@/lib/theme/links';

export function entityHref(kind: 'brand' | 'category' | 'collection' | 'product', entity: { slug: string; action?: LinkAction | null }): string {
  return actionToUrl(entity.action) ?? `/${kind}/${encodeURIComponent(entity.slug)}/`;
}

/** Picker slugs from a section's blocks of one type. */
export function blockSlugs(blocks: readonly { type: string; props: Record<string, unknown> }[], type: string, prop = type): string[] {
  return blocks
    .filter((b) => b.type === type)
    .map((b) => b.props[prop])
    .map((v) => (typeof v === 'string' ? v.trim() : Array.isArray(v) && typeof v[0] === 'string' ? v[0].trim() : ''))
    .filter(Boolean);
}

// Picker helpers of the default theme's sections (entity links: entityHref in lib/theme/links.ts).
/** Picker slugs from a section's blocks of one type. */
export function blockSlugs(
  blocks: readonly { type: string; props: Record<string, unknown> }[],
  type: string,
  prop = type,
): string[] {
  return blocks
    .filter((b) => b.type === type)
    .map((b) => b.props[prop])
    .map((v) => (typeof v === 'string' ? v.trim() : Array.isArray(v) && typeof v[0] === 'string' ? v[0].trim() : ''))
    .filter(Boolean);
}

// The default theme's section schemas live in one place: themes/default/preset.json's `sections`
// (the platform seeds and serves them as available_sections). Section modules take theirs from
// here, so the schema the editor shows and the one a section is filled from cannot drift apart.
import preset from './preset.json';
import type { SectionSchema } from '@/lib/theme/settings';

const schemas: readonly SectionSchema[] = preset.sections as readonly SectionSchema[];

/** The names of every section schema the default theme declares. */
export const sectionNames: readonly string[] = schemas.map((s) => s.name ?? '');

/** The schema of the section `name` as preset.json declares it; throws for an unknown name. */
export function sectionSchema(name: string): SectionSchema {
  const schema = schemas.find((s) => s.name === name);
  if (!schema) throw new Error(`themes/default/preset.json declares no section '${name}'`);
  return schema;
}

/** The section names a page preset of preset.json uses, in order, without duplicates. */
export function presetPageSectionNames(page: string): string[] {
  const found = preset.pages.find((p) => p.value === page);
  return [...new Set((found?.sections ?? []).map((s: { name: string }) => s.name))];
}

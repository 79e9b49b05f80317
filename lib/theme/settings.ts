// Theme settings: the schema a section (and the theme's global config) declares, and the values a
// section is rendered with. Saved values come from the platform, the editor or a preset file and
// may be stale or of the wrong type, so each is coerced to its prop's type and anything missing or
// unusable falls back to the schema's default. Sections always get plain values: props.title, not
// props.title.value.
import { isSafeHref } from './link-rules';
import { normaliseColour } from './palette';

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/** The setting types the code knows (docs/THEMES.md lists each): what fillSectionProps coerces. */
export const SETTING_TYPES = [
  'text',
  'textarea',
  'checkbox',
  'range',
  'select',
  'radio',
  'color',
  'image_picker',
  'video',
  'url',
  'font',
  'code',
  'header',
  'product',
  'collection',
  'category',
  'brand',
  'tags-list',
] as const;

export type KnownSettingType = (typeof SETTING_TYPES)[number];

/** A known type, or a theme's own (its values are kept as given). */
export type SettingType = KnownSettingType | (string & {});

export type SettingOption = { value: string; text?: string };

export type SettingProp = {
  id: string;
  type: SettingType;
  label: string;
  default?: JsonValue;
  options?: readonly SettingOption[];
  min?: number;
  max?: number;
  step?: number;
  unit?: string;
  info?: string;
  placeholder?: string;
  /** Groups global props in the editor (e.g. 'Header', 'Cart'). */
  category?: string;
};

/**
 * Saved values by prop id, in either shape: the platform's `{title: {type: 'text', value: 'Hi'}}`
 * or plain `{title: 'Hi'}`. An object counts as the platform shape when its only keys are
 * `value` and optionally `type`.
 */
export type SavedProps = Readonly<Record<string, unknown>>;
export type SavedBlock = { type: string; name?: string; props?: SavedProps };

export type BlockSchema = { type: string; name: string; props: readonly SettingProp[] };

export type SectionSchema = {
  name?: string;
  label: string;
  props: readonly SettingProp[];
  blocks?: readonly BlockSchema[];
  /** What a newly added section starts with. */
  preset?: { props?: SavedProps; blocks?: readonly SavedBlock[] };
};

export type GlobalSchema = { props: readonly SettingProp[] };

export type FilledProps = Record<string, JsonValue>;
export type FilledBlock = { type: string; name?: string; props: FilledProps };
export type FilledSection = { props: FilledProps; blocks: FilledBlock[] };

/**
 * Every prop of the schema with a value: the saved one coerced to the prop's type, else the
 * schema's default; with neither, a checkbox is false and other props are left out. A 'header'
 * prop (an editor heading) has no value. Saved keys the schema does not know are kept, unwrapped.
 * Coercions: checkbox accepts booleans, 'true'/'false' and 1/0; range numbers and numeric text,
 * clamped to min/max; select and radio only one of their options; color only hex or rgb();
 * url only a safe href; text types strings and numbers; pickers a string or a list of strings.
 */
export function fillSectionProps(
  schema: { props?: readonly SettingProp[] },
  saved: SavedProps | null | undefined,
): FilledProps {
  const out: FilledProps = {};
  for (const [key, raw] of Object.entries(saved ?? {})) {
    if (key === '__proto__') continue;
    const value = toJson(unwrap(raw));
    if (value !== undefined) out[key] = value;
  }
  for (const prop of schema.props ?? []) {
    if (!prop || typeof prop.id !== 'string' || prop.id === '__proto__' || prop.type === 'header') continue;
    const value = coerce(prop, unwrap(saved?.[prop.id])) ?? fallback(prop);
    if (value === undefined) delete out[prop.id];
    else out[prop.id] = value;
  }
  return out;
}

/**
 * The section's blocks with their props filled from the block schema of the same type. Saved
 * blocks of a type the schema does not declare keep their props as given. A section saved without
 * a blocks list starts from the preset's blocks; an empty list stays empty (the merchant removed
 * them). Entries without a type are dropped.
 */
export function fillSectionBlocks(
  schema: Pick<SectionSchema, 'blocks' | 'preset'>,
  saved: readonly unknown[] | null | undefined,
): FilledBlock[] {
  const source: readonly unknown[] = Array.isArray(saved) ? saved : (schema.preset?.blocks ?? []);
  const blocks: FilledBlock[] = [];
  for (const entry of source) {
    if (!isRecord(entry) || typeof entry.type !== 'string' || !entry.type) continue;
    const blockSchema = schema.blocks?.find((b) => b.type === entry.type);
    const props = isRecord(entry.props) ? entry.props : {};
    const name = typeof entry.name === 'string' ? entry.name : blockSchema?.name;
    blocks.push({
      type: entry.type,
      ...(name !== undefined ? { name } : {}),
      props: fillSectionProps(blockSchema ?? {}, props),
    });
  }
  return blocks;
}

/** Props and blocks of a saved section; a section saved without props starts from the preset's. */
export function fillSection(
  schema: SectionSchema,
  saved: { props?: SavedProps; blocks?: readonly unknown[] } | null | undefined,
): FilledSection {
  return {
    props: fillSectionProps(schema, saved?.props ?? schema.preset?.props),
    blocks: fillSectionBlocks(schema, saved?.blocks),
  };
}

/**
 * The theme's global config with every global prop filled, as fillSectionProps does. `current`
 * may be flat ({disable_cart: true}) or the platform's global_config ({static: {props},
 * custom: {props}}), whose two halves are merged (custom wins).
 */
export function fillGlobalConfig(
  globalSchema: GlobalSchema | readonly SettingProp[] | null | undefined,
  current: SavedProps | null | undefined,
): FilledProps {
  const props = Array.isArray(globalSchema)
    ? globalSchema
    : ((globalSchema as GlobalSchema | null | undefined)?.props ?? []);
  return fillSectionProps({ props }, flattenGlobalConfig(current));
}

function flattenGlobalConfig(current: SavedProps | null | undefined): SavedProps {
  if (!current) return {};
  const keys = Object.keys(current);
  const halves =
    keys.length > 0 &&
    keys.every(
      (k) =>
        (k === 'static' || k === 'custom') &&
        isRecord(current[k]) &&
        isRecord((current[k] as Record<string, unknown>).props),
    );
  if (!halves) return current;
  const part = (k: string) => (isRecord(current[k]) && isRecord(current[k].props) ? current[k].props : {});
  return { ...part('static'), ...part('custom') };
}

function unwrap(raw: unknown): unknown {
  if (isRecord(raw) && 'value' in raw && Object.keys(raw).every((k) => k === 'value' || k === 'type')) return raw.value;
  return raw;
}

function fallback(prop: SettingProp): JsonValue | undefined {
  const value = prop.default === undefined ? undefined : coerce(prop, prop.default);
  if (value !== undefined) return value;
  return prop.type === 'checkbox' ? false : undefined;
}

function coerce(prop: SettingProp, value: unknown): JsonValue | undefined {
  if (value === undefined || value === null) return undefined;
  switch (prop.type) {
    case 'checkbox':
      if (typeof value === 'boolean') return value;
      if (value === 'true' || value === 1) return true;
      if (value === 'false' || value === 0) return false;
      return undefined;
    case 'range': {
      const n =
        typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
      if (!Number.isFinite(n)) return undefined;
      const { min, max } = prop;
      if (typeof min === 'number' && typeof max === 'number' && min > max) return n;
      return Math.min(typeof max === 'number' ? max : n, Math.max(typeof min === 'number' ? min : n, n));
    }
    case 'select':
    case 'radio': {
      const text = typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;
      if (text === undefined) return undefined;
      return !prop.options?.length || prop.options.some((o) => o.value === text) ? text : undefined;
    }
    case 'color':
      return typeof value === 'string' ? normaliseColour(value) : undefined;
    case 'url':
      return typeof value === 'string' && isSafeHref(value) ? value : undefined;
    case 'text':
    case 'textarea':
    case 'code':
    case 'image_picker':
    case 'video':
      return typeof value === 'string'
        ? value
        : typeof value === 'number' && Number.isFinite(value)
          ? String(value)
          : undefined;
    case 'product':
    case 'collection':
    case 'category':
    case 'brand':
    case 'tags-list':
      if (typeof value === 'string') return value;
      return Array.isArray(value) && value.every((v) => typeof v === 'string') ? [...value] : undefined;
    case 'font':
      return typeof value === 'string' || isRecord(value) ? toJson(value) : undefined;
    default:
      return toJson(value);
  }
}

function toJson(value: unknown, depth = 0): JsonValue | undefined {
  if (depth > 32) return undefined;
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (Array.isArray(value))
    return value.map((v) => toJson(v, depth + 1)).filter((v): v is JsonValue => v !== undefined);
  if (isRecord(value)) {
    const out: { [key: string]: JsonValue } = {};
    for (const [k, v] of Object.entries(value)) {
      if (k === '__proto__') continue;
      const j = toJson(v, depth + 1);
      if (j !== undefined) out[k] = j;
    }
    return out;
  }
  return undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

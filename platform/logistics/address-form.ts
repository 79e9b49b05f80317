// A country's address form ('Dynamic address field' and 'Country detail'): the
// stored fields, each list field pointing at the dependent one that follows it, the template
// that orders them into rows and the rows themselves.
import type { AddressFormField, AddressTemplate } from '../../contract/types/logistics';
import type { AddressField } from './schema';

/** Fields that share a row on the checkout form when both are present. */
const ROW_PAIRS: Array<[string, string]> = [
  ['phone', 'email'],
  ['city', 'state'],
];
/** Location hierarchy: a list field's dependent child. */
const CHILD_OF: Record<string, string> = { country: 'state', state: 'city', city: 'pincode' };
/** Slugs that a pincode lookup or the locality lists can serve, in order of preference. The
 * pincode field is called area_code in the address payload. */
export const PINCODE_SLUGS = ['pincode', 'area_code'];
const SERVICEABILITY_SLUGS = [...PINCODE_SLUGS, 'sector', 'city'];

type StoredField = AddressField & Partial<Pick<AddressFormField, 'next' | 'error_text' | 'values'>>;

export function formFields(stored: StoredField[], iso2: string): AddressFormField[] {
  const slugs = new Set(stored.map((f) => f.slug));
  return stored.map((field) => {
    const out: AddressFormField = {
      slug: field.slug,
      display_name: field.display_name,
      required: Boolean(field.required),
      edit: field.edit ?? true,
      input: field.input,
    };
    if (field.validation) out.validation = field.validation;
    if (field.error_text) out.error_text = field.error_text;
    const child = field.next ?? CHILD_OF[field.slug];
    if (child && slugs.has(child) && field.input === 'list') out.next = child;
    if (field.values) out.values = field.values;
    else if (field.input === 'list') {
      out.values = {
        get_all: {
          operation_id: 'getLocalities',
          params: { path: { type: field.slug }, query: { country: iso2 } },
        },
      };
    }
    return out;
  });
}

export function serviceabilityFields(fields: AddressFormField[]): string[] {
  const found = SERVICEABILITY_SLUGS.filter((slug) => fields.some((f) => f.slug === slug));
  return found.length ? [found[0]] : [];
}

function rows(fields: AddressFormField[]): string[][] {
  const out: string[][] = [];
  const used = new Set<string>();
  for (const field of fields) {
    if (used.has(field.slug)) continue;
    used.add(field.slug);
    const pair = ROW_PAIRS.find(([a]) => a === field.slug);
    const partner = pair && fields.find((f) => f.slug === pair[1]);
    if (partner && !used.has(partner.slug)) {
      used.add(partner.slug);
      out.push([field.slug, partner.slug]);
    } else out.push([field.slug]);
  }
  return out;
}

/** Rows are joined with '_' (between braces), fields of a row are adjacent: '{address}_{city}{state}'. */
export function addressTemplate(fields: AddressFormField[]): AddressTemplate {
  const form = rows(fields)
    .map((row) => row.map((slug) => `{${slug}}`).join(''))
    .join('_');
  const display = fields
    .filter((f) => !['phone', 'email', 'name'].includes(f.slug))
    .map((f) => `{${f.slug}}`)
    .join(', ');
  return { checkout_form: form, store_os_form: form, default_display: display };
}

/** The checkout form as rows of fields, in template order. */
export function formattedFormFields(template: string, fields: AddressFormField[]): AddressFormField[][] {
  const bySlug = new Map(fields.map((f) => [f.slug, f]));
  return template
    .split(/(?<=\})_(?=\{)/)
    .map((row) =>
      [...row.matchAll(/\{(\w+)\}/g)].map((m) => bySlug.get(m[1])).filter((f): f is AddressFormField => Boolean(f)),
    )
    .filter((row) => row.length > 0);
}

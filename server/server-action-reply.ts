// Whether a server action's arguments, in React's reply format, are ones Next can decode without
// failing. The format is rows of JSON (a text body is the one row "0"; a multipart body has a field
// per row, named with a prefix: "" for a call from a script, "$ACTION_<n>:" for a form posted
// without JavaScript) whose strings starting with '$' are tagged values. The shop's own calls send
// plain JSON, dates, numbers' special values, form data ($K), files ($B) and references to rows
// that are there ($<id>, $@<id>). Every other tag (maps, sets, iterators, typed arrays, streams,
// server and temporary references) and any reference to a row, file or field that is missing
// makes React fail or hang, and Next answer a 500: such a body is refused with a 400 instead.
import { JSON_MAX_DEPTH, jsonDepth } from '../common/readable-text';

/** A reply's fields: a row's text, a file, or undefined when there is no such field. */
export type ReplyFields = (name: string) => string | Blob | undefined;

/** Tags that decode to a value on their own: $$ (an escaped $), Infinity, -0, -Infinity, NaN, undefined, a date, form data by id. */
const SELF_CONTAINED = /^\$(?:[$INuDHK-])/;
/** A bigint (React refuses one over 300 digits; a lone '-' is not a number). */
const BIGINT = /^\$n(?:-?\d{1,300})?$/;
/** A row by its id in lower-case hex (uppercase letters are other tags): its value ($1, with a path into it: $1:items:0) or the promise of it ($@1). */
const ROW = /^\$(?:@([0-9a-f]+)|([0-9a-f]+)(?::[^:]*)*)$/;
/** A file by id. */
const BLOB = /^\$B([0-9a-f]+)$/i;

/** Whether the reply whose root row is `<prefix>0` decodes: every row it reaches parses, nests at most JSON_MAX_DEPTH deep and uses only the tags above. */
export function replyDecodes(fields: ReplyFields, prefix = '', root?: (value: unknown) => boolean): boolean {
  const seen = new Set<number>();
  const rows = [0];
  while (rows.length > 0) {
    const id = rows.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    const text = fields(prefix + id);
    if (typeof text !== 'string') return false;
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      return false;
    }
    if (jsonDepth(value) > JSON_MAX_DEPTH) return false;
    if (id === 0 && root && !root(value)) return false;
    const stack: unknown[] = [value];
    while (stack.length > 0) {
      const item = stack.pop();
      if (typeof item === 'string') {
        if (!item.startsWith('$') || SELF_CONTAINED.test(item) || BIGINT.test(item)) continue;
        const row = ROW.exec(item);
        if (row) {
          rows.push(parseInt(row[1] ?? row[2], 16));
          continue;
        }
        const blob = BLOB.exec(item);
        if (blob && fields(prefix + parseInt(blob[1], 16)) instanceof Blob) continue;
        return false;
      }
      if (Array.isArray(item)) stack.push(...item);
      else if (item && typeof item === 'object') stack.push(...Object.values(item));
    }
  }
  return true;
}

/** A text body: the one row of a call's arguments, which must be a list. */
export function textReplyDecodes(text: string): boolean {
  return replyDecodes((name) => (name === '0' ? text : undefined), '', Array.isArray);
}

/** The names of a form posted without JavaScript that point at an action's bound arguments: $ACTION_REF_<n>. */
const ACTION_REF = /^\$ACTION_REF_(.*)$/;

/** A multipart body: a script's call (arguments at field "0"), or a form's bound action rows ($ACTION_<n>:0, {id, bound}). */
export function formReplyDecodes(form: FormData, actionCall: boolean): boolean {
  const fields: ReplyFields = (name) => {
    const value = form.get(name);
    return value === null ? undefined : value;
  };
  if (actionCall) return replyDecodes(fields, '', Array.isArray);
  for (const name of form.keys()) {
    const ref = ACTION_REF.exec(name);
    if (!ref) continue;
    const prefix = `$ACTION_${ref[1]}:`;
    if (!replyDecodes(fields, prefix, boundActionMeta)) return false;
    // The bound arguments are spread into the call: their row must be a list.
    const bound = (JSON.parse(String(fields(`${prefix}0`))) as { bound?: unknown }).bound;
    if (typeof bound === 'string' && !Array.isArray(JSON.parse(String(fields(prefix + parseInt(bound.slice(2), 16))))))
      return false;
  }
  return true;
}

/** A bound action's row: its id, and its bound arguments as none or the promise of a row ($@<id>). */
function boundActionMeta(value: unknown): boolean {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const { id, bound } = value as { id?: unknown; bound?: unknown };
  return (
    typeof id === 'string' &&
    (bound === null || bound === undefined || (typeof bound === 'string' && /^\$@[0-9a-f]+$/i.test(bound)))
  );
}

// A form's values checked against a zod schema, as one message per field (the first), which the
// forms show at the field.
import type { z } from 'zod';

export type FieldErrors = Record<string, string>;

export function fieldErrors<S extends z.ZodType>(
  schema: S,
  values: unknown,
): { data?: z.infer<S>; errors: FieldErrors } {
  const result = schema.safeParse(values);
  if (result.success) return { data: result.data, errors: {} };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.') || '_form';
    errors[key] ??= issue.message;
  }
  return { errors };
}

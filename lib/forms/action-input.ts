// Server actions can be called by anyone with any arguments, so each one parses its input and
// answers a refusal as a result: a thrown error would be a 500 (Next answers every error an
// action throws with one).
import { z } from 'zod';
import { SdkServerResponseError } from '@/lib/sdk/errors';

export const ACTION_MESSAGES = {
  invalid: 'Invalid request',
  editorClosed: 'No editor is allowed on this shop',
} as const;

export type ActionInput<T> = { ok: true; value: T } | { ok: false; message: string };

export function readActionInput<S extends z.ZodType>(schema: S, raw: unknown): ActionInput<z.infer<S>> {
  const result = schema.safeParse(raw);
  return result.success ? { ok: true, value: result.data } : { ok: false, message: ACTION_MESSAGES.invalid };
}

/** The platform refused what the action passed on (a 4xx): the caller's input, not a fault. */
export function refusedByPlatform(error: unknown): error is SdkServerResponseError {
  return error instanceof SdkServerResponseError && error.status >= 400 && error.status < 500;
}

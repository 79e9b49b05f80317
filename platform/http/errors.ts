import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** An error a client caused or may see; anything else becomes a plain 500 without details. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly details?: unknown,
    /** Extra top-level fields of the answer, e.g. a machine-readable `code` or `resend_timer`. */
    readonly extra?: { code?: string } & Record<string, unknown>,
  ) {
    super(message);
  }
}

export const notFound = (message: string) => new ApiError(404, message);
export const badRequest = (message: string, details?: unknown) => new ApiError(400, message, details);

export type ErrorBody = { success: false; message: string; errors?: unknown; code?: string; [field: string]: unknown };

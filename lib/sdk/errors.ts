// The client error kinds the SDK throws.

export class SdkError extends Error {
  constructor(message: string) {
    super(message);
    this.name = new.target.name;
  }
}

/** The server answered with a failure: message, status text, status and body. */
export class SdkServerResponseError extends SdkError {
  constructor(
    message: string,
    readonly status: number,
    readonly statusText: string,
    readonly body: unknown,
    readonly code?: string,
  ) {
    super(message);
  }
}

export class SdkClientValidationError extends SdkError {}
export class SdkResponseValidationError extends SdkError {}
export class SdkInvalidCredentialError extends SdkError {}
export class SdkTokenIssueError extends SdkError {}
export class SdkOAuthCodeError extends SdkError {}
/** The request never got an answer: network failure, abort, bad URL. */
export class SdkException extends SdkError {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
  }
}

/** What a shopper is shown for a failure: the server's message, or the generic one. */
export function displayMessage(error: unknown, fallback = 'Something went wrong'): string {
  return error instanceof SdkServerResponseError && error.message ? error.message : fallback;
}

/** The answer, or undefined when the platform refused the request (a 4xx: not found, not yours). */
export async function unlessRefused<T>(call: Promise<T>): Promise<T | undefined> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof SdkServerResponseError && error.status >= 400 && error.status < 500) return undefined;
    throw error;
  }
}

// Request-signing limits of the application API.

/** How far a request's x-fp-date may be from the server clock. */
export const MAX_CLOCK_SKEW_MS = 15 * 60 * 1000;

// Messages and limits of the specification (documents 000 and 001), one place each.

export const SDK_MESSAGES = {
  noApplicationId: 'No Application ID Present',
  noApplicationToken: 'No Application Token Present',
  invalidApplicationToken: 'Invalid Application Token',
  currencyNotString: 'Currency code should be string only',
  contextNotObject: 'Context value should be an object',
  strictResponseNotBoolean: 'strictResponseCheck should be boolean',
  missingParameter: (name: string) => `Missing or empty required parameter: ${name}`,
  missingFields: (names: string[]) => `Missing required field ${names.join(', ')}`,
  somethingWentWrong: 'Something went wrong',
  unableToConnect: 'Unable to connect',
  statusCode: (status: number) => `Request failed with status code ${status}`,
} as const;

export const MIN_APPLICATION_TOKEN_LENGTH = 5;
export const DEFAULT_CURRENCY = 'INR';
export const DEFAULT_LOCALE = 'en-IN';
export const DEFAULT_COUNTRY = 'IN';

export const PAGE_SIZE = { default: 12, homeListing: 20, favourites: 15, orders: 12, suggestions: 5 } as const;
export const SEARCH = { debounceMs: 200, maxLength: 200, minLength: 1 } as const;
export const FILTER_SEPARATOR = { pair: ':::', values: '||' } as const;

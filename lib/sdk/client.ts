// The signed API client: one request function that every domain module builds on.
import { SDK_MESSAGES } from '../constants';
import { checkConfig, type SdkConfig } from './config';
import { SdkClientValidationError, SdkException, SdkServerResponseError } from './errors';
import { basicToken, signRequest } from './signing';

export type Transport = (request: Request) => Promise<Response>;
export type QueryValue = string | number | boolean | undefined | null | Array<string | number>;
export type RequestOptions = {
  params?: Record<string, string | number | undefined | null>;
  query?: Record<string, QueryValue>;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
};
export type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type ApiClient = {
  config: SdkConfig | undefined;
  request<T>(method: HttpMethod, template: string, options?: RequestOptions): Promise<T>;
};

/** Fills {name} placeholders; a missing or empty value rejects the call before any request. */
export function fillPath(template: string, params: RequestOptions['params'] = {}): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || String(value).trim() === '') {
      throw new SdkClientValidationError(SDK_MESSAGES.missingParameter(name));
    }
    return encodeURIComponent(String(value));
  });
}

export function queryString(query: RequestOptions['query'] = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) value.forEach((v) => search.append(key, String(v)));
    else search.append(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * A client that signs (server side, with credentials) or one that only talks to the shop's
 * own /api (browser side, where proxy.ts adds credentials and the signature).
 */
export function createApiClient(options: { transport: Transport; base: string; config?: Partial<SdkConfig> }): ApiClient {
  const config = options.config ? checkConfig(options.config) : undefined;
  return {
    config,
    async request<T>(method: HttpMethod, template: string, opts: RequestOptions = {}): Promise<T> {
      const url = `${options.base}${fillPath(template, opts.params)}${queryString(opts.query)}`;
      const headers: Record<string, string> = { accept: 'application/json', ...opts.headers };
      const body = opts.body === undefined ? undefined : JSON.stringify(opts.body);
      if (body !== undefined) headers['content-type'] = 'application/json';
      if (config) {
        headers.authorization = `Bearer ${basicToken(config.applicationId, config.applicationToken)}`;
        if (config.currencyCode) headers['x-currency-code'] = config.currencyCode;
        if (config.locationDetails) headers['x-location-detail'] = JSON.stringify(config.locationDetails);
        if (config.cookie) headers.cookie = config.cookie;
        Object.assign(headers, signRequest({ method, url, headers, body }));
      }
      let response: Response;
      try {
        response = await options.transport(new Request(url, { method, headers, body, signal: opts.signal }));
      } catch (error) {
        if ((error as Error)?.name === 'AbortError') throw new SdkException('Request aborted', 'ERR_CANCELED');
        throw new SdkException('Network Error', 'ERR_NETWORK');
      }
      if (method === 'HEAD') return Object.fromEntries(response.headers) as T;
      const data = await readBody(response);
      if (!response.ok) {
        const message = (data as { message?: string } | undefined)?.message || SDK_MESSAGES.statusCode(response.status);
        throw new SdkServerResponseError(message, response.status, response.statusText, data, response.status >= 500 ? 'ERR_BAD_RESPONSE' : 'ERR_BAD_REQUEST');
      }
      return data as T;
    },
  };
}

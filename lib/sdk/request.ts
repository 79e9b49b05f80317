// The request function every domain module builds on, without credentials or signing: the
// browser uses it as it is (proxy.ts signs on the server), lib/sdk/client.ts adds both.
import { SDK_MESSAGES } from '../shared/constants';
import type { SdkConfig } from './config';
import { SdkClientValidationError, SdkException, SdkServerResponseError } from './errors';

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

/** Adds headers to a request about to be sent (credentials, signature). */
export type Prepare = (request: {
  method: HttpMethod;
  url: string;
  headers: Record<string, string>;
  body?: string;
}) => void;

export function createRequester(options: {
  transport: Transport;
  base: string;
  config?: SdkConfig;
  prepare?: Prepare;
}): ApiClient {
  return {
    config: options.config,
    async request<T>(method: HttpMethod, template: string, opts: RequestOptions = {}): Promise<T> {
      const url = `${options.base}${fillPath(template, opts.params)}${queryString(opts.query)}`;
      const headers: Record<string, string> = { accept: 'application/json', ...opts.headers };
      const body = opts.body === undefined ? undefined : JSON.stringify(opts.body);
      if (body !== undefined) headers['content-type'] = 'application/json';
      options.prepare?.({ method, url, headers, body });
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
        throw new SdkServerResponseError(
          message,
          response.status,
          response.statusText,
          data,
          response.status >= 500 ? 'ERR_BAD_RESPONSE' : 'ERR_BAD_REQUEST',
        );
      }
      return data as T;
    },
  };
}

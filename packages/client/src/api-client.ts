import { ApiError, NETWORK_ERROR_STATUS, toApiError } from './api-error';

export { ApiError, isApiError, isNetworkError } from './api-error';

export type TokenGetter = () => Promise<string | null | undefined>;

export type ApiClientOptions = {
  /** '' = same origin (Vite proxies /api in development, Hosting rewrites it in production). */
  baseUrl?: string;
  /** Default bearer token source; a request can override it with `token`. */
  getToken?: TokenGetter;
};

export type ApiRequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  /** A token for this call; `null` sends none even when the client has a getter. */
  token?: string | null;
  cache?: RequestCache;
  signal?: AbortSignal;
  /** The caller's language (`x-locale`): the API writes its error messages in it. */
  locale?: string;
  /** Extra request headers (an `idempotency-key`, ...). */
  headers?: Record<string, string>;
};

export type ApiClient = {
  request<T>(path: string, options?: ApiRequestOptions): Promise<T>;
  get<T>(path: string, options?: Omit<ApiRequestOptions, 'method' | 'body'>): Promise<T>;
};

function buildUrl(baseUrl: string, path: string, query: ApiRequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return `${baseUrl}${path}${search ? `?${search}` : ''}`;
}

async function resolveToken(options: ApiRequestOptions, getToken?: TokenGetter) {
  if (options.token !== undefined) return options.token;
  return getToken ? ((await getToken()) ?? null) : null;
}

export function createApiClient(clientOptions: ApiClientOptions = {}): ApiClient {
  const baseUrl = clientOptions.baseUrl ?? '';

  async function request<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    const token = await resolveToken(options, clientOptions.getToken);
    if (token) headers.Authorization = `Bearer ${token}`;
    if (options.body !== undefined) headers['Content-Type'] = 'application/json';
    if (options.locale) headers['x-locale'] = options.locale;
    if (options.headers) Object.assign(headers, options.headers);

    let response: Response;
    try {
      response = await fetch(buildUrl(baseUrl, path, options.query), {
        method: options.method ?? 'GET',
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        cache: options.cache,
        signal: options.signal,
      });
    } catch (cause) {
      const message = cause instanceof Error ? cause.message : 'Network error';
      throw new ApiError(NETWORK_ERROR_STATUS, 'network_error', message);
    }
    if (!response.ok) throw await toApiError(response);
    if (response.status === 204) return undefined as T;
    return (await response.json()) as T;
  }

  return {
    request,
    get: (path, options) => request(path, { ...options, method: 'GET' }),
  };
}

/** The one same-origin client; per-call tokens come from the auth context. */
export const apiClient = createApiClient();

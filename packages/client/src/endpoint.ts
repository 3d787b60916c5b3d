import type {
  Contract,
  ContractAnswer,
  ContractBody,
  ContractParams,
  ContractQuery,
  ContractRoute,
} from '@bar/domain/api/contract';
import { apiClient, type ApiClient, type ApiRequestOptions } from './api-client';
import type {} from './import-meta-env';

/** A part of the input is required when its schema has a required field, optional otherwise. */
type Part<K extends string, T> = [T] extends [undefined]
  ? { [P in K]?: undefined }
  : object extends T
    ? { [P in K]?: T }
    : { [P in K]: T };

/** What one call sends: path `params`, `query` and `body`, each typed by the contract. */
export type CallInput<C extends Contract> = Part<'params', ContractParams<C>> &
  Part<'query', ContractQuery<C>> &
  Part<'body', ContractBody<C>>;

export type CallOptions = Pick<
  ApiRequestOptions,
  'token' | 'locale' | 'signal' | 'cache' | 'headers'
> & {
  client?: ApiClient;
};

/** One typed function per endpoint, plus its route for query keys and logs. */
export type Endpoint<C extends Contract> = {
  (input: CallInput<C>, options?: CallOptions): Promise<ContractAnswer<C>>;
  readonly route: ContractRoute<C>;
};

/** An answer that does not match its contract (development and tests only: see `endpoint`). */
export class ContractDriftError extends Error {
  readonly route: string;
  readonly issues: unknown;

  constructor(route: string, issues: unknown) {
    super(`${route}: the answer does not match its contract`);
    this.name = 'ContractDriftError';
    this.route = route;
    this.issues = issues;
  }
}

function fillPath(path: string, params: Record<string, string | number> | undefined): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === '') {
      throw new TypeError(`missing path parameter "${name}" for ${path}`);
    }
    return encodeURIComponent(String(value));
  });
}

/**
 * The client entry of one endpoint, from its contract's type and route:
 *
 *   // loaded in development and tests only: a production build drops the import
 *   const contracts = import.meta.env.DEV ? import('@bar/domain/api/events') : undefined;
 *
 *   export const listEvents = endpoint<typeof listEventsContract>(
 *     'GET /api/events',
 *     contracts?.then((m) => m.listEventsContract),
 *   );
 *
 * The route string is checked against the contract's type, so it cannot drift. In development
 * and tests every answer is parsed with the contract's schema and a mismatch throws
 * `ContractDriftError`. A production build folds `import.meta.env.DEV` to false, so the
 * contract module (and zod) is neither loaded nor even emitted as a chunk: guests never download
 * a check the test suite already made, and a harmless extra field from a newer API never breaks
 * an older page.
 */
export function endpoint<C extends Contract>(
  route: ContractRoute<C>,
  contract: Promise<C> | undefined,
): Endpoint<C> {
  const space = route.indexOf(' ');
  const method = route.slice(0, space) as ApiRequestOptions['method'];
  const path = route.slice(space + 1);

  const call = async (input: CallInput<C>, options: CallOptions = {}) => {
    const { client = apiClient, ...requestOptions } = options;
    const { params, query, body } = input as {
      params?: Record<string, string | number>;
      query?: ApiRequestOptions['query'];
      body?: unknown;
    };
    const answer = await client.request<unknown>(fillPath(path, params), {
      ...requestOptions,
      method,
      query,
      body,
    });
    if (import.meta.env.DEV && contract) {
      const { response, status } = await contract;
      const parsed = response.safeParse(status === 204 ? (answer ?? null) : answer);
      if (!parsed.success) throw new ContractDriftError(route, parsed.error.issues);
      return parsed.data as ContractAnswer<C>;
    }
    return answer as ContractAnswer<C>;
  };
  return Object.assign(call, { route });
}

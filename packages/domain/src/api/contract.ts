import { z } from 'zod';

/**
 * The one error shape every API error answers with. `code` is stable for programs, `message` is
 * already in the caller's language (x-locale / Accept-Language), `issues` names the fields.
 */
export const ErrorBodySchema = z.object({
  error: z.object({ code: z.string(), message: z.string(), issues: z.unknown().optional() }),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type SuccessStatus = 200 | 201 | 202 | 204;
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 503;

/**
 * One endpoint's whole wire contract. The API registers exactly this (validation, serialisation
 * and the OpenAPI document come from it) and `@bar/client` derives the typed call from it, so a
 * wire shape is written once. `path` is the full path with `:name` parameters.
 */
export type Contract = {
  readonly method: HttpMethod;
  readonly path: `/api/${string}` | `/${string}`;
  readonly summary: string;
  readonly tags: readonly string[];
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** Request headers the endpoint reads (an `idempotency-key`, ...); others are let through. */
  readonly headers?: z.ZodType;
  /** The success status; 200 unless said. */
  readonly status?: SuccessStatus;
  /** Answers 304 Not Modified, without a body, to a request whose If-None-Match still holds. */
  readonly conditional?: boolean;
  /** Other success statuses answering the same schema (a replayed request's 200 beside 201). */
  readonly alsoStatuses?: readonly SuccessStatus[];
  /** The success answer's schema (use `z.null()` with status 204). */
  readonly response: z.ZodType;
  /** The error statuses the endpoint answers itself (the auth hook adds 401/403 where it applies). */
  readonly errors: readonly ErrorStatus[];
  /**
   * Error statuses whose body carries more than the error shape (a full slot's next free slots):
   * each schema must still be an `ErrorBody`, so every caller reads it the same way.
   */
  readonly errorBodies?: { readonly [S in ErrorStatus]?: z.ZodType<ErrorBody> };
  /**
   * The media type of an answer that is not JSON (a stored file, a PDF, a script). Browsers fetch
   * such routes themselves (an <img>, a link, the upload protocol), so @bar/client has no entry.
   */
  readonly produces?: string;
  /** Statuses a wire protocol itself uses (206, 302, 308, 416, 499...), with what each carries. */
  readonly protocolStatuses?: { readonly [status: number]: z.ZodType };
};

/** Declares a contract, keeping its literal types (method, path, schemas) for both sides. */
export function defineContract<const C extends Contract>(contract: C): C {
  return contract;
}

type SchemaAt<C, K extends string> = C extends { readonly [P in K]: infer S extends z.ZodType }
  ? S
  : undefined;

/** What a caller sends: the input side of each schema (defaults may be left out). */
export type ContractParams<C extends Contract> =
  SchemaAt<C, 'params'> extends z.ZodType ? z.input<SchemaAt<C, 'params'>> : undefined;
export type ContractQuery<C extends Contract> =
  SchemaAt<C, 'query'> extends z.ZodType ? z.input<SchemaAt<C, 'query'>> : undefined;
export type ContractBody<C extends Contract> =
  SchemaAt<C, 'body'> extends z.ZodType ? z.input<SchemaAt<C, 'body'>> : undefined;
/** What a caller receives: the answer after the server's serialisation. */
export type ContractAnswer<C extends Contract> = z.output<C['response']>;

/** `"GET /api/events"`: how the client names an endpoint, checked against the contract's type. */
export type ContractRoute<C extends Contract> = `${C['method']} ${C['path']}`;

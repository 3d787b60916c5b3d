import {
  type Contract,
  ErrorBodySchema,
  type ErrorStatus,
  type SuccessStatus,
} from '@bar/domain/api/contract';
import type { FastifyInstance } from 'fastify';
import { bearerSecurity } from './openapi.js';
import { z } from 'zod';

type SchemaAt<C, K extends string> = C extends { readonly [P in K]: infer S extends z.ZodType }
  ? S
  : never;
type Optional<C, K extends string, As extends string> = [SchemaAt<C, K>] extends [never]
  ? unknown
  : { [P in As]: SchemaAt<C, K> };
type StatusOf<C> =
  | (C extends { readonly status: infer S extends SuccessStatus } ? S : 200)
  | (C extends { readonly alsoStatuses: readonly (infer A extends SuccessStatus)[] } ? A : never);
type NotModifiedOf<C> = C extends { readonly conditional: true } ? { 304: z.ZodUnknown } : object;
type ProtocolOf<C> = C extends { readonly protocolStatuses: infer P extends object } ? P : object;
type ErrorBodiesOf<C> = C extends { readonly errorBodies: infer B extends object } ? B : object;
type ErrorsOf<C> = C extends { readonly errors: readonly (infer E extends ErrorStatus)[] }
  ? E
  : never;

/** The Fastify route schema a contract stands for, typed so handlers are checked against it. */
export type ContractSchema<C extends Contract> = {
  tags: string[];
  summary: string;
  response: { [S in StatusOf<C>]: C['response'] } & {
    [E in Exclude<ErrorsOf<C>, keyof ErrorBodiesOf<C>>]: typeof ErrorBodySchema;
  } & ErrorBodiesOf<C> &
    NotModifiedOf<C> &
    ProtocolOf<C>;
} & Optional<C, 'params', 'params'> &
  Optional<C, 'headers', 'headers'> &
  Optional<C, 'query', 'querystring'> &
  Optional<C, 'body', 'body'>;

/**
 * `method`, `url` (relative to the plugin's prefix) and `schema` of a route registered from its
 * contract: `fastify.route({ ...contractRoute(fastify, listEventsContract), config, handler })`.
 * A contract whose path is outside the plugin's prefix stops the boot.
 */
export function contractRoute<C extends Contract>(
  fastify: Pick<FastifyInstance, 'prefix'>,
  contract: C,
  /** OpenAPI `security` of a public route that still reads an optional token (restricted routes get theirs from the auth plugin). */
  extra: { security?: Record<string, string[]>[] } = {},
): { method: C['method']; url: string; schema: ContractSchema<C> } {
  const prefix = fastify.prefix;
  if (!contract.path.startsWith(prefix)) {
    throw new Error(
      `Contract ${contract.method} ${contract.path} is registered under ${prefix}: register it in the plugin of its own prefix.`,
    );
  }
  const url = contract.path.slice(prefix.length) || '/';
  const response: Record<number, z.ZodType> = { [contract.status ?? 200]: contract.response };
  for (const status of contract.alsoStatuses ?? []) response[status] = contract.response;
  if (contract.conditional) response[304] = z.unknown().describe('Not modified: no body');
  for (const [status, schema] of Object.entries(contract.protocolStatuses ?? {})) {
    response[Number(status)] = schema;
  }
  for (const status of contract.errors) {
    response[status] = contract.errorBodies?.[status] ?? ErrorBodySchema;
  }
  const schema = {
    tags: [...contract.tags],
    summary: contract.summary,
    response,
    ...(contract.params && { params: contract.params }),
    ...(contract.headers && { headers: contract.headers }),
    ...(contract.query && { querystring: contract.query }),
    ...(contract.body && { body: contract.body }),
    ...(extra.security && { security: extra.security }),
    ...(contract.produces && { produces: [contract.produces] }),
  };
  return { method: contract.method, url, schema: schema as unknown as ContractSchema<C> };
}

/** A restricted route from its contract, documented as reading the bearer token. */
export function staffContractRoute<C extends Contract>(
  fastify: Pick<FastifyInstance, 'prefix'>,
  contract: C,
) {
  return contractRoute(fastify, contract, { security: bearerSecurity });
}

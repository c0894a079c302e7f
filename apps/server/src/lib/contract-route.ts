import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Access, AnyEndpoint } from '@ongi/shared';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract's declaration this route answers (packages/shared contract). */
    endpoint?: AnyEndpoint;
  }
}

type ZodApp = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, ZodTypeProvider>;

/** Fastify's schema of an endpoint: what types the handler's request and checks its answer. */
type SchemaOf<E> = {
  params: E extends { params: infer P } ? P : undefined;
  querystring: E extends { query: infer Q } ? Q : undefined;
  body: E extends { body: infer B } ? B : undefined;
  response: E extends { responses: infer R } ? R : undefined;
};

type Options<E> = RouteShorthandOptions<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  SchemaOf<E>,
  ZodTypeProvider
>;
type Handler<E> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  SchemaOf<E>,
  ZodTypeProvider
>;

/** A route's own options: its handler and hooks, and config beyond access (rate limits, public caching). */
export type ContractRouteOptions<E> = Omit<Options<E>, 'schema' | 'config'> & {
  config?: Omit<NonNullable<RouteShorthandOptions['config']>, 'access' | 'endpoint'>;
  /**
   * Where the running configuration closes an endpoint further than its
   * declaration (the payment test page is for administrators only in
   * production): never wider than declared, and the declaration lists the
   * 401 and 403 this may answer.
   */
  narrowedAccess?: Access;
  handler: Handler<E>;
};

/** Each access admits fewer callers than the one before it. */
const accessOrder: readonly Access[] = ['public', 'member', 'normal', 'admin'];

/**
 * Registers the handler of one endpoint of the contract: its method, path,
 * schemas, answers and access come from the declaration, so the route cannot
 * drift from what the web calls. Registered in the module's route file,
 * which is mounted under the path's first segments (domainModule's prefix).
 */
export function route<E extends AnyEndpoint>(app: ZodApp, endpoint: E, options: ContractRouteOptions<E>): void {
  const url = `/api${endpoint.path}`;
  if (!url.startsWith(app.prefix)) throw new Error(`${endpoint.method} ${url} is registered under ${app.prefix}`);
  const { narrowedAccess, ...routeOptions } = options;
  const access = narrowedAccess ?? endpoint.access;
  if (accessOrder.indexOf(access) < accessOrder.indexOf(endpoint.access))
    throw new Error(`${endpoint.method} ${url} would open to ${access} what is declared ${endpoint.access}`);
  if (access !== 'public' && !(endpoint.responses[401] && endpoint.responses[403]))
    throw new Error(`${endpoint.method} ${url} is closed to ${access} but declares no 401 and 403`);
  app.route({
    ...(routeOptions as object),
    method: endpoint.method,
    url: url.slice(app.prefix.length),
    config: { ...options.config, access, endpoint },
    schema: {
      tags: [...endpoint.tags],
      summary: endpoint.summary,
      ...(endpoint.description ? { description: endpoint.description } : {}),
      ...(endpoint.hidden ? { hide: true } : {}),
      ...(endpoint.multipart ? { consumes: ['multipart/form-data'] } : {}),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      response: endpoint.responses,
    },
    handler: options.handler as RouteHandlerMethod,
  });
}

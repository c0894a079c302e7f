import type { FastifyPluginOptions } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** A route file and the path its routes answer under. */
export type Mount<Options extends FastifyPluginOptions> = readonly [prefix: string, routes: FastifyPluginAsyncZod<Options>];

/**
 * A domain as one plugin: its route files, each under its path and in this
 * order, all given the module's options (each takes what it needs), so
 * app.ts lists domains, not files.
 */
export function domainModule<Options extends FastifyPluginOptions>(mounts: ReadonlyArray<Mount<Options>>): FastifyPluginAsyncZod<Options> {
  return async (app, options) => {
    for (const [prefix, routes] of mounts) await app.register(routes, { ...options, prefix });
  };
}

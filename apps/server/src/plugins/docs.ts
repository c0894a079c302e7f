import type { FastifyInstance, FastifyRequest } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { messages } from '@ongi/shared';
import { HttpError } from '../lib/http-error';

export interface DocsOptions {
  /** In production the API map is for administrators only: it lists every route and parameter. */
  adminOnly: boolean;
  /** The session cookie's name, for the document's security scheme. */
  sessionCookieName: string;
}

/** The OpenAPI document, generated from the same zod schemas that validate requests. */
export async function registerDocs(app: FastifyInstance, options: DocsOptions) {
  await app.register(swagger, {
    openapi: {
      info: { title: '온기 API', description: '디지털 기부화환 · 모바일 청첩장 · 부고장 서비스 API', version: '0.1.0' },
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: options.sessionCookieName } } },
    },
    transform: jsonSchemaTransform,
  });
  const administratorsOnly = async (request: FastifyRequest) => {
    const user = request.session?.user;
    if (!user) throw new HttpError(401, messages.common.unauthenticated);
    if (user.roleType !== 'ADMIN') throw new HttpError(403, messages.common.forbidden);
  };
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    uiHooks: options.adminOnly ? { onRequest: administratorsOnly } : undefined,
  });
}

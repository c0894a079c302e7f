import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { messages } from '@ongi/shared';
import { isDatabaseUnavailable } from '../db/unavailable';
import { HttpError } from '../lib/http-error';
import { isApiRequest } from './security';
import { unavailablePage } from './unavailable-page';

/**
 * One error shape for the whole API: an HTTP status and `{ message }` in Korean.
 * Invalid input answers with the first failing rule's own message; anything
 * unexpected is logged in full and answered with a neutral sentence, so no stack
 * trace or SQL ever reaches a client. A page of the site (not /api) that
 * fails is answered with a calm page instead (unavailable-page.ts): 503 when
 * the database did not answer, 500 otherwise.
 */
export function registerErrorHandling(app: FastifyInstance, { bodyLimitBytes, productName }: { bodyLimitBytes: number; productName: string }) {
  // Uploads stream through readMultipartForm with their own limits and messages;
  // what Fastify refuses as too large here is a JSON body over bodyLimit.
  const bodyLimitMb = Math.max(1, Math.round(bodyLimitBytes / (1024 * 1024)));
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ message: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send({ message: error.validation[0]?.message ?? messages.common.badRequest });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
      return reply.status(500).send({ message: messages.common.serverError });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) return reply.status(429).send({ message: messages.common.tooManyRequests });
    if (status === 413) return reply.status(413).send({ message: messages.common.requestTooLarge(bodyLimitMb) });
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, wrong content type, ...) carry English text.
      request.log.info({ err: error }, 'client error');
      return reply.status(status).send({ message: status === 404 ? messages.common.notFound : messages.common.badRequest });
    }
    const unavailable = isDatabaseUnavailable(error);
    request.log.error({ err: error, databaseUnavailable: unavailable || undefined }, 'unexpected error');
    if (!isApiRequest(request)) {
      reply
        .status(unavailable ? 503 : 500)
        .header('Cache-Control', 'no-store')
        .type('text/html; charset=utf-8');
      if (unavailable) reply.header('Retry-After', '10');
      return reply.send(unavailablePage(request, productName));
    }
    return reply.status(500).send({ message: messages.common.serverError });
  });
}

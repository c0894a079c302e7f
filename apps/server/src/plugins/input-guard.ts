import type { FastifyInstance } from 'fastify';
import { findControlCharacter, messages } from '@ongi/shared';
import { HttpError } from '../lib/http-error';

/**
 * One rule for every route's input (packages/shared rules/text.ts): no
 * control characters in the path parameters, the query or a JSON body. It
 * runs before the route's schema, so no route can forget it and a NUL byte
 * never reaches PostgreSQL (which refuses it with an error, not a 400).
 * Multipart fields meet the same rule where they are read (readMultipartForm).
 */
export function registerInputGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      if (findControlCharacter(part)) throw new HttpError(400, messages.common.controlCharacter);
    }
  });
}

import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Every answer a test receives from a route of the contract is held against
 * the declaration: its status must be one the endpoint declares, and a JSON
 * body must parse with that status's schema. The API document is generated
 * from the same declarations, so what the tests exercise is what it says.
 * Answers served from memory (the public cache) are checked too: they skip
 * the serializer that checks the others.
 */
export class AnswerCheck {
  readonly mismatches: string[] = [];

  check = (request: FastifyRequest, reply: FastifyReply, payload: unknown): void => {
    const endpoint = request.routeOptions.config.endpoint;
    if (!endpoint) return;
    // HTTP's own answer to a client that already holds the answer (the ETag of a
    // public read): no body, and no more the endpoint's than a 200 it repeats.
    if (reply.statusCode === 304 && request.headers['if-none-match']) return;
    const where = `${request.method} ${request.url} → ${reply.statusCode}`;
    const schema = endpoint.responses[reply.statusCode];
    if (!schema) {
      this.mismatches.push(`${where}: status not declared by ${endpoint.method} ${endpoint.path}`);
      return;
    }
    if (endpoint.answer && reply.statusCode < 300) return;
    const type = String(reply.getHeader('content-type') ?? '');
    if (!type.includes('application/json') || reply.getHeader('content-encoding')) return;
    const text = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : undefined;
    if (text === undefined) return;
    const parsed = schema.safeParse(JSON.parse(text));
    if (!parsed.success) this.mismatches.push(`${where}: ${parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join('; ')}`);
  };

  /** Fails the test file that received an answer its endpoint does not declare. */
  assertNone(): void {
    if (this.mismatches.length > 0) throw new Error(`answers that do not match the contract:\n${this.mismatches.slice(0, 20).join('\n')}`);
  }
}

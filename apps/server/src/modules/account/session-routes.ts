import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberSessionListSchema, messageSchema, messages, sessionIdParamsSchema, type MemberSession } from '@ongi/shared';
import { HttpError } from '../../plugins/http-error';
import { describeDevice } from './devices';
import { accountSeqOf } from './my-account-routes';

const guarded = { 400: messageSchema, 401: messageSchema, 403: messageSchema };

/** /api/account/sessions: where the member is logged in, with 로그아웃 per device and everywhere (ASVS 7.4, 7.5). */
export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/sessions', {
    config: { access: 'normal' },
    schema: { tags: ['account'], summary: '로그인 기기 목록 (현재 기기 먼저)', response: { 200: memberSessionListSchema, ...guarded } },
    handler: async (request) => {
      const currentHash = request.session?.idHash;
      const rows = await app.sessions.listFor(accountSeqOf(request));
      const content = rows
        .map(
          (row): MemberSession => ({
            sessionId: row.publicId,
            ...describeDevice(row.userAgent),
            ipAddress: row.ipAddress,
            createdAt: row.createDate.toISOString(),
            lastSeenAt: row.lastSeenAt.toISOString(),
            current: row.idHash === currentHash,
          }),
        )
        .sort((a, b) => Number(b.current) - Number(a.current));
      return { content, totalElements: content.length };
    },
  });

  app.post('/sessions/:sessionId/logout', {
    config: { access: 'normal', changesPublicReads: false },
    schema: {
      tags: ['account'],
      summary: '선택한 기기에서 로그아웃 (현재 기기면 이 브라우저도 로그아웃)',
      params: sessionIdParamsSchema,
      response: { 200: messageSchema, 404: messageSchema, ...guarded },
    },
    handler: async (request, reply) => {
      const accountSeq = accountSeqOf(request);
      if (request.params.sessionId === request.session?.publicId) {
        await app.sessions.end(request, reply);
        return { message: messages.session.loggedOut };
      }
      // Another member's session answers as one that does not exist.
      if (!(await app.sessions.endOneOf(accountSeq, request.params.sessionId))) throw new HttpError(404, messages.session.notFound);
      return { message: messages.session.loggedOut };
    },
  });

  app.post('/sessions/logout-all', {
    config: { access: 'normal', changesPublicReads: false },
    schema: { tags: ['account'], summary: '모든 기기에서 로그아웃 (이 브라우저 포함)', response: { 200: messageSchema, ...guarded } },
    handler: async (request, reply) => {
      const accountSeq = accountSeqOf(request);
      await app.sessions.endAllFor(accountSeq);
      await app.sessions.end(request, reply);
      return { message: messages.session.allLoggedOut };
    },
  });
};

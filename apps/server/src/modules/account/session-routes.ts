import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contract, messages, type MemberSession } from '@ongi/shared';
import { route } from '@server/lib/contract-route';
import { HttpError } from '@server/lib/http-error';
import { describeDevice } from './devices';
import { accountSeqOf } from './my-account-routes';

/** /api/account/sessions: where the member is logged in, with 로그아웃 per device and everywhere (ASVS 7.4, 7.5). */
export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, contract.account.sessions, {
    handler: async (request) => {
      const currentHash = request.session?.idHash;
      const rows = await app.sessions.listFor(accountSeqOf(request));
      const content = rows
        .map((row): MemberSession => ({
          sessionId: row.publicId,
          ...describeDevice(row.userAgent),
          ipAddress: row.ipAddress,
          createdAt: row.createDate.toISOString(),
          lastSeenAt: row.lastSeenAt.toISOString(),
          current: row.idHash === currentHash,
        }))
        .sort((a, b) => Number(b.current) - Number(a.current));
      return { content, totalElements: content.length };
    },
  });

  route(app, contract.account.logoutSession, {
    config: { changesPublicReads: false },
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

  route(app, contract.account.logoutAllSessions, {
    config: { changesPublicReads: false },
    handler: async (request, reply) => {
      const accountSeq = accountSeqOf(request);
      await app.sessions.endAllFor(accountSeq);
      await app.sessions.end(request, reply);
      return { message: messages.session.allLoggedOut };
    },
  });
};

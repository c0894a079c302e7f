import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contract, messages } from '@ongi/shared';
import type { FastifyRequest } from 'fastify';
import type { Database } from '@server/db/client';
import type { PasswordGuard } from '@server/lib/auth-throttle';
import { route } from '@server/lib/contract-route';
import { currentUser } from '@server/plugins/access';
import { HttpError } from '@server/lib/http-error';
import { changeAccountInfo, changePassword, checkConnect, getAccountInfo, setPassword, withdraw } from './profile';
import { getRefundBank, purgeExpiredRefundBanks, registerRefundBank, removeRefundBank } from './refund-bank';

export interface MyAccountRoutesOptions {
  db: Database;
  passwordGuard: PasswordGuard;
}

/** The member's own account (my-page): NORMAL and ADMIN sessions only. */
export function accountSeqOf(request: FastifyRequest): number {
  const { accountSeq } = currentUser(request);
  if (accountSeq === null) throw new HttpError(403, messages.common.forbidden);
  return accountSeq;
}

/** How often expired refund accounts and old login records are swept, and once at start. */
const sweepEveryMinutes = 6 * 60;

/** /api/account: profile, password, withdrawal, refund account, social links. */
export const myAccountRoutes: FastifyPluginAsyncZod<MyAccountRoutesOptions> = async (app, { db, passwordGuard }) => {
  app.jobs.define({
    name: 'refund-account-expiry',
    label: '만료된 환불 계좌 삭제',
    everyMinutes: sweepEveryMinutes,
    runAtStart: true,
    run: async () => {
      const purged = await purgeExpiredRefundBanks(db);
      if (purged > 0) app.log.info({ purged }, 'expired refund accounts deleted');
    },
  });
  app.jobs.define({
    name: 'login-record-expiry',
    label: '오래된 로그인 기록 정리',
    everyMinutes: sweepEveryMinutes,
    runAtStart: true,
    run: async () => {
      const swept = await passwordGuard.sweep();
      if (swept > 0) app.log.info({ swept }, 'old login failures and addresses forgotten');
    },
  });

  route(app, contract.account.info, {
    handler: async (request) => getAccountInfo(db, accountSeqOf(request)),
  });

  route(app, contract.account.changeInfo, {
    handler: async (request) => {
      await changeAccountInfo(db, passwordGuard, accountSeqOf(request), request.body);
      return { message: messages.profile.saved };
    },
  });

  route(app, contract.account.changePassword, {
    config: { changesPublicReads: false },
    handler: async (request) => {
      const session = request.session;
      if (!session) throw new HttpError(401, messages.common.unauthenticated);
      await changePassword(db, passwordGuard, accountSeqOf(request), session.idHash, request.body);
      return { result: 'success', message: messages.password.changed };
    },
  });

  route(app, contract.account.setPassword, {
    config: { changesPublicReads: false },
    handler: async (request) => {
      await setPassword(db, accountSeqOf(request), request.body);
      return { result: 'success', message: messages.password.set };
    },
  });

  route(app, contract.account.withdraw, {
    handler: async (request, reply) => {
      const accountSeq = accountSeqOf(request);
      await withdraw(db, passwordGuard, accountSeq, request.body.password);
      await app.sessions.end(request, reply);
      await app.sessions.endAllFor(accountSeq);
      return { result: 'true', message: messages.withdrawal.done };
    },
  });

  route(app, contract.account.saveRefundBank, {
    config: { changesPublicReads: false },
    handler: async (request) => {
      await registerRefundBank(db, accountSeqOf(request), request.body);
      return { message: messages.refundBank.registered };
    },
  });

  route(app, contract.account.refundBank, {
    handler: async (request) => getRefundBank(db, accountSeqOf(request)),
  });

  // The spec had a GET; a same-origin <img> would delete the viewer's refund account, so it is a POST. A GET answers 405.
  route(app, contract.account.deleteRefundBank, {
    config: { changesPublicReads: false },
    handler: async (request) => {
      await removeRefundBank(db, accountSeqOf(request));
      return { message: messages.common.deleted };
    },
  });

  route(app, contract.account.connections, {
    handler: async (request) => checkConnect(db, accountSeqOf(request)),
  });
};

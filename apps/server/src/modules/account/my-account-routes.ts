import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountInfoSchema,
  changeAccountInfoSchema,
  changePasswordSchema,
  checkConnectSchema,
  deleteAccountSchema,
  messageSchema,
  messages,
  refundBankInfoSchema,
  refundBankSchema,
  resultMessageSchema,
  setPasswordSchema,
} from '@ongi/shared';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import type { PasswordGuard } from '../../lib/auth-throttle';
import { currentUser } from '../../plugins/access';
import { HttpError } from '../../plugins/http-error';
import { changeAccountInfo, changePassword, checkConnect, getAccountInfo, setPassword, withdraw } from './profile';
import { getRefundBank, purgeExpiredRefundBanks, registerRefundBank, removeRefundBank } from './refund-bank';

export interface MyAccountRoutesOptions {
  db: Database;
  passwordGuard: PasswordGuard;
}

const guarded = { 400: messageSchema, 401: messageSchema, 403: messageSchema };
const passwordChecked = { ...guarded, 429: messageSchema };

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

  app.get('/get-account-info', {
    config: { access: 'normal' },
    schema: { tags: ['account'], summary: '회원정보 조회', response: { 200: accountInfoSchema, ...guarded } },
    handler: async (request) => getAccountInfo(db, accountSeqOf(request)),
  });

  app.post('/change-account-info', {
    config: { access: 'normal' },
    schema: {
      tags: ['account'],
      summary: '회원정보 수정 (이메일을 바꿀 때는 현재 비밀번호 필요)',
      body: changeAccountInfoSchema,
      response: { 200: messageSchema, ...passwordChecked },
    },
    handler: async (request) => {
      await changeAccountInfo(db, passwordGuard, accountSeqOf(request), request.body);
      return { message: messages.profile.saved };
    },
  });

  app.post('/change-password', {
    config: { access: 'normal', changesPublicReads: false },
    schema: { tags: ['account'], summary: '비밀번호 변경', body: changePasswordSchema, response: { 200: resultMessageSchema, ...passwordChecked } },
    handler: async (request) => {
      const session = request.session;
      if (!session) throw new HttpError(401, messages.common.unauthenticated);
      await changePassword(db, passwordGuard, accountSeqOf(request), session.idHash, request.body);
      return { result: 'success', message: messages.password.changed };
    },
  });

  app.post('/set-password', {
    config: { access: 'normal', changesPublicReads: false },
    schema: {
      tags: ['account'],
      summary: '비밀번호 설정 (네이버·카카오로 가입해 비밀번호가 없는 회원)',
      body: setPasswordSchema,
      response: { 200: resultMessageSchema, 409: messageSchema, ...guarded },
    },
    handler: async (request) => {
      await setPassword(db, accountSeqOf(request), request.body);
      return { result: 'success', message: messages.password.set };
    },
  });

  app.post('/delete-account', {
    config: { access: 'normal' },
    schema: { tags: ['account'], summary: '회원 탈퇴', body: deleteAccountSchema, response: { 200: resultMessageSchema, ...passwordChecked } },
    handler: async (request, reply) => {
      const accountSeq = accountSeqOf(request);
      await withdraw(db, passwordGuard, accountSeq, request.body.password);
      await app.sessions.end(request, reply);
      await app.sessions.endAllFor(accountSeq);
      return { result: 'true', message: messages.withdrawal.done };
    },
  });

  app.post('/register-return-bank', {
    config: { access: 'normal', changesPublicReads: false },
    schema: { tags: ['account'], summary: '환불 계좌 등록 (있으면 바꿈)', body: refundBankSchema, response: { 200: messageSchema, ...guarded } },
    handler: async (request) => {
      await registerRefundBank(db, accountSeqOf(request), request.body);
      return { message: messages.refundBank.registered };
    },
  });

  app.get('/return-bank-info', {
    config: { access: 'normal' },
    schema: { tags: ['account'], summary: '환불 계좌 조회 (없으면 null)', response: { 200: refundBankInfoSchema, ...guarded } },
    handler: async (request) => getRefundBank(db, accountSeqOf(request)),
  });

  // The spec had a GET; a same-origin <img> would delete the viewer's refund account, so it is a POST. A GET answers 405.
  app.post('/delete-return-bank', {
    config: { access: 'normal', changesPublicReads: false },
    schema: { tags: ['account'], summary: '환불 계좌 삭제', response: { 200: messageSchema, ...guarded } },
    handler: async (request) => {
      await removeRefundBank(db, accountSeqOf(request));
      return { message: messages.common.deleted };
    },
  });

  app.get('/check-connect', {
    config: { access: 'normal' },
    schema: { tags: ['account'], summary: 'SNS 연결 상태', response: { 200: checkConnectSchema, ...guarded } },
    handler: async (request) => checkConnect(db, accountSeqOf(request)),
  });
};

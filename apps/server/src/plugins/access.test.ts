import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { messages } from '@ongi/shared';
import { createTestApp, sameOrigin, sessionCookie, type TestContext } from '../test/app';
import { probeRoute } from '../test/probe-route';
import { createAccount, createFuneralInvitation, createWeddingInvitation } from '../seed/factories';
import { registerAccessControl, type Access } from './access';

let t: TestContext;
const cookies: Record<'member' | 'admin' | 'nonMember', string> = { member: '', admin: '', nonMember: '' };
const levels: Access[] = ['public', 'member', 'normal', 'admin'];

beforeAll(async () => {
  // One probe route per access level, added beside the real routes, so the
  // guards are exercised through real logins and real session rows.
  t = await createTestApp({}, (app) => {
    for (const access of levels) probeRoute(app, 'GET', `/probe/${access}`, access, { handler: async () => ({ access }) });
  });
  const db = t.database.db;
  await createAccount(db, { username: 'member1234', password: 'Passw0rd!', name: '회원', roleType: 'NORMAL' });
  await createAccount(db, { username: 'admin12345', password: 'Passw0rd!', name: '관리자', roleType: 'ADMIN' });
  const order = await createFuneralInvitation(db, { nonMemberName: '김상주', nonMemberPhone: '01012345678' });
  const login = (url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: sameOrigin, payload });
  cookies.member = sessionCookie(await login('/api/account/login', { username: 'member1234', pwd: 'Passw0rd!' }));
  cookies.admin = sessionCookie(await login('/api/admin/account/login', { username: 'admin12345', pwd: 'Passw0rd!' }));
  cookies.nonMember = sessionCookie(await login('/api/account/nonUserLogin', { nonUserName: '김상주', phoneNum: '010-1234-5678', orderNum: order.orderNum }));
});
afterAll(() => t.close());

const probe = (access: Access, cookie?: string) => t.app.inject({ method: 'GET', url: `/api/probe/${access}`, headers: cookie ? { cookie } : {} });

describe('a route without an access declaration', () => {
  it('stops the server from starting', () => {
    const app = Fastify();
    registerAccessControl(app);
    expect(() => app.get('/api/forgotten', async () => 'open')).toThrow(/config.access/);
  });
});

describe('a route outside the contract', () => {
  it('stops the server from starting, even with its access declared', () => {
    const app = Fastify();
    registerAccessControl(app);
    expect(() => app.get('/api/forgotten', { config: { access: 'public' } }, async () => 'open')).toThrow(/not declared in the contract/);
  });
});

describe('access levels', () => {
  // Expected status per caller for public, member, normal, admin routes.
  const table: Array<[string, keyof typeof cookies | null, number[]]> = [
    ['no session', null, [200, 401, 401, 401]],
    ['a non-member', 'nonMember', [200, 200, 403, 403]],
    ['a member', 'member', [200, 200, 200, 403]],
    ['an administrator', 'admin', [200, 200, 200, 200]],
  ];
  it.each(table)('%s gets %j', async (_who, caller, expected) => {
    const statuses = [];
    for (const access of levels) statuses.push((await probe(access, caller ? cookies[caller] : undefined)).statusCode);
    expect(statuses).toEqual(expected);
  });

  it('answers 401 and 403 with Korean messages', async () => {
    expect((await probe('normal')).json()).toEqual({ message: messages.common.unauthenticated });
    expect((await probe('normal', cookies.nonMember)).json()).toEqual({ message: messages.common.forbidden });
  });
});

describe('non-member login', () => {
  it('opens a session limited to that order, under the orderer name', async () => {
    const check = await t.app.inject({ method: 'GET', url: '/api/account/check-login', headers: { cookie: cookies.nonMember } });
    expect(check.json()).toEqual({ isAuthenticated: true, userInfo: { name: '김상주', roleType: 'NON_MEMBER' } });
  });

  it('opens a wedding order the same way, whatever the phone formatting', async () => {
    const wedding = await createWeddingInvitation(t.database.db, { nonMemberName: '이신랑', nonMemberPhone: '01077778888' });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/account/nonUserLogin',
      headers: sameOrigin,
      payload: { nonUserName: ' 이신랑 ', phoneNum: '010 7777 8888', orderNum: wedding.orderNum },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ result: true, name: '이신랑', username: '' });
  });

  it.each([
    ['a wrong name', { nonUserName: '박상주', phoneNum: '01012345678' }],
    ['a wrong phone', { nonUserName: '김상주', phoneNum: '01099998888' }],
  ])('refuses %s with 잘못된 정보입니다.', async (_label, fields) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/account/nonUserLogin',
      headers: sameOrigin,
      payload: { ...fields, orderNum: '999999999999' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: messages.login.invalid });
  });

  it('asks for every field', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/account/nonUserLogin',
      headers: sameOrigin,
      payload: { nonUserName: '김상주', phoneNum: '', orderNum: '' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: messages.login.required });
  });

  it('does not open a member-owned order as a non-member', async () => {
    const owner = await createAccount(t.database.db, { username: 'owner12345', password: 'Passw0rd!', name: '최회원', roleType: 'NORMAL' });
    const order = await createFuneralInvitation(t.database.db, { accountSeq: owner.accountSeq, nonMemberName: '최회원', nonMemberPhone: '01055556666' });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/account/nonUserLogin',
      headers: sameOrigin,
      payload: { nonUserName: '최회원', phoneNum: '01055556666', orderNum: order.orderNum },
    });
    expect(response.statusCode).toBe(401);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages, only, refundBankRetentionDays } from '@ongi/shared';
import { createTestApp, sameOrigin, sessionCookie, type TestContext } from '@server/test/app';
import { probeRoute } from '@server/test/probe-route';
import { createTestDatabase } from '@server/test/database';
import { expectRefusal, getAs, loginAs, nonMemberSession, postAs } from '@server/test/member-session';
import { createAccount, createInquiry, createRefundBank, createSocialConnection } from '@server/seed/factories';
import { accounts, inquiries, refundBanks, sessions, socialConnections } from '@server/db/schema';
import { verifyPassword } from './password';
import { purgeExpiredRefundBanks } from './refund-bank';

let t: TestContext;
let nonMemberCookie = '';

beforeAll(async () => {
  t = await createTestApp({}, (app) => {
    probeRoute(app, 'POST', '/probe/login-as/:accountSeq', 'public', {
      handler: async (request, reply) => {
        await app.sessions.start(request, reply, { roleType: 'NORMAL', accountSeq: Number((request.params as { accountSeq: string }).accountSeq) });
        return {};
      },
    });
  });
  nonMemberCookie = await nonMemberSession(t, { name: '김상주', phone: '01012345678' });
});
afterAll(() => t.close());

let memberCount = 0;
/** A fresh member and a logged-in session of theirs. */
async function member(fields: Parameters<typeof createAccount>[1] = {}) {
  memberCount += 1;
  const username = fields.username ?? `member_${memberCount}`;
  const account = await createAccount(t.database.db, {
    password: 'Passw0rd!',
    name: '이회원',
    email: `${username}@example.com`,
    phoneNum: '01011112222',
    telNum: '0212345678',
    birthday: '1985-07-15',
    birthdayCalendar: 'solar',
    zonecode: '03154',
    roadAddress: '서울 종로구 세종대로 175',
    detailAddress: '1층',
    marketingSms: 'Y',
    ...fields,
    username,
  });
  const response = await t.app.inject({ method: 'POST', url: '/api/account/login', headers: sameOrigin, payload: { username, pwd: 'Passw0rd!' } });
  const cookie = response.statusCode === 200 ? sessionCookie(response) : '';
  return { account, cookie };
}

/** A member made by social signup: no password, so the test opens the session as S2's OAuth login would. */
async function socialMember() {
  memberCount += 1;
  const account = await createAccount(t.database.db, { username: `kakao_${memberCount}x`, passwordHash: '', name: '소셜회원' });
  await createSocialConnection(t.database.db, { accountSeq: account.accountSeq, provider: 'kakao' });
  const response = await t.app.inject({ method: 'POST', url: `/api/probe/login-as/${account.accountSeq}`, headers: sameOrigin });
  return { account, cookie: sessionCookie(response) };
}

const get = (url: string, cookie?: string, headers: Record<string, string> = {}) => getAs(t.app, url, cookie, headers);
const post = (url: string, payload: unknown, cookie?: string, headers?: Record<string, string>) => postAs(t.app, url, payload, cookie, headers);

describe('who may use the my-page account routes', () => {
  // Valid bodies, so the refusal is the access check's (which runs before the body is even read).
  const routes: Array<[string, string, unknown?]> = [
    ['GET', '/api/account/get-account-info'],
    [
      'POST',
      '/api/account/change-account-info',
      { telNum: '0212345678', phoneNum: '01012345678', email: 'a@example.com', marketingSms: 'N', marketingEmail: 'N' },
    ],
    ['POST', '/api/account/change-password', { currentPassword: 'Passw0rd!', newPassword: 'Quiet4#Meadow' }],
    ['POST', '/api/account/delete-account', { password: 'Passw0rd!' }],
    ['POST', '/api/account/register-return-bank', { bankName: '신한', bankOwner: '이회원', bankNumber: '110123456789' }],
    ['GET', '/api/account/return-bank-info'],
    ['POST', '/api/account/delete-return-bank', {}],
    ['GET', '/api/account/check-connect'],
  ];

  it.each(routes)('%s %s answers 401 without a session', async (method, url, payload) => {
    const response = method === 'GET' ? await get(url, undefined, sameOrigin) : await post(url, payload);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: messages.common.unauthenticated });
  });

  it.each(routes)('%s %s answers 403 to a non-member session', async (method, url, payload) => {
    const response = method === 'GET' ? await get(url, nonMemberCookie, sameOrigin) : await post(url, payload, nonMemberCookie);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: messages.common.forbidden });
  });
});

describe('GET /api/account/get-account-info', () => {
  it("gives the member's own profile", async () => {
    const { cookie } = await member({ username: 'profile_me' });
    const response = await get('/api/account/get-account-info', cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      name: '이회원',
      username: 'profile_me',
      birthday: '1985-07-15',
      birthdayCalendar: 'solar',
      zonecode: '03154',
      roadAddress: '서울 종로구 세종대로 175',
      detailAddress: '1층',
      telNum: '0212345678',
      phoneNum: '01011112222',
      email: 'profile_me@example.com',
      marketingSms: 'Y',
      marketingEmail: 'N',
      hasPassword: true,
    });
  });

  it('fills absent fields with empty text', async () => {
    const { cookie } = await member({ zonecode: null, roadAddress: null, detailAddress: null, telNum: null, birthday: null, birthdayCalendar: null });
    expect((await get('/api/account/get-account-info', cookie)).json()).toMatchObject({
      zonecode: '',
      roadAddress: '',
      detailAddress: '',
      telNum: '',
      birthday: null,
      birthdayCalendar: null,
    });
  });
});

describe('POST /api/account/change-account-info', () => {
  const valid = {
    zonecode: '06236',
    roadAddress: '서울 강남구 테헤란로 152',
    detailAddress: '10층',
    telNum: '031-987-6543',
    phoneNum: '010-3333-4444',
    email: 'changed@example.com',
    marketingSms: 'N',
    marketingEmail: 'Y',
  };

  it('saves the editable fields only', async () => {
    const { account, cookie } = await member();
    const response = await post('/api/account/change-account-info', { ...valid, name: '바꾼이름', username: 'hijack', currentPassword: 'Passw0rd!' }, cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: messages.profile.saved });
    const row = only(await t.database.db.select().from(accounts).where(eq(accounts.accountSeq, account.accountSeq)), 'the account');
    expect(row).toMatchObject({
      name: '이회원',
      username: account.username,
      birthday: '1985-07-15',
      zonecode: '06236',
      roadAddress: '서울 강남구 테헤란로 152',
      detailAddress: '10층',
      telNum: '0319876543',
      phoneNum: '01033334444',
      email: 'changed@example.com',
      marketingSms: 'N',
      marketingEmail: 'Y',
    });
  });

  it.each([
    ['mobile', { phoneNum: '010-12', telNum: '', email: '' }, messages.profile.mobileRequired],
    ['landline', { telNum: '02-1', email: '' }, messages.profile.telRequired],
    ['e-mail', { email: '' }, messages.profile.emailRequired],
    ['e-mail without its domain', { email: 'someone@' }, messages.profile.emailRequired],
    ['e-mail form', { email: 'some one@example' }, messages.signup.emailInvalid],
    ['marketing choice', { marketingSms: 'maybe' }, messages.profile.marketing],
  ])('refuses a missing or wrong %s first', async (_label, broken, message) => {
    const { cookie } = await member();
    const response = await post('/api/account/change-account-info', { ...valid, ...broken }, cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });
});

describe('POST /api/account/change-password', () => {
  it('changes the password, keeps this session and ends the others', async () => {
    const { account, cookie } = await member();
    const other = await loginAs(t.app, account.username);
    const response = await post('/api/account/change-password', { currentPassword: 'Passw0rd!', newPassword: 'Quiet4#Meadow' }, cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ result: 'success', message: messages.password.changed });

    const row = only(await t.database.db.select().from(accounts).where(eq(accounts.accountSeq, account.accountSeq)), 'the account');
    expect(await verifyPassword(row.passwordHash, 'Quiet4#Meadow')).toBe(true);
    expect((await get('/api/account/check-login', cookie)).json().isAuthenticated).toBe(true);
    expect((await get('/api/account/check-login', other)).json().isAuthenticated).toBe(false);
  });

  it('refuses a wrong current password', async () => {
    const { cookie } = await member();
    const response = await post('/api/account/change-password', { currentPassword: 'Wrong0Pass!', newPassword: 'Quiet4#Meadow' }, cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: messages.password.currentWrong });
  });

  it('refuses an account without a password (social signup)', async () => {
    const { cookie } = await socialMember();
    const response = await post('/api/account/change-password', { currentPassword: 'anything1', newPassword: 'Quiet4#Meadow' }, cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: messages.password.currentWrong });
  });

  it('asks for a password other than the current one', async () => {
    const { cookie } = await member();
    const response = await post('/api/account/change-password', { currentPassword: 'Passw0rd!', newPassword: 'Passw0rd!' }, cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: messages.password.sameAsCurrent });
  });

  it.each([
    ['current password', { currentPassword: '', newPassword: '' }, messages.password.currentRequired],
    ['new password', { currentPassword: 'Passw0rd!', newPassword: '' }, messages.password.newRequired],
    ['password rule', { currentPassword: 'Passw0rd!', newPassword: 'abcdefgh' }, messages.password.rule],
  ])('refuses a missing or wrong %s first', async (_label, payload, message) => {
    const { cookie } = await member();
    const response = await post('/api/account/change-password', payload, cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });
});

describe('POST /api/account/delete-account', () => {
  it('withdraws: logged out everywhere, refund account and social links gone, posts kept, login refused', async () => {
    const { account, cookie } = await member();
    const db = t.database.db;
    const other = await loginAs(t.app, account.username);
    await createRefundBank(db, { accountSeq: account.accountSeq });
    await createSocialConnection(db, { accountSeq: account.accountSeq, provider: 'naver' });
    const inquiry = await createInquiry(db, { accountSeq: account.accountSeq });

    const response = await post('/api/account/delete-account', { password: 'Passw0rd!' }, cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ result: 'true', message: messages.withdrawal.done });
    const cleared = response.cookies.find((c) => c.name === 'ongi_sid');
    expect(cleared?.value).toBe('');

    const row = only(await db.select().from(accounts).where(eq(accounts.accountSeq, account.accountSeq)), 'the account');
    expect(row.withdrawnAt).toBeInstanceOf(Date);
    expect(await db.select().from(sessions).where(eq(sessions.accountSeq, account.accountSeq))).toEqual([]);
    expect(await db.select().from(refundBanks).where(eq(refundBanks.accountSeq, account.accountSeq))).toEqual([]);
    expect(await db.select().from(socialConnections).where(eq(socialConnections.accountSeq, account.accountSeq))).toEqual([]);
    expect(await db.select().from(inquiries).where(eq(inquiries.inquirySeq, inquiry.inquirySeq))).toHaveLength(1);
    expect((await get('/api/account/check-login', other)).json().isAuthenticated).toBe(false);

    const login = await post('/api/account/login', { username: account.username, pwd: 'Passw0rd!' });
    expect(login.statusCode).toBe(401);
    expect(login.json()).toEqual({ message: messages.login.invalid });
  });

  it('asks for the password, then checks it', async () => {
    const { account, cookie } = await member();
    const empty = await post('/api/account/delete-account', { password: '' }, cookie);
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ message: messages.withdrawal.passwordRequired });
    const wrong = await post('/api/account/delete-account', { password: 'Wrong0Pass!' }, cookie);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: messages.withdrawal.passwordWrong });
    const row = only(await t.database.db.select().from(accounts).where(eq(accounts.accountSeq, account.accountSeq)), 'the account');
    expect(row.withdrawnAt).toBeNull();
  });

  it('lets an account without a password (social signup) withdraw with an empty one', async () => {
    const { account, cookie } = await socialMember();
    const response = await post('/api/account/delete-account', { password: '' }, cookie);
    expect(response.statusCode).toBe(200);
    const row = only(await t.database.db.select().from(accounts).where(eq(accounts.accountSeq, account.accountSeq)), 'the account');
    expect(row.withdrawnAt).toBeInstanceOf(Date);
  });
});

describe('refund account', () => {
  const valid = { bankName: '신한', bankOwner: '이회원', bankNumber: '110123456789' };

  it('registers, shows, replaces and deletes the one refund account', async () => {
    const { account, cookie } = await member();
    expect((await get('/api/account/return-bank-info', cookie)).json()).toBeNull();

    const registered = await post('/api/account/register-return-bank', valid, cookie);
    expect(registered.statusCode).toBe(200);
    expect(registered.json()).toEqual({ message: messages.refundBank.registered });
    const info = await get('/api/account/return-bank-info', cookie);
    expect(info.json()).toEqual({ ...valid, createDate: expect.any(String) });

    await post('/api/account/register-return-bank', { bankName: '카카오뱅크', bankOwner: '이회원', bankNumber: '3333012345678' }, cookie);
    expect((await get('/api/account/return-bank-info', cookie)).json()).toMatchObject({ bankName: '카카오뱅크', bankNumber: '3333012345678' });
    expect(await t.database.db.select().from(refundBanks).where(eq(refundBanks.accountSeq, account.accountSeq))).toHaveLength(1);

    const deleted = await post('/api/account/delete-return-bank', {}, cookie);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: messages.common.deleted });
    expect((await get('/api/account/return-bank-info', cookie)).json()).toBeNull();
  });

  it('refuses delete-return-bank from another site', async () => {
    const { account, cookie } = await member();
    await createRefundBank(t.database.db, { accountSeq: account.accountSeq });
    for (const headers of [{ 'sec-fetch-site': 'cross-site' }, { origin: 'https://evil.example' }] as Record<string, string>[]) {
      const response = await post('/api/account/delete-return-bank', {}, cookie, headers);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: messages.common.crossOrigin });
    }
    expect((await get('/api/account/return-bank-info', cookie)).json()).not.toBeNull();
  });

  it.each([
    ['bank', { bankName: '없는은행' }, messages.refundBank.bankRequired],
    ['owner', { bankOwner: ' ' }, messages.refundBank.ownerRequired],
    ['owner length', { bankOwner: '가'.repeat(31) }, messages.refundBank.ownerTooLong],
    ['number', { bankNumber: '' }, messages.refundBank.numberRequired],
    ['number digits', { bankNumber: '110-123-456789' }, messages.refundBank.numberDigits],
    ['number length', { bankNumber: '123456789' }, messages.refundBank.numberLength],
  ])('refuses a missing or wrong %s first', async (_label, broken, message) => {
    const { cookie } = await member();
    const response = await post('/api/account/register-return-bank', { ...valid, ...broken }, cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });

  const yearAgo = (extraDays: number) => new Date(Date.now() - (refundBankRetentionDays + extraDays) * 24 * 3_600_000);

  it('forgets a refund account collected more than a year ago when it is read', async () => {
    const { account, cookie } = await member();
    await createRefundBank(t.database.db, { accountSeq: account.accountSeq, createDate: yearAgo(1) });
    expect((await get('/api/account/return-bank-info', cookie)).json()).toBeNull();
    expect(await t.database.db.select().from(refundBanks).where(eq(refundBanks.accountSeq, account.accountSeq))).toEqual([]);
  });

  it('sweeps expired refund accounts of everyone, keeping younger ones', async () => {
    const old = await member();
    const young = await member();
    await createRefundBank(t.database.db, { accountSeq: old.account.accountSeq, createDate: yearAgo(2) });
    await createRefundBank(t.database.db, { accountSeq: young.account.accountSeq, createDate: yearAgo(-2) });
    expect(await purgeExpiredRefundBanks(t.database.db)).toBeGreaterThanOrEqual(1);
    const left = await t.database.db.select().from(refundBanks);
    expect(left.map((r) => r.accountSeq)).toContain(young.account.accountSeq);
    expect(left.map((r) => r.accountSeq)).not.toContain(old.account.accountSeq);
  });

  it('runs the sweep when the server starts', async () => {
    const database = await createTestDatabase();
    const owner = await createAccount(database.db, { username: 'sweep_owner' });
    await createRefundBank(database.db, { accountSeq: owner.accountSeq, createDate: yearAgo(1) });
    const started = await createTestApp({ database });
    try {
      // A job the instance sends as it starts, taken by the queue's worker a moment later.
      await expect.poll(() => database.db.select().from(refundBanks), { timeout: 30_000 }).toEqual([]);
    } finally {
      await started.close();
      await database.close();
    }
  });
});

describe('GET /api/account/check-connect', () => {
  it('says nothing is connected and a password exists', async () => {
    const { cookie } = await member();
    const response = await get('/api/account/check-connect', cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ isNaver: false, isKakao: false, naverConnectDate: null, kakaoConnectDate: null, hasPassword: true });
  });

  it('gives each connected provider with its date', async () => {
    const { account, cookie } = await member();
    const naver = await createSocialConnection(t.database.db, {
      accountSeq: account.accountSeq,
      provider: 'naver',
      connectDate: new Date('2026-03-01T09:00:00Z'),
    });
    const response = await get('/api/account/check-connect', cookie);
    expect(response.json()).toEqual({
      isNaver: true,
      isKakao: false,
      naverConnectDate: naver.connectDate.toISOString(),
      kakaoConnectDate: null,
      hasPassword: true,
    });
  });

  it('says an account made by social signup has no password', async () => {
    const { cookie } = await socialMember();
    expect((await get('/api/account/check-connect', cookie)).json()).toMatchObject({ isKakao: true, hasPassword: false });
  });
});

describe('changing the e-mail asks for the current password', () => {
  const profile = (email: string, currentPassword?: string) => ({
    telNum: '0212345678',
    phoneNum: '01011112222',
    email,
    marketingSms: 'Y',
    marketingEmail: 'N',
    ...(currentPassword === undefined ? {} : { currentPassword }),
  });
  const emailOf = async (accountSeq: number) =>
    only(await t.database.db.select().from(accounts).where(eq(accounts.accountSeq, accountSeq)), 'the account').email;

  it('refuses a new e-mail without it or with a wrong one, and keeps the old e-mail', async () => {
    const { account, cookie } = await member();
    expectRefusal(await post('/api/account/change-account-info', profile('taken.over@example.com'), cookie), 400, messages.profile.currentPasswordForEmail);
    expectRefusal(await post('/api/account/change-account-info', profile('taken.over@example.com', 'Wrong1234!'), cookie), 400, messages.password.currentWrong);
    expect(await emailOf(account.accountSeq)).toBe(account.email);
  });

  it('changes it with the right password; other fields need none', async () => {
    const { account, cookie } = await member();
    expect((await post('/api/account/change-account-info', profile(account.email!), cookie)).statusCode).toBe(200);
    expect((await post('/api/account/change-account-info', profile(` ${account.email!.toUpperCase()} `), cookie)).statusCode).toBe(200);
    expect((await post('/api/account/change-account-info', profile('moved@example.com', 'Passw0rd!'), cookie)).statusCode).toBe(200);
    expect(await emailOf(account.accountSeq)).toBe('moved@example.com');
  });

  it('lets a member without a password (social signup) change it on the strength of the session', async () => {
    const { account, cookie } = await socialMember();
    expect((await post('/api/account/change-account-info', profile('social.new@example.com'), cookie)).statusCode).toBe(200);
    expect(await emailOf(account.accountSeq)).toBe('social.new@example.com');
  });
});

describe('wrong current passwords on my-page are limited per member', () => {
  it('after five wrong ones, change-password, delete-account and the e-mail change wait, even with the right password', async () => {
    const { account, cookie } = await member();
    for (let i = 0; i < 5; i += 1) {
      expectRefusal(
        await post('/api/account/change-password', { currentPassword: `Wrong${i}234!`, newPassword: 'Fresh1234!' }, cookie),
        400,
        messages.password.currentWrong,
      );
    }
    const refusals = [
      await post('/api/account/change-password', { currentPassword: 'Wrong9234!', newPassword: 'Fresh1234!' }, cookie),
      await post('/api/account/change-password', { currentPassword: 'Passw0rd!', newPassword: 'Fresh1234!' }, cookie),
      await post('/api/account/delete-account', { password: 'Passw0rd!' }, cookie),
    ];
    for (const response of refusals) {
      expect(response.statusCode).toBe(429);
      expect(response.json().message).toMatch(/^비밀번호를 여러 번 잘못 입력했습니다\. \d+(초|분)/);
    }
    const row = only(await t.database.db.select().from(accounts).where(eq(accounts.accountSeq, account.accountSeq)), 'the account');
    expect(row.withdrawnAt).toBeNull();
    expect(await verifyPassword(row.passwordHash, 'Passw0rd!')).toBe(true);
  });

  it('one member waiting does not hold up another', async () => {
    const { cookie } = await member();
    const response = await post('/api/account/change-password', { currentPassword: 'Passw0rd!', newPassword: 'Mossy2$Pebble' }, cookie);
    expect(response.statusCode).toBe(200);
  });
});

describe('POST /api/account/set-password (members who joined with Naver or Kakao)', () => {
  it('sets a first password with no current one, after which the member logs in with it', async () => {
    const { account, cookie } = await socialMember();
    expect((await get('/api/account/check-connect', cookie)).json().hasPassword).toBe(false);
    const response = await post('/api/account/set-password', { newPassword: 'MyOwn1234!' }, cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ result: 'success', message: messages.password.set });
    expect((await get('/api/account/check-connect', cookie)).json().hasPassword).toBe(true);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/account/login',
      headers: sameOrigin,
      payload: { username: account.username, pwd: 'MyOwn1234!' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('refuses a member who already has a password (they change it instead)', async () => {
    const { cookie } = await member();
    expectRefusal(await post('/api/account/set-password', { newPassword: 'MyOwn1234!' }, cookie), 409, messages.password.alreadySet);
  });

  it.each([
    ['empty', '', messages.password.newRequired],
    ['against the rule', 'abcdEFGH', messages.password.rule],
    ['common', 'qwerty123', messages.password.weak],
  ])('refuses a password that is %s', async (_label, newPassword, message) => {
    const { cookie } = await socialMember();
    expectRefusal(await post('/api/account/set-password', { newPassword }, cookie), 400, message);
  });

  it('is for logged-in members only', async () => {
    expectRefusal(await post('/api/account/set-password', { newPassword: 'MyOwn1234!' }), 401, messages.common.unauthenticated);
    expectRefusal(await post('/api/account/set-password', { newPassword: 'MyOwn1234!' }, nonMemberCookie), 403, messages.common.forbidden);
  });
});

describe('passwords easy to guess', () => {
  // Leaked-list passwords, and those the security review got through an exact-match list.
  it.each(['password1', 'qwerty123', '1234567a', 'Password1', 'Password1!', 'Qwerty123!', 'P@ssw0rd!', 'Admin1234!', 'Sarang123!', 'Korea2024!'])(
    'refuses %s as a new password',
    async (newPassword) => {
      const { cookie } = await member();
      expectRefusal(await post('/api/account/change-password', { currentPassword: 'Passw0rd!', newPassword }, cookie), 400, messages.password.weak);
    },
  );
});

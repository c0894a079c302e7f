import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { itemAt, messages, only, passwordResetMailLimits } from '@ongi/shared';
import { loadConfig } from '@server/config';
import { createTestApp, sameOrigin, sessionCookie, type TestContext } from '@server/test/app';
import { postAs } from '@server/test/member-session';
import { createAccount } from '@server/seed/factories';
import { accounts, identityVerifications, passwordResetTokens } from '@server/db/schema';
import { sandboxCi } from '@server/integrations/identity';
import { readOutbox } from '../../../../../test-support/outbox';
import { verifiedIdentity } from '@server/test/identity';

let t: TestContext;
const hong = { name: '홍길동', phoneNum: '01012345678' };

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  // Found by CI (joined after identity verification) and by name and mobile (older accounts without CI).
  await createAccount(db, { username: 'gildong01', name: '홍길동', phoneNum: '01012345678', identityCi: sandboxCi('홍길동', '01012345678', null) });
  await createAccount(db, { username: 'gildong_old', name: '홍길동', phoneNum: '01012345678', identityCi: null });
  await createAccount(db, { username: 'gildong_cis', name: '홍길동', phoneNum: '01000000000', identityCi: sandboxCi('홍길동', '01012345678', null) });
  // Never listed: withdrawn, administrators, other people.
  const left = await createAccount(db, { username: 'gildong_left', name: '홍길동', phoneNum: '01012345678' });
  await db.update(accounts).set({ withdrawnAt: new Date() }).where(eq(accounts.accountSeq, left.accountSeq));
  await createAccount(db, { username: 'gildong_adm', name: '홍길동', phoneNum: '01012345678', roleType: 'ADMIN' });
  await createAccount(db, { username: 'someone_else', name: '김철수', phoneNum: '01012345678' });

  await createAccount(db, { username: 'reset_me1', password: 'OldPassw0rd!', name: '김재설', email: 'Reset.Me@example.com' });
  const gone = await createAccount(db, { username: 'reset_gone', password: 'OldPassw0rd!', email: 'gone@example.com' });
  await db.update(accounts).set({ withdrawnAt: new Date() }).where(eq(accounts.accountSeq, gone.accountSeq));
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = sameOrigin) => postAs(t.app, url, payload, undefined, headers);
const outbox = () => readOutbox(path.join(t.dataDir, 'outbox'));
const login = (username: string, pwd: string) => post('/api/account/login', { username, pwd });

/** Moves the account's reset mails back in time, as if they had been asked for that long ago. */
async function ageResetMails(username: string, ms: number) {
  await t.database.db.execute(
    sql`update password_reset_token set create_date = create_date - make_interval(secs => ${ms / 1000})
        where account_seq = (select account_seq from account where username = ${username})`,
  );
}
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

describe('POST /api/account/find-id', () => {
  it("lists the person's active member usernames, masked, and spends the verification", async () => {
    const id = await verifiedIdentity(t.app, hong);
    const response = await post('/api/account/find-id', { identityVerificationId: id });
    expect(response.statusCode).toBe(200);
    const found = response.json().accounts as Array<{ username: string; createDate: string }>;
    expect(found.map((a) => a.username)).toEqual(['gi*******', 'gi*********', 'gi*********']);
    for (const account of found) expect(new Date(account.createDate).getTime()).not.toBeNaN();

    const again = await post('/api/account/find-id', { identityVerificationId: id });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: messages.identity.notVerified });
  });

  it('answers 404 when nobody matches, without spending the verification', async () => {
    const id = await verifiedIdentity(t.app, { name: '없는사람', phoneNum: '01099998888' });
    const response = await post('/api/account/find-id', { identityVerificationId: id });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: messages.findAccount.noMatch });
    const row = only(
      await t.database.db.select().from(identityVerifications).where(eq(identityVerifications.identityVerificationId, id)),
      'the identity verification',
    );
    expect(row.usedAt).toBeNull();
  });

  it.each([
    ['an unknown verification', { identityVerificationId: 'identity-verification-forged' }],
    ['no verification', {}],
  ])('answers 400 for %s', async (_label, payload) => {
    const response = await post('/api/account/find-id', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: messages.identity.notVerified });
  });
});

describe('password reset', () => {
  const request = (payload: unknown) => post('/api/account/password-reset-request', payload);
  const reset = (payload: unknown) => post('/api/account/password-reset', payload);
  const tokenFrom = (text: string) => /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? '';

  // These tests ask for several links for one account; the mail limits are tested on their own below.
  beforeEach(() => ageResetMails('reset_me1', 25 * 3_600_000));

  /** Asks for a link and reads it from the outbox (mail goes out in the background). */
  async function mailedToken(username = 'reset_me1', email = 'reset.me@example.com') {
    await ageResetMails(username, 25 * 3_600_000);
    const before = (await outbox()).length;
    const response = await request({ username, email });
    expect(response.json()).toEqual({ message: messages.findAccount.resetSent });
    await vi.waitFor(async () => expect((await outbox()).length).toBe(before + 1));
    return tokenFrom(itemAt(await outbox(), 0, 'the newest mail').text);
  }

  it('mails a link to the account e-mail and stores only its hash', async () => {
    const response = await request({ username: 'reset_me1', email: 'reset.me@example.com' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: messages.findAccount.resetSent });
    await vi.waitFor(async () => expect(await outbox()).toHaveLength(1));
    const mail = only(await outbox(), 'the reset mail');
    expect(mail.to).toBe('Reset.Me@example.com');
    expect(mail.subject).toBe(messages.findAccount.mailSubject);
    expect(mail.text).toContain('김재설님');
    expect(mail.text).toMatch(/http:\/\/localhost:3000\/reset-password\?token=[A-Za-z0-9_-]{43}\n/);

    const token = tokenFrom(mail.text);
    const rows = await t.database.db.select().from(passwordResetTokens);
    expect(rows.map((r) => r.tokenHash)).toContain(createHash('sha256').update(token).digest('hex'));
    expect(rows.map((r) => r.tokenHash)).not.toContain(token);
    const row = rows.find((r) => r.tokenHash === createHash('sha256').update(token).digest('hex'))!;
    expect(row.expiresAt.getTime() - row.createDate.getTime()).toBeGreaterThan(29 * 60_000);
    expect(row.expiresAt.getTime() - row.createDate.getTime()).toBeLessThanOrEqual(30 * 60_000 + 1000);
  });

  it.each([
    ['an unknown username', { username: 'nobody_here', email: 'reset.me@example.com' }],
    ["another account's e-mail", { username: 'reset_me1', email: 'other@example.com' }],
    ['a withdrawn account', { username: 'reset_gone', email: 'gone@example.com' }],
  ])('answers the same and mails nothing for %s', async (_label, payload) => {
    const before = (await outbox()).length;
    const response = await request(payload);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: messages.findAccount.resetSent });
    await t.app.background.drain();
    expect(await outbox()).toHaveLength(before);
  });

  it('answers every request before the account is even looked up, so its timing tells nothing', async () => {
    const before = (await outbox()).length;
    // With the account table locked, an answer that waited for the lookup could not come.
    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`lock table account in access exclusive mode`);
      for (const payload of [
        { username: 'nobody_here', email: 'reset.me@example.com' },
        { username: 'reset_me1', email: 'other@example.com' },
        { username: 'reset_me1', email: 'reset.me@example.com' },
      ]) {
        const response = await request(payload);
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ message: messages.findAccount.resetSent });
      }
    });
    // The lock gone, the one real match gets its mail.
    await t.app.background.drain();
    expect(await outbox()).toHaveLength(before + 1);
  });

  it.each([
    ['no username', { username: '', email: 'a@example.com' }, messages.signup.usernameRequired],
    ['no e-mail', { username: 'reset_me1', email: '' }, messages.signup.emailRequired],
    ['a malformed e-mail', { username: 'reset_me1', email: 'reset.me' }, messages.signup.emailInvalid],
  ])('asks again for %s', async (_label, payload, message) => {
    const response = await request(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });

  it('sets the new password once, and ends the sessions that knew the old one', async () => {
    const oldSession = sessionCookie(await login('reset_me1', 'OldPassw0rd!'));
    const token = await mailedToken();

    const response = await reset({ token, newPassword: 'Maple-Lantern9', newPasswordConfirm: 'Maple-Lantern9' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: messages.findAccount.resetDone });

    expect((await login('reset_me1', 'OldPassw0rd!')).statusCode).toBe(401);
    expect((await login('reset_me1', 'Maple-Lantern9')).statusCode).toBe(200);
    const check = await t.app.inject({ method: 'GET', url: '/api/account/check-login', headers: { cookie: oldSession } });
    expect(check.json().isAuthenticated).toBe(false);

    const twice = await reset({ token, newPassword: 'Other0Passw!', newPasswordConfirm: 'Other0Passw!' });
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toEqual({ message: messages.findAccount.resetLinkInvalid });
    expect((await login('reset_me1', 'Maple-Lantern9')).statusCode).toBe(200);
  });

  it('makes earlier links useless once a newer one is sent', async () => {
    const older = await mailedToken();
    const newer = await mailedToken();
    const stale = await reset({ token: older, newPassword: 'Third0Passw!', newPasswordConfirm: 'Third0Passw!' });
    expect(stale.statusCode).toBe(400);
    expect(stale.json()).toEqual({ message: messages.findAccount.resetLinkInvalid });
    expect((await reset({ token: newer, newPassword: 'Second0Pass!', newPasswordConfirm: 'Second0Pass!' })).statusCode).toBe(200);
  });

  it('refuses a password that is easy to guess, keeping the link for the corrected one', async () => {
    const token = await mailedToken();
    // The last one is the member's own username with a suffix.
    for (const weak of ['Password1!', 'Sarang123!', 'Korea2024!', 'Reset_me1!#']) {
      const refused = await reset({ token, newPassword: weak, newPasswordConfirm: weak });
      expect(refused.statusCode, weak).toBe(400);
      expect(refused.json()).toEqual({ message: messages.password.weak });
    }
    expect((await reset({ token, newPassword: 'Tulip7-Harbor', newPasswordConfirm: 'Tulip7-Harbor' })).statusCode).toBe(200);
  });

  it('refuses a link older than 30 minutes', async () => {
    const token = await mailedToken();
    await t.database.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.tokenHash, hashOf(token)));
    const response = await reset({ token, newPassword: 'Late0-Lantern9', newPasswordConfirm: 'Late0-Lantern9' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: messages.findAccount.resetLinkInvalid });
  });

  it('refuses a made-up token', async () => {
    const response = await reset({ token: 'made-up-token', newPassword: 'Passw0rd!!', newPasswordConfirm: 'Passw0rd!!' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: messages.findAccount.resetLinkInvalid });
  });

  it.each([
    ['no token', { token: '', newPassword: 'Passw0rd!', newPasswordConfirm: 'Passw0rd!' }, messages.findAccount.resetLinkInvalid],
    ['no new password', { token: 'x', newPassword: '', newPasswordConfirm: '' }, messages.password.newRequired],
    ['no confirmation', { token: 'x', newPassword: 'Passw0rd!', newPasswordConfirm: '' }, messages.password.confirmRequired],
    ['a different confirmation', { token: 'x', newPassword: 'Passw0rd!', newPasswordConfirm: 'Passw0rd?' }, messages.password.mismatch],
    ['a password against the rule', { token: 'x', newPassword: 'short1', newPasswordConfirm: 'short1' }, messages.password.rule],
  ])('checks the form first: %s', async (_label, payload, message) => {
    const response = await reset(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });

  it('points the link at PUBLIC_URL when it is set', async () => {
    const dataDir = `${t.dataDir}-public`;
    const behindProxy = await createTestApp({
      config: loadConfig({
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        SESSION_SECRET: 'test-secret-that-is-long-enough-for-cookies',
        PUBLIC_URL: 'https://www.ongi.example/',
      }),
    });
    try {
      await createAccount(behindProxy.database.db, { username: 'proxy_user', email: 'proxy@example.com' });
      await behindProxy.app.inject({
        method: 'POST',
        url: '/api/account/password-reset-request',
        headers: sameOrigin,
        payload: { username: 'proxy_user', email: 'proxy@example.com' },
      });
      const box = path.join(dataDir, 'outbox');
      await vi.waitFor(async () => expect(await readOutbox(box)).toHaveLength(1));
      expect(itemAt(await readOutbox(box), 0, 'the newest mail').text).toMatch(/^https:\/\/www\.ongi\.example\/reset-password\?token=/m);
    } finally {
      await behindProxy.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('reset mails per account', () => {
  const request = (payload: { username: string; email: string }, address: string) =>
    t.app.inject({ method: 'POST', url: '/api/account/password-reset-request', headers: sameOrigin, payload, remoteAddress: address });
  const bombed = { username: 'bombed01', email: 'bombed@example.com' };
  const mailsTo = async (to: string) => (await outbox()).filter((mail) => mail.to === to);
  let bombedSeq: number;
  const tokensOf = () => t.database.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.accountSeq, bombedSeq));
  const usable = async () => (await tokensOf()).filter((row) => row.usedAt === null && row.expiresAt.getTime() > Date.now());

  beforeAll(async () => {
    bombedSeq = (await createAccount(t.database.db, { username: bombed.username, email: bombed.email })).accountSeq;
  });

  it('thirty requests from many addresses send one mail and leave one working link, with the same answer to each', async () => {
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => request(bombed, `203.0.113.${i + 1}`)));
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ message: messages.findAccount.resetSent });
    }
    await t.app.background.drain();
    expect(await mailsTo(bombed.email)).toHaveLength(1);
    expect(await usable()).toHaveLength(1);
  });

  it('sends again after the cooldown, and the new link spends the old one', async () => {
    await ageResetMails(bombed.username, passwordResetMailLimits.cooldownMinutes * 60_000 - 5_000);
    await request(bombed, '203.0.113.50');
    await t.app.background.drain();
    expect(await mailsTo(bombed.email)).toHaveLength(1);

    await ageResetMails(bombed.username, 5_000);
    await request(bombed, '203.0.113.51');
    await t.app.background.drain();
    const mails = await mailsTo(bombed.email);
    expect(mails).toHaveLength(2);
    expect(await usable()).toHaveLength(1);
    expect((await tokensOf()).filter((row) => row.usedAt !== null)).toHaveLength(1);
  });

  it(`sends at most ${passwordResetMailLimits.perDay} a day, and again the next day`, async () => {
    for (let i = 0; i < 10; i += 1) {
      await ageResetMails(bombed.username, passwordResetMailLimits.cooldownMinutes * 60_000);
      const answer = await request(bombed, `198.51.100.${i + 1}`);
      expect(answer.json()).toEqual({ message: messages.findAccount.resetSent });
      await t.app.background.drain();
    }
    expect(await mailsTo(bombed.email)).toHaveLength(passwordResetMailLimits.perDay);

    // The day's first mail ages past 24 hours (the others not yet): one more may go.
    const first = Math.min(...(await tokensOf()).map((row) => row.createDate.getTime()));
    await ageResetMails(bombed.username, 24 * 3_600_000 - (Date.now() - first) + 30_000);
    await request(bombed, '198.51.100.99');
    await t.app.background.drain();
    expect(await mailsTo(bombed.email)).toHaveLength(passwordResetMailLimits.perDay + 1);
    expect(await usable()).toHaveLength(1);
  });
});

describe('rate limits', () => {
  it('limits find-id and both reset routes per address', async () => {
    const limited = await createTestApp({ loginRateLimit: 1 });
    try {
      const cases: Array<[string, object, object]> = [
        ['/api/account/find-id', { identityVerificationId: 'identity-verification-a' }, { identityVerificationId: 'identity-verification-b' }],
        [
          '/api/account/password-reset',
          { token: 'a', newPassword: 'Passw0rd!', newPasswordConfirm: 'Passw0rd!' },
          { token: 'b', newPassword: 'Passw0rd!', newPasswordConfirm: 'Passw0rd!' },
        ],
        ['/api/account/password-reset-request', { username: 'someone1', email: 'a@example.com' }, { username: 'someone1', email: 'b@example.com' }],
      ];
      for (const [url, first, second] of cases) {
        expect((await limited.app.inject({ method: 'POST', url, headers: sameOrigin, payload: first })).statusCode).not.toBe(429);
        const blocked = await limited.app.inject({ method: 'POST', url, headers: sameOrigin, payload: second });
        expect(blocked.statusCode).toBe(429);
        expect(blocked.json()).toEqual({ message: messages.common.tooManyRequests });
      }
    } finally {
      await limited.close();
    }
  });
});

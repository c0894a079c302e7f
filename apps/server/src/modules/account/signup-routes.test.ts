import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages, only, type SignupRequestInput } from '@ongi/shared';
import { createTestApp, sameOrigin, sessionCookie, type TestContext } from '@server/test/app';
import { createAccount } from '@server/seed/factories';
import { accounts, identityVerifications } from '@server/db/schema';
import { sandboxCi } from '@server/integrations/identity';
import { answerSandboxIdentity, confirmIdentity, prepareIdentity, verifiedIdentity } from '@server/test/identity';
import { verifyPassword } from './password';

let t: TestContext;

beforeAll(async () => {
  t = await createTestApp();
  await createAccount(t.database.db, { username: 'taken_name', name: '김기존' });
  const withdrawn = await createAccount(t.database.db, { username: 'gone_user1', name: '탈퇴회원' });
  await t.database.db.update(accounts).set({ withdrawnAt: new Date() }).where(eq(accounts.accountSeq, withdrawn.accountSeq));
});
afterAll(() => t.close());

const checkDuplicate = (query: string) => t.app.inject({ method: 'GET', url: `/api/account/check-duplicate${query}` });
const signup = (payload: SignupRequestInput, headers: Record<string, string> = sameOrigin) =>
  t.app.inject({ method: 'POST', url: '/api/account/signup', headers, payload: payload as object });
const rowOf = async (username: string) => (await t.database.db.select().from(accounts).where(eq(accounts.username, username)))[0];
const verificationOf = async (id: string) =>
  only(await t.database.db.select().from(identityVerifications).where(eq(identityVerifications.identityVerificationId, id)), 'the identity verification');

let personCount = 0;
/** A new person each time (their own mobile number), verified through the sandbox. */
async function newPerson(name = '이가입') {
  personCount += 1;
  const phoneNum = `0105555${String(personCount).padStart(4, '0')}`;
  const identityVerificationId = await verifiedIdentity(t.app, { name, phoneNum });
  return { name, phoneNum, identityVerificationId };
}

function form(overrides: Partial<SignupRequestInput> = {}): SignupRequestInput {
  return {
    name: '이가입',
    username: 'new_member1',
    pwd: 'Brisk5-Otter',
    birthday: { year: '1990', month: '2', day: '28' },
    birthdayCalendar: 'lunar',
    zonecode: '03154',
    roadAddress: '서울 종로구 세종대로 175',
    detailAddress: '3층',
    telNum: '02-123-4567',
    phoneNum: '010-5555-0000',
    email: 'new@example.com',
    marketingSms: 'Y',
    marketingEmail: 'N',
    identityVerificationId: 'to-be-set',
    ...overrides,
  };
}

describe('GET /api/account/check-duplicate', () => {
  it('says a free username is available', async () => {
    const response = await checkDuplicate('?username=free_name1');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ available: true, message: messages.signup.usernameAvailable });
  });

  it.each([
    ['an existing account', 'taken_name'],
    ['a withdrawn account, whose username stays taken', 'gone_user1'],
  ])('says the username of %s is taken', async (_label, username) => {
    const response = await checkDuplicate(`?username=${username}`);
    expect(response.json()).toEqual({ available: false, message: messages.signup.usernameTaken });
  });

  it.each([
    ['no username', '', messages.signup.usernameRequired],
    ['an empty username', '?username=', messages.signup.usernameRequired],
    ['a username shorter than 6', '?username=abc', messages.signup.usernameRule],
    ['a username with other characters', '?username=hello%20world', messages.signup.usernameRule],
  ])('answers 400 for %s', async (_label, query, message) => {
    const response = await checkDuplicate(query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });

  it('is limited per address, so usernames cannot be listed by the thousand', async () => {
    const statuses = [];
    for (let i = 0; i < 31; i += 1) {
      statuses.push(
        (await t.app.inject({ method: 'GET', url: `/api/account/check-duplicate?username=probe_${i}x`, remoteAddress: '198.51.100.77' })).statusCode,
      );
    }
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
    // Another address is counted apart.
    expect((await t.app.inject({ method: 'GET', url: '/api/account/check-duplicate?username=probe_0x', remoteAddress: '198.51.100.78' })).statusCode).toBe(200);
  });
});

describe('POST /api/account/signup', () => {
  it('creates the member, spends the verification and logs them in', async () => {
    const person = await newPerson('박새롬');
    const response = await signup(
      form({ ...person, username: 'saerom_01', phoneNum: `${person.phoneNum.slice(0, 3)}-${person.phoneNum.slice(3, 7)}-${person.phoneNum.slice(7)}` }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ result: true, name: '박새롬', username: 'saerom_01' });

    const check = await t.app.inject({ method: 'GET', url: '/api/account/check-login', headers: { cookie: sessionCookie(response) } });
    expect(check.json()).toEqual({ isAuthenticated: true, userInfo: { name: '박새롬', roleType: 'NORMAL' } });

    const row = only(await t.database.db.select().from(accounts).where(eq(accounts.username, 'saerom_01')), 'the new account');
    expect(row).toMatchObject({
      name: '박새롬',
      roleType: 'NORMAL',
      email: 'new@example.com',
      phoneNum: person.phoneNum,
      telNum: '021234567',
      birthday: '1990-02-28',
      birthdayCalendar: 'lunar',
      zonecode: '03154',
      roadAddress: '서울 종로구 세종대로 175',
      detailAddress: '3층',
      marketingSms: 'Y',
      marketingEmail: 'N',
      identityCi: sandboxCi('박새롬', person.phoneNum, null),
      withdrawnAt: null,
    });
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(row.passwordHash, 'Brisk5-Otter')).toBe(true);
    expect((await verificationOf(person.identityVerificationId)).usedAt).toBeInstanceOf(Date);

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/account/login',
      headers: sameOrigin,
      payload: { username: 'saerom_01', pwd: 'Brisk5-Otter' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('stores no birthday or calendar when none was chosen', async () => {
    const person = await newPerson();
    const response = await signup(form({ ...person, username: 'no_birthday', birthday: { year: '', month: '', day: '' } }));
    expect(response.statusCode).toBe(200);
    expect(await rowOf('no_birthday')).toMatchObject({ birthday: null, birthdayCalendar: null });
  });

  // Each case breaks one rule and keeps every earlier one, in the spec's order (000 section 5).
  it.each<[string, Partial<SignupRequestInput>, string]>([
    ['name', { name: '  ' }, messages.signup.nameRequired],
    ['username', { username: '' }, messages.signup.usernameRequired],
    ['username rule', { username: 'ab' }, messages.signup.usernameRule],
    ['password', { pwd: '' }, messages.signup.pwdRequired],
    ['password rule', { pwd: 'onlyletters' }, messages.signup.pwdRule],
    ['mobile', { phoneNum: '010-12' }, messages.signup.mobileRequired],
    ['landline', { telNum: '' }, messages.signup.telRequired],
    ['identity', { identityVerificationId: '' }, messages.signup.identityRequired],
    ['e-mail', { email: '' }, messages.signup.emailRequired],
    ['e-mail form', { email: 'not-an-email' }, messages.signup.emailInvalid],
    ['birthday', { birthday: { year: '1990', month: '2', day: '30' } }, messages.signup.birthdayInvalid],
  ])('refuses a missing or wrong %s first', async (_label, broken, message) => {
    const response = await signup(
      form({ name: '', username: '', pwd: '', phoneNum: '', telNum: '', identityVerificationId: '', email: '', ...validUpTo(broken), ...broken }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });

  describe('identity', () => {
    const refusedWith = async (identityVerificationId: string, message: string, person = { name: '이가입', phoneNum: '01055550000' }) => {
      const response = await signup(form({ ...person, identityVerificationId, username: 'would_join' }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message });
      expect(await rowOf('would_join')).toBeUndefined();
    };

    it('refuses an id the server never made', () => refusedWith('identity-verification-forged', messages.identity.notVerified));

    it('refuses a verification that never finished (READY)', async () => {
      await refusedWith(await prepareIdentity(t.app, { name: '이가입', phoneNum: '01055550000' }), messages.identity.notVerified);
    });

    it('refuses a failed verification', async () => {
      const person = { name: '이가입', phoneNum: '01055550000' };
      const id = await prepareIdentity(t.app, person);
      await answerSandboxIdentity(t.app, id, person, 'FAILED');
      expect((await confirmIdentity(t.app, id)).statusCode).toBe(400);
      await refusedWith(id, messages.identity.notVerified, person);
    });

    it('refuses a sandbox answer the server never confirmed', async () => {
      const person = { name: '이가입', phoneNum: '01055550000' };
      const id = await prepareIdentity(t.app, person);
      await answerSandboxIdentity(t.app, id, person);
      await refusedWith(id, messages.identity.notVerified, person);
    });

    it('refuses a verification already used', async () => {
      const person = await newPerson();
      expect((await signup(form({ ...person, username: 'first_use1' }))).statusCode).toBe(200);
      await refusedWith(person.identityVerificationId, messages.identity.notVerified, person);
    });

    it('refuses a verification confirmed more than 30 minutes ago', async () => {
      const person = await newPerson();
      await t.database.db
        .update(identityVerifications)
        .set({ verifiedAt: new Date(Date.now() - 31 * 60_000) })
        .where(eq(identityVerifications.identityVerificationId, person.identityVerificationId));
      await refusedWith(person.identityVerificationId, messages.identity.notVerified, person);
    });

    it('refuses a verification of another name or mobile, and leaves it unspent', async () => {
      const person = await newPerson('최본인');
      await refusedWith(person.identityVerificationId, messages.identity.mismatch, { name: '최타인', phoneNum: person.phoneNum });
      await refusedWith(person.identityVerificationId, messages.identity.mismatch, { name: '최본인', phoneNum: '01099990000' });
      expect((await verificationOf(person.identityVerificationId)).usedAt).toBeNull();
    });
  });

  it('answers 409 for a taken username, and the verification can still be used', async () => {
    const person = await newPerson();
    const taken = await signup(form({ ...person, username: 'taken_name' }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ message: messages.signup.usernameTaken });
    const withdrawnName = await signup(form({ ...person, username: 'gone_user1' }));
    expect(withdrawnName.statusCode).toBe(409);
    expect((await signup(form({ ...person, username: 'second_try' }))).statusCode).toBe(200);
  });

  it('answers 409 when this person (same CI) is already a member, and lets them join again after withdrawing', async () => {
    const person = { name: '정중복', phoneNum: '01077778888' };
    const first = await signup(form({ ...person, identityVerificationId: await verifiedIdentity(t.app, person), username: 'dup_person1' }));
    expect(first.statusCode).toBe(200);

    const again = await signup(form({ ...person, identityVerificationId: await verifiedIdentity(t.app, person), username: 'dup_person2' }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: messages.signup.alreadyMember });

    await t.database.db.update(accounts).set({ withdrawnAt: new Date() }).where(eq(accounts.username, 'dup_person1'));
    const afterWithdrawal = await signup(form({ ...person, identityVerificationId: await verifiedIdentity(t.app, person), username: 'dup_person3' }));
    expect(afterWithdrawal.statusCode).toBe(200);
  });

  it('refuses another site', async () => {
    const person = await newPerson();
    const response = await signup(form({ ...person, username: 'cross_site' }), { origin: 'https://evil.example' });
    expect(response.statusCode).toBe(403);
  });

  it('refuses a password easy to guess, keeping the verification for the corrected form', async () => {
    const person = await newPerson();
    // The security review's list, and the member's own username and e-mail with digits around them.
    for (const pwd of ['qwerty123', 'Password1!', 'Qwerty123!', 'P@ssw0rd!', 'Admin1234!', 'Sarang123!', 'Korea2024!', 'Common_pw1!', 'Haneul.kim7']) {
      const refused = await signup(form({ ...person, username: 'common_pw1', email: 'haneul.kim@example.com', pwd }));
      expect(refused.statusCode, pwd).toBe(400);
      expect(refused.json()).toEqual({ message: messages.password.weak });
    }
    expect(await rowOf('common_pw1')).toBeUndefined();
    expect((await signup(form({ ...person, username: 'common_pw1', pwd: 'Amber3!Falcon' }))).statusCode).toBe(200);
  });

  it('limits signups per address and username', async () => {
    const limited = await createTestApp({ loginRateLimit: 2 });
    try {
      const attempt = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/account/signup',
          headers: sameOrigin,
          payload: form({ identityVerificationId: 'identity-verification-x' }) as object,
        });
      expect((await attempt()).statusCode).toBe(400);
      expect((await attempt()).statusCode).toBe(400);
      const blocked = await attempt();
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual({ message: messages.common.tooManyRequests });
    } finally {
      await limited.close();
    }
  });
});

/** The valid values of every field checked before the broken one. */
function validUpTo(broken: Partial<SignupRequestInput>): Partial<SignupRequestInput> {
  const order: Array<[keyof SignupRequestInput, SignupRequestInput[keyof SignupRequestInput]]> = [
    ['name', '이가입'],
    ['username', 'new_member1'],
    ['pwd', 'Brisk5-Otter'],
    ['phoneNum', '01055550000'],
    ['telNum', '021234567'],
    ['identityVerificationId', 'identity-verification-x'],
    ['email', 'new@example.com'],
  ];
  const valid: Partial<SignupRequestInput> = {};
  for (const [field, value] of order) {
    if (field in broken) break;
    Object.assign(valid, { [field]: value });
  }
  // Only the birthday comes after every field above.
  if ('birthday' in broken) for (const [field, value] of order) Object.assign(valid, { [field]: value });
  return valid;
}

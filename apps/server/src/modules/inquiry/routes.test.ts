import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { messages, only } from '@ongi/shared';
import { createTestApp, sameOrigin, sessionCookie, type TestContext } from '@server/test/app';
import { createAccount } from '@server/seed/factories';
import { inquiries } from '@server/db/schema';

let t: TestContext;
let memberSession: string;
let memberSeq: number;
let address = 0;

// Each test posts from its own address, so the per-address rate limit is tested on its own.
const post = (payload: object, headers: Record<string, string> = {}, remoteAddress = `10.0.0.${++address}`) =>
  t.app.inject({ method: 'POST', url: '/api/inquiry/create', payload, headers: { ...sameOrigin, ...headers }, remoteAddress });

const latest = async () => {
  const rows = await t.database.db.select().from(inquiries).orderBy(desc(inquiries.inquirySeq)).limit(1);
  return only(rows, 'the newest inquiry');
};

const guest = {
  userType: 'nonMember',
  questionTitle: '영수증 발급 문의',
  questionContent: '결제 영수증은\n어디서 받나요?\r\n<b>급해요</b>',
  emailReceive: 'Y',
  userEmail: 'guest@example.com',
};

beforeAll(async () => {
  t = await createTestApp();
  const account = await createAccount(t.database.db, { username: 'asker01', password: 'Passw0rd!', name: '문의회원' });
  memberSeq = account.accountSeq;
  const login = await t.app.inject({ method: 'POST', url: '/api/account/login', headers: sameOrigin, payload: { username: 'asker01', pwd: 'Passw0rd!' } });
  memberSession = sessionCookie(login);
});
afterAll(() => t.close());

describe('POST /api/inquiry/create', () => {
  it('stores a non-member inquiry, the content escaped with its line breaks as <br>', async () => {
    const response = await post(guest);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: '문의가 등록 되었습니다.' });
    const row = await latest();
    expect(row).toMatchObject({
      accountSeq: null,
      userType: 'nonMember',
      questionTitle: '영수증 발급 문의',
      questionContent: '결제 영수증은<br>어디서 받나요?<br>&lt;b&gt;급해요&lt;/b&gt;',
      emailReceive: 'Y',
      userEmail: 'guest@example.com',
      isAnswered: 'N',
      answer: null,
    });
  });

  it('checks title, content and e-mail in that order', async () => {
    const cases: Array<[object, string]> = [
      [{ ...guest, questionTitle: '', questionContent: '', userEmail: '' }, '제목을 입력해 주세요.'],
      [{ ...guest, questionTitle: '   ', questionContent: '', userEmail: '' }, '제목을 입력해 주세요.'],
      [{ ...guest, questionContent: '', userEmail: '' }, '내용을 입력해 주세요.'],
      [{ ...guest, questionContent: ' \n ', userEmail: '' }, '내용을 입력해 주세요.'],
      [{ ...guest, userEmail: '' }, '이메일을 입력해 주세요.'],
      [{ ...guest, userEmail: undefined }, '이메일을 입력해 주세요.'],
      [{ ...guest, userEmail: 'guest@' }, messages.inquiry.emailInvalid],
      [{ ...guest, userType: 'visitor' }, messages.inquiry.userType],
      [{ ...guest, questionTitle: '가'.repeat(101) }, messages.inquiry.titleTooLong],
    ];
    const before = await latest();
    for (const [payload, message] of cases) {
      const response = await post(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message });
    }
    expect((await latest()).inquirySeq).toBe(before.inquirySeq);
  });

  it("links a logged-in member's inquiry to the account; the e-mail may be empty", async () => {
    const response = await post({ ...guest, userType: 'member', userEmail: '', emailReceive: 'N' }, { cookie: memberSession });
    expect(response.statusCode).toBe(200);
    const row = await latest();
    expect(row).toMatchObject({ accountSeq: memberSeq, userType: 'member', userEmail: null, emailReceive: 'N' });
  });

  it('links the account even when the member picked the non-member category', async () => {
    await post({ ...guest, userEmail: 'me@example.com' }, { cookie: memberSession });
    expect(await latest()).toMatchObject({ accountSeq: memberSeq, userType: 'nonMember', userEmail: 'me@example.com' });
  });

  it('asks for an e-mail when "member" is picked without being logged in: the answer could reach no one', async () => {
    const response = await post({ ...guest, userType: 'member', userEmail: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: messages.inquiry.emailRequired });
    const withEmail = await post({ ...guest, userType: 'member', userEmail: 'someone@example.com' });
    expect(withEmail.statusCode).toBe(200);
    expect(await latest()).toMatchObject({ accountSeq: null, userType: 'member', userEmail: 'someone@example.com' });
  });

  it('refuses a cross-site post', async () => {
    const response = await post(guest, { origin: 'https://evil.example' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: messages.common.crossOrigin });
  });

  it('limits one address to 10 inquiries a minute; invalid forms do not count', async () => {
    const from = '10.9.9.9';
    for (let i = 0; i < 3; i += 1) expect((await post({ ...guest, questionTitle: '' }, {}, from)).statusCode).toBe(400);
    for (let i = 0; i < 10; i += 1) expect((await post(guest, {}, from)).statusCode).toBe(200);
    const limited = await post(guest, {}, from);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: messages.common.tooManyRequests });
    expect((await post(guest, {}, '10.9.9.10')).statusCode).toBe(200);
    const rows = await t.database.db.select().from(inquiries).where(eq(inquiries.userEmail, 'guest@example.com'));
    expect(rows.length).toBeGreaterThanOrEqual(12);
  });
});

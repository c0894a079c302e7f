import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inquiryAdminMessages, messages, type AdminInquiryDetail, type AdminInquiryRow, type MemberInquiry } from '@ongi/shared';
import { readOutbox } from '../../../../../test-support/outbox';
import { createTestApp, type TestContext } from '@server/test/app';
import { adminCallers, expectAdminOnly, type AdminCallers } from '@server/test/admin';
import { getAs, loginAs, postAs } from '@server/test/member-session';
import { createAccount, createInquiry } from '@server/seed/factories';

let t: TestContext;
let callers: AdminCallers;
let asker: { accountSeq: number; username: string };

beforeAll(async () => {
  t = await createTestApp();
  callers = await adminCallers(t);
  asker = await createAccount(t.database.db, { username: 'inqasker01', roleType: 'NORMAL' });
  // Eleven inquiries a day apart; the 2nd and 4th are answered.
  for (let i = 1; i <= 11; i += 1) {
    await createInquiry(t.database.db, {
      questionTitle: `문의 ${i}`,
      questionContent: `본문 ${i}<br>둘째 줄`,
      userEmail: i === 5 ? 'someone@example.org' : 'guest@example.com',
      isAnswered: i === 2 || i === 4 ? 'Y' : 'N',
      answer: i === 2 || i === 4 ? '답변입니다' : null,
      answerDate: i === 2 || i === 4 ? new Date(Date.UTC(2026, 0, i, 5)) : null,
      createDate: new Date(Date.UTC(2026, 0, i)),
    });
  }
});
afterAll(() => t.close());

type InquiryPage = { content: AdminInquiryRow[]; totalElements: number };
const list = (query = '', cookie = callers.admin) => getAs(t.app, `/api/admin/inquiry/list${query}`, cookie);
const answer = (payload: unknown, cookie = callers.admin) => postAs(t.app, '/api/admin/inquiry/save', payload, cookie);
const detail = async (seq: number) => (await getAs(t.app, `/api/admin/inquiry/detail/${seq}`, callers.admin)).json() as AdminInquiryDetail;
const outbox = () => readOutbox(path.join(t.dataDir, 'outbox'));

describe('the admin inquiry resource', () => {
  it('lists 10 a page, newest first, with the answer status', async () => {
    const first = (await list()).json() as InquiryPage;
    expect(first.totalElements).toBe(11);
    expect(first.content).toHaveLength(10);
    expect(first.content[0]).toMatchObject({ questionTitle: '문의 11', isAnswered: false });
    const second = (await list('?page=2')).json() as InquiryPage;
    expect(second.content.map((row) => row.questionTitle)).toEqual(['문의 1']);
  });

  it('filters the answered and the unanswered, with or without a keyword', async () => {
    const answered = (await list('?answerStatus=answered')).json() as InquiryPage;
    expect(answered.content.map((row) => row.questionTitle)).toEqual(['문의 4', '문의 2']);
    expect(answered.content.every((row) => row.isAnswered)).toBe(true);
    const open = (await list('?answerStatus=notAnswered')).json() as InquiryPage;
    expect(open.totalElements).toBe(9);
    const openWithWord = (await list(`?answerStatus=notAnswered&searchType=title&searchWord=${encodeURIComponent('문의 1')}`)).json() as InquiryPage;
    expect(openWithWord.content.map((row) => row.questionTitle)).toEqual(['문의 11', '문의 10', '문의 1']);
    const everything = (await list('?answerStatus=')).json() as InquiryPage;
    expect(everything.totalElements).toBe(11);
  });

  it('searches the title, the question (its words, not its <br>) and the e-mail', async () => {
    const byContent = (await list(`?searchType=content&searchWord=${encodeURIComponent('본문 7')}`)).json() as InquiryPage;
    expect(byContent.content.map((row) => row.questionTitle)).toEqual(['문의 7']);
    const notTheTags = (await list('?searchType=content&searchWord=br')).json() as InquiryPage;
    expect(notTheTags.totalElements).toBe(0);
    const byEmail = (await list('?searchType=email&searchWord=example.org')).json() as InquiryPage;
    expect(byEmail.content.map((row) => row.questionTitle)).toEqual(['문의 5']);
    const all = (await list(`?searchType=all&searchWord=${encodeURIComponent('문의 3')}`)).json() as InquiryPage;
    expect(all.content.map((row) => row.questionTitle)).toEqual(['문의 3']);
  });

  it.each([
    ['?searchType=name', messages.query.searchType],
    ['?answerStatus=maybe', messages.query.searchType],
  ])('refuses %s', async (query, message) => {
    const response = await list(query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });

  it("answers a member's inquiry: stored with <br>, marked answered, in the audit trail, mailed with the question and answer, and on the member's my-page", async () => {
    const inquiry = await createInquiry(t.database.db, {
      accountSeq: asker.accountSeq,
      userType: 'member',
      questionTitle: '영수증 재발급',
      questionContent: '영수증을 다시 받을 수 있나요?<br>&lt;급합니다&gt;',
      userEmail: 'member-asker@example.com',
    });
    const before = (await outbox()).length;
    const response = await answer({ inquirySeq: inquiry.inquirySeq, answer: '  마이페이지에서 받으실 수 있습니다.\n<감사합니다>  ' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ seq: inquiry.inquirySeq, message: inquiryAdminMessages.answeredMailed });

    const stored = await detail(inquiry.inquirySeq);
    expect(stored).toMatchObject({
      isAnswered: true,
      answer: '마이페이지에서 받으실 수 있습니다.<br>&lt;감사합니다&gt;',
      userEmail: 'member-asker@example.com',
    });
    expect(Date.now() - Date.parse(stored.answerDate!)).toBeLessThan(60_000);

    await t.app.background.drain();
    const mails = await outbox();
    expect(mails).toHaveLength(before + 1);
    expect(mails[0]?.to).toBe('member-asker@example.com');
    expect(mails[0]?.subject).toBe(inquiryAdminMessages.mailSubject('영수증 재발급'));
    expect(mails[0]?.text).toContain('영수증을 다시 받을 수 있나요?\n<급합니다>');
    expect(mails[0]?.text).toContain('마이페이지에서 받으실 수 있습니다.\n<감사합니다>');

    const audit = (await getAs(t.app, '/api/admin/audit/list?searchType=resource&searchWord=inquiry', callers.admin)).json() as {
      content: Array<{ action: string; targetSeqs: number[]; summary: string }>;
    };
    expect(audit.content[0]).toMatchObject({ action: 'answer', targetSeqs: [inquiry.inquirySeq], summary: '영수증 재발급' });

    const member = await loginAs(t.app, asker.username);
    const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Asia/Seoul' });
    const mine = (await getAs(t.app, `/api/inquiry/get-list?startDate=${today}&endDate=${today}`, member)).json() as { content: MemberInquiry[] };
    expect(mine.content[0]).toMatchObject({
      inquirySeq: inquiry.inquirySeq,
      isAnswered: true,
      answer: '마이페이지에서 받으실 수 있습니다.<br>&lt;감사합니다&gt;',
    });
  });

  it('sends no mail when the asker left no e-mail or did not want mail', async () => {
    const noEmail = await createInquiry(t.database.db, { accountSeq: asker.accountSeq, userType: 'member', userEmail: null });
    const noMail = await createInquiry(t.database.db, { userEmail: 'quiet@example.com', emailReceive: 'N' });
    const before = (await outbox()).length;
    for (const inquiry of [noEmail, noMail]) {
      const response = await answer({ inquirySeq: inquiry.inquirySeq, answer: '답변드립니다.' });
      expect(response.json()).toEqual({ seq: inquiry.inquirySeq, message: inquiryAdminMessages.answered });
      expect(await detail(inquiry.inquirySeq)).toMatchObject({ isAnswered: true, answer: '답변드립니다.' });
    }
    await t.app.background.drain();
    expect(await outbox()).toHaveLength(before);
  });

  it.each([
    [{ answer: '답변' }, messages.query.seq],
    [{ inquirySeq: 0, answer: '답변' }, messages.query.seq],
    [{ inquirySeq: 1 }, inquiryAdminMessages.answerRequired],
    [{ inquirySeq: 1, answer: ' \n ' }, inquiryAdminMessages.answerRequired],
    [{ inquirySeq: 1, answer: '가'.repeat(5001) }, inquiryAdminMessages.answerTooLong],
  ])('refuses an answer with its sentence (%#)', async (payload, message) => {
    const response = await answer(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });

  it('refuses an answer to an inquiry that is gone, and reads a gone one as not found', async () => {
    const gone = await answer({ inquirySeq: 999999, answer: '답변' });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ message: messages.admin.notFound('문의') });
    const read = await getAs(t.app, '/api/admin/inquiry/detail/999999', callers.admin);
    expect(read.statusCode).toBe(404);
  });

  it('deletes the chosen inquiries, and nothing when none is chosen or one is foreign or gone', async () => {
    const none = await postAs(t.app, '/api/admin/inquiry/delete', { seqs: [] }, callers.admin);
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ message: messages.admin.noneSelected.inquiry });

    const kept = await createInquiry(t.database.db, { questionTitle: '남아야 하는 문의' });
    const stale = await postAs(t.app, '/api/admin/inquiry/delete', { seqs: [kept.inquirySeq, 987654] }, callers.admin);
    expect(stale.statusCode).toBe(404);
    expect(stale.json()).toEqual({ message: messages.admin.staleSelection });
    expect((await getAs(t.app, `/api/admin/inquiry/detail/${kept.inquirySeq}`, callers.admin)).statusCode).toBe(200);

    const deleted = await postAs(t.app, '/api/admin/inquiry/delete', { seqs: [kept.inquirySeq] }, callers.admin);
    expect(deleted.json()).toEqual({ deleted: 1, message: messages.admin.deleted });
    expect((await getAs(t.app, `/api/admin/inquiry/detail/${kept.inquirySeq}`, callers.admin)).statusCode).toBe(404);
  });

  it('is for administrators only', async () => {
    await expectAdminOnly(t.app, callers, { method: 'GET', url: '/api/admin/inquiry/list' });
    await expectAdminOnly(t.app, callers, { method: 'GET', url: '/api/admin/inquiry/detail/1' });
    await expectAdminOnly(t.app, callers, { method: 'POST', url: '/api/admin/inquiry/save', payload: { inquirySeq: 1, answer: '답변' } });
    await expectAdminOnly(t.app, callers, { method: 'POST', url: '/api/admin/inquiry/delete', payload: { seqs: [1] } });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { itemAt, messages, type NoticeDetail, type NoticeRow, only } from '@ongi/shared';
import { createTestApp, sameOrigin, sessionCookie, type TestContext } from '@server/test/app';
import { createAccount, createNotice, storeDocument } from '@server/seed/factories';
import { noticeAddressViews, notices, sessions } from '@server/db/schema';
import { sweepAddressViews } from './queries';
import { maxRemembered, viewedCookieName } from './views';

let t: TestContext;
let visitor = 0;
/** A GET from a visitor of their own address, unless the test names one. */
const get = (url: string, cookie?: string, remoteAddress = `198.18.${Math.floor(++visitor / 250)}.${visitor % 250}`) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {}, remoteAddress });
const seqs = (rows: Array<{ noticeSeq: number }>) => rows.map((row) => row.noticeSeq);

// Ordinary notices O0..O11, one a day from 1 March; pinned P1 (5 March) and P2 (20 March).
const ordinary: number[] = [];
/** The number of the i-th ordinary notice beforeAll made. */
const ordinaryNotice = (i: number) => itemAt(ordinary, i, 'an ordinary notice');
let p1: number;
let p2: number;
let attachPath: string;

const at = (day: number) => new Date(Date.UTC(2026, 2, day, 1));

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const pdf = await storeDocument(db, t.storage, Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'), '기부금 보고서.pdf');
  attachPath = pdf.path;
  const titles = [
    '서비스 오픈 안내',
    'QR 코드 인식 개선',
    '100% 환급 안내',
    'event_winner 발표',
    '설 연휴 안내',
    '정기 점검',
    '결제 시스템 점검',
    '키오스크 스타일 추가',
    '제휴 장례식장 안내',
    '현금영수증 발급',
    '간편 로그인 연결',
    '개인정보처리방침 개정',
  ];
  for (const [i, title] of titles.entries()) {
    const notice = await createNotice(db, {
      title,
      content: i === 5 ? '<p>키오스크 <strong>화면</strong> 점검을 진행합니다.</p>' : `<p>본문 ${i}: 온기 소식</p>`,
      viewCnt: 10,
      createDate: at(1 + i),
      attachList: i === 11 ? [pdf] : [],
    });
    ordinary.push(notice.noticeSeq);
  }
  p1 = (await createNotice(db, { title: '[필독] 기부금 공개 원칙', topNoticeYn: 'Y', createDate: at(5), viewCnt: 100 })).noticeSeq;
  p2 = (await createNotice(db, { title: '[필독] 사칭 문자 주의', topNoticeYn: 'Y', createDate: at(20), viewCnt: 100 })).noticeSeq;
});
afterAll(() => t.close());

describe('GET /api/notice/getMainPageList', () => {
  it('answers the latest 5 notices for the ticker', async () => {
    const response = await get('/api/notice/getMainPageList');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, no-cache');
    const list = response.json();
    expect(seqs(list)).toEqual([p2, ordinaryNotice(11), ordinaryNotice(10), ordinaryNotice(9), ordinaryNotice(8)]);
    expect(list[0]).toEqual({ noticeSeq: p2, title: '[필독] 사칭 문자 주의', createDate: at(20).toISOString() });
  });
});

describe('GET /api/notice/get-list', () => {
  it('puts pinned notices first, then newest, 10 per page, with running numbers', async () => {
    const response = await get('/api/notice/get-list');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, no-cache');
    const first = response.json();
    expect(first.totalElements).toBe(14);
    const rows = first.content as NoticeRow[];
    expect(seqs(rows)).toEqual([p2, p1, ...ordinary.slice(4).reverse()]);
    expect(rows.map((row) => row.number)).toEqual([null, null, 12, 11, 10, 9, 8, 7, 6, 5]);
    expect(rows[2]).toEqual({
      noticeSeq: ordinaryNotice(11),
      number: 12,
      title: '개인정보처리방침 개정',
      createDate: at(12).toISOString(),
      viewCnt: 10,
      topNoticeYn: 'N',
      hasAttachment: true,
    });
    expect(rows[3]?.hasAttachment).toBe(false);
    expect(rows[0]?.topNoticeYn).toBe('Y');

    const second = (await get('/api/notice/get-list?page=2')).json();
    expect(second.totalElements).toBe(14);
    expect(seqs(second.content)).toEqual(ordinary.slice(0, 4).reverse());
    expect(second.content.map((row: NoticeRow) => row.number)).toEqual([4, 3, 2, 1]);
    expect((await get('/api/notice/get-list?page=3')).json()).toEqual({ content: [], totalElements: 14 });
  });

  it('searches titles, contents or both, ignoring case', async () => {
    const search = async (query: string) => (await get(`/api/notice/get-list?${query}`)).json();
    const byTitle = await search(`searchType=title&searchWord=${encodeURIComponent('안내')}`);
    expect(seqs(byTitle.content)).toEqual([ordinaryNotice(8), ordinaryNotice(4), ordinaryNotice(2), ordinaryNotice(0)]);
    expect(byTitle.content.map((row: NoticeRow) => row.number)).toEqual([4, 3, 2, 1]);
    expect(seqs((await search('searchType=title&searchWord=qr')).content)).toEqual([ordinaryNotice(1)]);
    expect(seqs((await search(`searchType=content&searchWord=${encodeURIComponent('화면')}`)).content)).toEqual([ordinaryNotice(5)]);
    // 'all' matches the title (점검 in two titles) or the content (the third).
    const all = await search(`searchType=all&searchWord=${encodeURIComponent('점검')}`);
    expect(seqs(all.content)).toEqual([ordinaryNotice(6), ordinaryNotice(5)]);
    expect(seqs((await search(`searchWord=${encodeURIComponent('공개 원칙')}`)).content)).toEqual([p1]);
    expect((await search(`searchType=title&searchWord=${encodeURIComponent('없는 말')}`)).totalElements).toBe(0);
  });

  it('searches the words a reader sees, not the HTML tags', async () => {
    expect((await get('/api/notice/get-list?searchType=content&searchWord=strong')).json().totalElements).toBe(0);
    expect((await get('/api/notice/get-list?searchType=all&searchWord=p')).json().totalElements).toBe(0);
  });

  it('takes LIKE wildcards in the search word literally', async () => {
    const percent = (await get(`/api/notice/get-list?searchType=title&searchWord=${encodeURIComponent('%')}`)).json();
    expect(seqs(percent.content)).toEqual([ordinaryNotice(2)]);
    const underscore = (await get('/api/notice/get-list?searchType=title&searchWord=_')).json();
    expect(seqs(underscore.content)).toEqual([ordinaryNotice(3)]);
    expect((await get(`/api/notice/get-list?searchWord=${encodeURIComponent('\\')}`)).json().totalElements).toBe(0);
  });

  it.each([
    ['?page=0', messages.query.page],
    ['?page=1.5', messages.query.page],
    ['?searchType=writer&searchWord=a', messages.query.searchType],
    [`?searchWord=${'가'.repeat(101)}`, messages.query.searchWord],
  ])('answers 400 for %s', async (query, message) => {
    const response = await get(`/api/notice/get-list${encodeURI(query)}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });
});

describe('GET /api/notice/get-detail', () => {
  it('answers the notice, its attachments and its neighbours in list order, never cached', async () => {
    const response = await get(`/api/notice/get-detail?noticeSeq=${ordinaryNotice(11)}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.json()).toEqual({
      noticeSeq: ordinaryNotice(11),
      title: '개인정보처리방침 개정',
      content: '<p>본문 11: 온기 소식</p>',
      createDate: at(12).toISOString(),
      viewCnt: 11,
      topNoticeYn: 'N',
      attachList: [{ noticeAttachSeq: expect.any(Number), path: attachPath, originalName: '기부금 보고서.pdf' }],
      nextPrevNotice: { prevNoticeSeq: ordinaryNotice(10), prevNoticeTitle: '간편 로그인 연결', nextNoticeSeq: p1, nextNoticeTitle: '[필독] 기부금 공개 원칙' },
    });
  });

  it.each([
    ['the top pinned notice', () => p2, { prev: () => p1, next: () => null }],
    ['the lower pinned notice', () => p1, { prev: () => ordinaryNotice(11), next: () => p2 }],
    ['an ordinary notice', () => ordinaryNotice(5), { prev: () => ordinaryNotice(4), next: () => ordinaryNotice(6) }],
    ['the oldest notice', () => ordinaryNotice(0), { prev: () => null, next: () => ordinaryNotice(1) }],
  ])('links %s to the row below (prev, older) and above (next, newer)', async (_label, seq, expected) => {
    const detail = (await get(`/api/notice/get-detail?noticeSeq=${seq()}`)).json() as NoticeDetail;
    expect(detail.nextPrevNotice.prevNoticeSeq).toBe(expected.prev());
    expect(detail.nextPrevNotice.nextNoticeSeq).toBe(expected.next());
    expect(detail.nextPrevNotice.prevNoticeTitle === null).toBe(expected.prev() === null);
    expect(detail.nextPrevNotice.nextNoticeTitle === null).toBe(expected.next() === null);
  });

  it('answers 404 for an unknown notice and 400 for a malformed id', async () => {
    const missing = await get('/api/notice/get-detail?noticeSeq=99999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: messages.publicNotFound.notice });
    for (const query of ['', '?noticeSeq=abc', '?noticeSeq=-1']) {
      const bad = await get(`/api/notice/get-detail${query}`);
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual({ message: messages.query.seq });
    }
  });
});

describe('the view count rises once per visitor session', () => {
  const storedCount = async (seq: number) => {
    const rows = await t.database.db.select({ viewCnt: notices.viewCnt, updateDate: notices.updateDate }).from(notices).where(eq(notices.noticeSeq, seq));
    return only(rows, 'the notice');
  };
  const viewedCookie = (response: { cookies: Array<{ name: string; value: string }> }) => {
    const cookie = response.cookies.find((c) => c.name === viewedCookieName);
    return cookie ? `${viewedCookieName}=${cookie.value}` : undefined;
  };

  it('counts an anonymous visitor once, through a signed HttpOnly cookie, and a new visitor again', async () => {
    const seq = ordinaryNotice(3);
    const before = await storedCount(seq);
    const first = await get(`/api/notice/get-detail?noticeSeq=${seq}`, undefined, '203.0.113.30');
    expect(first.json().viewCnt).toBe(before.viewCnt + 1);
    const cookie = first.cookies.find((c) => c.name === viewedCookieName)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/notice' });
    expect(cookie.value).not.toBe(String(seq));
    expect(t.app.unsignCookie(cookie.value)).toEqual({ valid: true, renew: false, value: String(seq) });

    const again = await get(`/api/notice/get-detail?noticeSeq=${seq}`, viewedCookie(first), '203.0.113.31');
    expect(again.json().viewCnt).toBe(before.viewCnt + 1);
    expect(again.cookies.find((c) => c.name === viewedCookieName)).toBeUndefined();

    const stranger = await get(`/api/notice/get-detail?noticeSeq=${seq}`);
    expect(stranger.json().viewCnt).toBe(before.viewCnt + 2);
    const after = await storedCount(seq);
    expect(after.viewCnt).toBe(before.viewCnt + 2);
    // A view is not an edit.
    expect(after.updateDate.getTime()).toBe(before.updateDate.getTime());
  });

  it('keeps counting other notices for the same visitor, and remembers them all', async () => {
    const first = await get(`/api/notice/get-detail?noticeSeq=${ordinaryNotice(7)}`);
    const second = await get(`/api/notice/get-detail?noticeSeq=${ordinaryNotice(8)}`, viewedCookie(first));
    const cookie = viewedCookie(second)!;
    expect(t.app.unsignCookie(itemAt(cookie.split('='), 1, 'the cookie value')).value).toBe(`${ordinaryNotice(7)}.${ordinaryNotice(8)}`);
    const countBefore = (await storedCount(ordinaryNotice(7))).viewCnt;
    await get(`/api/notice/get-detail?noticeSeq=${ordinaryNotice(7)}`, cookie);
    expect((await storedCount(ordinaryNotice(7))).viewCnt).toBe(countBefore);
  });

  it('does not trust a forged cookie', async () => {
    const seq = ordinaryNotice(9);
    const before = (await storedCount(seq)).viewCnt;
    await get(`/api/notice/get-detail?noticeSeq=${seq}`, `${viewedCookieName}=${seq}`);
    await get(`/api/notice/get-detail?noticeSeq=${seq}`, `${viewedCookieName}=${seq}.forged-signature`);
    expect((await storedCount(seq)).viewCnt).toBe(before + 2);
  });

  it(`remembers at most the latest ${maxRemembered} notices`, async () => {
    const many = Array.from({ length: maxRemembered }, (_, i) => 100000 + i);
    const cookie = `${viewedCookieName}=${t.app.signCookie(many.join('.'))}`;
    const response = await get(`/api/notice/get-detail?noticeSeq=${ordinaryNotice(10)}`, cookie);
    const kept = t.app
      .unsignCookie(itemAt(viewedCookie(response)!.split('='), 1, 'the cookie value'))
      .value!.split('.')
      .map(Number);
    expect(kept).toHaveLength(maxRemembered);
    expect(kept.at(-1)).toBe(ordinaryNotice(10));
    expect(kept).not.toContain(100000);
  });

  it('counts cookieless repeats from one address once a day', async () => {
    const seq = ordinaryNotice(4);
    const before = (await storedCount(seq)).viewCnt;
    for (let i = 0; i < 5; i += 1) await get(`/api/notice/get-detail?noticeSeq=${seq}`, undefined, '198.51.100.90');
    expect((await storedCount(seq)).viewCnt).toBe(before + 1);
    // Another address is another visitor; the same address a day later is a new view.
    await get(`/api/notice/get-detail?noticeSeq=${seq}`, undefined, '198.51.100.91');
    expect((await storedCount(seq)).viewCnt).toBe(before + 2);
    await t.database.db.update(noticeAddressViews).set({ viewedAt: new Date(Date.now() - 25 * 3_600_000) });
    await get(`/api/notice/get-detail?noticeSeq=${seq}`, undefined, '198.51.100.90');
    expect((await storedCount(seq)).viewCnt).toBe(before + 3);
    // The table keeps hashes, never the addresses.
    const rows = await t.database.db.select().from(noticeAddressViews);
    expect(JSON.stringify(rows)).not.toContain('198.51.100');
    // Housekeeping forgets the ones older than a day.
    await t.database.db.update(noticeAddressViews).set({ viewedAt: new Date(Date.now() - 48 * 3_600_000) });
    await sweepAddressViews(t.database.db);
    expect(await t.database.db.select().from(noticeAddressViews)).toEqual([]);
  });

  it('keeps the record in the session of a logged-in visitor', async () => {
    await createAccount(t.database.db, { username: 'reader01', password: 'Passw0rd!' });
    const login = await t.app.inject({ method: 'POST', url: '/api/account/login', headers: sameOrigin, payload: { username: 'reader01', pwd: 'Passw0rd!' } });
    const session = sessionCookie(login);
    const seq = ordinaryNotice(1);
    const before = (await storedCount(seq)).viewCnt;
    const first = await get(`/api/notice/get-detail?noticeSeq=${seq}`, session);
    expect(first.json().viewCnt).toBe(before + 1);
    expect(viewedCookie(first)).toBeUndefined();
    const again = await get(`/api/notice/get-detail?noticeSeq=${seq}`, session);
    expect(again.json().viewCnt).toBe(before + 1);
    const rows = await t.database.db.select({ data: sessions.data }).from(sessions);
    expect(rows.map((row) => JSON.parse(row.data).viewedNotices)).toContainEqual([seq]);
    // The same person without the session (from another address) is another visitor.
    expect((await get(`/api/notice/get-detail?noticeSeq=${seq}`)).json().viewCnt).toBe(before + 2);
  });
});

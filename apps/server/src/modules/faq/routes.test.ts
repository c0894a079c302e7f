import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, type FaqRow } from '@ongi/shared';
import { createTestApp, type TestContext } from '@server/test/app';
import { createCategory, createFaq } from '@server/seed/factories';

let t: TestContext;
const get = (url: string) => t.app.inject({ method: 'GET', url });
const seqs = (rows: FaqRow[]) => rows.map((row) => row.faqSeq);

const made: number[] = [];
let payment: number;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  payment = (await createCategory(db, { categoryParent: 'faq', name: '주문·결제' })).categorySeq;
  const closed = (await createCategory(db, { categoryParent: 'faq', name: '제휴 문의', useYn: 'N' })).categorySeq;
  const questions: Array<[string, string]> = [
    ['기부화환은 어떻게 보내나요?', '청첩장 아래 버튼을 누르세요.'],
    ['결제 금액은 어떻게 정해지나요?', '캠페인 금액에 기부 금액을 더합니다.'],
    ['결제를 취소하고 싶어요.', '고객센터로 연락 주세요.'],
    ['영수증은 어디에서 보나요?', '결제 내역 조회에서 확인합니다.'],
    ['QR 코드가 안 읽혀요', '화면 밝기를 올려 주세요.'],
    ['할인율 10% 쿠폰이 있나요?', '지금은 없습니다.'],
    ['청첩장을 고칠 수 있나요?', '마이페이지에서 수정합니다.'],
    ['부고장은 비회원도 만드나요?', '네, 이름과 휴대폰 번호로 만듭니다.'],
    ['사진은 몇 장까지 올리나요?', '한 번에 12장까지 올립니다.'],
    ['키오스크는 어디에 있나요?', '제휴 예식장과 장례식장 입구에 있습니다.'],
    ['회원 탈퇴는 어떻게 하나요?', '마이페이지 > 회원 탈퇴에서 합니다.'],
    ['제휴 문의는 어디로 하나요?', '1:1 문의를 남겨 주세요.'],
  ];
  for (const [i, [title, content]] of questions.entries()) {
    const faq = await createFaq(db, {
      title,
      content,
      categorySeq: i < 4 ? payment : i === 11 ? closed : null,
      createDate: new Date(Date.UTC(2026, 0, 1 + i)),
    });
    made.push(faq.faqSeq);
  }
});
afterAll(() => t.close());

describe('GET /api/faq/get-list', () => {
  it('answers 10 per page in the order they were written, the count as totalElements', async () => {
    const response = await get('/api/faq/get-list');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, no-cache');
    const first = response.json();
    expect(first.totalElements).toBe(12);
    expect(seqs(first.content)).toEqual(made.slice(0, 10));
    expect(first.content[0]).toEqual({
      faqSeq: made[0],
      title: '기부화환은 어떻게 보내나요?',
      content: '청첩장 아래 버튼을 누르세요.',
      category: { categorySeq: payment, name: '주문·결제' },
    });
    const second = (await get('/api/faq/get-list?page=2')).json();
    expect(second.totalElements).toBe(12);
    expect(seqs(second.content)).toEqual(made.slice(10));
    expect(second.content[1].category).toBeNull();
  });

  it('searches title, content or both, ignoring case, wildcards taken literally', async () => {
    const search = async (query: string) => (await get(`/api/faq/get-list?${query}`)).json();
    expect(seqs((await search(`searchType=title&searchWord=${encodeURIComponent('결제')}`)).content)).toEqual([made[1], made[2]]);
    expect(seqs((await search(`searchType=content&searchWord=${encodeURIComponent('결제')}`)).content)).toEqual([made[3]]);
    const all = await search(`searchWord=${encodeURIComponent('결제')}`);
    expect(all.totalElements).toBe(3);
    expect(seqs(all.content)).toEqual([made[1], made[2], made[3]]);
    expect(seqs((await search('searchType=title&searchWord=qr')).content)).toEqual([made[4]]);
    expect(seqs((await search(`searchType=title&searchWord=${encodeURIComponent('10%')}`)).content)).toEqual([made[5]]);
    expect((await search(`searchWord=${encodeURIComponent('%')}`)).totalElements).toBe(1);
    expect((await search('searchWord=_')).totalElements).toBe(0);
  });

  it.each([
    ['?page=0', messages.query.page],
    ['?searchType=answer&searchWord=x', messages.query.searchType],
  ])('answers 400 for %s', async (query, message) => {
    const response = await get(`/api/faq/get-list${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });
});

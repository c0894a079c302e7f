import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, only, type AdminFuneralRow, type AdminWeddingRow } from '@ongi/shared';
import { orderNumbers } from '@server/db/schema';
import { createTestApp, type TestContext } from '@server/test/app';
import { adminCallers, expectAdminOnly, type AdminCallers } from '@server/test/admin';
import { expectExcelCells, readExcel } from '@server/test/excel';
import { getAs } from '@server/test/member-session';
import { createCampaign, createFuneralInvitation, createWeddingInvitation } from '@server/seed/factories';

let t: TestContext;
let callers: AdminCallers;
let weddingPublicNum: string;
let weddingOrderNum: string;

type Page<Row> = { content: Row[]; totalElements: number };
const list = <Row>(kind: 'wedding' | 'funeral', query = '') =>
  getAs(t.app, `/api/admin/invitation/${kind}/list${query}`, callers.admin).then((r) => r.json() as Page<Row>);

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  callers = await adminCallers(t);
  const campaign = await createCampaign(db, { campaignName: '축하 기부화환' });
  for (let i = 1; i <= 11; i += 1) {
    await createWeddingInvitation(db, {
      brideName: `신부${i}`,
      groomName: `신랑${i}`,
      eventLocationName: i === 3 ? '더채플 청담' : '라온채플 강남',
      createDate: new Date(Date.UTC(2026, 0, i)),
    });
  }
  const last = await createWeddingInvitation(db, {
    brideName: '한지민',
    groomName: '오세훈',
    campaignSeq: campaign.campaignSeq,
    kioskStyle: 3,
    eventDate: '2026-12-05',
    eventTime: '12:30',
    mapAddress: '서울 강남구 테헤란로 1',
    createDate: new Date(Date.UTC(2026, 1, 1)),
  });
  weddingOrderNum = last.orderNum;
  weddingPublicNum = only(
    await db.select({ publicNum: orderNumbers.publicNum }).from(orderNumbers).where(eq(orderNumbers.orderNum, last.orderNum)),
    "the last wedding's numbers",
  ).publicNum;
  await createFuneralInvitation(db, {
    deceasedName: '정말순',
    mainMournerName: '정우성',
    mourners: '아들 정우성<br>딸 정서윤',
    funeralLocationName: '서울평안장례식장',
  });
  await createFuneralInvitation(db, {
    deceasedName: '박순자',
    mainMournerName: '박지훈',
    mourners: '장남 박지훈<br>며느리 이수진',
    funeralLocationName: '부산추모공원',
    kioskStyle: 2,
  });
});
afterAll(() => t.close());

describe('the admin wedding and funeral order lists', () => {
  it('lists weddings newest first, 10 a page, with the campaign, the public number and the kiosk style', async () => {
    const first = await list<AdminWeddingRow>('wedding');
    expect(first.totalElements).toBe(12);
    expect(first.content).toHaveLength(10);
    expect(first.content[0]).toEqual({
      seq: expect.any(Number),
      orderNum: weddingOrderNum,
      publicNum: weddingPublicNum,
      campaignName: '축하 기부화환',
      mapAddress: '서울 강남구 테헤란로 1',
      kioskStyle: 3,
      eventDate: '2026-12-05',
      eventTime: '12:30',
      brideName: '한지민',
      brideContactPhone: '01034567890',
      groomName: '오세훈',
      groomContactPhone: '01023456789',
      eventLocationName: '라온채플 강남',
      eventLocationDetail: '그랜드홀 3층',
    });
    expect(weddingPublicNum).not.toBe(weddingOrderNum);
    const second = await list<AdminWeddingRow>('wedding', '?page=2');
    expect(second.content.map((row) => row.brideName)).toEqual(['신부2', '신부1']);
  });

  it.each([
    ['bride', '신부1', ['신부11', '신부10', '신부1']],
    ['groom', '오세', ['한지민']],
    ['location', '청담', ['신부3']],
    ['all', '더채플', ['신부3']],
  ])('searches weddings by %s', async (searchType, word, brides) => {
    const page = await list<AdminWeddingRow>('wedding', `?searchType=${searchType}&searchWord=${encodeURIComponent(word)}`);
    expect(page.content.map((row) => row.brideName)).toEqual(brides);
  });

  it('allows an empty search (everything)', async () => {
    expect((await list<AdminWeddingRow>('wedding', '?searchType=bride&searchWord=')).totalElements).toBe(12);
  });

  it('lists and searches funerals by deceased, mourners (the main mourner or the family list) and location', async () => {
    // The callers' non-member session made one funeral order before these two.
    const all = await list<AdminFuneralRow>('funeral');
    expect(all.totalElements).toBe(3);
    expect(all.content[0]).toMatchObject({
      deceasedName: '박순자',
      mainMournerName: '박지훈',
      mainMournerId: '장남',
      funeralLocationName: '부산추모공원',
      kioskStyle: 2,
      campaignName: null,
    });
    expect(all.content[0]?.publicNum).toMatch(/^[1-9]\d{11}$/);
    const names = async (query: string) => (await list<AdminFuneralRow>('funeral', query)).content.map((row) => row.deceasedName);
    expect(await names(`?searchType=deceased&searchWord=${encodeURIComponent('말순')}`)).toEqual(['정말순']);
    expect(await names(`?searchType=mourners&searchWord=${encodeURIComponent('이수진')}`)).toEqual(['박순자']);
    expect(await names(`?searchType=mourners&searchWord=br`)).toEqual([]);
    expect(await names(`?searchType=location&searchWord=${encodeURIComponent('부산')}`)).toEqual(['박순자']);
    expect(await names(`?searchType=all&searchWord=${encodeURIComponent('이수진')}`)).toEqual(['박순자']);
  });

  it.each([
    ['wedding', '?searchType=deceased', messages.query.searchType],
    ['funeral', '?searchType=bride', messages.query.searchType],
    ['wedding', '?page=0', messages.query.page],
    ['funeral', `?searchWord=${'가'.repeat(101)}`, messages.query.searchWord],
  ])('refuses a bad %s query %s', async (kind, query, message) => {
    const response = await getAs(t.app, `/api/admin/invitation/${kind}/list${query}`, callers.admin);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });

  it('downloads the searched orders as Excel', async () => {
    const search = `?searchType=groom&searchWord=${encodeURIComponent('오세훈')}`;
    const file = await readExcel(await getAs(t.app, `/api/admin/invitation/wedding/excel${search}`, callers.admin));
    expect(file.fileName).toBe('청첩장주문목록_전체_오세훈.xlsx');
    expect(file.lines.slice(0, 2)).toEqual(['청첩장 주문', '검색 조건: 검색어 "오세훈"(신랑)']);
    expectExcelCells(file, {
      header: ['주문번호', '예식일', '예식 시간', '신부', '신부 연락처', '신랑', '신랑 연락처', '예식장', '캠페인', '지도 주소', '초대장 번호'],
      count: ((await getAs(t.app, `/api/admin/invitation/wedding/list${search}`, callers.admin)).json() as { totalElements: number }).totalElements,
      dates: ['예식일'],
    });
    expect(file.rows.map((row) => [row[0], (row[1] as Date).toISOString().slice(0, 10), ...row.slice(2)])).toEqual([
      [
        weddingOrderNum,
        '2026-12-05',
        '12:30',
        '한지민',
        '010-3456-7890',
        '오세훈',
        '010-2345-6789',
        '라온채플 강남 그랜드홀 3층',
        '축하 기부화환',
        '서울 강남구 테헤란로 1',
        weddingPublicNum,
      ],
    ]);
    const funerals = await readExcel(await getAs(t.app, '/api/admin/invitation/funeral/excel', callers.admin));
    expect(funerals.fileName).toBe('부고장주문목록_전체.xlsx');
    expectExcelCells(funerals, {
      header: ['주문번호', '발인일', '발인 시간', '고인', '상주', '상주 연락처', '장례식장', '캠페인', '지도 주소', '초대장 번호'],
      count: ((await getAs(t.app, '/api/admin/invitation/funeral/list', callers.admin)).json() as { totalElements: number }).totalElements,
      dates: ['발인일'],
    });
    expect(funerals.column('고인').slice(0, 2)).toEqual(['박순자', '정말순']);
    expect(funerals.rows).toHaveLength(3);
  });

  it('has no save or delete (orders are made by their hosts)', async () => {
    expect((await getAs(t.app, '/api/admin/invitation/wedding/detail/1', callers.admin)).statusCode).toBe(404);
  });

  it.each(['wedding', 'funeral'])('answers administrators only (%s)', async (kind) => {
    await expectAdminOnly(t.app, callers, { method: 'GET', url: `/api/admin/invitation/${kind}/list` });
    await expectAdminOnly(t.app, callers, { method: 'GET', url: `/api/admin/invitation/${kind}/excel` });
  });
});

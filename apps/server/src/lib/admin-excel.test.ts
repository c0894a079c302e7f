import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminListQuery, adminResource, z, type Page } from '@ongi/shared';
import type { DatabaseHandle } from '../db/client';
import { outboundMessages, payments, refundRequests } from '../db/schema';
import { createTestApp, type TestContext } from '../test/app';
import { createTestDatabase } from '../test/database';
import { adminCallers, type AdminCallers } from '../test/admin';
import { expectExcelCells, readExcel, wallClockOf } from '../test/excel';
import { getAs } from '../test/member-session';
import {
  createCampaign,
  createDonationGroup,
  createFuneralInvitation,
  createInquiry,
  createPartner,
  createPayment,
  createWeddingInvitation,
} from '../seed/factories';
import { adminResourceRoutes, excelFileName } from './admin-resource';

// The lists an office exports that had no Excel before issue 25 (refund
// requests, messages sent, inquiries, campaigns, donation groups, partners):
// each file read back with the independent reader, against its list's total
// and, where it sums, a direct SQL sum. The older downloads are tested in
// their modules' tests with the same helper (test/excel.ts).

let t: TestContext;
let callers: AdminCallers;
let database: DatabaseHandle;

const listTotal = async (path: string, query = '') =>
  ((await getAs(t.app, `/api/admin/${path}/list${query}`, callers.admin)).json() as Page<unknown>).totalElements;
const download = async (path: string, query = '') => readExcel(await getAs(t.app, `/api/admin/${path}/excel${query}`, callers.admin));

beforeAll(async () => {
  database = await createTestDatabase();
  t = await createTestApp({ database });
  callers = await adminCallers(t);
  const db = t.database.db;
  const campaign = await createCampaign(db, { campaignName: '엑셀 캠페인', campaignAmount: 50000, endDate: '2026-12-31' });
  await createCampaign(db, { campaignName: '상시 캠페인', campaignAmount: 30000, endDate: null });
  await createPartner(db, { type: 'wedding', name: '엑셀웨딩홀', phone: '0212345678' });
  await createDonationGroup(db, { groupName: '엑셀 나눔재단', groupExplain: '=1+1 소개' });
  await createInquiry(db, { questionTitle: '엑셀 문의 하나', userEmail: 'one@example.com' });
  await createInquiry(db, { questionTitle: '엑셀 문의 둘', userEmail: 'two@example.com', isAnswered: 'Y', answer: '답변' });

  const wedding = await createWeddingInvitation(db, { campaignSeq: campaign.campaignSeq });
  const funeral = await createFuneralInvitation(db, { campaignSeq: campaign.campaignSeq });
  const paid = [
    await createPayment(db, wedding, { amount: 50000, name: '환불요청 하나', paidAt: new Date('2026-11-02T01:00:00Z') }),
    await createPayment(db, funeral, { amount: 70001, name: '환불요청 둘', paidAt: new Date('2026-11-03T15:30:00Z') }),
  ];
  await db.insert(refundRequests).values([
    { paymentSeq: paid[0]!.paymentSeq, reason: '중복 결제', contact: '010-1111-2222' },
    { paymentSeq: paid[1]!.paymentSeq, reason: '=잘못 보냄', contact: '010-3333-4444', state: 'DECLINED', declineReason: '발인 후', decidedAt: new Date() },
  ]);
  await db.insert(outboundMessages).values([
    { template: 'WREATH_ARRIVED', recipientPhone: '01012345678', variables: {}, text: '화환', dedupeKey: 'excel-1', orderNum: wedding.orderNum },
    {
      template: 'WREATH_ARRIVED',
      recipientPhone: '01087654321',
      variables: {},
      text: '화환',
      dedupeKey: 'excel-2',
      state: 'SENT',
      channel: 'ATA',
      attempts: 1,
      sentAt: new Date('2026-11-03T00:05:00Z'),
    },
  ]);
});
afterAll(async () => {
  await t.close();
  await database.close();
});

describe('the Excel file name', () => {
  it('carries the list, the period (or 전체) and the search word, without characters a file name cannot hold', () => {
    expect(excelFileName('결제목록', undefined)).toBe('결제목록_전체.xlsx');
    expect(excelFileName('결제목록', { period: { label: '결제일', from: '2026-11-01', to: '2026-11-30' }, searchWord: '홍길동' })).toBe(
      '결제목록_2026-11-01~2026-11-30_홍길동.xlsx',
    );
    expect(excelFileName('결제목록', { period: { label: '결제일', from: '2026-11-01' } })).toBe('결제목록_2026-11-01~.xlsx');
    expect(excelFileName('결제목록', { period: { label: '결제일', to: '2026-11-30' } })).toBe('결제목록_~2026-11-30.xlsx');
    expect(excelFileName('기부금정산', { period: { label: '정산 월', value: '2026-11' } })).toBe('기부금정산_2026-11.xlsx');
    expect(excelFileName('기부금정산', { period: { label: '정산 월', value: undefined } })).toBe('기부금정산_전체.xlsx');
    expect(excelFileName('회원목록', { searchWord: 'a/b:c*?"<>|\td' })).toBe('회원목록_전체_a b c d.xlsx');
  });
});

describe('a resource whose Excel heading does not name a filter of its list', () => {
  it('stops the server at start, so a new filter is never left off the file', () => {
    const endpoints = adminResource('/admin/unnamed', {
      label: '시험',
      query: adminListQuery(['all'] as const, { campaignSeq: z.coerce.number().optional() }),
      row: z.object({ name: z.string() }),
      excel: true,
    });
    const def = {
      key: 'unnamed',
      list: { load: async () => ({ content: [], totalElements: 0 }) },
      excel: { fileName: '시험', sheet: '시험', columns: [{ header: '이름', cell: (row: { name: string }) => row.name }] },
    };
    expect(() => adminResourceRoutes(endpoints, def)).toThrow(/does not name the list's campaignSeq/);
    expect(() => adminResourceRoutes(endpoints, { ...def, excel: { ...def.excel, search: { filters: { campaignSeq: { label: '캠페인' } } } } })).not.toThrow();
  });
});

describe('the lists that gained an Excel download', () => {
  it('refund requests: times as dates, the amount summed as the database sums it', async () => {
    const file = await download('refund-request');
    expect(file.fileName).toBe('환불요청목록_전체.xlsx');
    const [sum] = await t.database.db
      .select({ won: sql<number>`coalesce(sum(${payments.amount}), 0)::int` })
      .from(refundRequests)
      .innerJoin(payments, eq(payments.paymentSeq, refundRequests.paymentSeq));
    expectExcelCells(file, {
      header: ['요청 일시', '결제번호', '결제자', '결제 금액', '결제 상태', '사유', '연락처', '처리 상태', '거절 사유', '처리 일시'],
      count: await listTotal('refund-request'),
      dates: ['요청 일시', '처리 일시'],
      numbers: ['결제 금액'],
      texts: ['사유', '연락처'],
      totals: { '결제 금액': sum?.won ?? -1 },
    });
    expect(file.rows).toHaveLength(2);
    expect(file.column('사유')).toContain('=잘못 보냄');

    const declined = await download('refund-request', '?state=DECLINED&searchType=payer&searchWord=' + encodeURIComponent('환불요청'));
    expect(declined.lines[1]).toBe('검색 조건: 검색어 "환불요청"(결제자), 처리 상태 거절');
    expect(declined.fileName).toBe('환불요청목록_전체_환불요청.xlsx');
    expect(declined.rows).toHaveLength(await listTotal('refund-request', '?state=DECLINED&searchType=payer&searchWord=' + encodeURIComponent('환불요청')));
    expect(declined.total?.[3]).toBe(70001);
  });

  it('messages sent: times as dates in the Korean wall clock, attempts as numbers', async () => {
    const file = await download('message');
    expect(file.fileName).toBe('메시지발송목록_전체.xlsx');
    expectExcelCells(file, {
      header: ['일시', '종류', '받는 분', '주문번호', '상태', '보낸 방법', '시도 횟수', '보낼 시각', '보낸 일시', '오류'],
      count: await listTotal('message'),
      dates: ['일시', '보낼 시각', '보낸 일시'],
      numbers: ['시도 횟수'],
    });
    // Sent at 00:05 UTC: 09:05 on Korea's clock, as a date cell.
    const sent = file.column('보낸 일시').filter((cell) => cell !== null);
    expect(sent.map(wallClockOf)).toContain('2026-11-03 09:05');
    const failedOnly = await download('message', '?state=SENT');
    expect(failedOnly.lines[1]).toBe('검색 조건: 상태 보냄');
    expect(failedOnly.rows).toHaveLength(await listTotal('message', '?state=SENT'));
  });

  it('inquiries: the answer state by filter, the time as a date', async () => {
    const file = await download('inquiry', '?answerStatus=notAnswered');
    expect(file.lines[1]).toBe('검색 조건: 답변 상태 미답변');
    expectExcelCells(file, {
      header: ['번호', '제목', '이메일', '답변 상태', '문의 일시'],
      count: await listTotal('inquiry', '?answerStatus=notAnswered'),
      dates: ['문의 일시'],
      numbers: ['번호'],
    });
    expect(file.column('제목')).toContain('엑셀 문의 하나');
    expect(file.column('제목')).not.toContain('엑셀 문의 둘');
  });

  it('campaigns: the amount as a number, the end day as a date (none for an open-ended one)', async () => {
    const search = `?searchType=campaignName&searchWord=${encodeURIComponent('캠페인')}`;
    const file = await download('campaign', search);
    expect(file.fileName).toBe('캠페인목록_전체_캠페인.xlsx');
    expect(file.lines[1]).toBe('검색 조건: 검색어 "캠페인"(캠페인명)');
    expectExcelCells(file, {
      header: ['순서', '카테고리', '캠페인명', '종료일', '금액', '공개', '종료 일시', '등록일'],
      count: await listTotal('campaign', search),
      dates: ['종료일', '등록일'],
      numbers: ['금액'],
    });
    const row = file.rows.find((cells) => cells[2] === '엑셀 캠페인') ?? [];
    expect(row[3]).toEqual(new Date('2026-12-31T00:00:00Z'));
    expect(row[4]).toBe(50000);
    expect(file.rows.find((cells) => cells[2] === '상시 캠페인')?.[3]).toBeNull();
  });

  it('donation groups and partners', async () => {
    const groups = await download('donation-group');
    expectExcelCells(groups, { header: ['번호', '단체명', '소개', '등록일'], count: await listTotal('donation-group'), dates: ['등록일'], texts: ['소개'] });
    expect(groups.column('소개')).toContain('=1+1 소개');
    const partners = await download('partner', `?searchType=name&searchWord=${encodeURIComponent('엑셀')}`);
    expectExcelCells(partners, {
      header: ['유형', '기관명', '도로명 주소', '지번 주소', '전화번호', '등록일', '종료 일시'],
      count: await listTotal('partner', `?searchType=name&searchWord=${encodeURIComponent('엑셀')}`),
      dates: ['등록일', '종료 일시'],
    });
    expect(partners.rows.map((row) => [row[0], row[1], row[4]])).toEqual([['예식장', '엑셀웨딩홀', '02-1234-5678']]);
  });
});

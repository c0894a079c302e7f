import { and, eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAlertKindLabels, itemAt, messages, type AdminAlertDetail, type AdminAlertRow, only, type Page } from '@ongi/shared';
import { adminAlerts, adminAudits } from '@server/db/schema';
import { createTestApp, type TestContext } from '@server/test/app';
import { adminCallers, expectAdminOnly, type AdminCallers } from '@server/test/admin';
import { expectExcelCells, readExcel } from '@server/test/excel';
import { expectRefusal, getAs, postAs } from '@server/test/member-session';
import { raiseAdminAlert } from './index';

// 운영 알림: raised by the payment code through raiseAdminAlert, listed for
// administrators newest first, acknowledged once (and audited).

let t: TestContext;
let callers: AdminCallers;
const logged: Array<Record<string, unknown>> = [];
const log = pino({ level: 'error' }, { write: (line: string) => void logged.push(JSON.parse(line) as Record<string, unknown>) });

const list = (query = '') => getAs(t.app, `/api/admin/alert/list${query}`, callers.admin).then((response) => response.json() as Page<AdminAlertRow>);
const acknowledge = (alertSeq: number, cookie = callers.admin) => postAs(t.app, '/api/admin/alert/save', { alertSeq }, cookie);
const openCount = () => getAs(t.app, '/api/admin/alert/unacknowledged-count', callers.admin).then((response) => (response.json() as { count: number }).count);
const seqOf = async (title: string) =>
  only(await t.database.db.select({ seq: adminAlerts.alertSeq }).from(adminAlerts).where(eq(adminAlerts.title, title)), `the alert ${title}`).seq;

beforeAll(async () => {
  t = await createTestApp();
  callers = await adminCallers(t);
  const at = (minute: number) => new Date(Date.UTC(2026, 10, 1, 0, minute));
  await t.database.db.insert(adminAlerts).values(
    Array.from({ length: 11 }, (_, i) => ({
      kind: 'KIWOOM_WINDOW_NEVER_OPENED' as const,
      title: `오래된 알림 ${i + 1}`,
      summary: '요약',
      paymentId: `P2026110100000000000${i}`,
      createDate: at(i),
    })),
  );
});
afterAll(() => t.close());

describe('raiseAdminAlert', () => {
  it('stores the alert and logs it at error level with its details', async () => {
    await raiseAdminAlert(t.database.db, log, {
      kind: 'PAYMENT_CHANNEL_REFUSED',
      title: '테스트 채널 결제를 거절했습니다',
      summary: '운영 환경에서 테스트 채널로 결제된 건입니다.',
      paymentId: 'P20261127AAAAAAAAAAAA',
      details: { amount: 1000, channel: { type: 'TEST', key: 'channel-key-test' } },
    });
    const row = only(await t.database.db.select().from(adminAlerts).where(eq(adminAlerts.paymentId, 'P20261127AAAAAAAAAAAA')), 'the alert');
    expect(row).toMatchObject({
      kind: 'PAYMENT_CHANNEL_REFUSED',
      title: '테스트 채널 결제를 거절했습니다',
      acknowledgedAt: null,
      details: { amount: 1000, channel: { type: 'TEST' } },
    });
    expect(logged.at(-1)).toMatchObject({
      level: 50,
      msg: 'admin alert: 테스트 채널 결제를 거절했습니다',
      alertSeq: row.alertSeq,
      alert: { kind: 'PAYMENT_CHANNEL_REFUSED', paymentId: 'P20261127AAAAAAAAAAAA' },
    });
  });
});

describe('the 운영 알림 screen', () => {
  it('lists newest first, 10 a page, and filters by acknowledged', async () => {
    const first = await list();
    expect(first.totalElements).toBe(12);
    expect(first.content[0]).toMatchObject({
      kind: 'PAYMENT_CHANNEL_REFUSED',
      title: '테스트 채널 결제를 거절했습니다',
      acknowledgedAt: null,
      acknowledgedBy: null,
    });
    expect(first.content[1]?.title).toBe('오래된 알림 11');
    expect((await list('?page=2')).content.map((row) => row.title)).toEqual(['오래된 알림 2', '오래된 알림 1']);
    expect((await list(`?searchType=paymentId&searchWord=${'P20261127AAAA'}`)).content.map((row) => row.kind)).toEqual(['PAYMENT_CHANNEL_REFUSED']);
    expect((await list(`?searchType=title&searchWord=${encodeURIComponent('알림 1')}`)).totalElements).toBe(3);
    expect((await list('?acknowledged=Y')).totalElements).toBe(0);
    expect((await list('?acknowledged=N')).totalElements).toBe(12);
    expectRefusal(await getAs(t.app, '/api/admin/alert/list?acknowledged=maybe', callers.admin), 400, messages.query.searchType);
  });

  it('shows one alert with its summary and details', async () => {
    const seq = await seqOf('테스트 채널 결제를 거절했습니다');
    const response = await getAs(t.app, `/api/admin/alert/detail/${seq}`, callers.admin);
    expect(response.statusCode).toBe(200);
    expect(response.json() as AdminAlertDetail).toMatchObject({
      alertSeq: seq,
      summary: '운영 환경에서 테스트 채널로 결제된 건입니다.',
      paymentId: 'P20261127AAAAAAAAAAAA',
      details: { amount: 1000, channel: { type: 'TEST', key: 'channel-key-test' } },
    });
    expectRefusal(await getAs(t.app, '/api/admin/alert/detail/999999', callers.admin), 404, messages.admin.notFound('운영 알림'));
  });

  it('acknowledges once, naming the administrator, writes the audit trail and lowers the count', async () => {
    const seq = await seqOf('오래된 알림 5');
    const before = await openCount();
    const response = await acknowledge(seq);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ seq, message: messages.alert.acknowledged });
    expect(await openCount()).toBe(before - 1);
    const row = itemAt((await list('?acknowledged=Y')).content, 0, 'the newest acknowledged alert');
    expect(row).toMatchObject({ alertSeq: seq, acknowledgedBy: expect.stringMatching(/^boadmin/) });
    expect(row.acknowledgedAt).not.toBeNull();
    const audit = only(
      await t.database.db
        .select()
        .from(adminAudits)
        .where(and(eq(adminAudits.resource, 'alert'), eq(adminAudits.action, 'update'))),
      'the acknowledgement audit',
    );
    expect(audit).toMatchObject({ accountSeq: callers.adminAccountSeq, targetSeqs: [seq], summary: '운영 알림 확인 처리: 오래된 알림 5' });

    // A second acknowledgement (another administrator a moment later) changes nothing.
    expectRefusal(await acknowledge(seq), 409, messages.alert.alreadyAcknowledged);
    expect((await list('?acknowledged=Y')).totalElements).toBe(1);
    expectRefusal(await acknowledge(999999), 404, messages.admin.notFound('운영 알림'));
  });

  it('downloads the list as Excel', async () => {
    const search = '?searchType=paymentId&searchWord=P20261127AAAA';
    const file = await readExcel(await getAs(t.app, `/api/admin/alert/excel${search}`, callers.admin));
    expect(file.lines[1]).toBe('검색 조건: 검색어 "P20261127AAAA"(결제번호)');
    expectExcelCells(file, {
      header: ['일시', '종류', '제목', '결제번호', '확인 일시', '확인한 관리자'],
      count: (await list(search)).totalElements,
      dates: ['일시', '확인 일시'],
    });
    expect(file.rows[0]?.slice(1, 4)).toEqual([adminAlertKindLabels.PAYMENT_CHANNEL_REFUSED, '테스트 채널 결제를 거절했습니다', 'P20261127AAAAAAAAAAAA']);
    expect(file.rows[0]?.[0]).toBeInstanceOf(Date);
  });

  it('answers administrators only', async () => {
    await expectAdminOnly(t.app, callers, { method: 'GET', url: '/api/admin/alert/list' });
    await expectAdminOnly(t.app, callers, { method: 'GET', url: '/api/admin/alert/unacknowledged-count' });
    await expectAdminOnly(t.app, callers, { method: 'POST', url: '/api/admin/alert/save', payload: { alertSeq: 1 } });
  });
});

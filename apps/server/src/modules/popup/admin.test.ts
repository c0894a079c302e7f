import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminContentMessages, messages, popupAdminMessages, type AdminPopupRow } from '@ongi/shared';
import { createTestApp, type TestContext } from '@server/test/app';
import { adminCallers, expectAdminOnly, type AdminCallers } from '@server/test/admin';
import { getAs, postAs } from '@server/test/member-session';
import { createPopup, dayFromToday } from '@server/seed/factories';

let t: TestContext;
let callers: AdminCallers;

beforeAll(async () => {
  t = await createTestApp();
  callers = await adminCallers(t);
  for (let i = 1; i <= 11; i += 1) await createPopup(t.database.db, { title: `이벤트 팝업 ${i}`, createDate: new Date(Date.UTC(2026, 0, i)) });
});
afterAll(() => t.close());

const save = (payload: unknown) => postAs(t.app, '/api/admin/popup/save', payload, callers.admin);
const list = (query = '') => getAs(t.app, `/api/admin/popup/list${query}`, callers.admin);
const valid = { title: '가을 캠페인', content: '<p>함께해 주세요</p>', startDate: '2026-11-01', endDate: '2026-11-30', useStatus: 'y', xCoord: 40, yCoord: 80 };

describe('the admin popup resource', () => {
  it('lists 10 a page, newest first, with the period and use status', async () => {
    const page = (await list()).json() as { content: AdminPopupRow[]; totalElements: number };
    expect(page.totalElements).toBe(11);
    expect(page.content).toHaveLength(10);
    expect(page.content[0]).toMatchObject({ title: '이벤트 팝업 11', startDate: dayFromToday(-1), endDate: dayFromToday(7), useStatus: 'y' });
    const second = (await list('?page=2')).json() as { content: AdminPopupRow[] };
    expect(second.content.map((row) => row.title)).toEqual(['이벤트 팝업 1']);
    const searched = (await list(`?searchType=title&searchWord=${encodeURIComponent('팝업 10')}`)).json() as { totalElements: number };
    expect(searched.totalElements).toBe(1);
    const wrong = await list('?searchType=username');
    expect(wrong.json()).toEqual({ message: messages.query.searchType });
  });

  it('registers with the defaults (use y, coordinates 0), edits, deletes, and the home page shows it while in use and in period', async () => {
    const created = await save({
      popupSeq: -1,
      title: '오늘의 팝업',
      content: '<p>안녕<script>x</script></p>',
      startDate: dayFromToday(0),
      endDate: dayFromToday(0),
    });
    expect(created.statusCode).toBe(200);
    const { seq, message } = created.json() as { seq: number; message: string };
    expect(message).toBe(messages.admin.created);
    expect((await getAs(t.app, `/api/admin/popup/detail/${seq}`, callers.admin)).json()).toEqual({
      popupSeq: seq,
      title: '오늘의 팝업',
      content: '<p>안녕</p>',
      startDate: dayFromToday(0),
      endDate: dayFromToday(0),
      useStatus: 'y',
      xCoord: 0,
      yCoord: 0,
    });
    const active = (await getAs(t.app, '/api/popup/active')).json() as Array<{ popupSeq: number }>;
    expect(active.some((popup) => popup.popupSeq === seq)).toBe(true);

    const edited = await save({ ...valid, popupSeq: seq, useStatus: 'n', xCoord: '12', yCoord: '' });
    expect(edited.json()).toEqual({ seq, message: messages.admin.updated });
    expect((await getAs(t.app, `/api/admin/popup/detail/${seq}`, callers.admin)).json()).toMatchObject({
      useStatus: 'n',
      xCoord: 12,
      yCoord: 0,
      startDate: '2026-11-01',
    });
    const hidden = (await getAs(t.app, '/api/popup/active')).json() as Array<{ popupSeq: number }>;
    expect(hidden.some((popup) => popup.popupSeq === seq)).toBe(false);

    const deleted = await postAs(t.app, '/api/admin/popup/delete', { seqs: [seq] }, callers.admin);
    expect(deleted.json()).toEqual({ deleted: 1, message: messages.admin.deleted });
    const gone = await getAs(t.app, `/api/admin/popup/detail/${seq}`, callers.admin);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ message: messages.admin.notFound('팝업') });
  });

  it.each([
    [{ ...valid, title: ' ' }, messages.adminForm.titleRequired],
    [{ ...valid, title: '가'.repeat(201) }, messages.adminForm.titleTooLong(200)],
    [{ ...valid, content: '<p><br></p>' }, messages.adminForm.contentRequired],
    [{ ...valid, content: `<p>${'가'.repeat(200_001)}</p>` }, adminContentMessages.bodyTooLong],
    [{ ...valid, startDate: '' }, popupAdminMessages.startDateRequired],
    [{ ...valid, endDate: undefined }, popupAdminMessages.endDateRequired],
    [{ ...valid, startDate: '2026-02-30' }, adminContentMessages.dateInvalid],
    [{ ...valid, startDate: '2026-12-01', endDate: '2026-11-30' }, popupAdminMessages.endBeforeStart],
    [{ ...valid, useStatus: 'Y' }, popupAdminMessages.useStatus],
    [{ ...valid, xCoord: -1 }, popupAdminMessages.coord('X')],
    [{ ...valid, yCoord: 'abc' }, popupAdminMessages.coord('Y')],
    [{ ...valid, yCoord: 1.5 }, popupAdminMessages.coord('Y')],
    [{ ...valid, popupSeq: 0 }, messages.query.seq],
  ])('refuses a popup that breaks a rule with its sentence (%#)', async (payload, message) => {
    const response = await save(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });

  it('refuses an edit of a popup that is gone', async () => {
    const gone = await save({ ...valid, popupSeq: 999999 });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ message: messages.admin.notFound('팝업') });
  });

  it('deletes nothing when none is chosen, or when one of the chosen is foreign or gone', async () => {
    const none = await postAs(t.app, '/api/admin/popup/delete', { seqs: [] }, callers.admin);
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ message: messages.admin.noneSelected.popup });
    const kept = await createPopup(t.database.db, { title: '남아야 하는 팝업' });
    const stale = await postAs(t.app, '/api/admin/popup/delete', { seqs: [kept.popupSeq, 987654] }, callers.admin);
    expect(stale.statusCode).toBe(404);
    expect(stale.json()).toEqual({ message: messages.admin.staleSelection });
    expect((await getAs(t.app, `/api/admin/popup/detail/${kept.popupSeq}`, callers.admin)).statusCode).toBe(200);
  });

  it('is for administrators only', async () => {
    await expectAdminOnly(t.app, callers, { method: 'GET', url: '/api/admin/popup/list' });
    await expectAdminOnly(t.app, callers, { method: 'GET', url: '/api/admin/popup/detail/1' });
    await expectAdminOnly(t.app, callers, { method: 'POST', url: '/api/admin/popup/save', payload: valid });
    await expectAdminOnly(t.app, callers, { method: 'POST', url: '/api/admin/popup/delete', payload: { seqs: [1] } });
  });
});

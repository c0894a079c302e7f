import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivePopup } from '@ongi/shared';
import { createTestApp, type TestContext } from '@server/test/app';
import { createPopup, dayFromToday } from '@server/seed/factories';

let t: TestContext;
const titles = async () => ((await t.app.inject({ method: 'GET', url: '/api/popup/active' })).json() as ActivePopup[]).map((p) => p.title);

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await createPopup(db, { title: '진행 중', startDate: dayFromToday(-3), endDate: dayFromToday(3), xCoord: 40, yCoord: 120, content: '<p>안내</p>' });
  await createPopup(db, { title: '오늘 시작', startDate: dayFromToday(0), endDate: dayFromToday(5) });
  await createPopup(db, { title: '오늘 끝', startDate: dayFromToday(-5), endDate: dayFromToday(0) });
  await createPopup(db, { title: '오늘 하루', startDate: dayFromToday(0), endDate: dayFromToday(0) });
  await createPopup(db, { title: '내일 시작', startDate: dayFromToday(1), endDate: dayFromToday(9) });
  await createPopup(db, { title: '어제 끝', startDate: dayFromToday(-9), endDate: dayFromToday(-1) });
  await createPopup(db, { title: '사용 안 함', useStatus: 'n', startDate: dayFromToday(-3), endDate: dayFromToday(3) });
});
afterAll(() => t.close());

describe('GET /api/popup/active', () => {
  it('answers popups in use whose period holds today (Korean date), oldest start first', async () => {
    expect(await titles()).toEqual(['오늘 끝', '진행 중', '오늘 시작', '오늘 하루']);
  });

  it('answers the fields the home page places them with', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/popup/active' });
    expect(response.headers['cache-control']).toBe('public, no-cache');
    const popup = (response.json() as ActivePopup[]).find((p) => p.title === '진행 중');
    expect(popup).toEqual({
      popupSeq: expect.any(Number),
      title: '진행 중',
      content: '<p>안내</p>',
      xCoord: 40,
      yCoord: 120,
      startDate: dayFromToday(-3),
      endDate: dayFromToday(3),
    });
  });
});

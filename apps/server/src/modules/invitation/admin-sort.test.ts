import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOrderSorts, messages, type AdminFuneralRow, type AdminWeddingRow } from '@ongi/shared';
import { createTestApp, type TestContext } from '@server/test/app';
import { adminCallers, type AdminCallers } from '@server/test/admin';
import { getAs } from '@server/test/member-session';
import { createFuneralInvitation, createWeddingInvitation } from '@server/seed/factories';

// Issue 25 §2 "Lists": the order lists filtered by the event's day and sorted
// by their main columns (event day, order number, the day it was made).

let t: TestContext;
let callers: AdminCallers;

type Page<Row> = { content: Row[]; totalElements: number };
const list = async <Row>(kind: 'wedding' | 'funeral', query = '') => {
  const response = await getAs(t.app, `/api/admin/invitation/${kind}/list${query}`, callers.admin);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Page<Row>;
};

// Event days out of step with the order the invitations were made in, so a sort shows.
const weddings = [
  { brideName: '가신부', eventDate: '2027-03-14', createDate: new Date(Date.UTC(2026, 0, 1)) },
  { brideName: '나신부', eventDate: '2026-12-05', createDate: new Date(Date.UTC(2026, 0, 2)) },
  { brideName: '다신부', eventDate: '2027-01-09', createDate: new Date(Date.UTC(2026, 0, 3)) },
  { brideName: '라신부', eventDate: '2026-12-31', createDate: new Date(Date.UTC(2026, 0, 4)) },
  { brideName: '마신부', eventDate: '2027-01-01', createDate: new Date(Date.UTC(2026, 0, 5)) },
];

beforeAll(async () => {
  t = await createTestApp();
  callers = await adminCallers(t);
  for (const wedding of weddings) await createWeddingInvitation(t.database.db, wedding);
  await createFuneralInvitation(t.database.db, { deceasedName: '김고인', funeralDate: '2026-12-02' });
  await createFuneralInvitation(t.database.db, { deceasedName: '이고인', funeralDate: '2026-12-01' });
});
afterAll(() => t.close());

const ours = encodeURIComponent('고인');
const brides = (page: Page<AdminWeddingRow>) => page.content.map((row) => row.brideName);

describe('order lists: the event day', () => {
  it('filters by the event day, both ends inclusive, either may be absent', async () => {
    expect(brides(await list<AdminWeddingRow>('wedding', '?eventFrom=2026-12-31&eventTo=2027-01-09'))).toEqual(['마신부', '라신부', '다신부']);
    expect(brides(await list<AdminWeddingRow>('wedding', '?eventFrom=2027-01-02'))).toEqual(['다신부', '가신부']);
    expect(brides(await list<AdminWeddingRow>('wedding', '?eventTo=2026-12-05'))).toEqual(['나신부']);
    // The callers' own fixtures hold a funeral dated from today: these two are told apart by the search.
    const funerals = await list<AdminFuneralRow>('funeral', `?searchType=deceased&searchWord=${ours}&eventFrom=2026-12-02&eventTo=2026-12-02`);
    expect(funerals.content.map((row) => row.deceasedName)).toEqual(['김고인']);
    expect(funerals.totalElements).toBe(1);
  });

  it('sorts by the event day either way, with the filter and a search', async () => {
    expect(brides(await list<AdminWeddingRow>('wedding', '?sort=eventDate&direction=asc'))).toEqual(['나신부', '라신부', '마신부', '다신부', '가신부']);
    expect(brides(await list<AdminWeddingRow>('wedding', '?sort=eventDate&direction=desc&eventFrom=2026-12-06'))).toEqual([
      '가신부',
      '다신부',
      '마신부',
      '라신부',
    ]);
    const searched = await list<AdminWeddingRow>('wedding', `?searchType=bride&searchWord=${encodeURIComponent('라')}&sort=eventDate&direction=desc`);
    expect(brides(searched)).toEqual(['라신부']);
    const funerals = await list<AdminFuneralRow>('funeral', `?searchType=deceased&searchWord=${ours}&sort=eventDate&direction=asc`);
    expect(funerals.content.map((row) => row.deceasedName)).toEqual(['이고인', '김고인']);
  });

  it.each(adminOrderSorts)('sorts by %s, ascending the reverse of descending', async (sort) => {
    const up = brides(await list<AdminWeddingRow>('wedding', `?sort=${sort}&direction=asc`));
    const down = brides(await list<AdminWeddingRow>('wedding', `?sort=${sort}&direction=desc`));
    expect(up).toHaveLength(5);
    expect(down).toEqual([...up].reverse());
  });

  it('sorts by the order number as the numbers go', async () => {
    const rows = (await list<AdminWeddingRow>('wedding', '?sort=orderNum&direction=asc')).content.map((row) => row.orderNum);
    expect(rows).toEqual([...rows].sort());
  });

  it.each([
    ['?eventFrom=2026-13-01', messages.adminList.eventPeriodInvalid],
    ['?eventTo=2026-02-30', messages.adminList.eventPeriodInvalid],
    ['?eventFrom=2027-01-02&eventTo=2027-01-01', messages.adminList.eventPeriodReversed],
    ['?sort=brideName', messages.adminList.sortInvalid],
    ['?sort=eventDate&direction=sideways', messages.adminList.directionInvalid],
  ])('refuses %s with its Korean sentence', async (query, message) => {
    for (const kind of ['wedding', 'funeral']) {
      const response = await getAs(t.app, `/api/admin/invitation/${kind}/list${query}`, callers.admin);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message });
    }
  });
});

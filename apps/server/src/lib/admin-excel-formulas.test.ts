import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminListQuery, adminResource, itemAt, z } from '@ongi/shared';
import type { DatabaseHandle } from '../db/client';
import { createTestApp, sameOrigin, type TestContext } from '../test/app';
import { createTestDatabase } from '../test/database';
import { adminCallers, type AdminCallers } from '../test/admin';
import { getAs } from '../test/member-session';
import { createAccount, createCampaign, createFuneralInvitation, createPayment } from '../seed/factories';
import { adminResourceRoutes } from './admin-resource';

// Excel formula injection (OWASP's CSV injection): a payer, host or member
// types '=HYPERLINK(…)', '+…', '-…', '@…' or a leading tab; every Excel
// download writes such text so that Excel shows it as text and keeps it text
// when someone edits the cell. Each file is read back with ExcelJS, which shows
// the cells' number format (the files' content is read with an independent
// reader in their own tests, test/excel.ts).

const risky = ['=HYPERLINK("http://evil.example","클릭")', '+82 10 1234 5678', '-2+3', '@SUM(A1:A2)', '\t=1+1', '\r=1+1'];

let t: TestContext;
let callers: AdminCallers;

/** A resource of fixed rows, to see the base write a negative number beside risky text. */
const probe = adminResourceRoutes(
  adminResource('/admin/probe', {
    label: '시험',
    query: adminListQuery(['all'] as const),
    row: z.object({ text: z.string(), amount: z.number() }),
    excel: true,
  }),
  {
    key: 'probe',
    list: {
      load: async () => ({
        content: [...risky.map((text, i) => ({ text, amount: -5000 * (i + 1) })), { text: '보통 글', amount: 7 }],
        totalElements: risky.length + 1,
      }),
    },
    excel: {
      fileName: '시험',
      sheet: '시험',
      columns: [
        { header: '글', cell: (row) => row.text },
        { header: '금액', cell: (row) => row.amount },
      ],
    },
  },
);
let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
  t = await createTestApp({ database }, (app) => {
    void app.register(probe, { prefix: '/api/admin/probe', db: database.db });
  });
  callers = await adminCallers(t);
  const db = t.database.db;
  const campaign = await createCampaign(db, { campaignName: '=1+1 캠페인' });
  const notice = await createFuneralInvitation(db, { campaignSeq: campaign.campaignSeq });
  for (const name of risky) await createPayment(db, notice, { name, message: name, cancelReason: name });
  await createAccount(db, { username: 'formula01', name: '@SUM(A1)', roleType: 'NORMAL' });
});
afterAll(async () => {
  await t.close();
  await database.close();
});

/** Every body cell of the first sheet: its value, ExcelJS's type and number format. */
async function cellsOf(url: string) {
  const response = await getAs(t.app, url, callers.admin);
  expect(response.statusCode, response.body).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  const cells: Array<{ value: unknown; type: ExcelJS.ValueType; numFmt: string | undefined }> = [];
  itemAt(workbook.worksheets, 0, 'the first sheet').eachRow((row, number) => {
    // The title, search, period and download lines, a blank line and the header come first.
    if (number <= 6) return;
    row.eachCell((cell) => cells.push({ value: cell.value, type: cell.type, numFmt: cell.numFmt }));
  });
  return cells;
}

// XML reads a carriage return back as a line feed: '\r=1+1' comes back as '\n=1+1'.
const startsRisky = (value: unknown) => typeof value === 'string' && /^[=+\-@\t\r\n]/.test(value);

function expectTextKept(cells: Awaited<ReturnType<typeof cellsOf>>, minimum: number) {
  const riskyCells = cells.filter((cell) => startsRisky(cell.value));
  expect(riskyCells.length).toBeGreaterThanOrEqual(minimum);
  for (const cell of riskyCells) {
    // Kept as written (no apostrophe added), a text cell, in Excel's Text format: editing it keeps it text.
    expect(cell.type).toBe(ExcelJS.ValueType.String);
    expect(cell.numFmt).toBe('@');
  }
}

describe('Excel downloads write text that would be a formula as text', () => {
  it('the resource base: risky text in the Text format as written, numbers (a negative one too) as numbers', async () => {
    const cells = await cellsOf('/api/admin/probe/excel');
    expectTextKept(cells, risky.length);
    expect(cells.filter((cell) => typeof cell.value === 'string').map((cell) => cell.value)).toEqual([
      ...risky.map((text) => text.replace('\r', '\n')),
      '보통 글',
    ]);
    const numbers = cells.filter((cell) => typeof cell.value === 'number');
    expect(numbers.map((cell) => cell.value)).toEqual([-5000, -10000, -15000, -20000, -25000, -30000, 7]);
    for (const cell of numbers) {
      expect(cell.type).toBe(ExcelJS.ValueType.Number);
      expect(cell.numFmt).not.toBe('@');
    }
  });

  it('the payment list (payer, cancel reason)', async () => {
    expectTextKept(await cellsOf('/api/admin/payment/excel'), risky.length * 2);
  });

  it('the donation ledger (a campaign named =1+1)', async () => {
    const cells = await cellsOf('/api/admin/donation-ledger/excel?by=campaign');
    expectTextKept(cells, 1);
    expect(cells.some((cell) => cell.value === '=1+1 캠페인')).toBe(true);
  });

  it('the member list, and the audit trail (a username typed at the admin login by anyone)', async () => {
    expectTextKept(await cellsOf(`/api/admin/account/excel?searchType=username&searchWord=formula01`), 1);
    const attempt = await t.app.inject({
      method: 'POST',
      url: '/api/admin/account/login',
      headers: sameOrigin,
      payload: { username: '=HYPERLINK("http://evil.example")', pwd: 'x' },
    });
    expect(attempt.statusCode).toBe(401);
    const cells = await cellsOf('/api/admin/audit/excel?action=loginFailed');
    expectTextKept(cells, 1);
    expect(cells.some((cell) => cell.value === '=HYPERLINK("http://evil.example")')).toBe(true);
  });
});

import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import { itemAt, messages } from '@ongi/shared';
import type { App } from '../app';
import { createAccount } from '../seed/factories';
import { sameOrigin, sessionCookie, type TestContext } from './app';
import { getAs, loginAs, nonMemberSession, postAs } from './member-session';

export const adminPassword = 'Adm1nPass!';

/** An administrator's session cookie, from the real admin login. */
export async function adminLoginAs(app: App, username: string, pwd = adminPassword): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/admin/account/login', headers: sameOrigin, payload: { username, pwd } });
  return sessionCookie(response);
}

export interface AdminCallers {
  admin: string;
  adminAccountSeq: number;
  member: string;
  nonMember: string;
}

let made = 0;

/** One administrator, one member and one non-member, logged in. */
export async function adminCallers(t: TestContext): Promise<AdminCallers> {
  made += 1;
  const admin = await createAccount(t.database.db, {
    username: `boadmin${made}${Date.now() % 100000}`,
    password: adminPassword,
    name: '김관리',
    roleType: 'ADMIN',
  });
  const member = await createAccount(t.database.db, { username: `bomember${made}${Date.now() % 100000}`, roleType: 'NORMAL' });
  return {
    admin: await adminLoginAs(t.app, admin.username),
    adminAccountSeq: admin.accountSeq,
    member: await loginAs(t.app, member.username),
    nonMember: await nonMemberSession(t),
  };
}

/** An admin route refuses a visitor (401), a member and a non-member (403), and, when it changes something, another site (403). */
export async function expectAdminOnly(app: App, callers: AdminCallers, route: { method: 'GET' | 'POST'; url: string; payload?: unknown }) {
  const call = (cookie?: string, headers?: Record<string, string>) =>
    route.method === 'GET' ? getAs(app, route.url, cookie, headers) : postAs(app, route.url, route.payload ?? {}, cookie, headers);
  const visitor = await call();
  expect(visitor.statusCode, `${route.url} without a session`).toBe(401);
  expect(visitor.json()).toEqual({ message: messages.common.unauthenticated });
  for (const cookie of [callers.member, callers.nonMember]) {
    const refused = await call(cookie);
    expect(refused.statusCode, `${route.url} for a member or non-member`).toBe(403);
    expect(refused.json()).toEqual({ message: messages.common.forbidden });
  }
  if (route.method === 'POST') {
    const crossSite = await call(callers.admin, { origin: 'https://evil.example', host: 'localhost:80' });
    expect(crossSite.statusCode, `${route.url} from another site`).toBe(403);
    expect(crossSite.json()).toEqual({ message: messages.common.crossOrigin });
  }
}

/** An .xlsx answer read back with the library that wrote it: the first sheet's rows as arrays of cell texts. */
export async function readWorkbook(body: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const sheet = itemAt(workbook.worksheets, 0, 'the first sheet');
  const rows: string[][] = [];
  sheet.eachRow((row) => {
    const values = row.values as unknown[];
    rows.push(values.slice(1).map((value) => (value === null || value === undefined ? '' : value instanceof Date ? value.toISOString() : String(value))));
  });
  return rows;
}

/** Which rows of the first sheet are written in bold, every cell of them (the header is, the data is not). */
export async function workbookBoldRows(body: Buffer): Promise<boolean[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const bold: boolean[] = [];
  itemAt(workbook.worksheets, 0, 'the first sheet').eachRow((row) => {
    const cells: boolean[] = [];
    row.eachCell((cell) => cells.push(cell.font?.bold === true));
    bold.push(cells.every(Boolean));
  });
  return bold;
}

/**
 * Every list the product has, on the demo data and on the scaled data (npm
 * run seed:scale), through the real app over HTTP: the median and p95 time
 * of one request at page 1 and at a deep page (page 5,000 where the list has
 * one, else its last page), with a search where the list has one, and the
 * ratio scaled / demo. Issue 12's target: every ratio within 2.
 *
 *   BENCH_DEMO_DATABASE_URL=postgres://postgres@127.0.0.1:5432/ongi_demo \
 *   BENCH_SCALE_DATABASE_URL=postgres://postgres@127.0.0.1:5432/ongi_scale \
 *   npm run bench:lists -w @ongi/server
 *
 * A database may also be an embedded one: pglite:/path/to/folder. Both must
 * hold the demo data (npm run seed, npm run seed:scale); they are migrated
 * as the server would at start, and nothing else is written but sessions. BENCH_ROUNDS (default 40) requests are timed per row after
 * BENCH_WARMUP (default 5); BENCH_ONLY=notice,payment measures only rows whose
 * name contains one of the words; BENCH_JSON=file.json keeps the figures.
 *
 * Public reads go to the in-process public read cache; each timed request
 * carries a cache-busting parameter (_=n), so the figures are the database
 * path. Member and administrator lists are never cached.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { itemAt } from '@ongi/shared';
import { buildApp, type App } from '../src/app';
import { loadConfig } from '../src/config';
import { connectPglite, connectPostgres, type DatabaseHandle } from '../src/db/client';
import { LocalStorage } from '../src/integrations/storage/local';
import { demoLogins } from '../src/seed';

type Who = 'visitor' | 'member' | 'admin';

/** What a list's URL may depend on: numbers found in the database measured. */
export interface ListContext {
  /** The public number and order number of member01's invitation with the most wreaths. */
  busiestPublicNum: string;
  busiestOrderNum: string;
  /** A payer's full name that occurs in the payments (for the payer search): the commonest. */
  payerName: string;
  /** A payer's name with at most one Excel batch (500) of payments. */
  payerNameFew: string;
  /** A member's name (for the member account search). */
  memberName: string;
  /** A bride's and a deceased person's name. */
  brideName: string;
  deceasedName: string;
  /** A notice title that exists, a word in one title of twenty, and one month with payments (YYYY-MM). */
  noticeTitle: string;
  noticeWord: string;
  /** The e-mail address of the latest inquiry that left one. */
  inquiryEmail: string;
  month: string;
  /** Today in Korea and two years before (YYYY-MM-DD). */
  today: string;
  twoYearsAgo: string;
}

export interface ListCase {
  group: 'public' | 'my-page' | 'admin' | 'excel';
  name: string;
  who: Who;
  /** The URL of a page. */
  url: (page: number, context: ListContext) => string;
  /** Whether the page is in the path (the kiosk list) rather than ?page=. */
  single?: boolean;
}

const q = encodeURIComponent;

/** Every list, in the order of the product's menus. */
export const listCases: ListCase[] = [
  // Public (visitors; each answer would otherwise come from the public read cache).
  { group: 'public', name: 'campaigns', who: 'visitor', url: (p) => `/api/campaign/get-list?page=${p}` },
  { group: 'public', name: 'campaigns, one category', who: 'visitor', url: (p) => `/api/campaign/get-list?page=${p}&categorySeq=20` },
  { group: 'public', name: 'campaign banner (get-list1)', who: 'visitor', url: (p) => `/api/campaign/get-list1?page=${p}` },
  { group: 'public', name: 'campaign highlight (get-list2)', who: 'visitor', url: (p) => `/api/campaign/get-list2?page=${p}` },
  { group: 'public', name: 'donation groups', who: 'visitor', url: (p) => `/api/donation-group/get-list?page=${p}` },
  { group: 'public', name: 'sponsor activities', who: 'visitor', url: (p) => `/api/sponsor/get-list?page=${p}` },
  { group: 'public', name: 'notices', who: 'visitor', url: (p) => `/api/notice/get-list?page=${p}` },
  {
    group: 'public',
    name: 'notices, title search',
    who: 'visitor',
    url: (p, c) => `/api/notice/get-list?page=${p}&searchType=title&searchWord=${q(c.noticeTitle)}`,
  },
  {
    group: 'public',
    name: 'notices, title search (one word)',
    who: 'visitor',
    url: (p, c) => `/api/notice/get-list?page=${p}&searchType=title&searchWord=${q(c.noticeWord)}`,
  },
  {
    group: 'public',
    name: 'notices, all search (broad word)',
    who: 'visitor',
    url: (p) => `/api/notice/get-list?page=${p}&searchType=all&searchWord=${q('키오스크')}`,
  },
  { group: 'public', name: 'FAQ', who: 'visitor', url: (p) => `/api/faq/get-list?page=${p}` },
  { group: 'public', name: 'FAQ, search', who: 'visitor', url: (p) => `/api/faq/get-list?page=${p}&searchWord=${q('영수증')}` },
  {
    group: 'public',
    name: 'reviews of campaign 16, latest',
    who: 'visitor',
    url: (p) => `/api/review/campaign-review-list?campaignSeq=16&sortType=latest&page=${p}`,
  },
  {
    group: 'public',
    name: 'reviews of campaign 16, top rated',
    who: 'visitor',
    url: (p) => `/api/review/campaign-review-list?campaignSeq=16&sortType=topRated&page=${p}`,
  },
  {
    group: 'public',
    name: 'reviews of campaign 3, latest',
    who: 'visitor',
    url: (p) => `/api/review/campaign-review-list?campaignSeq=3&sortType=latest&page=${p}`,
  },
  { group: 'public', name: 'best reviews (home)', who: 'visitor', url: () => `/api/review/best-list`, single: true },
  { group: 'public', name: 'thankful donors (home)', who: 'visitor', url: () => `/api/payment/getMainPageList/PAID`, single: true },
  { group: 'public', name: 'wreath message board', who: 'visitor', url: (p) => `/api/payment/message-list?page=${p}` },
  {
    group: 'public',
    name: "guest page's senders / kiosk list",
    who: 'visitor',
    url: (p, c) => `/api/payment/get-payment-list-for-kiosk/${c.busiestPublicNum}/${p}`,
  },
  { group: 'public', name: 'kiosk data', who: 'visitor', url: (_p, c) => `/api/invitation/get-kiosk-data?orderNum=${c.busiestPublicNum}`, single: true },
  // My page (member01).
  { group: 'my-page', name: 'orders, all time (ago list)', who: 'member', url: (p) => `/api/invitation/get-ago-list?page=${p}&daysAgo=all` },
  { group: 'my-page', name: 'orders, last 90 days (ago list)', who: 'member', url: (p) => `/api/invitation/get-ago-list?page=${p}&daysAgo=90` },
  {
    group: 'my-page',
    name: 'orders, two years (between list)',
    who: 'member',
    url: (p, c) => `/api/invitation/get-between-list?page=${p}&startDate=${c.twoYearsAgo}&endDate=${c.today}`,
  },
  { group: 'my-page', name: 'cancel list', who: 'member', url: (p) => `/api/payment/cancel-list?page=${p}` },
  {
    group: 'my-page',
    name: 'inquiries, two years',
    who: 'member',
    url: (p, c) => `/api/inquiry/get-list?page=${p}&startDate=${c.twoYearsAgo}&endDate=${c.today}`,
  },
  { group: 'my-page', name: 'reviews, all', who: 'member', url: (p) => `/api/review/get-between-list?page=${p}` },
  {
    group: 'my-page',
    name: 'received wreaths (busiest order)',
    who: 'member',
    url: (p, c) => `/api/payment/received-list?orderNum=${c.busiestOrderNum}&page=${p}`,
  },
  // Back office.
  { group: 'admin', name: 'administrators', who: 'admin', url: (p) => `/api/admin/admin-account/list?page=${p}` },
  { group: 'admin', name: 'members', who: 'admin', url: (p) => `/api/admin/account/list?page=${p}` },
  {
    group: 'admin',
    name: 'members, name search',
    who: 'admin',
    url: (p, c) => `/api/admin/account/list?page=${p}&searchType=name&searchWord=${q(c.memberName)}`,
  },
  { group: 'admin', name: 'audit trail', who: 'admin', url: (p) => `/api/admin/audit/list?page=${p}` },
  { group: 'admin', name: 'notices', who: 'admin', url: (p) => `/api/admin/notice/list?page=${p}` },
  {
    group: 'admin',
    name: 'notices, title search',
    who: 'admin',
    url: (p, c) => `/api/admin/notice/list?page=${p}&searchType=title&searchWord=${q(c.noticeTitle)}`,
  },
  { group: 'admin', name: 'FAQ', who: 'admin', url: (p) => `/api/admin/faq/list?page=${p}` },
  { group: 'admin', name: 'sponsor activities', who: 'admin', url: (p) => `/api/admin/sponsor/list?page=${p}` },
  { group: 'admin', name: 'donation groups', who: 'admin', url: (p) => `/api/admin/donation-group/list?page=${p}` },
  { group: 'admin', name: 'popups', who: 'admin', url: (p) => `/api/admin/popup/list?page=${p}` },
  { group: 'admin', name: 'campaigns', who: 'admin', url: (p) => `/api/admin/campaign/list?page=${p}` },
  { group: 'admin', name: 'campaigns, search', who: 'admin', url: (p) => `/api/admin/campaign/list?page=${p}&searchWord=${q('기부화환')}` },
  { group: 'admin', name: 'wedding orders', who: 'admin', url: (p) => `/api/admin/invitation/wedding/list?page=${p}` },
  {
    group: 'admin',
    name: 'wedding orders, bride search',
    who: 'admin',
    url: (p, c) => `/api/admin/invitation/wedding/list?page=${p}&searchType=bride&searchWord=${q(c.brideName)}`,
  },
  {
    group: 'admin',
    name: 'wedding orders, all search (name)',
    who: 'admin',
    url: (p, c) => `/api/admin/invitation/wedding/list?page=${p}&searchWord=${q(c.brideName)}`,
  },
  { group: 'admin', name: 'funeral orders', who: 'admin', url: (p) => `/api/admin/invitation/funeral/list?page=${p}` },
  {
    group: 'admin',
    name: 'funeral orders, deceased search',
    who: 'admin',
    url: (p, c) => `/api/admin/invitation/funeral/list?page=${p}&searchType=deceased&searchWord=${q(c.deceasedName)}`,
  },
  { group: 'admin', name: 'payments', who: 'admin', url: (p) => `/api/admin/payment/list?page=${p}` },
  {
    group: 'admin',
    name: 'payments, payer search',
    who: 'admin',
    url: (p, c) => `/api/admin/payment/list?page=${p}&searchType=payer&searchWord=${q(c.payerName)}`,
  },
  {
    group: 'admin',
    name: 'payments, order number search',
    who: 'admin',
    url: (p, c) => `/api/admin/payment/list?page=${p}&searchType=orderNum&searchWord=${c.busiestOrderNum}`,
  },
  { group: 'admin', name: 'payments, CANCELLED', who: 'admin', url: (p) => `/api/admin/payment/list?page=${p}&status=CANCELLED` },
  { group: 'admin', name: 'payments, one month', who: 'admin', url: (p, c) => `/api/admin/payment/list?page=${p}&from=${c.month}-01&to=${c.month}-28` },
  { group: 'admin', name: 'donation ledger by recipient', who: 'admin', url: (p) => `/api/admin/donation-ledger/list?page=${p}` },
  {
    group: 'admin',
    name: 'donation ledger by campaign, one month',
    who: 'admin',
    url: (p, c) => `/api/admin/donation-ledger/list?page=${p}&by=campaign&month=${c.month}`,
  },
  { group: 'admin', name: 'categories', who: 'admin', url: (p) => `/api/admin/category/list?page=${p}` },
  { group: 'admin', name: 'campaign categories', who: 'admin', url: (p) => `/api/admin/campaign-category/list?page=${p}` },
  { group: 'admin', name: 'donation recipients', who: 'admin', url: (p) => `/api/admin/donation-category/list?page=${p}` },
  { group: 'admin', name: 'partners', who: 'admin', url: (p) => `/api/admin/partner/list?page=${p}` },
  { group: 'admin', name: 'inquiries', who: 'admin', url: (p) => `/api/admin/inquiry/list?page=${p}` },
  { group: 'admin', name: 'inquiries, not answered', who: 'admin', url: (p) => `/api/admin/inquiry/list?page=${p}&answerStatus=notAnswered` },
  {
    group: 'admin',
    name: 'inquiries, e-mail search',
    who: 'admin',
    url: (p, c) => `/api/admin/inquiry/list?page=${p}&searchType=email&searchWord=${q(c.inquiryEmail)}`,
  },
  // Excel downloads: the whole file of a searched export, which is its first (and only) batch of 500 rows.
  {
    group: 'excel',
    name: 'members, name search',
    who: 'admin',
    url: (_p, c) => `/api/admin/account/excel?searchType=name&searchWord=${q(c.memberName)}`,
    single: true,
  },
  {
    group: 'excel',
    name: 'payments, payer search',
    who: 'admin',
    url: (_p, c) => `/api/admin/payment/excel?searchType=payer&searchWord=${q(c.payerNameFew)}`,
    single: true,
  },
  {
    group: 'excel',
    name: 'wedding orders, bride search',
    who: 'admin',
    url: (_p, c) => `/api/admin/invitation/wedding/excel?searchType=bride&searchWord=${q(c.brideName)}`,
    single: true,
  },
  {
    group: 'excel',
    name: 'funeral orders, deceased search',
    who: 'admin',
    url: (_p, c) => `/api/admin/invitation/funeral/excel?searchType=deceased&searchWord=${q(c.deceasedName)}`,
    single: true,
  },
  { group: 'excel', name: 'audit trail', who: 'admin', url: () => `/api/admin/audit/excel`, single: true },
  { group: 'excel', name: 'donation ledger by recipient', who: 'admin', url: () => `/api/admin/donation-ledger/excel`, single: true },
];

export interface Timing {
  median: number;
  p95: number;
  /** The list's total (totalElements) on page 1; null for answers that are not pages. */
  total: number | null;
  page: number;
}

export interface ListRow {
  group: ListCase['group'];
  name: string;
  which: 'page 1' | 'deep';
  demo: Timing;
  scale: Timing;
  ratio: number;
}

interface Client {
  base: string;
  cookies: Record<Who, string>;
  context: ListContext;
  close(): Promise<void>;
}

function openDatabase(url: string): Promise<DatabaseHandle> | DatabaseHandle {
  if (url.startsWith('pglite:')) return connectPglite(path.resolve(url.slice('pglite:'.length)));
  return connectPostgres(url, 10);
}

const koreanDay = (date: Date) => date.toLocaleDateString('sv-SE', { timeZone: 'Asia/Seoul' });

async function findContext(database: DatabaseHandle): Promise<ListContext> {
  const one = async (statement: ReturnType<typeof sql>) => {
    const result = (await database.db.execute(statement)) as unknown as { rows: Array<Record<string, unknown>> };
    return result.rows[0] ?? {};
  };
  const busiest = await one(sql`
    select o.order_num, o.public_num from order_number o
    join (select order_num, account_seq from wedding_invitation union all select order_num, account_seq from funeral_invitation) i on i.order_num = o.order_num
    join account a on a.account_seq = i.account_seq and a.username = ${demoLogins.member.username}
    left join payment p on p.order_num = o.order_num and p.status = 'PAID'
    group by o.order_num, o.public_num order by count(p.payment_seq) desc, o.order_num limit 1`);
  const payer = await one(sql`select name from payment where name ~ '^[가-힣]{3}$' group by name order by count(*) desc, name limit 1`);
  const payerFew = await one(
    sql`select name from payment where name ~ '^[가-힣]{3}$' group by name having count(*) between 2 and 400 order by count(*) desc, name limit 1`,
  );
  const member = await one(sql`select name from account where role_type = 'NORMAL' group by name order by count(*) desc, name limit 1`);
  const bride = await one(
    sql`select bride_name from wedding_invitation where bride_name is not null group by bride_name order by count(*) desc, bride_name limit 1`,
  );
  const deceased = await one(sql`select deceased_name from funeral_invitation group by deceased_name order by count(*) desc, deceased_name limit 1`);
  const notice = await one(sql`select title from notice order by notice_seq desc limit 1`);
  const inquiry = await one(sql`select user_email from inquiry where user_email is not null order by inquiry_seq desc limit 1`);
  const now = new Date();
  return {
    busiestPublicNum: String(busiest.public_num),
    busiestOrderNum: String(busiest.order_num),
    payerName: String(payer.name ?? '김민준'),
    payerNameFew: String(payerFew.name ?? payer.name ?? '김민준'),
    memberName: String(member.name ?? '정다은'),
    brideName: String(bride.bride_name ?? '정다은'),
    deceasedName: String(deceased.deceased_name ?? '이순자'),
    noticeTitle: String(notice.title ?? '안내'),
    noticeWord: '무이자',
    inquiryEmail: String(inquiry.user_email ?? 'guest@example.com'),
    month: koreanDay(new Date(now.getTime() - 40 * 86_400_000)).slice(0, 7),
    today: koreanDay(now),
    twoYearsAgo: koreanDay(new Date(now.getTime() - 730 * 86_400_000)),
  };
}

async function login(app: App, url: string, username: string, pwd: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url,
    headers: { origin: 'http://localhost:3000', host: 'localhost:3000', 'content-type': 'application/json' },
    payload: { username, pwd },
  });
  const cookie = response.cookies.find((c) => c.name.endsWith('ongi_sid'));
  if (response.statusCode !== 200 || !cookie) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
  return `${cookie.name}=${cookie.value}`;
}

/** The real app on the database, listening on a free port, with a member's and an administrator's session. */
async function startApp(url: string): Promise<Client> {
  const database = await openDatabase(url);
  // As the server does at start: the schema of this checkout.
  await database.migrate();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ongi-bench-lists-'));
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'production',
    ALLOW_SANDBOX: 'true',
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://localhost:3000',
    SESSION_SECRET: 'bench-secret-that-is-long-enough-for-cookies',
    LOG_LEVEL: 'warn',
  });
  const app = await buildApp({ config, database, storage: new LocalStorage(path.join(dataDir, 'uploads')), logger: false, loginRateLimit: 1000 });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const member = await login(app, '/api/account/login', demoLogins.member.username, demoLogins.member.password);
  const admin = await login(app, '/api/admin/account/login', demoLogins.admin.username, demoLogins.admin.password);
  return {
    base: `http://127.0.0.1:${port}`,
    cookies: { visitor: '', member, admin },
    context: await findContext(database),
    async close() {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function get(client: Client, who: Who, pathAndQuery: string): Promise<{ ms: number; body: Buffer; status: number }> {
  const started = performance.now();
  const response = await fetch(client.base + pathAndQuery, { headers: who === 'visitor' ? {} : { cookie: client.cookies[who] } });
  const body = Buffer.from(await response.arrayBuffer());
  return { ms: performance.now() - started, body, status: response.status };
}

function withBuster(url: string, n: number): string {
  return `${url}${url.includes('?') ? '&' : '?'}_=${n}`;
}

type Side = 'demo' | 'scale';
const sides: Side[] = ['demo', 'scale'];

function quantile(sorted: number[], fraction: number): number {
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1));
  return itemAt(sorted, index, `the ${fraction} quantile`);
}

let busterSeq = Date.now();

/** Timed requests of one URL on each database, alternating between them so both meet the same load. */
async function timeBoth(
  clients: Record<Side, Client>,
  who: Who,
  urls: Record<Side, string>,
  rounds: number,
  warmup: number,
): Promise<Record<Side, { median: number; p95: number }>> {
  const samples: Record<Side, number[]> = { demo: [], scale: [] };
  for (let i = 0; i < warmup + rounds; i += 1) {
    for (const side of sides) {
      const url = urls[side];
      const { ms, status } = await get(clients[side], who, who === 'visitor' ? withBuster(url, busterSeq++) : url);
      if (status !== 200) throw new Error(`${side} ${url}: ${status}`);
      if (i >= warmup) samples[side].push(ms);
    }
  }
  const summary = (values: number[]) => {
    values.sort((a, b) => a - b);
    return { median: quantile(values, 0.5), p95: quantile(values, 0.95) };
  };
  return { demo: summary(samples.demo), scale: summary(samples.scale) };
}

/** Page 1's total and page size, and the deep page: 5,000 where there is one, else the last. */
async function pagesOf(client: Client, entry: ListCase): Promise<{ total: number | null; deep: number | null }> {
  if (entry.single) return { total: null, deep: null };
  const first = await get(client, entry.who, entry.url(1, client.context));
  if (first.status !== 200) throw new Error(`${entry.name}: ${first.status} ${first.body.toString().slice(0, 200)}`);
  const page = JSON.parse(first.body.toString()) as { content?: unknown[]; totalElements?: number };
  if (!Array.isArray(page.content) || typeof page.totalElements !== 'number') return { total: null, deep: null };
  const size = page.content.length;
  const last = size === 0 || page.totalElements <= size ? 1 : Math.ceil(page.totalElements / size);
  return { total: page.totalElements, deep: Math.min(5000, last) };
}

export interface ListBenchmarkOptions {
  demoUrl: string;
  scaleUrl: string;
  rounds?: number;
  warmup?: number;
  only?: string[];
  log?: (line: string) => void;
}

/**
 * Measures every list on both databases: one app on each, requests to the
 * two alternating, so a busy machine slows both sides alike.
 */
export async function listBenchmark(options: ListBenchmarkOptions): Promise<ListRow[]> {
  const rounds = options.rounds ?? 40;
  const warmup = options.warmup ?? 5;
  const log = options.log ?? (() => {});
  const cases = options.only?.length ? listCases.filter((entry) => options.only!.some((word) => `${entry.group} ${entry.name}`.includes(word))) : listCases;
  const clients = { demo: await startApp(options.demoUrl) } as Record<Side, Client>;
  const rows: ListRow[] = [];
  try {
    clients.scale = await startApp(options.scaleUrl);
    for (const entry of cases) {
      const pages = { demo: await pagesOf(clients.demo, entry), scale: await pagesOf(clients.scale, entry) };
      const which: Array<['page 1' | 'deep', Record<Side, number>]> = [['page 1', { demo: 1, scale: 1 }]];
      if (pages.demo.deep !== null && pages.scale.deep !== null) which.push(['deep', { demo: pages.demo.deep, scale: pages.scale.deep }]);
      for (const [label, page] of which) {
        const urls = { demo: entry.url(page.demo, clients.demo.context), scale: entry.url(page.scale, clients.scale.context) };
        const timing = await timeBoth(clients, entry.who, urls, rounds, warmup);
        const row: ListRow = {
          group: entry.group,
          name: entry.name,
          which: label,
          demo: { ...timing.demo, total: pages.demo.total, page: page.demo },
          scale: { ...timing.scale, total: pages.scale.total, page: page.scale },
          ratio: timing.scale.median / timing.demo.median,
        };
        rows.push(row);
        log(
          `  ${entry.group.padEnd(8)} ${`${entry.name}, ${label === 'deep' ? `page ${page.demo}/${page.scale}` : 'page 1'}`.padEnd(56)} ${row.demo.median.toFixed(2).padStart(8)} ms ${row.scale.median.toFixed(2).padStart(9)} ms ${row.ratio.toFixed(2).padStart(7)}`,
        );
      }
    }
  } finally {
    for (const side of sides) await clients[side]?.close();
  }
  return rows;
}

const ms = (value: number) => value.toFixed(2);

/** The table as markdown: one line per list and page. */
export function listTable(rows: ListRow[]): string {
  const lines = [
    '| group | list | page (demo / scale) | rows (demo / scale) | demo median | demo p95 | scale median | scale p95 | ratio |',
    '|---|---|---|---:|---:|---:|---:|---:|---:|',
  ];
  for (const row of rows) {
    const page = row.which === 'page 1' ? '1' : `${row.demo.page} / ${row.scale.page}`;
    const total = row.demo.total === null ? '-' : `${row.demo.total} / ${row.scale.total}`;
    const flag = row.ratio > 2 ? ' ✗' : '';
    lines.push(
      `| ${row.group} | ${row.name} | ${page} | ${total} | ${ms(row.demo.median)} ms | ${ms(row.demo.p95)} ms | ${ms(row.scale.median)} ms | ${ms(row.scale.p95)} ms | ${row.ratio.toFixed(2)}${flag} |`,
    );
  }
  return lines.join('\n');
}

async function main() {
  const demoUrl = process.env.BENCH_DEMO_DATABASE_URL;
  const scaleUrl = process.env.BENCH_SCALE_DATABASE_URL;
  if (!demoUrl || !scaleUrl) {
    console.error('BENCH_DEMO_DATABASE_URL(데모 데이터)과 BENCH_SCALE_DATABASE_URL(npm run seed:scale로 채운 데이터)을 지정하세요.');
    process.exit(2);
  }
  const rounds = Number(process.env.BENCH_ROUNDS ?? 40);
  const warmup = Number(process.env.BENCH_WARMUP ?? 5);
  const only = process.env.BENCH_ONLY?.split(',')
    .map((word) => word.trim())
    .filter(Boolean);
  console.log(
    `목록 벤치마크: 요청 ${rounds}번(예열 ${warmup}번), 한 번에 하나씩, ${os.cpus().length}코어, 부하 ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
  const rows = await listBenchmark({ demoUrl, scaleUrl, rounds, warmup, only, log: (line) => console.log(line) });
  console.log('');
  console.log(listTable(rows));
  const over = rows.filter((row) => row.ratio > 2);
  console.log('');
  console.log(
    over.length === 0
      ? '모든 목록이 데모 데이터의 2배 안입니다.'
      : `2배를 넘는 목록 ${over.length}개: ${over.map((row) => `${row.name} (${row.which})`).join(', ')}`,
  );
  console.log(
    `부하 ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
  if (process.env.BENCH_JSON) fs.writeFileSync(process.env.BENCH_JSON, JSON.stringify({ at: new Date().toISOString(), load: os.loadavg(), rows }, null, 2));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error);
    process.exitCode = 1;
  });
}

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { escapeHtml, messages, only, type InvitationView } from '@ongi/shared';
import { orderNumbers } from '@server/db/schema';
import { createCampaign, createFuneralInvitation, createWeddingInvitation, storeInvitationPhoto } from '@server/seed/factories';
import { createTestApp, type TestContext } from '@server/test/app';
import { expectRefusal } from '@server/test/member-session';
import { parseEventTime } from './view-routes';

let t: TestContext;
let webDist: string;
const wedding = { orderNum: '', publicNum: '', campaignSeq: 0 };
const funeral = { orderNum: '', publicNum: '' };

const shell = `<!doctype html>
<html lang="ko">
  <head>
    <meta charset="UTF-8" />
    <title>온기</title>
  </head>
  <body><div id="root"></div></body>
</html>
`;

/** The invitation the page carries inline for the guest page to start from. */
function inlineView(html: string): InvitationView {
  const [, data] = /<script type="application\/json" id="invitation-data">(.*?)<\/script>/s.exec(html) ?? [];
  if (data === undefined) throw new Error('the page carries no inline invitation data');
  return JSON.parse(data) as InvitationView;
}

async function publicNumOf(orderNum: string): Promise<string> {
  const row = only(
    await t.database.db.select({ publicNum: orderNumbers.publicNum }).from(orderNumbers).where(eq(orderNumbers.orderNum, orderNum)),
    `the numbers of order ${orderNum}`,
  );
  return row.publicNum;
}

beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'ongi-web-'));
  fs.writeFileSync(path.join(webDist, 'invitation.html'), shell);
  fs.writeFileSync(path.join(webDist, 'index.html'), shell);
  t = await createTestApp({ webDist });
  const { db } = t.database;
  const photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#c9a98f' } })
    .jpeg()
    .toBuffer();
  const main = await storeInvitationPhoto(db, t.storage, photo, 'main.jpg', { linkPreview: true });
  const gallery = await storeInvitationPhoto(db, t.storage, photo, 'gallery.jpg');
  const campaign = await createCampaign(db, { campaignType: 'WEDDING', campaignName: '아이들에게 따뜻한 겨울을' });
  const made = await createWeddingInvitation(db, {
    eventDate: '2027-05-15',
    eventTime: '오후 1시 30분',
    groomName: '김도윤',
    brideName: '이서연',
    // Text a host may type that must never break the page's HTML.
    mainMessage: '우리 "결혼"합니다 </script><script>alert(1)</script>',
    eventLocationName: '라온채플 강남',
    eventLocationDetail: '그랜드홀 3층',
    mapAddress: '서울 강남구 봉은사로 120',
    eventLatitude: 37.5045,
    eventLongitude: 127.0245,
    useCampaign: true,
    campaignSeq: campaign.campaignSeq,
    nonMemberName: '김도윤',
    nonMemberPhone: '01023456789',
    attachList: [{ ...main, attachType: 'main' }, gallery],
  });
  Object.assign(wedding, { orderNum: made.orderNum, publicNum: await publicNumOf(made.orderNum), campaignSeq: campaign.campaignSeq });
  const notice = await createFuneralInvitation(db, { deceasedName: '정영수', religion: 'christian' });
  Object.assign(funeral, { orderNum: notice.orderNum, publicNum: await publicNumOf(notice.orderNum) });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

const detail = (num: string) => t.app.inject({ method: 'GET', url: `/api/invitation/get-detail?orderNum=${encodeURIComponent(num)}` });

describe('GET /api/invitation/get-detail', () => {
  it('shows the guest the wedding by its public number, with photos, accounts and campaign, and nothing of the host', async () => {
    const response = await detail(wedding.publicNum);
    expect(response.statusCode).toBe(200);
    const view = response.json() as InvitationView;
    expect(view).toMatchObject({ publicNum: wedding.publicNum, invitationType: 'W', funeral: null });
    expect(view.wedding).toMatchObject({ groomName: '김도윤', brideName: '이서연', eventDate: '2027-05-15' });
    expect(view.mainPhoto?.variants.map((variant) => variant.width)).toEqual(expect.arrayContaining([480, 960]));
    expect(view.gallery).toHaveLength(1);
    expect(view.campaign).toMatchObject({ campaignSeq: wedding.campaignSeq, campaignName: '아이들에게 따뜻한 겨울을' });
    // The host's login (order number, non-member phone) is not the guests' business.
    expect(response.body).not.toContain(wedding.orderNum);
    expect(response.body).not.toContain('nonMember');
  });

  it('shows a funeral notice with its religion', async () => {
    const view = (await detail(funeral.publicNum)).json() as InvitationView;
    expect(view).toMatchObject({ invitationType: 'F', wedding: null });
    expect(view.funeral).toMatchObject({ deceasedName: '정영수', religion: 'christian' });
  });

  it('finds nothing by the order number, an unknown number or a malformed one, with the same sentence', async () => {
    expectRefusal(await detail(wedding.orderNum), 404, messages.invitation.notFound);
    expectRefusal(await detail('999999999999'), 404, messages.invitation.notFound);
    expectRefusal(await detail('12ab'), 400, messages.invitation.notFound);
    expectRefusal(await t.app.inject({ method: 'GET', url: '/api/invitation/get-detail' }), 400, messages.invitation.notFound);
  });
});

describe('GET /api/invitation/calendar', () => {
  it('gives the wedding as a calendar entry at its Korean time, linking back to the guest page', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/invitation/calendar?orderNum=${wedding.publicNum}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/calendar');
    expect(response.headers['content-disposition']).toContain('wedding.ics');
    // 13:30 in Seoul is 04:30 UTC.
    expect(response.body).toContain('DTSTART:20270515T043000Z');
    expect(response.body).toContain(`/invitation/${wedding.publicNum}`);
    expect(response.body).toContain('라온채플 강남');
    expect(response.body).not.toContain(wedding.orderNum);
  });

  it('folds every line at 75 octets, Korean included, and reminds the guest the day before', async () => {
    const longPlace = '라온채플 강남 그랜드홀 본관 3층 루체테홀 (지하 주차장 2시간 무료 · 발렛 가능)';
    const made = await createWeddingInvitation(t.database.db, {
      eventDate: '2027-06-19',
      eventTime: '오전 11시',
      groomName: '박지훈',
      brideName: '최하늘',
      eventLocationName: longPlace,
      eventLocationDetail: '',
      mapAddress: '서울특별시 강남구 봉은사로 120 라온빌딩',
    });
    const response = await t.app.inject({ method: 'GET', url: `/api/invitation/calendar?orderNum=${await publicNumOf(made.orderNum)}` });
    expect(response.statusCode).toBe(200);
    const lines = response.body.split('\r\n');
    for (const line of lines) expect(Buffer.byteLength(line, 'utf8'), line).toBeLessThanOrEqual(75);
    expect(lines.some((line) => line.startsWith(' '))).toBe(true);
    // Read back as a calendar reads it: folds undone, the place whole.
    const unfolded = response.body.replace(/\r\n[ \t]/g, '').split('\r\n');
    expect(unfolded).toContain(`LOCATION:${longPlace}\\, 서울특별시 강남구 봉은사로 120 라온빌딩`);
    const alarm = unfolded.slice(unfolded.indexOf('BEGIN:VALARM'), unfolded.indexOf('END:VALARM') + 1);
    expect(alarm).toEqual(
      expect.arrayContaining([
        'BEGIN:VALARM',
        'ACTION:DISPLAY',
        'TRIGGER:-PT24H',
        `DESCRIPTION:${messages.invitation.calendarReminder('박지훈 ♥ 최하늘 결혼합니다')}`,
      ]),
    );
    // The alarm sits inside the event.
    expect(unfolded.indexOf('BEGIN:VALARM')).toBeGreaterThan(unfolded.indexOf('BEGIN:VEVENT'));
    expect(unfolded.indexOf('END:VALARM')).toBeLessThan(unfolded.indexOf('END:VEVENT'));
  });

  it('has no entry for a funeral notice or an order number', async () => {
    expectRefusal(await t.app.inject({ method: 'GET', url: `/api/invitation/calendar?orderNum=${funeral.publicNum}` }), 404, messages.invitation.notFound);
    expectRefusal(await t.app.inject({ method: 'GET', url: `/api/invitation/calendar?orderNum=${wedding.orderNum}` }), 404, messages.invitation.notFound);
  });
});

describe('the event time as written', () => {
  it.each([
    ['13:30', [13, 30]],
    ['오후 1시 30분', [13, 30]],
    ['오전 11시', [11, 0]],
    ['오후 12시 10분', [12, 10]],
    ['PM 2:05', [14, 5]],
    ['점심 무렵', null],
    ['25:00', null],
  ] as const)('reads %s', (text, expected) => {
    expect(parseEventTime(text)).toEqual(expected);
  });
});

describe('GET /invitation/:publicNum', () => {
  it("answers the page with its link preview and its data inline, the host's text escaped", async () => {
    const response = await t.app.inject({ method: 'GET', url: `/invitation/${wedding.publicNum}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    const html = response.body;
    expect(html).toContain('<title>김도윤 ♥ 이서연 결혼합니다 | ');
    expect(html).toContain('<meta property="og:title" content="김도윤 ♥ 이서연 결혼합니다">');
    expect(html).toMatch(/<meta property="og:description" content="2027년 5월 15일 토요일 오후 1시 30분 · 라온채플 강남 그랜드홀 3층">/);
    // The picture at this service's own clean address: a JPEG of the size every messenger takes.
    expect(html).toMatch(new RegExp(`<meta property="og:image" content="http://localhost[^"/]*/og/${wedding.publicNum}\\.jpg">`));
    expect(html).toContain('<meta property="og:image:type" content="image/jpeg">');
    expect(html).toContain('<meta property="og:image:width" content="1200">');
    expect(html).toContain('<meta property="og:image:height" content="630">');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(html).toContain(`<meta name="twitter:image" content="http://localhost`);
    expect(html).toContain(`<link rel="canonical" href="http://localhost`);
    expect(html).toContain('rel="preload" as="image"');
    // The host's message cannot close the inline data or add a script.
    expect(html).not.toContain('</script><script>alert(1)');
    expect(inlineView(html).wedding?.mainMessage).toBe('우리 "결혼"합니다 </script><script>alert(1)</script>');
    expect(html).not.toContain(wedding.orderNum);
  });

  it("puts a host's text into the page as typed, whatever replacement patterns it holds, and the page's own HTML once", async () => {
    // What a replacement string would read as patterns: the match, the text before and after it, a group, a named group, a dollar.
    const typed = "도윤 $& $` $' $1 $<name> $$ 끝";
    const made = await createWeddingInvitation(t.database.db, { groomName: typed, brideName: '서연', mainMessage: `인사 ${typed}` });
    const html = (await t.app.inject({ method: 'GET', url: `/invitation/${await publicNumOf(made.orderNum)}` })).body;
    expect(html).toContain(`<title>${escapeHtml(typed)} ♥ 서연 결혼합니다 | `);
    expect(html).toContain(`<meta property="og:title" content="${escapeHtml(typed)} ♥ 서연 결혼합니다">`);
    const view = inlineView(html);
    expect(view.wedding?.mainMessage).toBe(`인사 ${typed}`);
    expect(view.wedding?.groomName).toBe(typed);
    for (const own of ['<!doctype html>', '<title>', '</title>', '</head>', '<div id="root">', '</html>', 'id="invitation-data"']) {
      expect(html.split(own).length - 1, own).toBe(1);
    }
  });

  it("answers a funeral notice without a photo with the kind's default picture, the name, the 발인 date and the place in its preview", async () => {
    const html = (await t.app.inject({ method: 'GET', url: `/invitation/${funeral.publicNum}` })).body;
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(html).toContain(`/og/${funeral.publicNum}.jpg">`);
    expect(html).toContain('<meta property="og:title" content="故 정영수 님 부고">');
    expect(html).toMatch(/<meta property="og:description" content="발인 \d{4}년 \d{1,2}월 \d{1,2}일 [월화수목금토일]요일 [^"]+ · [^"]+">/);
  });

  it('answers 404 with the page shell for an order number, an unknown or a malformed number', async () => {
    for (const num of [wedding.orderNum, '999999999999', 'abc', '0123']) {
      const response = await t.app.inject({ method: 'GET', url: `/invitation/${num}` });
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain('<title>청첩장·부고장을 찾을 수 없습니다 | ');
      expect(response.body).not.toContain('invitation-data');
    }
  });

  it('answers the preview shell uncached', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/invitation/preview' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toContain('<title>미리보기 | ');
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ThanksPage } from '@ongi/shared';
import { orderNumbers } from '@server/db/schema';
import { createTestApp, type TestContext } from '@server/test/app';
import { createFuneralInvitation, createWeddingInvitation, storeInvitationPhoto, tinyPng } from '@server/seed/factories';
import { upsertThanks } from './queries';

const shell = '<!doctype html><html><head><title>감사 인사 | 온기</title></head><body><div id="root"></div></body></html>';
let t: TestContext;
let webDist: string;
let weddingPublicNum: string;
let weddingOrderNum: string;
let funeralPublicNum: string;

function inlinePage(html: string): ThanksPage {
  const [, data] = /<script type="application\/json" id="thanks-data">(.*?)<\/script>/s.exec(html) ?? [];
  if (data === undefined) throw new Error('the page carries no inline thanks data');
  return JSON.parse(data) as ThanksPage;
}

async function publicNumOf(orderNum: string): Promise<string> {
  const [row] = await t.database.db.select({ publicNum: orderNumbers.publicNum }).from(orderNumbers).where(eq(orderNumbers.orderNum, orderNum));
  return row!.publicNum;
}

beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'ongi-web-'));
  fs.writeFileSync(path.join(webDist, 'thanks.html'), shell);
  fs.writeFileSync(path.join(webDist, 'index.html'), shell);
  t = await createTestApp({ webDist });
  const db = t.database.db;
  const main = await storeInvitationPhoto(db, t.storage, await tinyPng(), 'main.png', { linkPreview: true });
  const wedding = await createWeddingInvitation(db, { groomName: '김도윤', brideName: '이서연', attachList: [{ ...main, attachType: 'main' }] });
  weddingOrderNum = wedding.orderNum;
  weddingPublicNum = await publicNumOf(wedding.orderNum);
  // The host's text must never break the page's HTML.
  await upsertThanks(db, wedding.orderNum, {
    title: '고맙습니다 </script><script>alert(1)</script>',
    text: '와 주셔서\n고맙습니다',
    photoPath: main.path,
    published: true,
  });
  const funeral = await createFuneralInvitation(db, { deceasedName: '정영수', religion: 'christian' });
  funeralPublicNum = await publicNumOf(funeral.orderNum);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

describe('GET /thanks/:publicNum', () => {
  it('carries the published page inline, with a link preview naming the couple', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/thanks/${weddingPublicNum}` });
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain('<title>김도윤 ♥ 이서연 감사 인사 | 온기</title>');
    expect(html).toContain('<meta property="og:title" content="김도윤 ♥ 이서연 감사 인사">');
    expect(html).toContain('<meta property="og:description" content="고맙습니다 &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;">');
    expect(html).toMatch(/<meta property="og:image" content="http[^"]+">/);
    expect(html).not.toContain('</script><script>alert(1)');
    const page = inlinePage(html);
    expect(page).toMatchObject({ published: true, title: '고맙습니다 </script><script>alert(1)</script>', text: '와 주셔서\n고맙습니다' });
    expect(html).not.toContain(weddingOrderNum);
  });

  it('is a calm page, with the deceased named, before the 감사장 is published', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/thanks/${funeralPublicNum}` });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<meta property="og:title" content="故 정영수 님 감사장">');
    expect(inlinePage(response.body)).toEqual({ published: false, invitationType: 'F' });
  });

  it('answers an unknown number with the page shell and 404, without data', async () => {
    for (const url of ['/thanks/999999999999', '/thanks/not-a-number']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain('<title>감사 페이지를 찾을 수 없습니다 | 온기</title>');
      expect(response.body).not.toContain('thanks-data');
    }
  });
});

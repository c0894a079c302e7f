import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { eventDateText, itemAt, only, type PaymentIntent, type WeddingInvitationInput } from '@ongi/shared';
import { loadConfig, type Config } from '@server/config';
import type { DatabaseHandle } from '@server/db/client';
import { adminAlerts, orderNumbers, outboundMessages } from '@server/db/schema';
import { readOutboxMessages } from '@server/integrations/messaging';
import { startFakeSolapi, type FakeSolapi } from '@server/integrations/messaging/testing/fake-solapi';
import { createCampaign, createWeddingInvitation } from '@server/seed/factories';
import { adminCallers, expectAdminOnly, type AdminCallers } from '@server/test/admin';
import { createTestApp, sameOrigin, type TestContext } from '@server/test/app';
import { createTestDatabase } from '@server/test/database';
import { getAs } from '@server/test/member-session';
import { multipart } from '@server/test/multipart';
import { approveInSandboxWindow } from '@server/test/sandbox-window';
import { dispatchMessages, enqueueMessage, messageQueue, queueWreathArrived } from './service';

// Messages that really arrive (issue 27, part 3): the triggers, one message
// per dedupe key, the host's batching and quiet hours, a send that survives
// its process stopping mid-send, and the back office's list. On PGlite and
// on PostgreSQL (TEST_DATABASE_URL).

const fastJobs = { retry: { limit: 2, delaySeconds: 1, maxDelaySeconds: 2 }, pollingSeconds: 1, scheduleCheckSeconds: 1 };

/** Waits for a condition the queue brings about (no fixed sleep: it is looked at every 100 ms, up to 30 s). */
async function until<T>(read: () => Promise<T | undefined | null | false>, what: string, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`not reached in ${timeoutMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const messageOf = async (db: DatabaseHandle['db'], dedupeKey: string) =>
  (await db.select().from(outboundMessages).where(eq(outboundMessages.dedupeKey, dedupeKey)))[0];

describe('messages through the outbox (no Solapi keys)', () => {
  let t: TestContext;
  let callers: AdminCallers;
  let photo: Buffer;
  beforeAll(async () => {
    photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#d8b4a0' } })
      .jpeg()
      .toBuffer();
    t = await createTestApp({ jobs: fastJobs });
    callers = await adminCallers(t);
  });
  afterAll(() => t.close());
  const outbox = () => readOutboxMessages(path.join(t.dataDir, 'outbox'));
  const publicNumOf = async (orderNum: string) =>
    only(await t.database.db.select().from(orderNumbers).where(eq(orderNumbers.orderNum, orderNum)), 'the order').publicNum;
  const post = (url: string, body: unknown) =>
    t.app.inject({ method: 'POST', url, headers: { ...sameOrigin, 'content-type': 'application/json' }, payload: JSON.stringify(body) });

  /** A guest pays a wreath through the sandbox: intent, the card window's approval, verify (which settles it). */
  async function payWreath(publicNum: string, extra: Record<string, unknown> = {}): Promise<string> {
    const intentResponse = await post('/api/payment/unique-payment-id', {
      publicNum,
      donationAmount: 10000,
      name: '하객',
      phoneNum: '01056781234',
      message: '축하합니다',
      senderDisplay: 'NAME',
      agreeTerms: true,
      ...extra,
    });
    expect(intentResponse.statusCode, intentResponse.body).toBe(200);
    const intent = intentResponse.json() as PaymentIntent;
    await approveInSandboxWindow(post, intent, { webhook: false });
    expect((await post(`/api/payment/verify/${intent.paymentId}/${intent.invitationSeq}`, {})).json()).toMatchObject({ status: 'PAID' });
    return intent.paymentId;
  }
  /** Every address in a message's text is under the service's own PUBLIC_URL (the test app's, as createTestApp loads it), the only domain it sends. */
  const onlyOwnLinks = (text: string) => {
    const { publicUrl } = loadConfig({ NODE_ENV: 'test', DATA_DIR: os.tmpdir(), SESSION_SECRET: 'test-secret-that-is-long-enough-for-cookies' });
    const links = text.match(/https?:\/\/\S+/g) ?? [];
    return links.length > 0 && links.every((link) => link.startsWith(`${publicUrl}/`));
  };
  const wreathInvitation = async (host: { nonMemberName: string; nonMemberPhone: string }) => {
    const campaign = await createCampaign(t.database.db, { campaignType: 'WEDDING', campaignName: '축하 기부화환', campaignAmount: 30000 });
    return createWeddingInvitation(t.database.db, { ...host, useCampaign: true, campaignSeq: campaign.campaignSeq });
  };

  it('sends a non-member host, right after creating, one message with the order number and the page to manage it', async () => {
    const invitation: WeddingInvitationInput = {
      eventDate: `${new Date().getFullYear() + 1}-05-15`,
      eventTime: '13:30',
      eventLocationName: '라온채플 강남',
      mapAddress: '서울 강남구 봉은사로 114',
      eventLatitude: 37.5045,
      eventLongitude: 127.0251,
      groomName: '김도윤',
      brideName: '정다은',
      useCampaign: false,
      nonMemberName: '박지훈',
      nonMemberPhone: '010-2233-4455',
    };
    const { payload, contentType } = multipart([
      { name: 'weddingInvitation', body: JSON.stringify(invitation), contentType: 'application/json' },
      { name: 'mainImage', filename: 'main.jpg', body: photo, contentType: 'image/jpeg' },
      { name: 'attachList', filename: 'gallery.jpg', body: photo, contentType: 'image/jpeg' },
    ]);
    const created = await t.app.inject({ method: 'POST', url: '/api/invitation/wedding', headers: { ...sameOrigin, 'content-type': contentType }, payload });
    expect(created.statusCode, created.body).toBe(200);
    const { orderNum } = created.json() as { orderNum: string };

    const sent = await until(async () => {
      const row = await messageOf(t.database.db, `ORDER_GUIDE:${orderNum}`);
      return row?.state === 'SENT' && row;
    }, 'the order guide sent');
    expect(sent).toMatchObject({ template: 'ORDER_GUIDE', recipientPhone: '01022334455', channel: 'OUTBOX', attempts: 1, orderNum });
    const written = (await outbox()).filter((message) => message.key === `ORDER_GUIDE:${orderNum}`);
    expect(written).toHaveLength(1);
    expect(itemAt(written, 0, 'the outbox message')).toMatchObject({ to: '01022334455', template: 'ORDER_GUIDE' });
    expect(itemAt(written, 0, 'the outbox message').text).toContain(`주문번호: ${orderNum}`);
    expect(itemAt(written, 0, 'the outbox message').text).toContain(`/mypage/event/${orderNum}`);
    // Whose and when, in the text itself (a message that says only '청첩장' reads like a fake), and links only to this service.
    const { text } = itemAt(written, 0, 'the outbox message');
    expect(text).toContain(`김도윤 ♥ 정다은 청첩장(${eventDateText(invitation.eventDate ?? '')})이 만들어졌습니다`);
    expect(onlyOwnLinks(text)).toBe(true);
  });

  it('keeps one message for one dedupe key, however often it is enqueued', async () => {
    const request = {
      template: 'THANKS' as const,
      to: '01098765432',
      values: { 서비스: '온기', 제목: '김도윤 ♥ 정다은 청첩장(2027년 5월 15일 토요일)', 보낸분: '김도윤·정다은', 감사링크: 'https://ongi.example/thanks/1' },
      dedupeKey: 'THANKS:test:payment-1',
    };
    const first = await enqueueMessage({ db: t.database.db, jobs: t.app.jobs }, request);
    const second = await enqueueMessage({ db: t.database.db, jobs: t.app.jobs }, request);
    expect(first.created).toBe(true);
    expect(second).toEqual({ message: expect.objectContaining({ messageSeq: first.message.messageSeq }), created: false });
    await until(async () => (await messageOf(t.database.db, request.dedupeKey))?.state === 'SENT', 'the thank-you sent');
    expect((await outbox()).filter((message) => message.key === request.dedupeKey)).toHaveLength(1);
    expect(await t.database.db.$count(outboundMessages, eq(outboundMessages.dedupeKey, request.dedupeKey))).toBe(1);
  });

  it('queues a host message when a wreath is paid, in the payment’s own transaction', async () => {
    const invitation = await wreathInvitation({ nonMemberName: '최서연', nonMemberPhone: '01033334444' });
    await payWreath(await publicNumOf(invitation.orderNum));

    const key = `WREATH_ARRIVED:${invitation.orderNum}:after-0`;
    const queued = await messageOf(t.database.db, key);
    expect(queued).toMatchObject({ state: 'QUEUED', recipientPhone: '01033334444' });
    // Paid during quiet hours (22:00–08:00 in Korea) it waits for 08:00 (the 23:00 test below); let that hour come, as the clock would.
    if (queued!.sendAfter.getTime() > Date.now()) {
      await t.database.db.update(outboundMessages).set({ sendAfter: new Date() }).where(eq(outboundMessages.dedupeKey, key));
    }
    // The dispatch pass (every minute) gives it its job; run now rather than waiting for the minute.
    expect(await t.app.jobs.runNow('message-dispatch')).toBe('completed');
    const sent = await until(async () => {
      const row = await messageOf(t.database.db, key);
      return row?.state === 'SENT' && row;
    }, 'the wreath message sent by the dispatch pass');
    expect(sent).toMatchObject({ recipientPhone: '01033334444', channel: 'OUTBOX' });
    expect(sent.text).toContain(
      `${invitation.groomName} ♥ ${invitation.brideName} 청첩장(${eventDateText(invitation.eventDate)})에 기부화환 1건이 새로 도착했습니다`,
    );
    expect(onlyOwnLinks(sent.text)).toBe(true);
  });

  it('sends the receipt to a payer who agreed at checkout, and to nobody who did not', async () => {
    const invitation = await wreathInvitation({ nonMemberName: '한결', nonMemberPhone: '01066667777' });
    const publicNum = await publicNumOf(invitation.orderNum);
    const agreed = await payWreath(publicNum, { name: '김하객', phoneNum: '010-9999-8888', receiptByMessage: true });
    const declined = await payWreath(publicNum, { name: '이하객', phoneNum: '010-9999-7777' });
    expect(await messageOf(t.database.db, `PAYMENT_RECEIPT:${declined}`)).toBeUndefined();
    expect(await messageOf(t.database.db, `PAYMENT_RECEIPT:${agreed}`)).toMatchObject({ state: 'QUEUED', recipientPhone: '01099998888' });
    expect(await t.app.jobs.runNow('message-dispatch')).toBe('completed');
    const sent = await until(async () => {
      const row = await messageOf(t.database.db, `PAYMENT_RECEIPT:${agreed}`);
      return row?.state === 'SENT' && row;
    }, 'the receipt sent');
    expect(sent.text).toContain('김하객님, 기부화환 결제가 완료되었습니다');
    expect(sent.text).toContain(`결제번호: ${agreed}`);
    // The link opens the home page's receipt lookup with this payment's number filled in.
    expect(sent.text).toContain(`/?receipt=${encodeURIComponent(agreed)}`);
    expect(sent.text).toContain('결제 금액: 40,000원');
    expect(await t.database.db.$count(outboundMessages, eq(outboundMessages.template, 'PAYMENT_RECEIPT'))).toBe(1);
  });

  it('batches wreaths: three in two minutes are one host message, the next waits five minutes after the last', async () => {
    const invitation = await createWeddingInvitation(t.database.db, { nonMemberName: '오하늘', nonMemberPhone: '01055556666' });
    const orderNum = invitation.orderNum;
    // 14:00 in Korea, tomorrow.
    const day = new Date(Date.now() + 24 * 60 * 60_000);
    const at = (minutes: number) => new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 5, minutes));
    for (const minute of [0, 1, 2]) await queueWreathArrived(t.database.db, orderNum, at(minute));
    const queued = await t.database.db.select().from(outboundMessages).where(eq(outboundMessages.orderNum, orderNum));
    expect(queued).toHaveLength(1);
    expect(itemAt(queued, 0, 'the message').sendAfter).toEqual(at(0));

    // Sent at 14:00; a wreath at 14:03 is told at 14:05.
    await t.database.db
      .update(outboundMessages)
      .set({ state: 'SENT', sentAt: at(0) })
      .where(eq(outboundMessages.orderNum, orderNum));
    await queueWreathArrived(t.database.db, orderNum, at(3));
    const next = await messageOf(t.database.db, `WREATH_ARRIVED:${orderNum}:after-${itemAt(queued, 0, 'the message').messageSeq}`);
    expect(next?.sendAfter).toEqual(at(5));
  });

  it('holds a wreath paid at 23:00 in Korea until 08:00, its job started no earlier', async () => {
    const invitation = await createWeddingInvitation(t.database.db, { nonMemberName: '윤가람', nonMemberPhone: '01077778888' });
    const day = new Date(Date.now() + 24 * 60 * 60_000);
    // 23:00 KST is 14:00 UTC; 08:00 KST the next day is 23:00 UTC the same day.
    const lateEvening = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 14, 0));
    const morning = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 23, 0));
    await queueWreathArrived(t.database.db, invitation.orderNum, lateEvening);
    const message = await messageOf(t.database.db, `WREATH_ARRIVED:${invitation.orderNum}:after-0`);
    expect(message?.sendAfter).toEqual(morning);

    await dispatchMessages({ db: t.database.db, jobs: t.app.jobs }, lateEvening);
    const jobs = await t.app.jobs.findJobs(messageQueue, `message-${message?.messageSeq}`);
    expect(jobs).toHaveLength(1);
    expect(new Date(itemAt(jobs, 0, 'the job').startAfter)).toEqual(morning);
    expect((await messageOf(t.database.db, `WREATH_ARRIVED:${invitation.orderNum}:after-0`))?.state).toBe('QUEUED');
  });

  it('lists messages to administrators, filtered by state, a failure with its error; nobody else', async () => {
    await t.database.db.insert(outboundMessages).values({
      template: 'PAYMENT_RECEIPT',
      recipientPhone: '01012345678',
      variables: {},
      text: '영수증',
      dedupeKey: 'PAYMENT_RECEIPT:failed-example',
      state: 'FAILED',
      attempts: 3,
      lastError: '솔라피 오류: 잔액이 부족합니다. (NotEnoughBalance)',
    });
    const failed = await getAs(t.app, '/api/admin/message/list?state=FAILED', callers.admin);
    expect(failed.statusCode, failed.body).toBe(200);
    const page = failed.json() as { content: Array<Record<string, unknown>>; totalElements: number };
    expect(page.totalElements).toBe(1);
    expect(page.content[0]).toMatchObject({
      template: 'PAYMENT_RECEIPT',
      phone: '010-****-5678',
      state: 'FAILED',
      attempts: 3,
      lastError: '솔라피 오류: 잔액이 부족합니다. (NotEnoughBalance)',
    });
    const all = (await getAs(t.app, '/api/admin/message/list', callers.admin)).json() as { totalElements: number };
    expect(all.totalElements).toBeGreaterThan(1);
    await expectAdminOnly(t.app, callers, { method: 'GET', url: '/api/admin/message/list' });
  });
});

describe('messages through Solapi (a fake of its API)', () => {
  let fake: FakeSolapi;
  let database: DatabaseHandle;
  let dataDir: string;
  let config: Config;
  beforeAll(async () => {
    fake = await startFakeSolapi();
    database = await createTestDatabase();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ongi-messages-'));
    config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      SESSION_SECRET: 'test-secret-that-is-long-enough-for-cookies',
      SHUTDOWN_GRACE_SECONDS: '0',
      SOLAPI_API_KEY: fake.apiKey,
      SOLAPI_API_SECRET: fake.apiSecret,
      SOLAPI_SENDER: '0212345678',
      SOLAPI_KAKAO_PFID: 'KA01PF0000000000000000000000',
      SOLAPI_TEMPLATE_THANKS: 'KA01TP-THANKS',
      SOLAPI_API_BASE: fake.url,
    });
  });
  afterAll(async () => {
    await fake.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  const thanks = (dedupeKey: string) => ({
    template: 'THANKS' as const,
    to: '010-4444-5555',
    values: { 서비스: '온기', 제목: '김도윤 ♥ 정다은 청첩장(2027년 5월 15일 토요일)', 보낸분: '김도윤·정다은', 감사링크: 'https://ongi.example/thanks/2' },
    dedupeKey,
  });

  it('survives its app stopping mid-send: the provider had it, the restarted app finds it by its key and sends nothing again', async () => {
    fake.holdNextSend = true;
    const first = await createTestApp({ database, config, jobs: fastJobs });
    const { message } = await enqueueMessage({ db: database.db, jobs: first.app.jobs }, thanks('THANKS:restart'));
    await fake.held();
    // The provider took it and its answer never came: the app stops (a deploy, a crash's restart) mid-send.
    await first.close();
    expect((await messageOf(database.db, 'THANKS:restart'))?.state).toBe('SENDING');

    const second = await createTestApp({ database, config, jobs: fastJobs });
    try {
      const sent = await until(async () => {
        const row = await messageOf(database.db, 'THANKS:restart');
        return row?.state === 'SENT' && row;
      }, 'the message recorded as sent by the restarted app');
      const accepted = fake.accepted.filter((item) => item.customFields?.ongiKey === 'THANKS:restart');
      expect(accepted).toHaveLength(1);
      expect(sent).toMatchObject({ messageSeq: message.messageSeq, channel: 'ATA', providerId: itemAt(accepted, 0, 'the one message').messageId, attempts: 2 });
    } finally {
      await second.close();
    }
  });

  it('marks a message every attempt of which Solapi refused as failed, with its error, and raises one 운영 알림', async () => {
    fake.failWith = { status: 400, errorCode: 'NotEnoughBalance', errorMessage: '잔액이 부족합니다.' };
    const app = await createTestApp({ database, config, jobs: fastJobs });
    try {
      await enqueueMessage({ db: database.db, jobs: app.app.jobs }, thanks('THANKS:refused'));
      const failed = await until(async () => {
        const row = await messageOf(database.db, 'THANKS:refused');
        return row?.state === 'FAILED' && row;
      }, 'the message failed');
      expect(failed).toMatchObject({ attempts: 3, lastError: '솔라피 오류: 잔액이 부족합니다. (NotEnoughBalance)' });
      // Raised right after the row is marked FAILED.
      const alerts = await until(async () => {
        const raised = await database.db.select().from(adminAlerts).where(eq(adminAlerts.kind, 'MESSAGE_FAILED'));
        return raised.length > 0 && raised;
      }, 'the 운영 알림');
      expect(alerts).toHaveLength(1);
      expect(itemAt(alerts, 0, 'the alert').summary).toContain('010-****-5555');
    } finally {
      fake.failWith = null;
      await app.close();
    }
  });
});

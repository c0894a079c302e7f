import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { messages, type WeddingInvitationInput } from '@ongi/shared';
import { loadConfig, type Config } from '@server/config';
import { storedFiles, weddingInvitations } from '@server/db/schema';
import { createAccount } from '@server/seed/factories';
import { createTestApp, sameOrigin, type TestContext } from '@server/test/app';
import { createTestDatabase } from '@server/test/database';
import { expectRefusal, loginAs } from '@server/test/member-session';
import { multipart, type FormPart } from '@server/test/multipart';
import { redisReachable, testRedisPrefix } from '@server/test/redis';
import type { DatabaseHandle } from '@server/db/client';

// How many invitations one host may make in an hour: a non-member by the
// address they send from and by the phone they give, a member by account.
// Counted once a form has passed its checks; a host at their limit is
// refused before their photos are read, and a refusal stores nothing.

let photo: Buffer;
let dataDir: string;
let database: DatabaseHandle;
const redisKeys = testRedisPrefix('invitation-limits');

const limits = { perAddress: 3, perPhone: 2, perMember: 2 };
const configWith = (env: Record<string, string> = {}): Config => ({
  ...loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, SESSION_SECRET: 's'.repeat(40), ...env }),
  invitationCreateLimits: limits,
});

beforeAll(async () => {
  photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#d8b4a0' } })
    .jpeg()
    .toBuffer();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ongi-invitation-limits-'));
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
  await redisKeys.flush();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const wedding = (host: Partial<WeddingInvitationInput> = {}): WeddingInvitationInput => ({
  eventDate: `${new Date().getFullYear() + 1}-05-15`,
  eventTime: '13:30',
  // A venue that is not a partner, as the place search gives it.
  eventLocationName: '라온채플 강남',
  mapAddress: '서울 강남구 봉은사로 114',
  eventLatitude: 37.5045,
  eventLongitude: 127.0251,
  groomName: '김도윤',
  brideName: '정다은',
  useCampaign: false,
  ...host,
});
const photos: FormPart[] = [
  { name: 'mainImage', filename: 'main.jpg', body: Buffer.alloc(0), contentType: 'image/jpeg' },
  { name: 'attachList', filename: 'gallery.jpg', body: Buffer.alloc(0), contentType: 'image/jpeg' },
];

function create(t: TestContext, json: unknown, from: string, cookie?: string) {
  const { payload, contentType } = multipart([
    { name: 'weddingInvitation', body: JSON.stringify(json), contentType: 'application/json' },
    ...photos.map((part) => ({ ...part, body: photo })),
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api/invitation/wedding',
    remoteAddress: from,
    headers: { ...sameOrigin, 'content-type': contentType, ...(cookie ? { cookie } : {}) },
    payload,
  });
}
const nonMember = (phone: string) => wedding({ nonMemberName: '박지훈', nonMemberPhone: phone });
const counts = async () => ({ invitations: await database.db.$count(weddingInvitations), files: await database.db.$count(storedFiles) });

describe('making invitations without an account', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ database, config: configWith() });
  });
  afterAll(() => t.close());

  it('lets one phone make two an hour and one address three, then answers 429 in Korean and stores nothing', async () => {
    expect((await create(t, nonMember('01011110001'), '198.51.100.1')).statusCode).toBe(200);
    expect((await create(t, nonMember('01011110001'), '198.51.100.1')).statusCode).toBe(200);
    const before = await counts();
    // The phone's third: refused without using up the address's third.
    expectRefusal(await create(t, nonMember('010-1111-0001'), '198.51.100.1'), 429, messages.invitation.tooManyForPhone);
    expect(await counts()).toEqual(before);
    expect((await create(t, nonMember('01011110002'), '198.51.100.1')).statusCode).toBe(200);
    const full = await counts();
    expectRefusal(await create(t, nonMember('01011110003'), '198.51.100.1'), 429, messages.invitation.tooManyCreated);
    expect(await counts()).toEqual(full);
  });

  it('refuses an address at its limit before reading what it sends', async () => {
    // A form that would be refused as incomplete: the address is refused first, its photos unread.
    expectRefusal(await create(t, {}, '198.51.100.1'), 429, messages.invitation.tooManyCreated);
  });

  it('counts a phone across addresses, and another address from its own count', async () => {
    expectRefusal(await create(t, nonMember('01011110001'), '198.51.100.2'), 429, messages.invitation.tooManyForPhone);
    expect((await create(t, nonMember('01011110004'), '198.51.100.2')).statusCode).toBe(200);
  });

  it('does not count a form refused by its own rules', async () => {
    for (let i = 0; i < 5; i += 1) expectRefusal(await create(t, nonMember('0101'), '198.51.100.3'), 400, messages.invitation.nonMemberPhoneRequired);
    expect((await create(t, nonMember('01011110005'), '198.51.100.3')).statusCode).toBe(200);
  });

  it('gives a member a limit of their own, whatever address they use', async () => {
    await createAccount(database.db, { username: 'busy_host' });
    const member = await loginAs(t.app, 'busy_host');
    expect((await create(t, wedding(), '198.51.100.1', member)).statusCode).toBe(200);
    expect((await create(t, wedding(), '198.51.100.4', member)).statusCode).toBe(200);
    const before = await counts();
    expectRefusal(await create(t, wedding(), '198.51.100.5', member), 429, messages.invitation.tooManyCreated);
    expect(await counts()).toEqual(before);
  });
});

describe.runIf(redisReachable)('the limits with REDIS_URL', () => {
  it('are counted together by every instance', async () => {
    const first = await createTestApp({ database, config: configWith(redisKeys.env) });
    const second = await createTestApp({ database, config: configWith(redisKeys.env) });
    try {
      const from = '203.0.113.9';
      expect((await create(first, nonMember('01022220001'), from)).statusCode).toBe(200);
      expect((await create(second, nonMember('01022220001'), from)).statusCode).toBe(200);
      expectRefusal(await create(first, nonMember('01022220001'), from), 429, messages.invitation.tooManyForPhone);
      expect((await create(second, nonMember('01022220002'), from)).statusCode).toBe(200);
      // The address's three were made on both instances: each refuses it before reading.
      expectRefusal(await create(first, {}, from), 429, messages.invitation.tooManyCreated);
      expectRefusal(await create(second, nonMember('01022220003'), from), 429, messages.invitation.tooManyCreated);
    } finally {
      await first.close();
      await second.close();
    }
  });
});

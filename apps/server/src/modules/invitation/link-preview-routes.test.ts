import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { messages, only } from '@ongi/shared';
import { orderNumbers } from '@server/db/schema';
import { createFuneralInvitation, createWeddingInvitation, storeInvitationPhoto } from '@server/seed/factories';
import { createTestApp, type TestContext } from '@server/test/app';

let t: TestContext;
const numbers = { portrait: '', wideWedding: '', tallWedding: '', bare: '', private: '' };

async function publicNumOf(orderNum: string): Promise<string> {
  const rows = await t.database.db.select({ publicNum: orderNumbers.publicNum }).from(orderNumbers).where(eq(orderNumbers.orderNum, orderNum));
  return only(rows, `the numbers of order ${orderNum}`).publicNum;
}

/** A tall portrait, red at its very top and bottom rows and blue between: cropping would lose the red. */
async function tallPortrait(): Promise<Buffer> {
  const [width, height] = [600, 1200];
  const band = await sharp({ create: { width, height: 60, channels: 3, background: '#ff0000' } })
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 3, background: '#0000ff' } })
    .composite([
      { input: band, top: 0, left: 0 },
      { input: band, top: height - 60, left: 0 },
    ])
    .jpeg({ quality: 95 })
    .toBuffer();
}

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  const portrait = await storeInvitationPhoto(db, t.storage, await tallPortrait(), 'portrait.jpg');
  const wide = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#c9a98f' } })
    .jpeg()
    .toBuffer();
  const widePhoto = await storeInvitationPhoto(db, t.storage, wide, 'wide.jpg');
  const tallPhoto = await storeInvitationPhoto(db, t.storage, await tallPortrait(), 'tall.jpg');
  const funeral = await createFuneralInvitation(db, { deceasedName: '정영수', attachList: [{ ...portrait, attachType: 'main' }] });
  const wideWedding = await createWeddingInvitation(db, { attachList: [{ ...widePhoto, attachType: 'main' }] });
  const tallWedding = await createWeddingInvitation(db, { attachList: [{ ...tallPhoto, attachType: 'main' }] });
  const bare = await createFuneralInvitation(db, { deceasedName: '한사진' });
  const hidden = await createWeddingInvitation(db, { unpublished: true });
  Object.assign(numbers, {
    portrait: await publicNumOf(funeral.orderNum),
    wideWedding: await publicNumOf(wideWedding.orderNum),
    tallWedding: await publicNumOf(tallWedding.orderNum),
    bare: await publicNumOf(bare.orderNum),
    private: await publicNumOf(hidden.orderNum),
  });
});
afterAll(async () => {
  await t.close();
});

const picture = (publicNum: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: `/og/${publicNum}.jpg`, headers });

async function expectPreviewJpeg(publicNum: string) {
  const response = await picture(publicNum);
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('image/jpeg');
  const metadata = await sharp(response.rawPayload).metadata();
  expect({ format: metadata.format, width: metadata.width, height: metadata.height }).toEqual({ format: 'jpeg', width: 1200, height: 630 });
  return response;
}

/** The colour of one pixel of a JPEG. */
async function pixel(jpeg: Buffer, x: number, y: number): Promise<[number, number, number]> {
  const { data, info } = await sharp(jpeg).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [data[at] ?? -1, data[at + 1] ?? -1, data[at + 2] ?? -1];
}

const isRed = ([r, g, b]: [number, number, number]) => r > 200 && g < 60 && b < 60;
const isBlue = ([r, g, b]: [number, number, number]) => b > 200 && r < 60 && g < 60;

describe('GET /og/:publicNum.jpg', () => {
  it('answers a 1200×630 JPEG in which a funeral portrait stands whole, its top and bottom kept, on a calm ground at the sides', async () => {
    const response = await expectPreviewJpeg(numbers.portrait);
    const jpeg = response.rawPayload;
    // The portrait is 550 high (630 less the 40 margins) and 275 wide, centred: from y 40 to 590, x 463 to 737.
    expect(isRed(await pixel(jpeg, 600, 45))).toBe(true);
    expect(isRed(await pixel(jpeg, 600, 585))).toBe(true);
    expect(isBlue(await pixel(jpeg, 600, 315))).toBe(true);
    // The ground beside it is the calm warm grey, not the photo stretched or cropped.
    for (const [x, y] of [
      [40, 315],
      [1160, 315],
      [600, 10],
    ] as const) {
      const [r, g, b] = await pixel(jpeg, x, y);
      expect(Math.abs(r - 238) + Math.abs(g - 235) + Math.abs(b - 230), `${x},${y}`).toBeLessThan(20);
    }
  });

  it('fills the card with a wide wedding photo, and keeps a tall one whole on its own blur', async () => {
    await expectPreviewJpeg(numbers.wideWedding);
    const tall = (await expectPreviewJpeg(numbers.tallWedding)).rawPayload;
    // Whole: 630 high, so the red rows at its very top and bottom are there.
    expect(isRed(await pixel(tall, 600, 8))).toBe(true);
    expect(isRed(await pixel(tall, 600, 622))).toBe(true);
  });

  it("answers an invitation without a photo with its kind's default picture", async () => {
    await expectPreviewJpeg(numbers.bare);
  });

  it('is kept with the public reads: an ETag, a 304 for it, and no second compression of the JPEG', async () => {
    const first = await picture(numbers.portrait, { 'accept-encoding': 'gzip, br' });
    expect(first.headers.etag).toBeTruthy();
    expect(first.headers['cache-control']).toBe('public, no-cache');
    const again = await picture(numbers.portrait, { 'accept-encoding': 'gzip, br' });
    expect(again.headers['content-encoding']).toBeUndefined();
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    const unchanged = await picture(numbers.portrait, { 'if-none-match': String(first.headers.etag) });
    expect(unchanged.statusCode).toBe(304);
  });

  it('has one clean address: a query string is sent to it', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/og/${numbers.portrait}.jpg?v=2` });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe(`/og/${numbers.portrait}.jpg`);
  });

  it('has no picture for an unknown, malformed or private invitation', async () => {
    expect((await picture('999999999999')).statusCode).toBe(404);
    expect((await picture('12ab')).statusCode).toBe(404);
    const closed = await picture(numbers.private);
    expect(closed.statusCode).toBe(410);
    expect(closed.headers['content-type']).not.toContain('image');
    expect(closed.body).toContain(messages.invitationLifecycle.closed('W'));
  });
});

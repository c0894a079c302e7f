import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { only } from '@ongi/shared';
import { loadConfig, type Config } from '../config';
import type { Database, DatabaseHandle } from '../db/client';
import { openDatabase } from '../db/open';
import { payments, storedFiles } from '../db/schema';
import { createStorage } from '../integrations/storage';
import type { Storage } from '../integrations/storage/local';
import { insertRequest, findSealedNumber } from '../modules/payment/donation-receipt/queries';
import { open, seal } from '../modules/payment/donation-receipt/sealed';
import { createDonationCategory, createDonationGroup, createPayment, createWeddingInvitation, storeInvitationPhoto, tinyPng } from '../seed/factories';
import { createTestApp } from '../test/app';
import { createSharedTestDatabase, withAdmin } from '../test/database';
import { createBackup, receiptDataKeyNotice } from './backup';
import { startControlListener } from './control';
import { restoreBackup } from './restore';

// npm run backup / npm run restore (issue 28, part 5; docs/decisions/016): a
// database with payments and photos is backed up, wiped, restored, and
// everything is found again: every payment as it was, every photo's bytes,
// served by the app on the restored database, and a 기부금 영수증's sealed
// resident number opened with the key the restore brought back.

const silent = () => {};
const quietLog = { info: silent, warn: silent, error: silent } as unknown as import('fastify').FastifyBaseLogger;

async function bytesOf(stream: Readable | null): Promise<string | null> {
  if (!stream) return null;
  const hash = createHash('sha256');
  for await (const chunk of stream) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** What a restore must bring back: the payments, the stored files' rows and their bytes. */
async function fingerprint(db: Database, storage: Storage) {
  const paid = await db
    .select({ paymentId: payments.paymentId, status: payments.status, amount: payments.amount, message: payments.message, orderNum: payments.orderNum })
    .from(payments)
    .orderBy(asc(payments.paymentId));
  const files = await db.select({ fileKey: storedFiles.fileKey, byteSize: storedFiles.byteSize }).from(storedFiles).orderBy(asc(storedFiles.fileKey));
  const bytes = await Promise.all(files.map(async (file) => [file.fileKey, await bytesOf((await storage.get(file.fileKey))?.body ?? null)] as const));
  return { paid, files, bytes };
}

/** An invitation with photos and wreaths paid for it: what a wedding leaves behind. */
async function fill(db: Database, storage: Storage) {
  const main = await storeInvitationPhoto(db, storage, await tinyPng('#e8b4b8'), '본식.png');
  const photos = [main, await storeInvitationPhoto(db, storage, await tinyPng('#a3c4bc'), '야외.png')];
  const invitation = await createWeddingInvitation(db, { attachList: photos });
  for (const message of ['결혼 축하해요!', '행복하게 사세요', '두 분의 앞날을 축복합니다']) await createPayment(db, invitation, { message });
  return { photo: main.path, invitation };
}

const residentNumber = '8805171234567';

/** A 기부금 영수증 request whose resident number is sealed with the configured key, as a payer's request leaves it. */
async function sealResidentNumber(db: Database, config: Config) {
  const recipient = await createDonationCategory(db, { name: '결식아동 급식' });
  const group = await createDonationGroup(db, { groupName: '사단법인 따뜻한밥상나눔', categoryDonationSeq: recipient.categoryDonationSeq });
  const payment = await createPayment(db, await createWeddingInvitation(db), { categoryDonationSeq: recipient.categoryDonationSeq, message: '축하합니다' });
  const request = await insertRequest(db, {
    paymentSeq: payment.paymentSeq,
    donationGroupSeq: group.donationGroupSeq,
    sealed: seal(config.receiptDataKeys, payment.paymentSeq, residentNumber),
    donorType: 'PERSON',
    donorName: '김민수',
    donorBirthDate: '1988-05-17',
    donorBusinessNumber: null,
    donorAddress: '서울특별시 종로구 세종대로 175',
    deliveryPhone: '01048273916',
    deliveryEmail: null,
  });
  if (!request) throw new Error('the request was not inserted');
  return request.donationReceiptSeq;
}

/** The sealed number opened with the keys a server started now on this data folder would have. */
async function openedNumber(db: Database, dataDir: string, donationReceiptSeq: number) {
  const sealed = await findSealedNumber(db, donationReceiptSeq);
  if (!sealed?.keyId || !sealed.iv || !sealed.tag || !sealed.cipher) throw new Error('no sealed number');
  const { receiptDataKeys } = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir });
  return open(receiptDataKeys, sealed.paymentSeq, { keyId: sealed.keyId, iv: sealed.iv, tag: sealed.tag, cipher: sealed.cipher });
}

async function servedImage(config: Config, database: DatabaseHandle, storage: Storage, key: string) {
  const t = await createTestApp({ config, database, storage });
  try {
    const response = await t.app.inject({ method: 'GET', url: `/api/file/image?path=${encodeURIComponent(key)}` });
    return { status: response.statusCode, sha256: createHash('sha256').update(response.rawPayload).digest('hex') };
  } finally {
    await t.app.close();
  }
}

let folder: string;
beforeAll(() => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'ongi-backup-test-'));
});
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

describe('the embedded database', () => {
  it('is backed up through the running server, and a wiped folder restored holds every payment and photo', async () => {
    const dataDir = path.join(folder, 'data');
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir });
    const storage = createStorage(config.storage);
    const database = await openDatabase(config);
    await database.migrate();
    const { photo, invitation } = await fill(database.db, storage);
    const sealedRequest = await sealResidentNumber(database.db, config);
    const before = await fingerprint(database.db, storage);
    expect(before.paid).toHaveLength(4);
    expect(before.bytes.every(([, sha]) => sha !== null)).toBe(true);

    // The server holds the folder: the backup asks it, as `npm run backup` does while it runs.
    const control = await startControlListener({ dataDir, database, log: quietLog });
    const { file, manifest } = await createBackup({ config, out: path.join(folder, 'backups') });
    expect(manifest).toMatchObject({
      database: 'pglite',
      taken: 'running-server',
      uploads: { kind: 'local', files: before.files.length },
      sessionSecret: true,
      receiptDataKey: 'in-backup',
    });
    // Written after the backup: not in it.
    await createPayment(database.db, invitation, { message: '백업 뒤에 온 화환' });
    await control.close();
    await database.close();

    const secret = fs.readFileSync(path.join(dataDir, 'session-secret'), 'utf8');
    for (const part of ['pglite', 'uploads', 'session-secret', 'receipt-data-key']) fs.rmSync(path.join(dataDir, part), { recursive: true, force: true });
    // A new machine: `npm run restore` loads the configuration first, which makes a key of its own there.
    const restoreConfig = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir });
    expect(restoreConfig.receiptDataKeys).not.toEqual(config.receiptDataKeys);

    const restoreLog: string[] = [];
    await restoreBackup({ config: restoreConfig, archive: file, log: (line) => restoreLog.push(line) });
    expect(restoreLog).toContain('기부금 영수증 암호화 키를 복원했습니다 (주민등록번호를 열 수 있습니다).');
    expect(fs.readFileSync(path.join(dataDir, 'session-secret'), 'utf8')).toBe(secret);
    const restored = await openDatabase(config);
    try {
      expect(await fingerprint(restored.db, storage)).toEqual(before);
      expect(await openedNumber(restored.db, dataDir, sealedRequest)).toBe(residentNumber);
      expect(await restored.db.select().from(payments).where(eq(payments.message, '백업 뒤에 온 화환'))).toEqual([]);
      const served = await servedImage(config, restored, storage, photo);
      expect(served).toEqual({ status: 200, sha256: before.bytes.find(([key]) => key === photo)![1] });
    } finally {
      await restored.close();
    }
  }, 120_000);

  it('is backed up from the folder itself when no server runs, says it needs RECEIPT_DATA_KEY when that is set, and a restore keeps what it replaces', async () => {
    const dataDir = path.join(folder, 'stopped');
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, RECEIPT_DATA_KEY: Buffer.alloc(32, 5).toString('base64') });
    const storage = createStorage(config.storage);
    const database = await openDatabase(config);
    await database.migrate();
    await fill(database.db, storage);
    const before = await fingerprint(database.db, storage);
    await database.close();

    const backupLog: string[] = [];
    const { file, manifest } = await createBackup({ config, out: path.join(folder, 'stopped.tar.gz'), log: (line) => backupLog.push(line) });
    expect(manifest).toMatchObject({ taken: 'stopped-folder', receiptDataKey: 'RECEIPT_DATA_KEY' });
    expect(backupLog).toContain(receiptDataKeyNotice);
    const restoreLog: string[] = [];
    await restoreBackup({ config, archive: file, log: (line) => restoreLog.push(line) });
    expect(restoreLog).toContain(receiptDataKeyNotice);
    const restored = await openDatabase(config);
    try {
      expect(await fingerprint(restored.db, storage)).toEqual(before);
    } finally {
      await restored.close();
    }
    // The database and uploads that were there are set aside, not deleted.
    const aside = fs.readdirSync(dataDir).filter((name) => name.startsWith('before-restore-'));
    expect(aside).toHaveLength(1);
    expect(fs.readdirSync(path.join(dataDir, only(aside, 'the folder set aside'))).sort()).toEqual(['pglite', 'uploads']);
  }, 120_000);
});

describe.runIf(process.env.TEST_DATABASE_URL)('PostgreSQL', () => {
  it('is backed up with pg_dump and restored into an empty database with every payment and photo', async () => {
    const serverUrl = process.env.TEST_DATABASE_URL!;
    const source = await createSharedTestDatabase(serverUrl);
    const dataDir = path.join(folder, 'postgres');
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: source.url });
    const storage = createStorage(config.storage);
    const database = source.open(2);
    const { photo } = await fill(database.db, storage);
    const before = await fingerprint(database.db, storage);
    const { file, manifest } = await createBackup({ config, out: path.join(folder, 'pg-backups') });
    expect(manifest).toMatchObject({ database: 'postgres', taken: 'pg_dump' });
    await database.close();
    await source.drop();
    fs.rmSync(path.join(dataDir, 'uploads'), { recursive: true, force: true });

    const name = `ongi_restore_${Date.now()}`;
    await withAdmin(serverUrl, (admin) => admin.query(`CREATE DATABASE ${name}`));
    const target = new URL(serverUrl);
    target.pathname = `/${name}`;
    const targetConfig = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: target.toString() });
    try {
      await restoreBackup({ config: targetConfig, archive: file });
      // Restoring over it again is refused: only an empty database is written into.
      await expect(restoreBackup({ config: targetConfig, archive: file })).rejects.toThrow(/비어 있지 않습니다/);
      const restored = await openDatabase(targetConfig);
      try {
        expect(await restored.pendingMigrations()).toBe(0);
        expect(await fingerprint(restored.db, storage)).toEqual(before);
        expect((await servedImage(targetConfig, restored, storage, photo)).status).toBe(200);
      } finally {
        await restored.close();
      }
    } finally {
      await withAdmin(serverUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    }
  }, 120_000);
});

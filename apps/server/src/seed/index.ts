import { eq, inArray, sql } from 'drizzle-orm';
import { itemAt } from '@ongi/shared';
import type { Database } from '../db/client';
import { accounts, campaigns, funeralInvitations, notices, storedFiles, weddingInvitations } from '../db/schema';
import type { Storage } from '../integrations/storage/local';
import { demoLogins, hashDemoPasswords, insertAccounts, type PasswordHashes } from './accounts';
export { findDemoPasswordAccounts, type DemoPasswordAccounts } from './accounts';
import { insertCampaigns, storeCampaignFiles } from './campaigns';
import { insertCategories, insertCategoryTrees } from './categories';
import { insertFaqs, insertNotices, insertPopups, storeNoticeFiles } from './content';
import { seedContext, type CardFiles, type OrderFiles, type SeedFiles } from './context';
import { insertDonationGroups, storeDonationGroupFiles } from './donation-groups';
import { storeDocument, storeImage, storeInvitationPhoto, type Db, type FileRef } from './factories';
import { renderAllImages } from './images';
import { insertInquiries } from './inquiries';
import { insertFunerals, insertWeddings, storeOrderFiles } from './invitations';
import { insertPartners } from './partners';
import { insertPastWreathOrders } from './reviews';
import { insertSponsors, storeSponsorFiles } from './sponsors';

// The demo content of a fresh installation, one file per domain: what is
// written sits in demo/<domain>.ts, how it is written in <domain>.ts, built
// with the same factories the tests use.

export { demoLogins };

export interface SeedResult {
  /** False when the database already held the demo data (or any campaign), so nothing was written. */
  seeded: boolean;
  /** Rows written per kind, when seeded. */
  counts?: Record<string, number>;
  /** Files stored through saveFile, when seeded. */
  files?: number;
}

/** True when nothing a person made is in the database yet: the start-up seeds only then. */
export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  for (const table of [accounts, campaigns, notices, weddingInvitations, funeralInvitations]) {
    const rows = await db
      .select({ one: sql<number>`1` })
      .from(table)
      .limit(1);
    if (rows.length > 0) return false;
  }
  return true;
}

// The demo admin marks a seeded database; any campaign also stops the seed,
// because the quick menu's campaign ids 16 and 17 only hold on an unused table.
async function alreadySeeded(db: Db): Promise<boolean> {
  const [admin] = await db.select({ seq: accounts.accountSeq }).from(accounts).where(eq(accounts.username, demoLogins.admin.username)).limit(1);
  if (admin) return true;
  const [campaign] = await db.select({ seq: campaigns.campaignSeq }).from(campaigns).limit(1);
  return Boolean(campaign);
}

// Two instances starting on one empty PostgreSQL must not both seed.
const seedLockKey = 0x6f6e6769; // 'ongi'

/**
 * Fills an empty database with the demo content. Files are stored first
 * (outside any transaction); every row is then written in one transaction, so
 * a failure leaves no half-seeded database, and a second call does nothing.
 */
export async function seed(db: Database, storage: Storage): Promise<SeedResult> {
  if (await alreadySeeded(db)) return { seeded: false };
  const prepared = await prepare(db, storage);
  let counts: Record<string, number> | null;
  try {
    counts = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${seedLockKey})`);
      if (await alreadySeeded(tx)) return null;
      return insertAll(tx, prepared);
    });
  } catch (error) {
    await discardFiles(db, storage, prepared.files);
    throw error;
  }
  if (!counts) {
    await discardFiles(db, storage, prepared.files);
    return { seeded: false };
  }
  return { seeded: true, counts, files: prepared.files.length };
}

async function discardFiles(db: Database, storage: Storage, files: FileRef[]): Promise<void> {
  const keys = files.map((file) => file.path);
  if (keys.length === 0) return;
  await db
    .delete(storedFiles)
    .where(inArray(storedFiles.fileKey, keys))
    .catch(() => undefined);
  await Promise.all(keys.map((key) => storage.delete(key).catch(() => undefined)));
}

interface Prepared {
  hashes: PasswordHashes;
  campaigns: FileRef[][];
  sponsors: CardFiles[];
  groups: CardFiles[];
  notices: FileRef[][];
  weddings: OrderFiles[];
  funerals: OrderFiles[];
  /** Every file stored, to discard if the rows are not written. */
  files: FileRef[];
}

/** The password hashes and the stored files, made before the transaction. */
async function prepare(db: Database, storage: Storage): Promise<Prepared> {
  // argon2 runs on libuv's pool while the pictures render.
  const [images, hashes] = await Promise.all([renderAllImages(), hashDemoPasswords()]);
  const stored: FileRef[] = [];
  const keep = (ref: FileRef) => {
    stored.push(ref);
    return ref;
  };
  const files: SeedFiles = {
    image: async (name, originalName) => keep(await storeImage(db, storage, images[name], originalName)),
    photo: async (name, originalName, options) => keep(await storeInvitationPhoto(db, storage, images[name], originalName, options)),
    document: async (buffer, originalName) => keep(await storeDocument(db, storage, buffer, originalName)),
  };
  const campaignFiles = await storeCampaignFiles(files);
  const sponsorFiles = await storeSponsorFiles(files);
  const groupFiles = await storeDonationGroupFiles(files);
  const noticeFiles = await storeNoticeFiles(files);
  const orderFiles = await storeOrderFiles(files);
  return {
    hashes,
    campaigns: campaignFiles,
    sponsors: sponsorFiles,
    groups: groupFiles,
    notices: noticeFiles,
    ...orderFiles,
    files: stored,
  };
}

/** Every row, in an order that gives the wreath campaigns ids 16 and 17 and payment ids in time order. */
async function insertAll(tx: Db, prepared: Prepared): Promise<Record<string, number>> {
  const ctx = seedContext(tx);
  const members = await insertAccounts(ctx, prepared.hashes);
  const category = await insertCategories(ctx);
  const trees = await insertCategoryTrees(ctx);
  const partnerOf = await insertPartners(ctx);
  const campaignOf = await insertCampaigns(ctx, { ...trees, category, partnerOf }, prepared.campaigns);
  await insertDonationGroups(ctx, { category, donationCategoryOf: trees.donationCategoryOf }, prepared.groups);
  await insertSponsors(ctx, category, prepared.sponsors);
  await insertNotices(ctx, category, prepared.notices);
  await insertFaqs(ctx, category);
  await insertPopups(ctx);
  await insertInquiries(ctx, members);
  const orders = { members, partnerOf, campaignOf };
  await insertWeddings(ctx, orders, prepared.weddings);
  // The past weddings reuse the first wedding's pictures.
  await insertPastWreathOrders(ctx, orders, itemAt(prepared.weddings, 0, "the first wedding's pictures"));
  await insertFunerals(ctx, orders, prepared.funerals);
  return ctx.counts;
}

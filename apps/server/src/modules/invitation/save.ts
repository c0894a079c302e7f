import {
  galleryMax,
  invitationPhotoMaxBytes,
  invitationPhotosMaxBytesPerOrder,
  invitationPhotosMaxBytesPerSave,
  messages,
  type InvitationCheckContext,
  type InvitationSaved,
} from '@ongi/shared';
import type { FastifyRequest } from 'fastify';
import type { Database } from '@server/db/client';
import { readMultipartForm, type UploadedFile } from '@server/lib/multipart-form';
import { HttpError } from '@server/lib/http-error';
import type { SessionUser } from '@server/plugins/session';
import type { Storage } from '@server/integrations/storage/local';
import {
  checkUpload,
  megabytes,
  photosOf,
  readImage,
  removePhotos,
  sizeOf,
  storedBytesOf,
  storePhoto,
  type CheckedFile,
  type CheckedImage,
  type StoredPhoto,
} from '../file';
import type { AnyKind, InvitationKind, KindRequest } from './kinds';
import { issueNumbers } from './numbers';
import { activeCampaignCategory, activeDonationCategory, partnerOfType, publishedCampaignOfType } from './references';
import { deleteAttachments, findOrder, heldReferences, insertAttachments, listAttachments, type AttachmentRow, type OrderRow } from './store';

// Creating and editing an invitation, the same for both kinds: read the
// multipart form (photos stream to temporary files), check the JSON part
// with the shared schema given the photos and the session, check what its ids
// name, store the photos with their WebP copies, then write the rows in one
// transaction. A refusal stores nothing; photos stored for a write that then
// fails are removed again.

export interface InvitationForm {
  json: unknown;
  mainImage: UploadedFile[];
  attachList: UploadedFile[];
  tooManyPhotos: boolean;
  /** The photos together were over invitationPhotosMaxBytesPerSave (the ones past it were not kept). */
  photosTooLarge: boolean;
  discard(): Promise<void>;
}

/** Reads a create or edit request: the JSON part, one main photo and up to 12 gallery photos. */
export async function readInvitationForm(request: FastifyRequest, kind: Pick<AnyKind, 'jsonField'>): Promise<InvitationForm> {
  const form = await readMultipartForm(request, {
    jsonFields: [kind.jsonField],
    files: {
      mainImage: { maxCount: 1, maxBytes: invitationPhotoMaxBytes },
      attachList: { maxCount: galleryMax, maxBytes: invitationPhotoMaxBytes },
    },
    maxTotalBytes: invitationPhotosMaxBytesPerSave,
  });
  return {
    json: form.fields[kind.jsonField],
    mainImage: form.files.mainImage ?? [],
    attachList: form.files.attachList ?? [],
    tooManyPhotos: form.overCount.size > 0,
    photosTooLarge: form.overTotal,
    discard: form.discard,
  };
}

/** A member (or administrator) owns what they made; a non-member session owns its one order. */
export function mayEdit(user: SessionUser | undefined, order: OrderRow): boolean {
  if (!user) return false;
  if (user.roleType === 'ADMIN') return true;
  if (user.roleType === 'NON_MEMBER') return order.accountSeq === null && user.nonMemberOrderNum === order.orderNum;
  return user.accountSeq !== null && user.accountSeq === order.accountSeq;
}

/** The order an edit names, if the session may edit it: 404 unknown, 401 without a session, 403 someone else's. */
export async function editableOrder(db: Database, kind: Pick<AnyKind, 'tables'>, invitationSeq: number, user: SessionUser | undefined): Promise<OrderRow> {
  const order = await findOrder(db, kind.tables, invitationSeq);
  if (!order) throw new HttpError(404, messages.invitation.notFound);
  if (!user) throw new HttpError(401, messages.common.unauthenticated);
  if (!mayEdit(user, order)) throw new HttpError(403, messages.invitation.notOwner);
  return order;
}

/** Whether the session is a member's (or an administrator's): otherwise the host gives a name and phone. */
export const isMember = (user: SessionUser | undefined) => user !== undefined && user.roleType !== 'NON_MEMBER' && user.accountSeq !== null;

async function checkPhoto(file: UploadedFile): Promise<CheckedFile> {
  if (file.truncated) throw new HttpError(400, messages.invitation.photoSize);
  try {
    return await checkUpload(file, { accept: 'image', maxBytes: invitationPhotoMaxBytes });
  } catch {
    throw new HttpError(400, messages.invitation.photoType);
  }
}

/**
 * The photos as stored: decoded with the pixel cap and encoded again
 * (modules/file/images.ts); the first that does not decode, in the form's
 * order, is refused by its name. Every photo is done before the refusal
 * leaves: none is still being written into the form's temporary folder when
 * the request removes it.
 */
async function readPhotos(checked: { main: CheckedFile[]; gallery: CheckedFile[] }) {
  const results = await Promise.allSettled([...checked.main, ...checked.gallery].map(readImage));
  const refused = results.find((result) => result.status === 'rejected');
  if (refused) throw refused.reason;
  const pictures = results.map((result) => (result as PromiseFulfilledResult<CheckedImage>).value);
  return { main: pictures.slice(0, checked.main.length), gallery: pictures.slice(checked.main.length) };
}

/** Refusals that come before the JSON part is read: too many photos, or too many bytes of them. */
function checkPhotoCounts(form: InvitationForm) {
  if (form.tooManyPhotos) throw new HttpError(400, messages.invitation.tooManyPhotos);
  if (form.photosTooLarge) throw new HttpError(400, messages.invitation.photosTooLarge(invitationPhotosMaxBytesPerSave / megabytes(1)));
}

/** The partner and campaign an invitation holds now: an edit may keep them after an administrator ended them (종료). */
interface HeldReferences {
  partnerSeq: number | null;
  campaignSeq: number | null;
}

async function checkReferences<Request extends KindRequest>(
  db: Database,
  kind: InvitationKind<Request, unknown>,
  request: Request,
  held: HeldReferences = { partnerSeq: null, campaignSeq: null },
) {
  if (request.partnerSeq !== null) {
    const partner = await partnerOfType(db, request.partnerSeq, kind.partnerType);
    if (partner === 'missing')
      throw new HttpError(400, kind.partnerType === 'funeral' ? messages.invitation.funeralHomeRequired : messages.invitation.venueRequired);
    if (partner === 'ended' && request.partnerSeq !== held.partnerSeq) throw new HttpError(400, messages.invitation.partnerEnded);
  }
  if (!request.useCampaign) return;
  const { categoryCampaignSeq, categoryDonationSeq } = kind.categories(request);
  if (categoryCampaignSeq !== null && !(await activeCampaignCategory(db, categoryCampaignSeq))) {
    throw new HttpError(400, messages.invitation.campaignCategoryRequired);
  }
  if (categoryDonationSeq !== null && !(await activeDonationCategory(db, categoryDonationSeq))) {
    throw new HttpError(400, messages.invitation.donationRequired);
  }
  if (request.campaignSeq !== null) {
    const campaign = await publishedCampaignOfType(db, request.campaignSeq, kind.campaignType);
    if (campaign === 'missing') throw new HttpError(400, messages.invitation.campaignRequired);
    if (campaign === 'ended' && request.campaignSeq !== held.campaignSeq) throw new HttpError(400, messages.invitation.campaignEnded);
  }
}

function parse<Request extends KindRequest>(kind: InvitationKind<Request, unknown>, json: unknown, context: InvitationCheckContext): Request {
  if (typeof json !== 'object' || json === null) throw new HttpError(400, messages.common.badRequest);
  const parsed = kind.schema(context).safeParse(json);
  if (!parsed.success) throw new HttpError(400, parsed.error.issues[0]?.message ?? messages.common.badRequest);
  return parsed.data;
}

/** A stored photo with the name it was uploaded under, which its attachment row keeps. */
type NamedPhoto = StoredPhoto & { originalName: string };

async function storePhotos(db: Database, storage: Storage, files: { main: CheckedImage[]; gallery: CheckedImage[] }) {
  const stored: { main: NamedPhoto[]; gallery: NamedPhoto[] } = { main: [], gallery: [] };
  try {
    for (const file of files.main) stored.main.push({ ...(await storePhoto(db, storage, file, { linkPreview: true })), originalName: file.originalName });
    for (const file of files.gallery) stored.gallery.push({ ...(await storePhoto(db, storage, file)), originalName: file.originalName });
    return stored;
  } catch (error) {
    await removePhotos(
      db,
      storage,
      [...stored.main, ...stored.gallery].map((photo) => photo.path),
    );
    throw error;
  }
}

function saved(kind: Pick<AnyKind, 'tables'>, invitationSeq: number, numbers: { orderNum: string; publicNum: string }, message: string): InvitationSaved {
  return { result: true, invitationType: kind.tables.type, invitationSeq, orderNum: numbers.orderNum, publicNum: numbers.publicNum, message };
}

/** Who is making an invitation, for the creation limits (limits.ts): a member, or a non-member by the phone they gave. */
export interface InvitationHost {
  member: boolean;
  phone: string | null;
}

export interface CreateOptions {
  /** Counts the creation once the form has passed its checks, before any photo is decoded; throws 429 over a limit. */
  admit?: (host: InvitationHost) => Promise<void>;
  /** Told once the invitation is committed: a non-member host is sent their order number (modules/message). */
  created?: (order: CreatedOrder) => Promise<void>;
}

export interface CreatedOrder {
  orderNum: string;
  invitationType: string;
  /** The non-member's phone; null for a member's order. */
  nonMemberPhone: string | null;
}

export async function createInvitation<Request extends KindRequest>(
  db: Database,
  storage: Storage,
  kind: InvitationKind<Request, unknown>,
  user: SessionUser | undefined,
  form: InvitationForm,
  options: CreateOptions = {},
) {
  checkPhotoCounts(form);
  const member = isMember(user);
  const request = parse(kind, form.json, { mode: 'create', loggedIn: member, photos: { main: form.mainImage.length, gallery: form.attachList.length } });
  const types = { main: await Promise.all(form.mainImage.map(checkPhoto)), gallery: await Promise.all(form.attachList.map(checkPhoto)) };
  await checkReferences(db, kind, request);
  await options.admit?.({ member, phone: member ? null : request.nonMemberPhone });
  const checked = await readPhotos(types);
  const photos = await storePhotos(db, storage, checked);
  try {
    const created: InvitationSaved = await db.transaction(async (tx) => {
      const numbers = await issueNumbers(tx, kind.tables.type);
      const owner = member
        ? { accountSeq: user!.accountSeq, nonMemberName: null, nonMemberPhone: null }
        : { accountSeq: null, nonMemberName: request.nonMemberName, nonMemberPhone: request.nonMemberPhone };
      const invitationSeq = await kind.create(tx, request, { ...owner, orderNum: numbers.orderNum });
      await insertAttachments(tx, kind.tables, invitationSeq, [
        ...photos.main.map((photo) => ({ path: photo.path, originalName: photo.originalName, attachType: 'main' as const, sortOrder: 0 })),
        ...photos.gallery.map((photo, sortOrder) => ({ path: photo.path, originalName: photo.originalName, attachType: 'gallery' as const, sortOrder })),
      ]);
      return saved(kind, invitationSeq, numbers, kind.created(numbers.orderNum));
    });
    await options.created?.({ orderNum: created.orderNum, invitationType: kind.tables.type, nonMemberPhone: member ? null : request.nonMemberPhone });
    return created;
  } catch (error) {
    await removePhotos(
      db,
      storage,
      [...photos.main, ...photos.gallery].map((photo) => photo.path),
    );
    throw error;
  }
}

/** Edits an invitation whose owner `editableOrder` has confirmed (before its photos were read). */
export async function editInvitation<Request extends KindRequest>(
  db: Database,
  storage: Storage,
  kind: InvitationKind<Request, unknown>,
  order: OrderRow,
  form: InvitationForm,
) {
  const { invitationSeq } = order;
  checkPhotoCounts(form);
  const existing = await listAttachments(db, kind.tables, invitationSeq);
  // The photos after the edit: the ones kept, the new ones, and a new main photo in place of the old.
  const deletions = new Set(
    Array.isArray((form.json as { deletedAttachSeqs?: unknown })?.deletedAttachSeqs)
      ? ((form.json as { deletedAttachSeqs: unknown[] }).deletedAttachSeqs.filter((seq) => typeof seq === 'number') as number[])
      : [],
  );
  const replacedMain = form.mainImage.length > 0 ? existing.filter((photo) => photo.attachType === 'main') : [];
  for (const photo of replacedMain) deletions.add(photo.attachSeq);
  const kept = existing.filter((photo) => !deletions.has(photo.attachSeq));
  const request = parse(kind, form.json, {
    mode: 'edit',
    loggedIn: true,
    photos: {
      main: kept.filter((photo) => photo.attachType === 'main').length + form.mainImage.length,
      gallery: kept.filter((photo) => photo.attachType === 'gallery').length + form.attachList.length,
    },
  });
  const types = { main: await Promise.all(form.mainImage.map(checkPhoto)), gallery: await Promise.all(form.attachList.map(checkPhoto)) };
  await checkReferences(db, kind, request, await heldReferences(db, kind.tables, invitationSeq));
  const checked = await readPhotos(types);
  // What the invitation keeps after this edit, as stored, across all its edits.
  const keptBytes = await storedBytesOf(
    db,
    kept.map((photo) => photo.path),
  );
  const addedBytes = [...checked.main, ...checked.gallery].reduce((sum, photo) => sum + sizeOf(photo), 0);
  if (keptBytes + addedBytes > invitationPhotosMaxBytesPerOrder) {
    throw new HttpError(400, messages.invitation.orderPhotosTooLarge(invitationPhotosMaxBytesPerOrder / megabytes(1)));
  }
  const photos = await storePhotos(db, storage, checked);
  const removed: AttachmentRow[] = existing.filter((photo) => deletions.has(photo.attachSeq));
  try {
    await db.transaction(async (tx) => {
      await kind.update(tx, invitationSeq, request);
      await deleteAttachments(tx, kind.tables, invitationSeq, [...deletions]);
      const nextGalleryOrder = Math.max(-1, ...kept.filter((photo) => photo.attachType === 'gallery').map((photo) => photo.sortOrder)) + 1;
      await insertAttachments(tx, kind.tables, invitationSeq, [
        ...photos.main.map((photo) => ({ path: photo.path, originalName: photo.originalName, attachType: 'main' as const, sortOrder: 0 })),
        ...photos.gallery.map((photo, index) => ({
          path: photo.path,
          originalName: photo.originalName,
          attachType: 'gallery' as const,
          sortOrder: nextGalleryOrder + index,
        })),
      ]);
    });
  } catch (error) {
    await removePhotos(
      db,
      storage,
      [...photos.main, ...photos.gallery].map((photo) => photo.path),
    );
    throw error;
  }
  // Photos no longer used go after the rows that pointed at them.
  await removePhotos(
    db,
    storage,
    removed.map((photo) => photo.path),
  );
  return saved(kind, invitationSeq, order, kind.updated);
}

/** What the edit form loads: the stored values and the photos with their sizes. */
export async function loadForEdit<Edit>(
  db: Database,
  kind: Pick<InvitationKind<never, Edit>, 'tables' | 'loadEdit'>,
  invitationSeq: number,
  user: SessionUser | undefined,
): Promise<Edit> {
  const order = await editableOrder(db, kind, invitationSeq, user);
  const attachments = await listAttachments(db, kind.tables, invitationSeq);
  const photos = await photosOf(
    db,
    attachments.map((attachment) => attachment.path),
  );
  return kind.loadEdit(db, invitationSeq, {
    orderNum: order.orderNum,
    publicNum: order.publicNum,
    attachList: attachments.map((attachment) => ({
      attachSeq: attachment.attachSeq,
      attachType: attachment.attachType,
      originalName: attachment.originalName,
      photo: photos.get(attachment.path) ?? { path: attachment.path, width: 0, height: 0, variants: [] },
    })),
  });
}

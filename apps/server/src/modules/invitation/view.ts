import { asc, eq } from 'drizzle-orm';
import {
  dateTimeText,
  funeralTitle,
  guestbookShowing,
  messages,
  placeText,
  todayInSeoul,
  weddingTitle,
  type InvitationPhoto,
  type InvitationView,
} from '@ongi/shared';
import type { Database } from '@server/db/client';
import { campaignAttachments, campaigns } from '@server/db/schema';
import { HttpError } from '@server/lib/http-error';
import { photosOf } from '../file';
import { funeralViewOf } from './funeral';
import { weddingViewOf } from './wedding';
import { closedError, wreathRefusal, wreathsUntil } from './lifecycle';
import { findByPublicNum, funeralTables, raisedThrough, invitationOfOrder, listAttachments, weddingTables, type LifecycleRow } from './store';

// The guest's page: everything it shows, from one request, by the public
// number (never the order number, which is the host's). Only what the host
// chose to show: a non-member host's name and phone, the owner's account and
// the order number stay out.

async function campaignOf(db: Database, campaignSeq: number | null, lifecycle: LifecycleRow, orderNum: string): Promise<InvitationView['campaign']> {
  if (campaignSeq === null) return null;
  const [campaign] = await db
    .select({
      campaignSeq: campaigns.campaignSeq,
      campaignName: campaigns.campaignName,
      campaignAmount: campaigns.campaignAmount,
      donatedPercent: campaigns.donatedPercent,
      partnerCompany: campaigns.partnerCompany,
      displayYn: campaigns.displayYn,
      endedAt: campaigns.endedAt,
      endDate: campaigns.endDate,
    })
    .from(campaigns)
    .where(eq(campaigns.campaignSeq, campaignSeq))
    .limit(1);
  if (!campaign) return null;
  const { displayYn, endedAt, endDate, ...shown } = campaign;
  // As the payment start decides: published, not ended, not past its end date.
  // And as the host chose: not after the event when they stopped wreaths then, not after the archive date.
  const takesWreaths = displayYn === 'Y' && endedAt === null && (endDate === null || endDate >= todayInSeoul()) && wreathRefusal(lifecycle) === null;
  const [thumbnail] = await db
    .select({ path: campaignAttachments.path })
    .from(campaignAttachments)
    .where(eq(campaignAttachments.campaignSeq, campaignSeq))
    .orderBy(asc(campaignAttachments.sortOrder), asc(campaignAttachments.campaignAttachSeq))
    .limit(1);
  const photo = thumbnail ? ((await photosOf(db, [thumbnail.path])).get(thumbnail.path) ?? null) : null;
  const until = wreathsUntil(lifecycle);
  const raisedAmount = await raisedThrough(db, orderNum);
  return { ...shown, raisedAmount, thumbnail: photo, takesWreaths, wreathsUntil: until ? until.toISOString() : null };
}

export interface GuestPage {
  view: InvitationView;
  /** For the link preview: its title and description (the picture is /og/{publicNum}.jpg, link-preview-routes.ts). */
  preview: { title: string; description: string };
}

/** What every guest-facing screen of a public number starts from (the guest page, the kiosk). */
export interface PublicInvitation {
  type: 'W' | 'F';
  /** The host's order number: for reads keyed by it on the server (the ledger), never sent to guests. */
  orderNum: string;
  invitationSeq: number;
  mainPath: string | null;
  mainPhoto: InvitationPhoto | null;
  gallery: InvitationPhoto[];
  /** The host's lifecycle choices and the event's moment (공개·보관 설정). */
  lifecycle: LifecycleRow;
}

/**
 * The invitation a public number names, with its photos; 404 for an unknown
 * one (an order number included) or one its host deleted, 410 for one its
 * host made private.
 */
export async function publicInvitation(db: Database, publicNum: string): Promise<PublicInvitation> {
  const order = await findByPublicNum(db, publicNum);
  if (!order) throw new HttpError(404, messages.invitation.notFound);
  const tables = order.type === 'W' ? weddingTables : funeralTables;
  const found = await invitationOfOrder(db, tables, order.orderNum);
  if (found === undefined) throw new HttpError(404, messages.invitation.notFound);
  const { seq: invitationSeq, ...lifecycle } = found;
  if (lifecycle.unpublished) throw closedError(order.type);
  const attachments = await listAttachments(db, tables, invitationSeq);
  const photos = await photosOf(
    db,
    attachments.map((attachment) => attachment.path),
  );
  const mainPath = attachments.find((attachment) => attachment.attachType === 'main')?.path ?? null;
  const gallery = attachments.filter((attachment) => attachment.attachType === 'gallery').flatMap((attachment) => photos.get(attachment.path) ?? []);
  const mainPhoto = mainPath ? (photos.get(mainPath) ?? null) : null;
  return { type: order.type, orderNum: order.orderNum, invitationSeq, mainPath, mainPhoto, gallery, lifecycle };
}

/** The guest's page of a public number; 404 for an unknown one (an order number included). */
export async function guestPage(db: Database, publicNum: string): Promise<GuestPage> {
  const order = await publicInvitation(db, publicNum);
  const { invitationSeq, orderNum, mainPhoto, gallery, lifecycle } = order;
  // 마음 전하실 곳 left off when the host hid it: the page draws no account block for an empty list.
  const shownAccounts = <View extends { accounts: unknown[] }>(view: View): View => (lifecycle.accountsHidden ? { ...view, accounts: [] } : view);
  const common = {
    publicNum,
    invitationSeq,
    mainPhoto,
    gallery,
    guestbook: guestbookShowing({ enabled: lifecycle.guestbookEnabled, hostOnly: lifecycle.guestbookHostOnly }),
  };

  if (order.type === 'W') {
    const { row, view } = await weddingViewOf(db, invitationSeq);
    return {
      view: {
        ...common,
        invitationType: 'W',
        mainDesign: row.mainDesign,
        campaign: row.useCampaign ? await campaignOf(db, row.campaignSeq, lifecycle, orderNum) : null,
        wedding: shownAccounts(view),
        funeral: null,
        // 참석 의사 (modules/rsvp): the form shows while the host takes answers; the page itself says 마감 after the deadline.
        rsvp: row.rsvpEnabled ? { deadline: row.rsvpDeadline?.toISOString() ?? null } : null,
        updatedAt: row.updateDate.toISOString(),
      },
      preview: {
        title: weddingTitle(view),
        description: [dateTimeText(view.eventDate, view.eventTime), placeText(view.place)].filter(Boolean).join(' · '),
      },
    };
  }
  const { row, view } = await funeralViewOf(db, invitationSeq);
  return {
    view: {
      ...common,
      invitationType: 'F',
      mainDesign: row.mainDesign,
      campaign: row.useCampaign ? await campaignOf(db, row.campaignSeq, lifecycle, orderNum) : null,
      wedding: null,
      funeral: shownAccounts(view),
      updatedAt: row.updateDate.toISOString(),
    },
    preview: {
      title: funeralTitle(view),
      description: [`발인 ${dateTimeText(view.funeralDate, view.funeralTime)}`, placeText(view.place)].filter(Boolean).join(' · '),
    },
  };
}

import { asc, eq } from 'drizzle-orm';
import { dateTimeText, funeralTitle, messages, placeText, todayInSeoul, weddingTitle, type InvitationPhoto, type InvitationView } from '@ongi/shared';
import type { Database } from '@server/db/client';
import { campaignAttachments, campaigns } from '@server/db/schema';
import { HttpError } from '@server/lib/http-error';
import { linkPreviewOf, photosOf } from '../file';
import { funeralViewOf } from './funeral';
import { weddingViewOf } from './wedding';
import { findByPublicNum, funeralTables, invitationSeqOfOrder, listAttachments, weddingTables } from './store';

// The guest's page: everything it shows, from one request, by the public
// number (never the order number, which is the host's). Only what the host
// chose to show: a non-member host's name and phone, the owner's account and
// the order number stay out.

async function campaignOf(db: Database, campaignSeq: number | null): Promise<InvitationView['campaign']> {
  if (campaignSeq === null) return null;
  const [campaign] = await db
    .select({
      campaignSeq: campaigns.campaignSeq,
      campaignName: campaigns.campaignName,
      campaignAmount: campaigns.campaignAmount,
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
  const takesWreaths = displayYn === 'Y' && endedAt === null && (endDate === null || endDate >= todayInSeoul());
  const [thumbnail] = await db
    .select({ path: campaignAttachments.path })
    .from(campaignAttachments)
    .where(eq(campaignAttachments.campaignSeq, campaignSeq))
    .orderBy(asc(campaignAttachments.sortOrder), asc(campaignAttachments.campaignAttachSeq))
    .limit(1);
  const photo = thumbnail ? ((await photosOf(db, [thumbnail.path])).get(thumbnail.path) ?? null) : null;
  return { ...shown, thumbnail: photo, takesWreaths };
}

export interface GuestPage {
  view: InvitationView;
  /** For the link preview: title, description and the 1200×630 picture's key. */
  preview: { title: string; description: string; imagePath: string | null };
}

/** What every guest-facing screen of a public number starts from (the guest page, the kiosk). */
export interface PublicInvitation {
  type: 'W' | 'F';
  invitationSeq: number;
  mainPath: string | null;
  mainPhoto: InvitationPhoto | null;
  gallery: InvitationPhoto[];
}

/** The invitation a public number names, with its photos; 404 for an unknown one (an order number included). */
export async function publicInvitation(db: Database, publicNum: string): Promise<PublicInvitation> {
  const order = await findByPublicNum(db, publicNum);
  if (!order) throw new HttpError(404, messages.invitation.notFound);
  const tables = order.type === 'W' ? weddingTables : funeralTables;
  const invitationSeq = await invitationSeqOfOrder(db, tables, order.orderNum);
  if (invitationSeq === undefined) throw new HttpError(404, messages.invitation.notFound);
  const attachments = await listAttachments(db, tables, invitationSeq);
  const photos = await photosOf(
    db,
    attachments.map((attachment) => attachment.path),
  );
  const mainPath = attachments.find((attachment) => attachment.attachType === 'main')?.path ?? null;
  const gallery = attachments.filter((attachment) => attachment.attachType === 'gallery').flatMap((attachment) => photos.get(attachment.path) ?? []);
  const mainPhoto = mainPath ? (photos.get(mainPath) ?? null) : null;
  return { type: order.type, invitationSeq, mainPath, mainPhoto, gallery };
}

/** The guest's page of a public number; 404 for an unknown one (an order number included). */
export async function guestPage(db: Database, publicNum: string): Promise<GuestPage> {
  const order = await publicInvitation(db, publicNum);
  const { invitationSeq, mainPath, mainPhoto, gallery } = order;
  const common = { publicNum, invitationSeq, mainPhoto, gallery };

  if (order.type === 'W') {
    const { row, view } = await weddingViewOf(db, invitationSeq);
    return {
      view: {
        ...common,
        invitationType: 'W',
        mainDesign: row.mainDesign,
        campaign: row.useCampaign ? await campaignOf(db, row.campaignSeq) : null,
        wedding: view,
        funeral: null,
        updatedAt: row.updateDate.toISOString(),
      },
      preview: {
        title: weddingTitle(view),
        description: [dateTimeText(view.eventDate, view.eventTime), placeText(view.place)].filter(Boolean).join(' · '),
        imagePath: mainPath ? await linkPreviewOf(db, mainPath) : null,
      },
    };
  }
  const { row, view } = await funeralViewOf(db, invitationSeq);
  return {
    view: {
      ...common,
      invitationType: 'F',
      mainDesign: row.mainDesign,
      campaign: row.useCampaign ? await campaignOf(db, row.campaignSeq) : null,
      wedding: null,
      funeral: view,
      updatedAt: row.updateDate.toISOString(),
    },
    preview: {
      title: funeralTitle(view),
      description: [`발인 ${dateTimeText(view.funeralDate, view.funeralTime)}`, placeText(view.place)].filter(Boolean).join(' · '),
      imagePath: mainPath ? await linkPreviewOf(db, mainPath) : null,
    },
  };
}

import type {
  FuneralInvitationEdit,
  FuneralInvitationRequest,
  InvitationAttachment,
  InvitationCheckContext,
  WeddingInvitationEdit,
  WeddingInvitationRequest,
  z,
} from '@ongi/shared';
import type { Database } from '@server/db/client';
import type { KindTables } from './store';

// What differs between a wedding card and a funeral notice: the form's JSON
// part and its schema, its field table (wedding.ts, funeral.ts: how each
// field is stored, loaded for the edit form and shown to guests), its
// accounts and the rows it writes. Everything else (numbers, owners, photos,
// references) is one flow in save.ts and view.ts.

/** What every kind's request has: the references checked before a save, and a logged-out host's name and phone. */
export interface KindRequest {
  partnerSeq: number | null;
  campaignSeq: number | null;
  useCampaign: boolean;
  nonMemberName: string;
  nonMemberPhone: string;
}

/** The columns of a new invitation's order: its number and its owner, a member or a logged-out host. */
export interface OrderColumns {
  orderNum: string;
  accountSeq: number | null;
  nonMemberName: string | null;
  nonMemberPhone: string | null;
}

/** What the edit load has of the order: its numbers and its photos. */
export interface EditOrder {
  orderNum: string;
  publicNum: string;
  attachList: InvitationAttachment[];
}

export interface InvitationKind<Request extends KindRequest, Edit> {
  tables: KindTables;
  /** The multipart field carrying the JSON. */
  jsonField: 'weddingInvitation' | 'funeralInvitation';
  schema(context: InvitationCheckContext): z.ZodType<Request, unknown>;
  campaignType: 'WEDDING' | 'FUNERAL';
  partnerType: 'wedding' | 'funeral';
  created(orderNum: string): string;
  updated: string;
  /** Writes a new invitation's row and its accounts; answers the invitation's number. */
  create(db: Database, request: Request, order: OrderColumns): Promise<number>;
  /** Writes an edit over the invitation's row and replaces its accounts. */
  update(db: Database, invitationSeq: number, request: Request): Promise<void>;
  /** The edit form's values from the stored rows, with the order's numbers and photos. */
  loadEdit(db: Database, invitationSeq: number, order: EditOrder): Promise<Edit>;
  /** The categories a request names (the wedding's campaign and donation trees). */
  categories(request: Request): { categoryCampaignSeq: number | null; categoryDonationSeq: number | null };
}

/** Either kind, where only what both have alike is used. */
export type AnyKind = InvitationKind<WeddingInvitationRequest, WeddingInvitationEdit> | InvitationKind<FuneralInvitationRequest, FuneralInvitationEdit>;

import { z } from '../zod';
import { donationLedgerSchema } from './payment-records';
import { categoryRefSchema, fileKeySchema, instantSchema, optionalSeqParam, pageOf, pageParam, seqParam } from './query';

export const donationGroupCardSchema = z.object({
  donationGroupSeq: z.number().int(),
  groupName: z.string(),
  groupExplain: z.string().nullable(),
  thumbnailPath: fileKeySchema.nullable(),
  category: categoryRefSchema.nullable(),
});
export type DonationGroupCard = z.infer<typeof donationGroupCardSchema>;

/** GET /api/donation-group/get-list?page&categorySeq (8 per page, newest first). */
export const donationGroupListQuerySchema = z.object({ page: pageParam, categorySeq: optionalSeqParam });
export type DonationGroupListQuery = z.input<typeof donationGroupListQuerySchema>;
export const donationGroupPageSchema = pageOf(donationGroupCardSchema);
export type DonationGroupPage = z.infer<typeof donationGroupPageSchema>;

/** GET /api/donation-group/get-detail?donationGroupSeq= */
export const donationGroupDetailQuerySchema = z.object({ donationGroupSeq: seqParam });
export type DonationGroupDetailQuery = z.input<typeof donationGroupDetailQuerySchema>;

export const donationGroupDetailSchema = donationGroupCardSchema.extend({
  /** Sanitised HTML: render inside `ql-editor`. */
  editorHtml: z.string(),
  attachList: z.array(z.object({ donationGroupAttachSeq: z.number().int(), originalName: z.string(), path: fileKeySchema })),
  createDate: instantSchema,
  /** What wreaths have passed on to this organisation as a donation recipient (the donation ledger). */
  donationLedger: donationLedgerSchema,
});
export type DonationGroupDetail = z.infer<typeof donationGroupDetailSchema>;

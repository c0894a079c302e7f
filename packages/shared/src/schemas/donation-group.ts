import { z } from '../zod';
import { messages } from '../messages';
import { adminListQuery, adminListSort, adminRequiredSeq, adminSeqOrNew, requiredText } from './admin';
import { adminDeletedFileSeqs, adminEditorHtml, adminStoredFileSchema } from './admin-content';
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

// ---- Back office (spec 002: donation group list and form) ----

export const donationGroupAdminMessages = {
  groupNameRequired: '단체명을 입력해주세요.',
  groupNameTooLong: '단체명은 100자 이내로 입력해주세요.',
  groupExplainRequired: '단체 소개를 입력해주세요.',
  groupExplainTooLong: '단체 소개는 1,000자 이내로 입력해주세요.',
  deleted: '삭제되었습니다.',
} as const;

export const adminDonationGroupSearchTypes = ['all', 'groupName', 'groupExplain'] as const;
/** What the organisation list sorts by: name, day registered. */
export const adminDonationGroupSorts = ['name', 'createdAt'] as const;
export const adminDonationGroupListQuerySchema = adminListQuery(adminDonationGroupSearchTypes, adminListSort(adminDonationGroupSorts));
export type AdminDonationGroupListQuery = z.input<typeof adminDonationGroupListQuerySchema>;

/** A row of the admin donation group list: number, group name, explanation, created date. */
export const adminDonationGroupRowSchema = z.object({
  donationGroupSeq: z.number().int(),
  groupName: z.string(),
  groupExplain: z.string().nullable(),
  createDate: instantSchema,
});
export type AdminDonationGroupRow = z.infer<typeof adminDonationGroupRowSchema>;

export const adminDonationGroupDetailSchema = z.object({
  donationGroupSeq: z.number().int(),
  categorySeq: z.number().int().nullable(),
  groupName: z.string(),
  groupExplain: z.string().nullable(),
  editorHtml: z.string(),
  thumbnailPath: fileKeySchema.nullable(),
  attachList: z.array(adminStoredFileSchema),
  /** Whether this organisation needs the donor's resident registration number for its 기부금 영수증. */
  receiptResidentNumber: z.boolean(),
  createDate: instantSchema,
});
export type AdminDonationGroupDetail = z.infer<typeof adminDonationGroupDetailSchema>;

/** POST /api/admin/donation-group/save, multipart: `donationGroup` JSON, `thumbnail`, `attachList`. */
export const adminDonationGroupSaveSchema = z.object({
  donationGroupSeq: adminSeqOrNew,
  categorySeq: adminRequiredSeq(messages.adminForm.categoryRequired),
  groupName: requiredText(donationGroupAdminMessages.groupNameRequired, 100, donationGroupAdminMessages.groupNameTooLong),
  groupExplain: requiredText(donationGroupAdminMessages.groupExplainRequired, 1000, donationGroupAdminMessages.groupExplainTooLong),
  editorHtml: adminEditorHtml,
  deletedFileSeqs: adminDeletedFileSeqs,
  removeThumbnail: z.boolean().default(false),
  receiptResidentNumber: z.boolean().default(false),
});
export type AdminDonationGroupSave = z.input<typeof adminDonationGroupSaveSchema>;

/**
 * GET /api/admin/donation-group/options: every organisation (기부단체) by
 * name, as each back-office picker offers them (the payment, settlement and
 * 기부금 영수증 filters, the receipt export): with whether its receipts ask
 * for a resident number and how many receipt requests wait for export.
 */
export const adminOrganisationOptionsSchema = z.array(
  z.object({ donationGroupSeq: z.number().int(), groupName: z.string(), residentNumberAsked: z.boolean(), waiting: z.number().int() }),
);
export type AdminOrganisationOption = z.infer<typeof adminOrganisationOptionsSchema>[number];

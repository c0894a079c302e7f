import { z } from '../zod';
import { messages } from '../messages';
import { donationLedgerSchema } from './payment-records';
import { adminListQuery, adminListSort, adminOptionalSeq, adminRequiredSeq, adminSeqOrNew, requiredText } from './admin';
import { adminAmount, adminDeletedFileSeqs, adminEditorHtml, adminOptionalDay, adminOptionalText, adminStoredFileSchema } from './admin-content';
import { blankAsAbsent, calendarDateSchema, categoryRefSchema, fileKeySchema, instantSchema, optionalSeqParam, pageOf, pageParam, seqParam } from './query';

export const campaignTypeValues = ['WEDDING', 'FUNERAL'] as const;
export type CampaignTypeValue = (typeof campaignTypeValues)[number];

export const sortDirections = ['ASC', 'DESC'] as const;
export type SortDirection = (typeof sortDirections)[number];

/** The quick menu's wreath campaigns (spec 000 section 2). */
export const wreathCampaignSeqs = { celebration: 16, condolence: 17 } as const;

/** The two built-in wreaths: every venue offers them, so they belong to no partner (제휴기관). */
export const isWreathCampaign = (campaignSeq: number | null | undefined): boolean =>
  campaignSeq === wreathCampaignSeqs.celebration || campaignSeq === wreathCampaignSeqs.condolence;

/** Banner slides of the campaign list (GET /api/campaign/get-list1). */
export const campaignBannerSize = 5;

/** The most rows GET /api/campaign/get-campaigns answers at once. */
export const campaignsMaxLimit = 100;

/** A campaign as list cards, banners and the invitation forms' pickers show it. */
export const campaignCardSchema = z.object({
  campaignSeq: z.number().int(),
  campaignName: z.string(),
  campaignAmount: z.number().int(),
  /** The donated share (%) of a wreath's payment: the payment modal's split. */
  donatedPercent: z.number().int(),
  /** The first attachment's key, or null: show a placeholder. */
  thumbnailPath: fileKeySchema.nullable(),
  /** The public category (tabs of the list), null when none or not in use. */
  category: categoryRefSchema.nullable(),
  /** The campaign category the campaign sits in (usually a child of a top level). */
  categoryCampaignSeq: z.number().int().nullable(),
  /** The name of that campaign category's top level (the list's top-level filter), null when none or inactive. */
  categoryCampaignName: z.string().nullable(),
  /** 'YYYY-MM-DD'; null is always open (상시 후원). */
  endDate: calendarDateSchema.nullable(),
  partnerCompany: z.string().nullable(),
  description: z.string().nullable(),
  /** Which invitation form offers it; the detail page's display class follows it. */
  campaignType: z.enum(campaignTypeValues).nullable(),
  /** Free text the administrator typed, e.g. 축하화환. */
  type: z.string().nullable(),
  /** When the administrator ended it (종료): it takes no new wreaths, and its record stays public. Null while open. */
  endedAt: instantSchema.nullable(),
});
export type CampaignCard = z.infer<typeof campaignCardSchema>;

/**
 * GET /api/campaign/get-list (8 per page), get-list1 (banner: campaigns with a
 * thumbnail, 5 per page) and get-list2 (highlight: wreaths 16 and 17 first, 8 per page).
 * categorySeq filters by public category; categoryCampaignSeq by campaign
 * category, matching the campaign's own category or its parent.
 */
export const campaignListQuerySchema = z.object({
  page: pageParam,
  categorySeq: optionalSeqParam,
  categoryCampaignSeq: optionalSeqParam,
});
export type CampaignListQuery = z.input<typeof campaignListQuerySchema>;
export const campaignPageSchema = pageOf(campaignCardSchema);
export type CampaignPage = z.infer<typeof campaignPageSchema>;

/**
 * Campaigns that belong to no partner (the product's own wreaths, 16 and 17)
 * are offered for every invitation (issue 26): 'after' lists them after the
 * partner's own (partnerSeq), 'only' lists nothing else (a place that is not a partner).
 */
export const unpartneredChoices = ['after', 'only'] as const;
export type UnpartneredChoice = (typeof unpartneredChoices)[number];

/** GET /api/campaign/get-campaigns: the invitation forms' campaign pickers. Answers a plain array. */
export const campaignsQuerySchema = z.object({
  categoryCampaignSeq: optionalSeqParam,
  categoryDonationSeq: optionalSeqParam,
  partnerSeq: optionalSeqParam,
  unpartnered: blankAsAbsent(z.enum(unpartneredChoices, { error: messages.query.unpartnered }).optional()),
  sortDirection: blankAsAbsent(z.enum(sortDirections, { error: messages.query.sortDirection }).default('ASC')),
  limit: blankAsAbsent(
    z.coerce
      .number({ error: messages.query.limit })
      .int(messages.query.limit)
      .min(1, messages.query.limit)
      .max(campaignsMaxLimit, messages.query.limit)
      .optional(),
  ),
  campaignType: blankAsAbsent(z.enum(campaignTypeValues, { error: messages.query.campaignType }).optional()),
});
export type CampaignsQuery = z.input<typeof campaignsQuerySchema>;
export const campaignListSchema = z.array(campaignCardSchema);

/** GET /api/campaign/get-detail?campaignSeq= */
export const campaignDetailQuerySchema = z.object({ campaignSeq: seqParam });
export type CampaignDetailQuery = z.input<typeof campaignDetailQuerySchema>;

export const campaignAttachSchema = z.object({
  campaignAttachSeq: z.number().int(),
  originalName: z.string(),
  path: fileKeySchema,
});
export type CampaignAttach = z.infer<typeof campaignAttachSchema>;

export const campaignDetailSchema = campaignCardSchema.extend({
  partnerManager: z.string().nullable(),
  /** Sanitised HTML: render inside an element with Quill's `ql-editor` class. */
  content: z.string(),
  /** Stored 0-based; always set on a published campaign. */
  sortOrder: z.number().int().nullable(),
  partnerSeq: z.number().int().nullable(),
  categoryDonationSeq: z.number().int().nullable(),
  attachList: z.array(campaignAttachSchema),
  createDate: instantSchema,
  /** The campaign's paid wreaths and what they passed on (the donation ledger). */
  donationLedger: donationLedgerSchema,
});
export type CampaignDetail = z.infer<typeof campaignDetailSchema>;

// ---- Back office (spec 002: campaign list and form) ----

export const campaignAdminMessages = {
  campaignCategoryRequired: '캠페인 카테고리를 선택해주세요.',
  donationCategoryRequired: '기부처를 선택해주세요.',
  partnerRequired: '제휴기관을 선택해주세요.',
  /** The partner field of the two built-in wreaths, which every venue offers. */
  wreathPartnerNote: '기본 축하·근조 화환은 모든 식장에서 고를 수 있어 제휴기관 없이 저장됩니다. 한 기관에 묶으려면 고르세요.',
  campaignNameRequired: '캠페인명을 입력해주세요.',
  campaignNameTooLong: '캠페인명은 100자 이내로 입력해주세요.',
  partnerCompanyTooLong: '제휴사명은 100자 이내로 입력해주세요.',
  partnerManagerTooLong: '제휴 담당자는 50자 이내로 입력해주세요.',
  typeTooLong: '유형은 50자 이내로 입력해주세요.',
  descriptionTooLong: '설명은 1,000자 이내로 입력해주세요.',
  sortOrderInvalid: messages.adminForm.displayOrderInvalid,
  tooManyThumbnails: '썸네일은 최대 10개까지 등록할 수 있습니다.',
  displayInvalid: '공개 여부를 선택해주세요.',
  // A published campaign is complete: a wreath of 0 원, or one first on the list for want of an order, is not put out.
  amountRequiredToPublish: '공개하려면 금액을 1원 이상 입력해주세요. 아직 정하지 않았다면 비공개(임시 저장)로 저장하세요.',
  sortOrderRequiredToPublish: '공개하려면 노출 순서를 1 이상으로 입력해주세요. 아직 정하지 않았다면 비공개(임시 저장)로 저장하세요.',
  /** What a delete refused for payments or invitations suggests. */
  endInstead: '대신 종료하세요.',
  endConfirm: '캠페인을 종료하시겠습니까? 새 기부화환을 받지 않고 청첩장·부고장에서 고를 수 없게 됩니다. 결제 기록과 공개 페이지의 기록은 그대로 남습니다.',
  ended: (name: string) => `'${name}' 캠페인을 종료했습니다.`,
  reopenConfirm: '캠페인을 다시 여시겠습니까? 다시 기부화환을 받고 청첩장·부고장에서 고를 수 있게 됩니다.',
  reopened: (name: string) => `'${name}' 캠페인을 다시 열었습니다.`,
  endedNote: '종료된 캠페인입니다. 새 기부화환을 받지 않고 청첩장·부고장에서 고를 수 없습니다. 결제 기록과 공개 페이지의 기록은 그대로입니다.',
  alreadyEnded: '이미 종료된 캠페인입니다.',
  notEnded: '종료되지 않은 캠페인입니다.',
} as const;

/** '공개' or '비공개' (a draft: kept off every public page and payment until it is complete). */
export const campaignDisplayLabels = { Y: '공개', N: '비공개 (임시 저장)' } as const;

export const adminCampaignSearchTypes = ['all', 'campaignName', 'partnerCompany'] as const;
/** What the campaign list sorts by: display order, name, amount, end day, public or draft, day registered. */
export const adminCampaignSorts = ['order', 'name', 'amount', 'endDate', 'status', 'createdAt'] as const;
export const adminCampaignListQuerySchema = adminListQuery(adminCampaignSearchTypes, adminListSort(adminCampaignSorts));
export type AdminCampaignListQuery = z.input<typeof adminCampaignListQuerySchema>;

/** A row of the admin campaign list: order (stored + 1 on screen), category, name, period, amount, state, created date. */
export const adminCampaignRowSchema = z.object({
  campaignSeq: z.number().int(),
  /** Stored 0-based; null for a draft not yet given one. */
  sortOrder: z.number().int().nullable(),
  categoryName: z.string().nullable(),
  campaignName: z.string(),
  endDate: calendarDateSchema.nullable(),
  campaignAmount: z.number().int(),
  displayYn: z.enum(['Y', 'N']),
  endedAt: instantSchema.nullable(),
  createDate: instantSchema,
});
export type AdminCampaignRow = z.infer<typeof adminCampaignRowSchema>;

export const adminCampaignDetailSchema = z.object({
  campaignSeq: z.number().int(),
  categorySeq: z.number().int().nullable(),
  campaignName: z.string(),
  campaignAmount: z.number().int(),
  donatedPercent: z.number().int(),
  partnerCompany: z.string().nullable(),
  partnerManager: z.string().nullable(),
  type: z.string().nullable(),
  /** Which invitations offer it: 청첩장 (WEDDING), 부고장 (FUNERAL), or neither (public pages only). */
  campaignType: z.enum(campaignTypeValues).nullable(),
  endDate: calendarDateSchema.nullable(),
  description: z.string().nullable(),
  /** The editor's HTML (sanitised when stored). */
  content: z.string(),
  /** Stored 0-based; null for a draft not yet given one. */
  sortOrder: z.number().int().nullable(),
  /** 'N': a draft, on no public page. */
  displayYn: z.enum(['Y', 'N']),
  endedAt: instantSchema.nullable(),
  categoryCampaignSeq: z.number().int().nullable(),
  /** The top level of categoryCampaignSeq (itself when it is a top level). */
  categoryCampaignTopSeq: z.number().int().nullable(),
  categoryDonationSeq: z.number().int().nullable(),
  categoryDonationTopSeq: z.number().int().nullable(),
  partnerSeq: z.number().int().nullable(),
  attachList: z.array(adminStoredFileSchema),
  createDate: instantSchema,
});
export type AdminCampaignDetail = z.infer<typeof adminCampaignDetailSchema>;

const adminTreeLeafSchema = z.object({ seq: z.number().int(), name: z.string(), isActive: z.boolean() });
const adminTreeNodeSchema = adminTreeLeafSchema.extend({ children: z.array(adminTreeLeafSchema) });
export type AdminCategoryTreeNode = z.infer<typeof adminTreeNodeSchema>;

/** GET /api/admin/campaign/options: the form's selectors, inactive categories included (marked). */
export const adminCampaignOptionsSchema = z.object({
  campaignCategories: z.array(adminTreeNodeSchema),
  donationCategories: z.array(adminTreeNodeSchema),
  /** Ended partners too (marked): a campaign already tied to one keeps it. */
  partners: z.array(z.object({ partnerSeq: z.number().int(), name: z.string(), type: z.string(), ended: z.boolean() })),
});
export type AdminCampaignOptions = z.infer<typeof adminCampaignOptionsSchema>;

/**
 * POST /api/admin/campaign/save, multipart: the `campaign` part is this JSON
 * (campaignSeq -1 or absent registers), `thumbnails` the new images in order.
 * categoryCampaignSeq and categoryDonationSeq are the chosen second level, or
 * the top level when it has no children. sortOrder is the stored value
 * (the screen's number - 1), null when not given. A public campaign
 * (displayYn 'Y') needs an amount above 0 and an order; a draft ('N') may
 * be saved without them.
 */
export const adminCampaignSaveSchema = z
  .object({
    campaignSeq: adminSeqOrNew,
    categorySeq: adminOptionalSeq(messages.adminForm.categoryRequired),
    campaignName: requiredText(campaignAdminMessages.campaignNameRequired, 100, campaignAdminMessages.campaignNameTooLong),
    campaignAmount: adminAmount,
    /** The donated share of each wreath (기부처 전달, %); half unless the administrator says otherwise. */
    donatedPercent: z.preprocess(
      (value) => (value === '' || value === null || value === undefined ? 50 : typeof value === 'string' ? Number(value) : value),
      z
        .number({ error: messages.settlement.donatedPercentInvalid })
        .int(messages.settlement.donatedPercentInvalid)
        .min(1, messages.settlement.donatedPercentInvalid)
        .max(100, messages.settlement.donatedPercentInvalid),
    ),
    partnerCompany: adminOptionalText(100, campaignAdminMessages.partnerCompanyTooLong),
    partnerManager: adminOptionalText(50, campaignAdminMessages.partnerManagerTooLong),
    type: adminOptionalText(50, campaignAdminMessages.typeTooLong),
    campaignType: z.preprocess(
      (value) => (value === '' || value === undefined ? null : value),
      z.enum(campaignTypeValues, { error: messages.query.campaignType }).nullable(),
    ),
    endDate: adminOptionalDay,
    description: adminOptionalText(1000, campaignAdminMessages.descriptionTooLong),
    content: adminEditorHtml,
    sortOrder: z.preprocess(
      (value) => (value === '' || value === undefined ? null : value),
      z
        .number({ error: campaignAdminMessages.sortOrderInvalid })
        .int(campaignAdminMessages.sortOrderInvalid)
        .min(0, campaignAdminMessages.sortOrderInvalid)
        .max(1_000_000, campaignAdminMessages.sortOrderInvalid)
        .nullable(),
    ),
    displayYn: z.enum(['Y', 'N'], { error: campaignAdminMessages.displayInvalid }).default('Y'),
    categoryCampaignSeq: adminRequiredSeq(campaignAdminMessages.campaignCategoryRequired),
    categoryDonationSeq: adminRequiredSeq(campaignAdminMessages.donationCategoryRequired),
    // Required but for the two built-in wreaths (the check below), which may stay with every venue.
    partnerSeq: adminOptionalSeq(campaignAdminMessages.partnerRequired),
    deletedFileSeqs: adminDeletedFileSeqs,
  })
  .superRefine((campaign, context) => {
    if (campaign.partnerSeq === null && !isWreathCampaign(campaign.campaignSeq)) {
      context.addIssue({ code: 'custom', path: ['partnerSeq'], message: campaignAdminMessages.partnerRequired });
    }
    if (campaign.displayYn !== 'Y') return;
    if (campaign.campaignAmount < 1) context.addIssue({ code: 'custom', path: ['campaignAmount'], message: campaignAdminMessages.amountRequiredToPublish });
    if (campaign.sortOrder === null) context.addIssue({ code: 'custom', path: ['sortOrder'], message: campaignAdminMessages.sortOrderRequiredToPublish });
  });
export type AdminCampaignSave = z.input<typeof adminCampaignSaveSchema>;

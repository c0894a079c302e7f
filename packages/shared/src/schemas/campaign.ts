import { z } from '../zod';
import { messages } from '../messages';
import { donationLedgerSchema } from './payment-records';
import {
  blankAsAbsent,
  calendarDateSchema,
  categoryRefSchema,
  fileKeySchema,
  instantSchema,
  optionalSeqParam,
  pageOf,
  pageParam,
  seqParam,
} from './query';

export const campaignTypeValues = ['WEDDING', 'FUNERAL'] as const;
export type CampaignTypeValue = (typeof campaignTypeValues)[number];

export const sortDirections = ['ASC', 'DESC'] as const;
export type SortDirection = (typeof sortDirections)[number];

/** The quick menu's wreath campaigns (spec 000 section 2). */
export const wreathCampaignSeqs = { celebration: 16, condolence: 17 } as const;

/** Banner slides of the campaign list (GET /api/campaign/get-list1). */
export const campaignBannerSize = 5;

/** The most rows GET /api/campaign/get-campaigns answers at once. */
export const campaignsMaxLimit = 100;

/** A campaign as list cards, banners and the invitation forms' pickers show it. */
export const campaignCardSchema = z.object({
  campaignSeq: z.number().int(),
  campaignName: z.string(),
  campaignAmount: z.number().int(),
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

/** GET /api/campaign/get-campaigns: the invitation forms' campaign pickers. Answers a plain array. */
export const campaignsQuerySchema = z.object({
  categoryCampaignSeq: optionalSeqParam,
  categoryDonationSeq: optionalSeqParam,
  partnerSeq: optionalSeqParam,
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
  sortOrder: z.number().int(),
  partnerSeq: z.number().int().nullable(),
  categoryDonationSeq: z.number().int().nullable(),
  attachList: z.array(campaignAttachSchema),
  createDate: instantSchema,
  /** The campaign's paid wreaths and what they passed on (the donation ledger). */
  donationLedger: donationLedgerSchema,
});
export type CampaignDetail = z.infer<typeof campaignDetailSchema>;

import { z } from '../zod';
import { adminListQuery, adminListSort, adminSeqOrNew, requiredText } from './admin';
import { instantSchema, seqParam } from './query';

export const partnerKinds = ['wedding', 'funeral'] as const;
export type PartnerKind = (typeof partnerKinds)[number];

/** GET /api/partners/get-partner-with-details/:id */
export const partnerParamsSchema = z.object({ id: seqParam });

/** A wedding venue or funeral home with its halls or rooms (details) in order. */
export const partnerWithDetailsSchema = z.object({
  partnerSeq: z.number().int(),
  type: z.enum(partnerKinds),
  name: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  addressName: z.string().nullable(),
  roadAddressName: z.string().nullable(),
  phone: z.string().nullable(),
  placeUrl: z.string().nullable(),
  details: z.array(z.object({ seq: z.number().int(), name: z.string() })),
});
export type PartnerWithDetails = z.infer<typeof partnerWithDetailsSchema>;

// ---- Back office (spec 002: partner list and form) ----

export const partnerKindLabels: Record<PartnerKind, string> = { wedding: '예식장', funeral: '장례식장' };

/** The partner screens' own sentences (spec 002 gives none beyond '선택된 기관이 없습니다'). */
export const partnerAdminMessages = {
  typeRequired: '기관 유형(예식장 또는 장례식장)을 선택해주세요.',
  nameRequired: '기관명을 입력해주세요.',
  nameTooLong: '기관명은 100자 이내로 입력해주세요.',
  addressTooLong: '주소는 200자 이내로 입력해주세요.',
  phoneInvalid: '전화번호는 숫자와 하이픈(-)으로 20자 이내로 입력해주세요.',
  placeUrlInvalid: '장소 URL은 http:// 또는 https://로 시작하는 주소로 입력해주세요.',
  coordinatesInvalid: '지도 좌표가 올바르지 않습니다. 장소를 다시 검색해 골라주세요.',
  detailNameTooLong: '세부 장소 이름은 50자 이내로 입력해주세요.',
  tooManyDetails: '세부 장소는 50개까지 등록할 수 있습니다.',
  /** What a delete refused for campaigns or invitations suggests. */
  endInstead: '대신 종료하세요.',
  endConfirm: '제휴기관을 종료하시겠습니까? 새 청첩장·부고장과 캠페인에서 고를 수 없게 됩니다. 이미 연결된 초대장과 캠페인은 그대로 둡니다.',
  ended: (name: string) => `'${name}' 제휴기관을 종료했습니다.`,
  reopenConfirm: '제휴기관을 다시 여시겠습니까? 다시 청첩장·부고장과 캠페인에서 고를 수 있게 됩니다.',
  reopened: (name: string) => `'${name}' 제휴기관을 다시 열었습니다.`,
  endedNote: '종료된 제휴기관입니다. 새 청첩장·부고장과 캠페인에서 고를 수 없습니다.',
  alreadyEnded: '이미 종료된 제휴기관입니다.',
  notEnded: '종료되지 않은 제휴기관입니다.',
} as const;

export const adminPartnerSearchTypes = ['all', 'name', 'address'] as const;
/** What the partner list sorts by: kind, name, day registered. */
export const adminPartnerSorts = ['type', 'name', 'createdAt'] as const;
export const adminPartnerListQuerySchema = adminListQuery(adminPartnerSearchTypes, adminListSort(adminPartnerSorts));
export type AdminPartnerListQuery = z.input<typeof adminPartnerListQuerySchema>;

/** A row of the admin partner list: number, type, name, road address, phone, created date. */
export const adminPartnerRowSchema = z.object({
  partnerSeq: z.number().int(),
  type: z.enum(partnerKinds),
  name: z.string(),
  addressName: z.string().nullable(),
  roadAddressName: z.string().nullable(),
  phone: z.string().nullable(),
  /** When it was ended (종료): no longer offered to new invitations and campaigns. */
  endedAt: instantSchema.nullable(),
  createDate: instantSchema,
});
export type AdminPartnerRow = z.infer<typeof adminPartnerRowSchema>;

export const adminPartnerDetailSchema = partnerWithDetailsSchema.extend({ endedAt: instantSchema.nullable(), createDate: instantSchema });
export type AdminPartnerDetail = z.infer<typeof adminPartnerDetailSchema>;

/** Optional text: blank (or absent) is stored as null. */
const optionalText = (max: number, message: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    z
      .string({ error: message })
      .trim()
      .max(max, message)
      .nullish()
      .transform((text) => text ?? null),
  );

const coordinate = (limit: number) =>
  z.preprocess(
    (value) => (value === '' || value === undefined ? null : value),
    z.coerce
      .number({ error: partnerAdminMessages.coordinatesInvalid })
      .min(-limit, partnerAdminMessages.coordinatesInvalid)
      .max(limit, partnerAdminMessages.coordinatesInvalid)
      .nullable(),
  );

/**
 * POST /api/admin/partner/save {partnerSeq, type, name, latitude, longitude,
 * addressName, roadAddressName, phone, placeUrl, details:[{name}]}: no
 * partnerSeq (or -1) registers. Detail names left empty are dropped (spec 002 §5).
 */
export const adminPartnerSaveSchema = z.object({
  partnerSeq: adminSeqOrNew,
  type: z.preprocess((value) => (value === '' ? undefined : value), z.enum(partnerKinds, { error: partnerAdminMessages.typeRequired })),
  name: requiredText(partnerAdminMessages.nameRequired, 100, partnerAdminMessages.nameTooLong),
  latitude: coordinate(90),
  longitude: coordinate(180),
  addressName: optionalText(200, partnerAdminMessages.addressTooLong),
  roadAddressName: optionalText(200, partnerAdminMessages.addressTooLong),
  phone: optionalText(20, partnerAdminMessages.phoneInvalid).refine((phone) => phone === null || /^[0-9-]+$/.test(phone), partnerAdminMessages.phoneInvalid),
  placeUrl: optionalText(500, partnerAdminMessages.placeUrlInvalid).refine(
    (url) => url === null || /^https?:\/\/\S+$/i.test(url),
    partnerAdminMessages.placeUrlInvalid,
  ),
  details: z
    .array(z.object({ name: z.string().trim().max(50, partnerAdminMessages.detailNameTooLong) }))
    .max(50, partnerAdminMessages.tooManyDetails)
    .default([])
    .transform((details) => details.filter((detail) => detail.name !== '')),
});
export type AdminPartnerSaveInput = z.input<typeof adminPartnerSaveSchema>;
export type AdminPartnerSave = z.output<typeof adminPartnerSaveSchema>;

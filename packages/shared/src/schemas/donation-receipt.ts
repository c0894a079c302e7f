import { z } from '../zod';
import { messages } from '../messages';
import { isCalendarDay } from '../format/date';
import { isCalendarDate } from '../invitation/schemas';
import { isValidEmail } from '../rules/email';
import { isCompleteMobile, phoneDigits } from '../rules/phone';
import { adminListQuery, adminListSort } from './admin';
import { firstFailure } from './first-failure';
import { donorTypes, type DonorType } from './payment-records';
import { blankAsAbsent, instantSchema, optionalSeqParam } from './query';

// 기부금 영수증 requests (issue 25): the payer asks from the receipt lookup,
// with the lookup's own proof, for a receipt of the donated part. What is
// asked is what the organisation needs to issue one; the resident
// registration number only when the organisation's setting says so, stored
// encrypted, shown to administrators only and deleted once the request is
// exported to the organisation.

const m = messages.donationReceipt;

export const donationReceiptStates = ['REQUESTED', 'EXPORTED'] as const;
export type DonationReceiptState = (typeof donationReceiptStates)[number];
export const donationReceiptStateLabels: Record<DonationReceiptState, string> = {
  REQUESTED: '신청됨',
  EXPORTED: '기부단체 전달',
};

export const donationReceiptLimits = { donorName: 30, address: 200, email: 100 } as const;

/** How long the resident number is kept, as the form explains it to the payer. */
export const residentNumberKeptUntil = '기부단체에 신청 내용을 전달할 때까지만 암호화해 보관하고, 전달과 함께 지웁니다.';

/** 13 digits, as typed with or without the hyphen ('900101-1234567'); no checksum (numbers issued since 2020 do not follow it). */
export function residentNumberDigits(value: string | null | undefined): string {
  return (value ?? '').replace(/[\s-]/g, '');
}
export const isResidentNumber = (digits: string) => /^\d{13}$/.test(digits);

const trimmedText = z
  .string()
  .nullish()
  .transform((value) => (value ?? '').trim().replace(/\s+/g, ' '));
const todayIso = () => new Date().toISOString().slice(0, 10);

/**
 * POST /api/payment/donation-receipt/{paymentId}/{name}/{phoneNum}: who the
 * receipt is made out to, where it is sent (a mobile number or an e-mail, at
 * least one), and the resident number when the organisation asks for it.
 * Whether it must be there is the organisation's setting, checked by the
 * server; a form that knows the setting uses `donationReceiptRequestSchemaFor`.
 */
function requestSchema(residentNumber: 'required' | 'optional') {
  return z
    .object({
      donorType: z.unknown().optional(),
      donorName: trimmedText,
      /** 'YYYY-MM-DD' for a person. */
      birthDate: trimmedText,
      /** 10 digits for a business. */
      businessNumber: z.string().nullish().transform(phoneDigits),
      address: trimmedText,
      phoneNum: z.string().nullish().transform(phoneDigits),
      email: trimmedText,
      /** Digits only; '' when not given (an edit keeps the stored one). */
      residentNumber: z.string().nullish().transform(residentNumberDigits),
    })
    .superRefine((input, context) => {
      const person = input.donorType === 'PERSON';
      firstFailure(context, [
        () => [!donorTypes.includes(input.donorType as DonorType), 'donorType', m.donorTypeRequired],
        () => [input.donorName === '', 'donorName', m.donorNameRequired],
        () => [Array.from(input.donorName).length > donationReceiptLimits.donorName, 'donorName', m.donorNameTooLong],
        () =>
          person ? [!isCalendarDate(input.birthDate) || input.birthDate > todayIso() || input.birthDate < '1900-01-01', 'birthDate', m.birthDateInvalid] : null,
        () => (person ? null : [input.businessNumber.length !== 10, 'businessNumber', m.businessNumberInvalid]),
        () => [input.address === '', 'address', m.addressRequired],
        () => [Array.from(input.address).length > donationReceiptLimits.address, 'address', m.addressTooLong],
        () => [input.phoneNum === '' && input.email === '', 'phoneNum', m.deliveryRequired],
        () => (input.phoneNum === '' ? null : [!isCompleteMobile(input.phoneNum), 'phoneNum', m.phoneInvalid]),
        () => (input.email === '' ? null : [input.email.length > donationReceiptLimits.email || !isValidEmail(input.email), 'email', m.emailInvalid]),
        () => (person && residentNumber === 'required' ? [input.residentNumber === '', 'residentNumber', m.residentNumberRequired] : null),
        () => (input.residentNumber === '' ? null : [!isResidentNumber(input.residentNumber), 'residentNumber', m.residentNumberInvalid]),
      ]);
    })
    .transform((input) => {
      const person = input.donorType === 'PERSON';
      return {
        donorType: input.donorType as DonorType,
        donorName: input.donorName,
        birthDate: person ? input.birthDate : null,
        businessNumber: person ? null : input.businessNumber,
        address: input.address,
        phoneNum: input.phoneNum === '' ? null : input.phoneNum,
        email: input.email === '' ? null : input.email,
        // A business is issued by its number: a resident number is never kept for one.
        residentNumber: person && input.residentNumber !== '' ? input.residentNumber : null,
      };
    });
}

export const donationReceiptRequestSchema = requestSchema('optional');
/** The payer's form: the resident number is required when the organisation asks for it and none is stored yet. */
export const donationReceiptRequestSchemaFor = (residentNumberRequired: boolean) => requestSchema(residentNumberRequired ? 'required' : 'optional');
export type DonationReceiptRequestInput = z.input<typeof donationReceiptRequestSchema>;
export type DonationReceiptRequestBody = z.output<typeof donationReceiptRequestSchema>;

/** A request as its payer sees it again: never the resident number, only whether one is kept. */
export const donationReceiptSchema = z.object({
  state: z.enum(donationReceiptStates),
  donorType: z.enum(donorTypes),
  donorName: z.string(),
  birthDate: z.string().nullable(),
  businessNumber: z.string().nullable(),
  address: z.string(),
  phoneNum: z.string().nullable(),
  email: z.string().nullable(),
  hasResidentNumber: z.boolean(),
  requestedAt: instantSchema,
  exportedAt: instantSchema.nullable(),
});
export type DonationReceipt = z.infer<typeof donationReceiptSchema>;

/** GET of the same path: what the form needs to know, and the request when there is one. */
export const donationReceiptViewSchema = z.object({
  /** The donated part of what stays paid, which the receipt is for. */
  donatedAmount: z.number().int(),
  organisationName: z.string().nullable(),
  /** The organisation's setting: whether it needs the donor's resident number. */
  residentNumberAsked: z.boolean(),
  /** Why no request can be made for this payment (not standing, a test, no organisation); null when one can. */
  refusal: z.string().nullable(),
  request: donationReceiptSchema.nullable(),
});
export type DonationReceiptView = z.infer<typeof donationReceiptViewSchema>;

export const donationReceiptSavedSchema = z.object({ message: z.string(), request: donationReceiptSchema });
export type DonationReceiptSaved = z.infer<typeof donationReceiptSavedSchema>;

// ---- Back office ----

const dayParam = blankAsAbsent(z.string({ error: messages.query.searchWord }).refine(isCalendarDay, m.periodRequired).optional());

export const adminDonationReceiptSearchTypes = ['all', 'paymentId', 'donor'] as const;

/** What the receipt requests sort by: payment day, organisation, donor, donated amount, state, day asked. */
export const adminDonationReceiptSorts = ['paidAt', 'group', 'name', 'amount', 'status', 'createdAt'] as const;
/** GET /api/admin/donation-receipt/list?page&searchType&searchWord&state&donationGroupSeq&from&to&sort&direction (Korean days of the payment, inclusive). */
export const adminDonationReceiptListQuerySchema = adminListQuery(adminDonationReceiptSearchTypes, {
  ...adminListSort(adminDonationReceiptSorts),
  state: blankAsAbsent(z.enum(donationReceiptStates, { error: '처리 상태를 다시 선택해주세요.' }).optional()),
  donationGroupSeq: optionalSeqParam,
  from: dayParam,
  to: dayParam,
}).refine((query) => !query.from || !query.to || query.from <= query.to, { message: '기간의 시작일이 종료일보다 늦습니다.', path: ['from'] });
export type AdminDonationReceiptListQuery = z.input<typeof adminDonationReceiptListQuerySchema>;

export const adminDonationReceiptRowSchema = z.object({
  donationReceiptSeq: z.number().int(),
  paymentId: z.string(),
  paidAt: instantSchema.nullable(),
  groupName: z.string(),
  donorType: z.enum(donorTypes),
  donorName: z.string(),
  donatedAmount: z.number().int(),
  hasResidentNumber: z.boolean(),
  state: z.enum(donationReceiptStates),
  requestedAt: instantSchema,
  exportedAt: instantSchema.nullable(),
});
export type AdminDonationReceiptRow = z.infer<typeof adminDonationReceiptRowSchema>;

export const adminDonationReceiptDetailSchema = adminDonationReceiptRowSchema.extend({
  donationGroupSeq: z.number().int(),
  payerName: z.string().nullable(),
  birthDate: z.string().nullable(),
  businessNumber: z.string().nullable(),
  address: z.string(),
  phoneNum: z.string().nullable(),
  email: z.string().nullable(),
  residentNumberAsked: z.boolean(),
});
export type AdminDonationReceiptDetail = z.infer<typeof adminDonationReceiptDetailSchema>;

/** POST /api/admin/donation-receipt/reveal/{seq}: the decrypted number, written to the audit trail (never its digits). */
export const adminResidentNumberSchema = z.object({ residentNumber: z.string() });

/** GET /api/admin/donation-receipt/settlement/:seq: how many requests of a settlement batch's wreaths still wait for their export. */
export const adminBatchReceiptsSchema = z.object({ settlementBatchSeq: z.number().int(), groupName: z.string(), waiting: z.number().int() });
export type AdminBatchReceipts = z.infer<typeof adminBatchReceiptsSchema>;

/** POST /api/admin/donation-receipt/export: one organisation's requests of payments paid in a period (Korean days, inclusive). */
export const adminDonationReceiptExportSchema = z
  .object({
    donationGroupSeq: z.number({ error: m.organisationRequired }).int(m.organisationRequired).min(1, m.organisationRequired),
    from: z.string({ error: m.periodRequired }).refine(isCalendarDay, m.periodRequired),
    to: z.string({ error: m.periodRequired }).refine(isCalendarDay, m.periodRequired),
  })
  .refine((body) => body.from <= body.to, { message: '기간의 시작일이 종료일보다 늦습니다.', path: ['from'] });
export type AdminDonationReceiptExport = z.input<typeof adminDonationReceiptExportSchema>;

import { z } from '../zod';
import { messages } from '../messages';
import { emailMaxLength, isValidEmail } from '../rules/email';
import { adminListQuery, adminListSort, adminRequiredSeq } from './admin';
import { blankAsAbsent, instantSchema } from './query';

export const inquiryUserTypeValues = ['member', 'nonMember'] as const;
export type InquiryUserType = (typeof inquiryUserTypeValues)[number];

export const inquiryLimits = { title: 100, content: 3000, email: emailMaxLength } as const;

/**
 * POST /api/inquiry/create. Checked in the spec's order, first failure wins:
 * 제목을 입력해 주세요. / 내용을 입력해 주세요. / 이메일을 입력해 주세요. (the
 * e-mail only for non-members; a member may send it empty, and a member's
 * e-mail, when given, must still look like one).
 *
 * questionContent is the plain text typed in the textarea: the server escapes
 * it and stores its line breaks as <br> (newlinesToBr).
 */
export const inquiryCreateSchema = z
  .object({
    questionTitle: z
      .string({ error: messages.inquiry.titleRequired })
      .trim()
      .min(1, messages.inquiry.titleRequired)
      .max(inquiryLimits.title, messages.inquiry.titleTooLong),
    questionContent: z
      .string({ error: messages.inquiry.contentRequired })
      .refine((text) => text.trim().length > 0, messages.inquiry.contentRequired)
      .refine((text) => text.length <= inquiryLimits.content, messages.inquiry.contentTooLong),
    userType: z.enum(inquiryUserTypeValues, { error: messages.inquiry.userType }),
    emailReceive: z.enum(['Y', 'N'], { error: messages.inquiry.emailReceive }).default('Y'),
    userEmail: z
      .string({ error: messages.inquiry.emailInvalid })
      .trim()
      .max(inquiryLimits.email, messages.inquiry.emailInvalid)
      .nullish()
      .transform((email) => email ?? ''),
  })
  .superRefine((input, context) => {
    if (input.userEmail === '') {
      if (input.userType === 'nonMember') {
        context.addIssue({ code: 'custom', path: ['userEmail'], message: messages.inquiry.emailRequired });
      }
      return;
    }
    if (!isValidEmail(input.userEmail)) {
      context.addIssue({ code: 'custom', path: ['userEmail'], message: messages.inquiry.emailInvalid });
    }
  });
export type InquiryCreateInput = z.input<typeof inquiryCreateSchema>;
export type InquiryCreate = z.output<typeof inquiryCreateSchema>;

// ---- Back office (spec 002: inquiry list and answer screen) ----

/** The answer screen's own sentences (spec 002 keeps only the delete confirm, as decided in the spec README). */
export const inquiryAdminMessages = {
  deleteConfirm: '문의를 삭제하시겠습니까?',
  answerRequired: '답변 내용을 입력해주세요.',
  answerTooLong: '답변은 5,000자 이내로 입력해주세요.',
  answered: '답변이 저장되었습니다.',
  answeredMailed: '답변이 저장되었고, 문의하신 분께 이메일로 보냅니다.',
  mailSubject: (title: string) => `[온기] 1:1 문의에 답변드립니다: ${title}`,
  mailBody: (question: string, answer: string) => {
    // An answer that already thanks the reader is not thanked for twice.
    const closing = /감사합니다[.!]?$/.test(answer.trimEnd()) ? [] : ['', '감사합니다.'];
    return ['안녕하세요, 온기입니다.', '', '남겨 주신 1:1 문의에 답변드립니다.', '', '[문의 내용]', question, '', '[답변]', answer, ...closing].join('\n');
  },
} as const;

export const inquiryAnswerFilterValues = ['answered', 'notAnswered'] as const;
export const adminInquirySearchTypes = ['all', 'title', 'content', 'email'] as const;
/** What the inquiry list sorts by: title, answered or not, day asked. */
export const adminInquirySorts = ['name', 'status', 'createdAt'] as const;
export const adminInquiryListQuerySchema = adminListQuery(adminInquirySearchTypes, {
  ...adminListSort(adminInquirySorts),
  answerStatus: blankAsAbsent(z.enum(inquiryAnswerFilterValues, { error: messages.query.searchType }).optional()),
});
export type AdminInquiryListQuery = z.input<typeof adminInquiryListQuerySchema>;

/** A row of the admin inquiry list: number, title, answer status. */
export const adminInquiryRowSchema = z.object({
  inquirySeq: z.number().int(),
  questionTitle: z.string(),
  userEmail: z.string().nullable(),
  isAnswered: z.boolean(),
  createDate: instantSchema,
});
export type AdminInquiryRow = z.infer<typeof adminInquiryRowSchema>;

/** The answer screen's record; questionContent and answer are stored with <br> (show them with brToNewlines, as text). */
export const adminInquiryDetailSchema = z.object({
  inquirySeq: z.number().int(),
  userType: z.enum(inquiryUserTypeValues),
  questionTitle: z.string(),
  questionContent: z.string(),
  userEmail: z.string().nullable(),
  emailReceive: z.boolean(),
  createDate: instantSchema,
  answer: z.string().nullable(),
  answerDate: instantSchema.nullable(),
  isAnswered: z.boolean(),
});
export type AdminInquiryDetail = z.infer<typeof adminInquiryDetailSchema>;

/**
 * POST /api/admin/inquiry/save (the spec's answer-inquiry) {inquirySeq,
 * answer}: the answer is plain text; the server stores its line breaks as
 * <br>, marks the inquiry answered and mails the asker.
 */
export const adminInquiryAnswerSchema = z.object({
  inquirySeq: adminRequiredSeq(messages.query.seq),
  answer: z
    .string({ error: inquiryAdminMessages.answerRequired })
    .refine((text) => text.trim().length > 0, inquiryAdminMessages.answerRequired)
    .refine((text) => text.length <= 5000, inquiryAdminMessages.answerTooLong),
});
export type AdminInquiryAnswer = z.input<typeof adminInquiryAnswerSchema>;

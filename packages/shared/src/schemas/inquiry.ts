import { z } from '../zod';
import { messages } from '../messages';
import { emailMaxLength, isValidEmail } from '../rules/email';

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

import { z } from '../zod';
import { messages } from '../messages';
import { maxSeq } from './query';

// Pieces the back office's content forms share (sponsor activities, donation
// groups, campaigns): a multipart save carries its fields as one JSON part
// and its files beside it; stored attachments leave by their numbers.

export const adminContentMessages = {
  dateInvalid: '날짜를 올바르게 선택해주세요.',
  amountInvalid: '금액을 올바르게 입력해주세요.',
  bodyTooLong: '본문이 너무 깁니다. 내용을 줄여주세요.',
  fileSeqInvalid: '삭제할 첨부파일이 올바르지 않습니다.',
} as const;

/** Thumbnails and attachments: at most this many bytes each (10 MB, 20 MB). */
export const adminThumbnailMaxBytes = 10 * 1024 * 1024;
export const adminAttachmentMaxBytes = 20 * 1024 * 1024;
/** Attachments of one sponsor activity or donation group, thumbnails of one campaign. */
export const adminAttachmentMax = 10;
/** Documents an attachment may be (checked by their bytes on the server). */
export const adminAttachmentExtensions = ['jpg', 'jpeg', 'png', 'pdf', 'doc', 'docx', 'ppt', 'pptx', 'hwp', 'zip'] as const;

/**
 * Why the server would refuse an attachment, told when it is chosen (its
 * name's extension and its size; the server checks the bytes as well), or
 * undefined when it may go.
 */
export function adminAttachmentRefusal(file: { name: string; size: number }): string | undefined {
  const extension = file.name.includes('.') ? (file.name.split('.').pop() ?? '').toLowerCase() : '';
  if (!(adminAttachmentExtensions as readonly string[]).includes(extension)) return messages.file.typeNotAllowedNamed(file.name, adminAttachmentExtensions);
  if (file.size > adminAttachmentMaxBytes) return messages.file.tooLargeNamed(file.name, adminAttachmentMaxBytes / (1024 * 1024));
  return undefined;
}

/** The numbers of stored attachments taken out in an edit. */
export const adminDeletedFileSeqs = z
  .array(
    z
      .number({ error: adminContentMessages.fileSeqInvalid })
      .int(adminContentMessages.fileSeqInvalid)
      .min(1, adminContentMessages.fileSeqInvalid)
      .max(maxSeq, adminContentMessages.fileSeqInvalid),
    {
      error: adminContentMessages.fileSeqInvalid,
    },
  )
  .max(100, adminContentMessages.fileSeqInvalid)
  .default([]);

const realDay = (value: string) => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
};

/** A day 'YYYY-MM-DD' that must be chosen: `required` when blank. */
export function adminRequiredDay(required: string) {
  return z.string({ error: required }).trim().min(1, required).refine(realDay, adminContentMessages.dateInvalid);
}

/** A day that may be left empty (null): an open end. */
export const adminOptionalDay = z.preprocess(
  (value) => (value === '' || value === undefined ? null : value),
  z.string({ error: adminContentMessages.dateInvalid }).trim().refine(realDay, adminContentMessages.dateInvalid).nullable(),
);

/** Won, as a whole number the amount input sends (0 when nothing was typed). */
export const adminAmount = z.preprocess(
  (value) => (value === '' || value === null || value === undefined ? 0 : value),
  z
    .number({ error: adminContentMessages.amountInvalid })
    .int(adminContentMessages.amountInvalid)
    .min(0, adminContentMessages.amountInvalid)
    .max(2_000_000_000, adminContentMessages.amountInvalid),
);

/** The editor's HTML (cleaned by the server's sanitiser when stored). */
export const adminEditorHtml = z.string({ error: adminContentMessages.bodyTooLong }).max(200_000, adminContentMessages.bodyTooLong).default('');

/** Optional short text: blank is null. */
export function adminOptionalText(max: number, tooLong: string) {
  return z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    z.string({ error: tooLong }).trim().max(max, tooLong).nullable().default(null),
  );
}

/** A stored attachment as the admin forms list it. */
export const adminStoredFileSchema = z.object({ seq: z.number().int(), originalName: z.string(), path: z.string() });
export type AdminStoredFile = z.infer<typeof adminStoredFileSchema>;

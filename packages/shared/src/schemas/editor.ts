import { z } from '../zod';
import { fileKeySchema } from './query';

/** The boards whose rich-text editor uploads images (POST /api/file/upload-editor-img, field uploadBoard). */
export const editorUploadBoards = ['notice', 'sponsor', 'donationGroup', 'campaign', 'popup'] as const;
export type EditorUploadBoard = (typeof editorUploadBoards)[number];

/** An editor image's largest size. */
export const editorImageMaxBytes = 10 * 1024 * 1024;

export const editorMessages = {
  /** §5/§8: any failure of an editor image upload. */
  uploadFailed: '이미지 업로드 실패',
  uploadBoard: '이미지를 올릴 게시판이 올바르지 않습니다.',
  fileRequired: '올릴 이미지를 선택해 주세요.',
} as const;

export const editorUploadBoardSchema = z.enum(editorUploadBoards, { error: editorMessages.uploadBoard });

/** The answer of POST /api/file/upload-editor-img: the stored key; the editor shows it as /api/file/image?path=<key>. */
export const editorImageUploadSchema = z.object({ path: fileKeySchema });
export type EditorImageUpload = z.infer<typeof editorImageUploadSchema>;

/**
 * An editor's HTML with nothing in it: Quill's empty paragraph, or markup
 * without text, image or video. Such a value counts as not filled in.
 */
export function isEmptyRichText(html: string | null | undefined): boolean {
  if (!html) return true;
  if (/<(img|iframe)\b/i.test(html)) return false;
  const text = html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;/g, ' ')
    .trim();
  return text === '';
}

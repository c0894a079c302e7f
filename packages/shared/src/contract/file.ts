import { editorImageUploadSchema } from '../schemas/editor';
import { downloadQuerySchema, imageQuerySchema } from '../schemas/file';
import { endpoint, notJson } from './endpoint';

/** Stored files: images and downloads by the keys the server made, and the rich-text editors' image uploads. */
export const file = {
  image: endpoint({
    method: 'GET',
    path: '/file/image',
    access: 'public',
    summary: '이미지 보기',
    query: imageQuerySchema,
    answer: 'file',
    responses: { 200: notJson },
    errors: [404],
  }),
  download: endpoint({
    method: 'GET',
    path: '/file/download',
    access: 'public',
    summary: '첨부파일 내려받기 (fileName은 저장할 이름, 확장자는 늘 파일의 실제 형식)',
    query: downloadQuerySchema,
    answer: 'file',
    responses: { 200: notJson },
    errors: [404],
  }),
  // The back office's rich-text editors put their images here; the editor shows them through `image`.
  editorImage: endpoint({
    method: 'POST',
    path: '/file/upload-editor-img',
    access: 'admin',
    summary: '편집기 이미지 올리기 (multipart: file = 이미지 10MB 이하, uploadBoard = notice | sponsor | donationGroup | campaign | popup)',
    multipart: true,
    responses: { 200: editorImageUploadSchema },
    errors: [429],
  }),
};

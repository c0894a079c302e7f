import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { editorImageMaxBytes, editorImageUploadSchema, editorMessages, editorUploadBoardSchema, messages, messageSchema } from '@ongi/shared';
import type { Database } from '../../db/client';
import { readMultipartForm } from '../../lib/multipart-form';
import { HttpError } from '../../plugins/http-error';
import type { Storage } from '../../plugins/storage';
import { readImage } from './images';
import { checkUpload, megabytes, saveFile } from './service';

/**
 * POST /api/file/upload-editor-img (administrators): one image from a board's
 * rich-text editor (multipart: file, uploadBoard). The bytes must be an image;
 * it is stored under a fresh key, which the editor shows as
 * /api/file/image?path=<key> — the only image source the sanitiser lets
 * through besides https addresses, so no base64 ever reaches the stored HTML.
 */
export const editorUploadRoutes: FastifyPluginAsyncZod<{ db: Database; storage: Storage }> = async (app, { db, storage }) => {
  app.post('/upload-editor-img', {
    config: { access: 'admin', changesPublicReads: false },
    schema: {
      tags: ['file'],
      summary: '편집기 이미지 올리기 (multipart: file = 이미지 10MB 이하, uploadBoard = notice | sponsor | donationGroup | campaign | popup)',
      consumes: ['multipart/form-data'],
      response: { 200: editorImageUploadSchema, 400: messageSchema, 401: messageSchema, 403: messageSchema, 429: messageSchema },
    },
    handler: async (request) => {
      const form = await readMultipartForm(request, {
        jsonFields: [],
        textFields: ['uploadBoard'],
        files: { file: { maxCount: 1, maxBytes: editorImageMaxBytes } },
      });
      try {
        if (!editorUploadBoardSchema.safeParse(form.fields.uploadBoard).success) throw new HttpError(400, editorMessages.uploadBoard);
        const [file] = form.files.file;
        if (!file || file.size === 0) throw new HttpError(400, editorMessages.fileRequired);
        if (file.truncated) throw new HttpError(400, messages.file.tooLarge(Math.round(editorImageMaxBytes / megabytes(1))));
        const checked = await checkUpload(file, { accept: 'image', maxBytes: editorImageMaxBytes });
        return { path: await saveFile(db, storage, await readImage(checked)) };
      } finally {
        await form.discard();
      }
    },
  });
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contract, editorImageMaxBytes, editorMessages, editorUploadBoardSchema, messages } from '@ongi/shared';
import type { Database } from '@server/db/client';
import { route } from '@server/lib/contract-route';
import { readMultipartForm } from '@server/lib/multipart-form';
import { HttpError } from '@server/lib/http-error';
import type { Storage } from '@server/integrations/storage/local';
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
  route(app, contract.file.editorImage, {
    config: { changesPublicReads: false },
    handler: async (request) => {
      const form = await readMultipartForm(request, {
        jsonFields: [],
        textFields: ['uploadBoard'],
        files: { file: { maxCount: 1, maxBytes: editorImageMaxBytes } },
      });
      try {
        if (!editorUploadBoardSchema.safeParse(form.fields.uploadBoard).success) throw new HttpError(400, editorMessages.uploadBoard);
        const [file] = form.files.file ?? [];
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

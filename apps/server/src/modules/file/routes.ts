import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import contentDisposition from 'content-disposition';
import { messages, z } from '@ongi/shared';
import type { Database } from '../../db/client';
import { HttpError } from '../../plugins/http-error';
import { fileKeyPattern, type Storage } from '../../plugins/storage';
import { editorUploadRoutes } from './editor-upload';
import { findStoredFile } from './queries';
import { downloadName } from './service';

export interface FileRoutesOptions {
  db: Database;
  storage: Storage;
}

// A key is only ever one the server made: anything else (../, absolute paths,
// URLs) is refused before it touches the database or the disk.
const fileKey = z.string({ error: messages.file.invalidPath }).regex(fileKeyPattern, messages.file.invalidPath);

export const fileRoutes: FastifyPluginAsyncZod<FileRoutesOptions> = async (app, { db, storage }) => {
  /** The recorded file and its bytes; `serves` decides before the bytes are opened (an object opened in a bucket holds a connection until it is read). */
  async function open(path: string, serves: (file: { contentType: string }) => boolean = () => true) {
    const file = await findStoredFile(db, path);
    const stream = file && serves(file) ? await storage.get(file.fileKey) : null;
    if (!file || !stream) throw new HttpError(404, messages.file.notFound);
    return { file, stream };
  }

  app.get('/image', {
    config: { access: 'public' },
    schema: { tags: ['file'], summary: '이미지 보기', querystring: z.object({ path: fileKey }) },
    handler: async (request, reply) => {
      const { file, stream } = await open(request.query.path, (found) => found.contentType.startsWith('image/'));
      // Keys are never reused, so an image under a key never changes.
      return reply
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('Content-Length', file.byteSize)
        .type(file.contentType)
        .send(stream);
    },
  });

  app.get('/download', {
    config: { access: 'public' },
    schema: {
      tags: ['file'],
      summary: '첨부파일 내려받기 (fileName은 저장할 이름, 확장자는 늘 파일의 실제 형식)',
      querystring: z.object({ path: fileKey, fileName: z.string().trim().max(255).optional() }),
    },
    handler: async (request, reply) => {
      const { file, stream } = await open(request.query.path);
      const name = downloadName(request.query.fileName || file.originalName, file.fileKey, file.contentType);
      return reply
        .header('Content-Disposition', contentDisposition(name, { type: 'attachment' }))
        .header('Content-Length', file.byteSize)
        .header('X-Content-Type-Options', 'nosniff')
        .type(file.contentType)
        .send(stream);
    },
  });

  // The back office's rich-text editors put their images here.
  await app.register(editorUploadRoutes, { db, storage });
};

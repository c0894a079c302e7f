import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import contentDisposition from 'content-disposition';
import { contract, messages } from '@ongi/shared';
import type { Database } from '@server/db/client';
import { route } from '@server/lib/contract-route';
import { HttpError } from '@server/lib/http-error';
import type { Storage } from '@server/integrations/storage/local';
import { editorUploadRoutes } from './editor-upload';
import { findStoredFile } from './queries';
import { contentTypeOfKey, downloadName } from './service';

export interface FileRoutesOptions {
  db: Database;
  storage: Storage;
}

// A key is only ever one the server made: anything else (../, absolute paths,
// URLs) is refused by the queries' schema (packages/shared schemas/file.ts)
// before it touches the database or the disk.

// Stored files are served by their key alone, without asking the database,
// wherever the key says all the row would: a page's photos keep showing
// while the database is unreachable (issue 28, 1.4). The key is proof
// enough because the server alone makes keys (newFileKey: a random name, so
// nobody reaches a file whose key no page gave out), names them after the
// type their bytes were checked as (contentTypeOfKey gives the same type the
// row records), and never reuses one (decisions 015, 016): the bytes under a
// key are the ones stored there, and a removed file's bytes are deleted with
// its row. Only a download with no name asked for still needs the row, for
// the upload's own name.
export const fileRoutes: FastifyPluginAsyncZod<FileRoutesOptions> = async (app, { db, storage }) => {
  /** The bytes under a key, or 404 when it holds none. */
  async function bytesUnder(key: string) {
    const stored = await storage.get(key);
    if (!stored) throw new HttpError(404, messages.file.notFound);
    return stored;
  }

  route(app, contract.file.image, {
    config: { sessionless: true },
    handler: async (request, reply) => {
      const key = request.query.path;
      // A document is never served as a picture, whatever its bytes.
      const contentType = contentTypeOfKey(key);
      if (!contentType?.startsWith('image/')) throw new HttpError(404, messages.file.notFound);
      const { body, size } = await bytesUnder(key);
      // Keys are never reused, so an image under a key never changes.
      return reply.header('Cache-Control', 'public, max-age=31536000, immutable').header('Content-Length', size).type(contentType).send(body);
    },
  });

  route(app, contract.file.download, {
    config: { sessionless: true },
    handler: async (request, reply) => {
      const key = request.query.path;
      const contentType = contentTypeOfKey(key);
      if (!contentType) throw new HttpError(404, messages.file.notFound);
      // The pages always ask for a name; without one, the upload's own is in its row.
      let name = request.query.fileName;
      if (!name) {
        const file = await findStoredFile(db, key);
        if (!file) throw new HttpError(404, messages.file.notFound);
        name = file.originalName;
      }
      const { body, size } = await bytesUnder(key);
      return reply
        .header('Content-Disposition', contentDisposition(downloadName(name, key, contentType), { type: 'attachment' }))
        .header('Content-Length', size)
        .header('X-Content-Type-Options', 'nosniff')
        .type(contentType)
        .send(body);
    },
  });

  // The back office's rich-text editors put their images here.
  await app.register(editorUploadRoutes, { db, storage });
};

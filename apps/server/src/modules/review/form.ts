import type { FastifyRequest } from 'fastify';
import type { FastifyMultipartBaseOptions } from '@fastify/multipart';
import { messages, reviewPhotoMax, reviewPhotoMaxBytes } from '@ongi/shared';
import { HttpError } from '../../plugins/http-error';
import type { IncomingFile } from '../file/service';

/** A create-review request as it arrived, before any rule is applied. */
export interface ReviewForm {
  /** The `review` part, parsed as JSON; undefined when missing. */
  review: unknown;
  /** The first photos of `attachList`, at most as many as allowed. */
  photos: Array<IncomingFile & { truncated: boolean }>;
  /** More photos came than the rule allows. */
  tooManyPhotos: boolean;
}

const jsonPartMaxBytes = 64 * 1024;

const unreadable = Symbol('unreadable');

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return unreadable;
  }
}

/**
 * Reads the multipart body of POST /review/create-review: the `review` part
 * (a text field, a JSON-typed field, or a JSON blob as a browser's FormData
 * sends it) and the `attachList` files. Every part is read to its end, even
 * once the answer is known to be a refusal: a part left unread would hold the
 * request open. A file over the size limit is cut by the parser and flagged.
 */
export async function readReviewForm(request: FastifyRequest): Promise<ReviewForm> {
  if (!request.isMultipart()) throw new HttpError(400, messages.common.badRequest);
  const form: ReviewForm = { review: undefined, photos: [], tooManyPhotos: false };
  const options: FastifyMultipartBaseOptions = {
    // One photo over the rule still arrives, so the answer can say "too many";
    // the parser's own file limit stops anything beyond that (and the review blob).
    limits: { fileSize: reviewPhotoMaxBytes, files: reviewPhotoMax + 2, fields: 10, parts: reviewPhotoMax + 12 },
    // A longer file is cut at the limit and flagged (file.truncated) instead of
    // ending the form, so the rest of the parts are still read.
    throwFileSizeLimit: false,
  };
  const parts = request.parts(options);
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.fieldname === 'review') form.review = typeof part.value === 'string' ? parseJson(part.value) : part.value;
        continue;
      }
      const buffer = await part.toBuffer();
      if (part.fieldname === 'review') {
        form.review = part.file.truncated || buffer.length > jsonPartMaxBytes ? unreadable : parseJson(buffer.toString('utf8'));
      } else if (part.fieldname === 'attachList') {
        if (form.photos.length < reviewPhotoMax) {
          form.photos.push({ buffer, originalName: part.filename || 'photo', truncated: part.file.truncated });
        } else {
          form.tooManyPhotos = true;
        }
      }
    }
  } catch (error) {
    // The parser reports its limits and malformed parts once the body is read.
    const code = (error as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') form.tooManyPhotos = true;
    else if (code?.startsWith('FST_')) throw new HttpError(400, messages.common.badRequest);
    else throw error;
  }
  if (form.review === unreadable) throw new HttpError(400, messages.common.badRequest);
  return form;
}

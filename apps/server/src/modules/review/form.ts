import type { FastifyRequest } from 'fastify';
import { reviewPhotoMax, reviewPhotoMaxBytes } from '@ongi/shared';
import { readMultipartForm, type UploadedFile } from '@server/lib/multipart-form';

/** A create-review request as it arrived, before any rule is applied. */
export interface ReviewForm {
  /** The `review` part, parsed as JSON; undefined when missing. */
  review: unknown;
  /** The first photos of `attachList`, at most as many as allowed, each streamed to a temporary file. */
  photos: UploadedFile[];
  /** More photos came than the rule allows. */
  tooManyPhotos: boolean;
  /** Removes the photos' temporary files. */
  discard(): Promise<void>;
}

/**
 * Reads the multipart body of POST /review/create-review: the `review` part
 * (a text field, or a JSON blob as a browser's FormData sends it) and up to
 * five `attachList` photos of 10 MB each, cut and flagged beyond that.
 */
export async function readReviewForm(request: FastifyRequest): Promise<ReviewForm> {
  const form = await readMultipartForm(request, {
    jsonFields: ['review'],
    files: { attachList: { maxCount: reviewPhotoMax, maxBytes: reviewPhotoMaxBytes } },
  });
  return {
    review: form.fields.review,
    photos: form.files.attachList ?? [],
    tooManyPhotos: form.overCount.has('attachList'),
    discard: form.discard,
  };
}

import { messages, settlementTransferSchema } from '@ongi/shared';
import type { Database } from '@server/db/client';
import type { Storage } from '@server/integrations/storage/local';
import { readAdminUpload, type AdminUploadSpec } from '@server/lib/admin-upload';
import { HttpError } from '@server/lib/http-error';
import { megabytes, saveFile } from '@server/modules/file';
import type { FastifyRequest } from 'fastify';
import { findBatchState, markTransferred } from './queries';

/** The transfer's proof: one file, checked by its bytes; of the document kinds only an image or a PDF. */
const transferUpload: AdminUploadSpec = {
  part: 'settlement',
  files: { proof: { accept: 'document', maxBytes: megabytes(10), maxCount: 1, tooMany: messages.file.tooMany(1) } },
};
const proofExtensions = new Set(['jpg', 'png', 'pdf']);

export function readTransfer(request: FastifyRequest) {
  return readAdminUpload(request, settlementTransferSchema, transferUpload);
}

type TransferUpload = Awaited<ReturnType<typeof readTransfer>>;

/**
 * Records a closed batch's bank transfer with its proof, once: the batch
 * moves CLOSED → TRANSFERRED in one guarded UPDATE, so a second record (a
 * second tab) changes nothing and is told so.
 */
export async function recordTransfer(db: Database, storage: Storage, upload: TransferUpload) {
  try {
    const proof = upload.files.proof?.[0];
    if (!proof) throw new HttpError(400, messages.settlement.proofRequired);
    if (!proofExtensions.has(proof.extension)) throw new HttpError(400, messages.settlement.proofType);
    const { settlementBatchSeq, transferredOn, bankReference } = upload.values;
    return await db.transaction(async (tx) => {
      const state = await findBatchState(tx, settlementBatchSeq);
      if (state === undefined) throw new HttpError(404, messages.settlement.notFound);
      if (state !== 'CLOSED') throw new HttpError(409, messages.settlement.alreadyTransferred);
      const proofPath = await saveFile(tx, storage, proof);
      const moved = await markTransferred(tx, settlementBatchSeq, { transferredOn, bankReference, proofPath, proofName: proof.originalName });
      if (!moved) throw new HttpError(409, messages.settlement.alreadyTransferred);
      return moved;
    });
  } finally {
    await upload.discard();
  }
}

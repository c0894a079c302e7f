import type { contract, InputOf } from '@ongi/shared';

/** Addresses of stored files: the server serves only keys it recorded. */
export { imageUrl } from '@ongi/shared/light';

// Written out rather than through urlOf(contract…): the guest's page imports
// this file, and the contract's schemas would weigh on it. The types are the
// contract's (erased from the build): a changed path or query name still fails
// the typecheck here.
type Download = typeof contract.file.download;
const downloadPath: Download['path'] = '/file/download';

export const downloadUrl = (path: string, fileName: string) => {
  const query: InputOf<Download>['query'] = { path, fileName };
  return `/api${downloadPath}?path=${encodeURIComponent(query.path)}&fileName=${encodeURIComponent(fileName)}`;
};

import type { InputOf } from './contract/endpoint';
import type { file } from './contract/file';

// Written out rather than through urlOf(contract.file.image): the guest's page
// takes this from the light entry, which leaves zod out. The types are the
// contract's (erased from the build), so a changed path or query name still
// fails the typecheck here.
type Image = typeof file.image;
const imagePath: Image['path'] = '/file/image';

/** A stored picture's address: the server serves only keys it recorded. */
export const imageUrl = (path: string) => {
  const query: InputOf<Image>['query'] = { path };
  return `/api${imagePath}?path=${encodeURIComponent(query.path)}`;
};

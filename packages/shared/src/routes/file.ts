// Written by `npm run contract:routes` from contract/file.ts; the routes test fails when it is not current.
import type { file as fileDeclared } from '../contract/file';
import type { RoutesOf } from '../contract/endpoint';

/** The methods and paths of contract/file.ts's `file`, for the browser; their schemas stay in the contract, as types. */
export const file: RoutesOf<typeof fileDeclared> = {
  image: { method: 'GET', path: '/file/image' },
  download: { method: 'GET', path: '/file/download' },
  editorImage: { method: 'POST', path: '/file/upload-editor-img' },
};

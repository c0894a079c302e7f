/** Addresses of stored files: the server serves only keys it recorded. */
export { imageUrl } from '@ongi/shared/light';

export const downloadUrl = (path: string, fileName: string) =>
  `/api/file/download?path=${encodeURIComponent(path)}&fileName=${encodeURIComponent(fileName)}`;

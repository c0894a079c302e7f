/** Addresses of stored files: the server serves only keys it recorded. */
export const imageUrl = (path: string) => `/api/file/image?path=${encodeURIComponent(path)}`;

export const downloadUrl = (path: string, fileName: string) =>
  `/api/file/download?path=${encodeURIComponent(path)}&fileName=${encodeURIComponent(fileName)}`;

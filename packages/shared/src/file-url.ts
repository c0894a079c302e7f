/** A stored picture's address: the server serves only keys it recorded. */
export const imageUrl = (path: string) => `/api/file/image?path=${encodeURIComponent(path)}`;

import { z } from '../zod';
import { messages } from '../messages';

/**
 * The shape of every stored file's key, as the server makes them
 * ('2026/05/{uuid}.jpg'). Anything else (../, absolute paths, URLs) is
 * refused before it touches the database or the disk.
 */
export const fileKeyPattern = /^\d{4}\/\d{2}\/[0-9a-f-]{36}\.[a-z0-9]{1,5}$/;

const fileKeyParam = z.string({ error: messages.file.invalidPath }).regex(fileKeyPattern, messages.file.invalidPath);

/** GET /api/file/image?path={key}. */
export const imageQuerySchema = z.object({ path: fileKeyParam });

/** GET /api/file/download?path={key}&fileName={the name to save as}. */
export const downloadQuerySchema = z.object({ path: fileKeyParam, fileName: z.string().trim().max(255).optional() });

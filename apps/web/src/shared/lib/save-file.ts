import { messages, urlOf, type InputOf, type Route } from '@ongi/shared';
import { ApiError } from './api';

// A file that only a POST gives (an export that changes what it exports, so
// not a link a browser could follow or prefetch): fetched, then saved in the
// browser under the name the server gave it.

/** The file name the server gave (RFC 6266's UTF-8 form, which a Korean name always takes). */
export function fileNameOf(header: string | null): string | null {
  const encoded = header?.match(/filename\*=UTF-8''([^;]+)/i)?.[1];
  return encoded ? decodeURIComponent(encoded) : null;
}

/** Saves the answer's file under the name the server gave it. */
export function saveFile(blob: Blob, fileName: string) {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 0);
}

/**
 * POSTs to an endpoint that answers a file, saves the file and answers its
 * name (`fallbackName` when the server gave none). A refusal throws ApiError
 * with the server's Korean sentence, as call() does.
 */
export async function postForFile<E extends Route>(endpoint: E, input: InputOf<E>, fallbackName: string): Promise<string> {
  const { params, body } = input as { params?: unknown; body?: unknown };
  let response: Response;
  try {
    response = await fetch(urlOf(endpoint, { params }), {
      method: 'POST',
      credentials: 'include',
      headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, messages.common.serverError);
  }
  if (!response.ok) {
    const answer = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new ApiError(response.status, answer?.message ?? messages.common.serverError);
  }
  const fileName = fileNameOf(response.headers.get('content-disposition')) ?? fallbackName;
  saveFile(await response.blob(), fileName);
  return fileName;
}

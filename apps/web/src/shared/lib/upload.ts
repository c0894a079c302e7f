import { messages, urlOf, type AnswerOf, type Route, type InputOf } from '@ongi/shared';
import { ApiError } from './api';

export interface UploadOptions {
  /** 0 to 1 as the request body goes out. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

function messageOf(text: string): string | undefined {
  try {
    const body = JSON.parse(text) as { message?: unknown };
    return typeof body?.message === 'string' && body.message.trim() ? body.message : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Sends the multipart form of one endpoint of the contract (`multipart: true`)
 * and reports how much of it has gone out: its address, method and answer
 * are the declaration's, as with `call`. fetch cannot tell upload progress,
 * XMLHttpRequest can; otherwise this behaves like `call`: credentials
 * included, ApiError with the server's sentence.
 */
export function uploadTo<E extends Route>(
  endpoint: E,
  input: Omit<InputOf<E>, 'body'> & { body: FormData },
  options: UploadOptions = {},
): Promise<AnswerOf<E>> {
  const { params, body } = input as { params?: unknown; body: FormData };
  return sendForm<AnswerOf<E>>(endpoint.method, urlOf(endpoint, { params }), body, options);
}

function sendForm<T>(method: string, url: string, form: FormData, { onProgress, signal }: UploadOptions): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('업로드를 취소했습니다.', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.upload.onload = () => onProgress?.(1);
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolve((xhr.responseText ? JSON.parse(xhr.responseText) : undefined) as T);
        } catch {
          reject(new ApiError(xhr.status, messages.common.serverError));
        }
        return;
      }
      reject(new ApiError(xhr.status, messageOf(xhr.responseText) ?? messages.common.serverError));
    };
    xhr.onerror = () => reject(new ApiError(0, messages.common.serverError));
    xhr.onabort = () => reject(new DOMException('업로드를 취소했습니다.', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

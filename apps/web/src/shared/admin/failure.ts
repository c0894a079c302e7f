import { ApiError } from '../lib/api';

/**
 * A resource's own failure sentence ('카테고리 등록에 실패했습니다.') when a
 * request failed without one of the server's: no answer, or a server error.
 * A refusal the server explained (400, 404, 409) keeps its sentence: undefined.
 */
export function adminFailure(error: unknown, fallback: string | undefined): string | undefined {
  if (!fallback) return undefined;
  if (error instanceof ApiError && error.status > 0 && error.status < 500) return undefined;
  if (error instanceof DOMException && error.name === 'AbortError') return undefined;
  return fallback;
}

import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api';
import { adminFailure } from './failure';

describe('adminFailure', () => {
  const fallback = '기부처 등록에 실패했습니다.';

  it("keeps the server's sentence for a refusal it explained", () => {
    for (const status of [400, 404, 409]) expect(adminFailure(new ApiError(status, '같은 이름이 있습니다.'), fallback)).toBeUndefined();
  });

  it("says the resource's sentence when there was no answer or a server error", () => {
    expect(adminFailure(new ApiError(0, '일시적인 오류'), fallback)).toBe(fallback);
    expect(adminFailure(new ApiError(500, '일시적인 오류'), fallback)).toBe(fallback);
    expect(adminFailure(new TypeError('network'), fallback)).toBe(fallback);
  });

  it('says nothing without a sentence of its own, or for an aborted request', () => {
    expect(adminFailure(new ApiError(500, '일시적인 오류'), undefined)).toBeUndefined();
    expect(adminFailure(new DOMException('aborted', 'AbortError'), fallback)).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { ApiError } from '../shared/lib/api';
import { queryClient, retryServerErrors } from './query-client';

describe('retryServerErrors (the query client default)', () => {
  it('asks again once after a dropped connection or a server fault', () => {
    for (const status of [0, 500, 502, 503]) {
      expect(retryServerErrors(0, new ApiError(status, 'x'))).toBe(true);
      expect(retryServerErrors(1, new ApiError(status, 'x'))).toBe(false);
    }
  });

  it('never asks again after a 4xx answer', () => {
    for (const status of [400, 401, 403, 404, 409, 429]) {
      expect(retryServerErrors(0, new ApiError(status, 'x'))).toBe(false);
    }
  });

  it('does not repeat something that is not an HTTP answer', () => {
    expect(retryServerErrors(0, new TypeError('bad data'))).toBe(false);
  });

  it('is what every query uses unless it says otherwise', () => {
    expect(queryClient.getDefaultOptions().queries?.retry).toBe(retryServerErrors);
  });
});

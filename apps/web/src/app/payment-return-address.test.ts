import { describe, expect, it } from 'vitest';
import { paymentReturnPattern } from '@web/features/payment/checkout/payment-return';
import { patterns } from './paths';

describe("the redirect mode's return page", () => {
  it('is the address paths.ts gives the return screen', () => {
    expect(paymentReturnPattern).toBe(patterns.paymentReturn);
  });
});

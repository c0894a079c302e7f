// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import {
  forgetRedirectedPayment,
  paymentReturnUrl,
  redirectedPayment,
  rememberRedirectedPayment,
  resumeRedirectedPayment,
  takeResumedPayment,
  type RedirectedPayment,
} from './payment-return';
import { sandboxCheckoutPath, sandboxReturnAddress } from './provider-window';

const kept: RedirectedPayment = {
  paymentId: 'P20270515-0001',
  invitationSeq: 12,
  returnTo: '/invitation/482739160527',
  payer: { name: '한서윤', phoneNum: '01022223333' },
  wreath: { target: { publicNum: '482739160527' }, campaignName: '따뜻한 겨울', baseAmount: 50000, kind: 'F' },
  values: { publicNum: '482739160527', donationAmount: 30000, name: '한서윤', phoneNum: '01022223333', message: '삼가 고인의 명복을 빕니다.' },
};

beforeEach(() => forgetRedirectedPayment());

describe('the redirect mode’s return address', () => {
  it("is this site's return page, naming the intent's invitation", () => {
    expect(paymentReturnUrl({ invitationSeq: 12 })).toBe(`${window.location.origin}/payment/return?invitationSeq=12`);
  });

  it('sends the sandbox checkout back with PortOne’s query: the number, and code and message on failure', () => {
    const back = `${window.location.origin}/payment/return?invitationSeq=12`;
    expect(sandboxCheckoutPath('P1', back)).toBe(`/sandbox/payment/P1?redirectUrl=${encodeURIComponent(back)}`);
    expect(sandboxReturnAddress(back, { paymentId: 'P1', status: 'PAID', txId: 'tx-1' })).toBe(
      '/payment/return?invitationSeq=12&paymentId=P1&transactionType=PAYMENT&txId=tx-1',
    );
    expect(sandboxReturnAddress(back, { paymentId: 'P1', status: 'FAILED', code: 'FAILURE_TYPE_PG', message: '결제를 거절했습니다.' })).toBe(
      `/payment/return?invitationSeq=12&paymentId=P1&transactionType=PAYMENT&code=FAILURE_TYPE_PG&message=${encodeURIComponent('결제를 거절했습니다.').replaceAll('%20', '+')}`,
    );
  });

  it('never sends the payer to another site', () => {
    expect(sandboxReturnAddress('https://elsewhere.example/steal', { paymentId: 'P1', status: 'PAID' })).toBeNull();
    expect(sandboxReturnAddress('//elsewhere.example/steal', { paymentId: 'P1', status: 'PAID' })).toBeNull();
    expect(sandboxReturnAddress(null, { paymentId: 'P1', status: 'PAID' })).toBeNull();
  });
});

describe('what waits in sessionStorage across the trip', () => {
  it('is found again by its payment number only', () => {
    rememberRedirectedPayment(kept);
    expect(redirectedPayment(kept.paymentId)).toEqual(kept);
    expect(redirectedPayment('P-other')).toBeNull();
  });

  it('opens the form again once, on the page it came from, after a failure', () => {
    rememberRedirectedPayment(kept);
    // Not asked to: a paid one, or before the return page has said it failed.
    expect(takeResumedPayment('/invitation/482739160527')).toBeNull();
    resumeRedirectedPayment(kept);
    expect(takeResumedPayment('/invitation/999999999999')).toBeNull();
    expect(takeResumedPayment('/invitation/482739160527')).toEqual({ ...kept, resume: true });
    expect(takeResumedPayment('/invitation/482739160527')).toBeNull();
  });
});

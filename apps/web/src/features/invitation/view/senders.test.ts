import { describe, expect, it } from 'vitest';
import { itemAt, type KioskPayment } from '@ongi/shared';
import { hasMoreSenders, noSenders, sendersAddress, withPage } from './senders';

const wreath = (paymentSeq: number): KioskPayment => ({
  paymentSeq,
  name: `보낸 분 ${paymentSeq}`,
  message: '축하합니다.',
  paidAt: '2026-11-24T10:00:00.000Z',
});
const seqs = (from: number, to: number) => Array.from({ length: from - to + 1 }, (_, index) => wreath(from - index));

describe('the list of senders, page by page', () => {
  it('asks for a page of the kiosk list by the public number', () => {
    expect(sendersAddress('123456789012', 2)).toBe('/api/payment/get-payment-list-for-kiosk/123456789012/2');
  });

  it('shows the first page and offers more while some are left', () => {
    const first = withPage(noSenders, { content: seqs(120, 71), totalElements: 120 }, 1);
    expect(first.content).toHaveLength(50);
    expect(first.page).toBe(1);
    expect(hasMoreSenders(first)).toBe(true);
  });

  it('appends the next page, without a wreath already shown when a new one pushed the rest on', () => {
    const first = withPage(noSenders, { content: seqs(120, 71), totalElements: 120 }, 1);
    // Wreath 121 was paid meanwhile: page 2 now starts with 71, already on the screen.
    const second = withPage(first, { content: seqs(71, 22), totalElements: 121 }, 2);
    expect(second.content.map((sender) => sender.paymentSeq)).toEqual(seqs(120, 22).map((sender) => sender.paymentSeq));
    expect(second.totalElements).toBe(121);
    expect(hasMoreSenders(second)).toBe(true);
    const last = withPage(second, { content: seqs(22, 1), totalElements: 121 }, 3);
    expect(last.content).toHaveLength(120);
    expect(hasMoreSenders(last)).toBe(true);
  });

  it('starts over at the first page (the refresh after a payment), so the new wreath is on top', () => {
    const shown = withPage(withPage(noSenders, { content: seqs(60, 11), totalElements: 60 }, 1), { content: seqs(10, 1), totalElements: 60 }, 2);
    expect(hasMoreSenders(shown)).toBe(false);
    const refreshed = withPage(shown, { content: seqs(61, 12), totalElements: 61 }, 1);
    expect(itemAt(refreshed.content, 0, 'the top sender').paymentSeq).toBe(61);
    expect(refreshed.content).toHaveLength(50);
    expect(refreshed.page).toBe(1);
    expect(hasMoreSenders(refreshed)).toBe(true);
  });

  it('has nothing more to bring for an invitation without wreaths', () => {
    expect(hasMoreSenders(withPage(noSenders, { content: [], totalElements: 0 }, 1))).toBe(false);
  });
});

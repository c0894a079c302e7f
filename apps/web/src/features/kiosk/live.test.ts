import { describe, expect, it } from 'vitest';
import type { KioskPayment } from '@ongi/shared';
import { arrivals, noWreaths, parseWreath, withListRead, withStreamed } from './live';

const wreath = (paymentSeq: number, name = `보낸 분 ${paymentSeq}`): KioskPayment => ({
  paymentSeq,
  name,
  message: `메시지 ${paymentSeq}`,
  paidAt: '2026-11-25T01:00:00.000Z',
});

describe('kiosk wreaths', () => {
  it('a list read replaces what is shown', () => {
    const shown = { payments: [wreath(3), wreath(2)], totalElements: 2 };
    expect(withListRead(shown, { content: [wreath(2), wreath(1)], totalElements: 2 }, new Set())).toEqual({
      payments: [wreath(2), wreath(1)],
      totalElements: 2,
    });
  });

  it('keeps a streamed wreath the read does not have yet on top, and drops it once the read has it', () => {
    const streamed = withStreamed({ payments: [wreath(1)], totalElements: 1 }, wreath(5));
    expect(streamed.payments.map((payment) => payment.paymentSeq)).toEqual([5, 1]);
    const staleRead = withListRead(streamed, { content: [wreath(1)], totalElements: 1 }, new Set([5]));
    expect(staleRead).toEqual({ payments: [wreath(5), wreath(1)], totalElements: 2 });
    const freshRead = withListRead(staleRead, { content: [wreath(5), wreath(1)], totalElements: 2 }, new Set([5]));
    expect(freshRead).toEqual({ payments: [wreath(5), wreath(1)], totalElements: 2 });
  });

  it('a wreath streamed twice (or already read) is shown once', () => {
    const once = withStreamed(noWreaths, wreath(7));
    expect(withStreamed(once, wreath(7))).toBe(once);
  });

  it('names the arrivals to highlight', () => {
    expect(arrivals({ payments: [wreath(1)], totalElements: 1 }, { payments: [wreath(3), wreath(2), wreath(1)], totalElements: 3 })).toEqual([3, 2]);
    expect(arrivals({ payments: [wreath(1)], totalElements: 1 }, { payments: [wreath(1)], totalElements: 1 })).toEqual([]);
  });

  it('reads only well-formed wreath events', () => {
    expect(parseWreath(JSON.stringify(wreath(4)))).toEqual(wreath(4));
    expect(parseWreath('not json')).toBeNull();
    expect(parseWreath(JSON.stringify({ paymentSeq: '4', name: 'x', message: 'y' }))).toBeNull();
    expect(parseWreath(undefined)).toBeNull();
  });
});

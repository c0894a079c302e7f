import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '@server/test/app';
import { createPayment, createWeddingInvitation } from '@server/seed/factories';
import { thanksAudience } from './service';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('thanksAudience', () => {
  it('is each wreath sender who left a mobile number, once per number with all their wreaths, in the order they sent', async () => {
    const db = t.database.db;
    const wedding = await createWeddingInvitation(db);
    const other = await createWeddingInvitation(db);
    const at = (minute: number) => new Date(Date.UTC(2026, 4, 9, 5, minute));
    const first = await createPayment(db, wedding, { name: '김하객', phoneNum: '010-1111-2222', paidAt: at(1) });
    // The same phone again, typed differently: one thank-you, with the first name.
    const again = await createPayment(db, wedding, { name: '김하객 부부', phoneNum: '01011112222', paidAt: at(2) });
    const friend = await createPayment(db, wedding, { name: '  이친구 ', phoneNum: '01033334444', senderDisplay: 'ANONYMOUS', paidAt: at(3) });
    const partial = await createPayment(db, wedding, {
      name: '부분취소',
      phoneNum: '01055556666',
      status: 'PARTIAL_CANCELLED',
      cancelledAmount: 10000,
      paidAt: at(4),
      cancelledAt: at(5),
    });
    // Not senders to thank: no phone, a number too short, cancelled, failed, waiting, another invitation's.
    await createPayment(db, wedding, { name: '번호없음', phoneNum: null, paidAt: at(6) });
    await createPayment(db, wedding, { name: '빈번호', phoneNum: '', paidAt: at(7) });
    await createPayment(db, wedding, { name: '짧은번호', phoneNum: '1234', paidAt: at(8) });
    await createPayment(db, wedding, {
      name: '취소',
      phoneNum: '01077778888',
      status: 'CANCELLED',
      cancelledAmount: 60000,
      paidAt: at(9),
      cancelledAt: at(10),
    });
    await createPayment(db, wedding, { name: '실패', phoneNum: '01099990000', status: 'FAILED', paidAt: null });
    await createPayment(db, wedding, { name: '대기', phoneNum: '01099991111', status: 'READY', paidAt: null });
    const elsewhere = await createPayment(db, other, { name: '다른 잔치', phoneNum: '01012121212', paidAt: at(11) });

    expect(await thanksAudience(db, wedding.orderNum)).toEqual({
      recipients: [
        { name: '김하객', phone: '01011112222', paymentSeqs: [first.paymentSeq, again.paymentSeq] },
        { name: '이친구', phone: '01033334444', paymentSeqs: [friend.paymentSeq] },
        { name: '부분취소', phone: '01055556666', paymentSeqs: [partial.paymentSeq] },
      ],
      // The standing wreaths left without a mobile number: none, empty, too short.
      withoutPhone: 3,
    });
    expect(await thanksAudience(db, other.orderNum)).toEqual({
      recipients: [{ name: '다른 잔치', phone: '01012121212', paymentSeqs: [elsewhere.paymentSeq] }],
      withoutPhone: 0,
    });
  });

  it('is no one for an invitation without wreaths', async () => {
    expect(await thanksAudience(t.database.db, (await createWeddingInvitation(t.database.db)).orderNum)).toEqual({ recipients: [], withoutPhone: 0 });
  });
});

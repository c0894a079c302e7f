import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { createKiwoomGateway, encodeEucKrForm, kiwoomNotificationReport, parseEucKrForm, sameToken } from './kiwoom';

describe('Kiwoom forms in EUC-KR', () => {
  it('reads Korean text sent as EUC-KR escapes, spaces as +, and keeps the first of a repeated name', () => {
    const bytes = iconv.encode('신한카드', 'euc-kr');
    const escaped = Array.from(bytes, (byte) => `%${byte.toString(16).toUpperCase()}`).join('');
    expect(parseEucKrForm(Buffer.from(`CARDNAME=${escaped}&PRODUCTNAME=%C3%E0%C7%CF+%B1%E2%BA%CE%C8%AD%C8%AF&AMOUNT=60000&AMOUNT=1`))).toEqual({
      CARDNAME: '신한카드',
      PRODUCTNAME: '축하 기부화환',
      AMOUNT: '60000',
    });
  });

  it('writes what it reads', () => {
    const fields = { USERNAME: '(주)한결상사 임직원 일동', PRODUCTNAME: '근조 기부화환', EMAIL: 'a+b@example.com', EMPTY: '' };
    expect(parseEucKrForm(encodeEucKrForm(fields))).toEqual(fields);
  });
});

describe('a Kiwoom notification as a provider report', () => {
  it('maps the approval: amount, Korean time, transaction, masked card', () => {
    expect(
      kiwoomNotificationReport({
        ORDERNO: 'P20260501ABCDEF123456',
        AMOUNT: '60000',
        SETTDATE: '20260501123456',
        DAOUTRX: 'CTS123',
        AUTHNO: '3001',
        CARDNAME: '삼성카드',
        CARDNO: '4518421234561234',
      }),
    ).toEqual({
      paymentId: 'P20260501ABCDEF123456',
      status: 'PAID',
      amount: 60000,
      currency: 'KRW',
      storeId: null,
      paidAt: new Date('2026-05-01T03:34:56.000Z'),
      txId: 'CTS123',
      cardCompany: '삼성카드',
      cardNumber: '4518-42**-****-1234',
      approvalNo: '3001',
      receiptUrl: null,
      failReason: null,
      channel: null,
      cancelledAmount: 0,
      cancellations: [],
    });
  });

  it('never reads a malformed amount as a number that could match', () => {
    for (const AMOUNT of ['', '60,000', '-60000', '6e4', '60000.0']) expect(kiwoomNotificationReport({ ORDERNO: 'P1', AMOUNT }).amount).toBeNaN();
    expect(kiwoomNotificationReport({ ORDERNO: 'P1', AMOUNT: '1', SETTDATE: '2026-05-01' }).paidAt).toBeNull();
  });
});

describe('the Kiwoom gateway', () => {
  it('needs every setting, with no guessed address', () => {
    expect(() => createKiwoomGateway({ cpid: 'C', authKey: 'K', encUrl: 'http://127.0.0.1:1/enc' })).toThrow(/KIWOOM_WINDOW_URL/);
  });

  it('takes its notification secrets from the settings, the first to register, every one listed accepted, compared in constant time', () => {
    const settings = { cpid: 'C', authKey: 'K', encUrl: 'http://127.0.0.1:9/enc', windowUrl: 'http://127.0.0.1:9/window' };
    const [newer, older] = ['new-token-0123456789abcdefghij', 'old-token-0123456789abcdefghij'];
    const gateway = createKiwoomGateway({ ...settings, notificationTokens: [newer, older] });
    expect(gateway.notificationToken).toBe(newer);
    expect(gateway.acceptsToken(newer)).toBe(true);
    expect(gateway.acceptsToken(older)).toBe(true);
    expect(gateway.acceptsToken(newer.slice(1))).toBe(false);
    expect(gateway.acceptsToken('')).toBe(false);
    expect(sameToken(newer, newer)).toBe(true);
    // Nothing is derived from the auth key any more: without a setting each start makes its own.
    const first = createKiwoomGateway(settings).notificationToken;
    expect(first).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(createKiwoomGateway(settings).notificationToken).not.toBe(first);
  });

  it('accepts notifications only from the listed addresses and ranges, from anywhere when none are listed', () => {
    const settings = { cpid: 'C', authKey: 'K', encUrl: 'http://127.0.0.1:9/enc', windowUrl: 'http://127.0.0.1:9/window' };
    const listed = createKiwoomGateway({ ...settings, notificationAddresses: ['203.0.113.10', '198.51.100.0/24'] });
    expect(listed.acceptsAddress('203.0.113.10')).toBe(true);
    expect(listed.acceptsAddress('198.51.100.77')).toBe(true);
    expect(listed.acceptsAddress('::ffff:203.0.113.10')).toBe(true);
    expect(listed.acceptsAddress('203.0.113.11')).toBe(false);
    expect(listed.acceptsAddress('127.0.0.1')).toBe(false);
    expect(createKiwoomGateway(settings).acceptsAddress('192.0.2.1')).toBe(true);
  });

  it('reports an unreachable hash endpoint as a provider error', async () => {
    const gateway = createKiwoomGateway({ cpid: 'C', authKey: 'K', encUrl: 'http://127.0.0.1:9/enc', windowUrl: 'http://127.0.0.1:9/window' });
    await expect(gateway.encrypt({ CPID: 'C', PAYMETHOD: 'CARD', ORDERNO: 'P1', TYPE: 'P', AMOUNT: '1000' })).rejects.toMatchObject({
      name: 'PaymentProviderError',
    });
  });
});

import { describe, expect, it } from 'vitest';
import { kakaoPayTransferLink, tossTransferLink } from './transfer-links';

describe('tossTransferLink', () => {
  it('opens Toss’s transfer screen with the bank’s full name and the digits of the number', () => {
    expect(tossTransferLink('신한', '110-123-456789')).toBe(`supertoss://send?bank=${encodeURIComponent('신한은행')}&accountNo=110123456789&origin=qr`);
  });

  it('keeps a bank whose stored name is already Toss’s, and percent-encodes a space', () => {
    expect(tossTransferLink('카카오뱅크', '3333-01-2345678')).toBe(
      `supertoss://send?bank=${encodeURIComponent('카카오뱅크')}&accountNo=3333012345678&origin=qr`,
    );
    expect(tossTransferLink('새 은행', '1')).toContain('bank=%EC%83%88%20%EC%9D%80%ED%96%89');
  });

  it('gives no link without a bank or a number', () => {
    expect(tossTransferLink('', '1234')).toBeNull();
    expect(tossTransferLink('국민', '-')).toBeNull();
  });
});

describe('kakaoPayTransferLink', () => {
  it('takes only the host’s own qr.kakaopay.com link over https', () => {
    expect(kakaoPayTransferLink(' https://qr.kakaopay.com/Ej8abcDEF ')).toBe('https://qr.kakaopay.com/Ej8abcDEF');
    expect(kakaoPayTransferLink('http://qr.kakaopay.com/Ej8abcDEF')).toBeNull();
    expect(kakaoPayTransferLink('https://qr.kakaopay.com.evil.example/Ej8abc')).toBeNull();
    expect(kakaoPayTransferLink('https://qr.kakaopay.com/Ej8"><script>')).toBeNull();
    expect(kakaoPayTransferLink('')).toBeNull();
    expect(kakaoPayTransferLink(null)).toBeNull();
  });
});

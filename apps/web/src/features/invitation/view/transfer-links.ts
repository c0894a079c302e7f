import { kakaoPayLinkPattern } from '@ongi/shared/light';

// Money in one tap from an account row: Toss's transfer screen, or the host's
// own KakaoPay 송금 link. Toss's scheme is not publicly documented (see
// /docs INTEGRATIONS notes), so the row's copy stays the fallback.

/**
 * The names Toss's transfer screen knows, for the short names the invitation
 * form stores ('국민', '신한' …; refundBanks). A name not listed goes as typed.
 */
const tossBankNames: Readonly<Record<string, string>> = {
  국민: '국민은행',
  기업: '기업은행',
  우리: '우리은행',
  신한: '신한은행',
  하나: '하나은행',
  농협: '농협은행',
  수협: '수협은행',
  SC제일: 'SC제일은행',
  씨티: '씨티은행',
  부산: '부산은행',
  경남: '경남은행',
  대구: '대구은행',
  광주: '광주은행',
  전북: '전북은행',
  제주: '제주은행',
  산업: '산업은행',
};

/** Toss's transfer screen with the bank and the number filled in: `supertoss://send?bank=…&accountNo=…&origin=qr`. */
export function tossTransferLink(bankName: string, accountNumber: string): string | null {
  const bank = bankName.trim();
  const digits = accountNumber.replace(/\D/g, '');
  if (!bank || !digits) return null;
  const query = new URLSearchParams({ bank: tossBankNames[bank] ?? bank, accountNo: digits, origin: 'qr' });
  // URLSearchParams writes spaces as '+', which an app's URL parser may keep: percent-encode them as every other character.
  return `supertoss://send?${query.toString().replace(/\+/g, '%20')}`;
}

/** The host's KakaoPay 송금 link when it is one (qr.kakaopay.com over https), else null: the page never invents one. */
export function kakaoPayTransferLink(link: string | null | undefined): string | null {
  const trimmed = (link ?? '').trim();
  return kakaoPayLinkPattern.test(trimmed) ? trimmed : null;
}

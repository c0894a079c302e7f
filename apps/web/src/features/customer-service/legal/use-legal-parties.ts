import { serviceHours } from '@ongi/shared';
import { useSiteSettings } from '@web/shared/lib/site-settings';
import type { LegalParties } from './types';

/** Words the texts use when the company details could not be read. */
const fallback: LegalParties = {
  productName: '온기',
  companyName: '회사',
  ceoName: '대표자',
  address: '사이트 하단의 회사 주소',
  phone: '고객센터 전화번호',
  email: '고객센터 이메일',
  privacyOfficer: '개인정보 보호책임자',
  hours: serviceHours,
};

/** The company details for the legal texts, from the site settings; null while they load. */
export function useLegalParties(): LegalParties | null {
  const { data, isError } = useSiteSettings();
  if (data) return { ...fallback, ...data };
  return isError ? fallback : null;
}

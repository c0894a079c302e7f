import { describe, it, expect } from 'vitest';
import {
  bannerIntervals,
  defaultMapCenter,
  donationAddOns,
  emailDirectInput,
  emailDomainOptions,
  emailDomains,
  filterDaysLabel,
  inquiryFilterDays,
  isDonationAddOn,
  isRefundBank,
  kioskRefreshMs,
  orderFilterDays,
  pageSizes,
  photoLimits,
  recentOrderDays,
  refundBanks,
  reviewFilterDays,
  serviceHours,
  type RefundBank,
} from './constants';

describe('refundBanks', () => {
  it('lists exactly the 23 banks of the spec in order', () => {
    expect(refundBanks).toEqual([
      '국민',
      '기업',
      '우리',
      '신한',
      '하나',
      '농협',
      '수협',
      '카카오뱅크',
      '케이뱅크',
      '토스뱅크',
      'SC제일',
      '씨티',
      '부산',
      '경남',
      '대구',
      '광주',
      '전북',
      '제주',
      '산업',
      '저축은행',
      '새마을금고',
      '신협',
      '우체국',
    ]);
    expect(refundBanks).toHaveLength(23);
    expect(new Set(refundBanks).size).toBe(23);
  });

  it('recognises a bank name', () => {
    const bank: RefundBank = '카카오뱅크';
    expect(isRefundBank(bank)).toBe(true);
    expect(isRefundBank('없는은행')).toBe(false);
    expect(isRefundBank(1)).toBe(false);
  });
});

describe('page sizes and periods', () => {
  it('uses 8 for public lists and 10 elsewhere', () => {
    expect(pageSizes).toEqual({ publicList: 8, review: 10, notice: 10, faq: 10, inquiry: 10, myReview: 10, admin: 10 });
  });

  it('has the filter periods of the spec', () => {
    expect(recentOrderDays).toBe(30);
    expect(orderFilterDays).toEqual(['all', 0, 10, 30, 60, 90]);
    expect(inquiryFilterDays).toEqual([0, 10, 30, 60, 90, 120]);
    expect(reviewFilterDays).toEqual([0, 10, 30, 60, 90]);
  });

  it('labels the periods in Korean', () => {
    expect(orderFilterDays.map(filterDaysLabel)).toEqual(['전체', '오늘', '10일', '30일', '60일', '90일']);
  });
});

describe('donationAddOns', () => {
  it('charges what the labels say: the second choice is 30,000', () => {
    expect(donationAddOns).toEqual([10000, 30000, 50000, 100000]);
    expect(isDonationAddOn(30000)).toBe(true);
    expect(isDonationAddOn(20000)).toBe(false);
    expect(isDonationAddOn('10000')).toBe(false);
  });
});

describe('other constants', () => {
  it('offers two e-mail domains and direct input', () => {
    expect(emailDomains).toEqual(['naver.com', 'gmail.com']);
    expect(emailDomainOptions.map((o) => o.value)).toEqual(['naver.com', 'gmail.com', emailDirectInput.value]);
    expect(emailDomainOptions.at(-1)?.label).toBe('직접 입력');
  });

  it('keeps the spec values', () => {
    expect(serviceHours).toBe('평일 09:00 ~ 17:30 (주말·공휴일 휴무)');
    expect(photoLimits).toEqual({ invitationPerSelection: 12, reviewMax: 5, reviewMaxMb: 10 });
    expect(defaultMapCenter).toEqual({ latitude: 37.5665, longitude: 126.978 });
    expect(kioskRefreshMs).toBe(10000);
    expect(bannerIntervals).toEqual({ home: 2000, campaign: 4000, noticeTickerStep: 3000, noticeTickerAnimation: 600 });
  });
});

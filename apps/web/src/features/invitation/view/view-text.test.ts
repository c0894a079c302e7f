import { describe, expect, it } from 'vitest';
import type { InvitationView } from '@ongi/shared';
import { calendarMonth, daysUntil, dDayLabel, dDaySentence, designIndex, invitationTitle, parentsText, storedLines, storedText } from './view-text';

describe('the wedding day', () => {
  it('counts the days to the wedding in Korea', () => {
    expect(daysUntil('2026-05-09', '2026-04-16')).toBe(23);
    expect(daysUntil('2026-05-09', '2026-05-09')).toBe(0);
    expect(daysUntil('2026-05-09', '2026-05-12')).toBe(-3);
    expect(daysUntil('', '2026-05-12')).toBeNull();
    expect([23, 0, -3].map(dDayLabel)).toEqual(['D-23', 'D-DAY', 'D+3']);
    const couple = { groomName: '민준', brideName: '서연' };
    expect(dDaySentence(couple, 23)).toBe('민준 ♥ 서연의 결혼식이 23일 남았습니다.');
    expect(dDaySentence(couple, 0)).toBe('오늘은 민준 ♥ 서연의 결혼식 날입니다.');
    expect(dDaySentence(couple, -3)).toBe('민준 ♥ 서연의 결혼식이 3일 지났습니다.');
  });

  it('lays the month out from Sunday, padding the first and last week', () => {
    const month = calendarMonth('2026-05-09');
    expect(month?.caption).toBe('2026년 5월');
    expect(month?.day).toBe(9);
    // 1 May 2026 is a Friday.
    expect(month?.weeks[0]).toEqual([null, null, null, null, null, 1, 2]);
    expect(month?.weeks.at(-1)).toEqual([31, null, null, null, null, null, null]);
    expect(month?.weeks.every((week) => week.length === 7)).toBe(true);
  });
});

describe('stored text and names', () => {
  it('turns stored HTML back into text, never into markup', () => {
    expect(storedText('첫 줄<br>둘째 줄 &lt;b&gt;')).toBe('첫 줄\n둘째 줄 <b>');
    expect(storedLines('아들 김민수<br><br> 딸 김지은 <br>')).toEqual(['아들 김민수', '딸 김지은']);
  });

  it('names parents and titles the page', () => {
    expect(parentsText('김정훈', '박미영')).toBe('김정훈 · 박미영');
    expect(parentsText('', '박미영')).toBe('박미영');
    const base = { publicNum: '', invitationSeq: 1, mainDesign: 1, mainPhoto: null, gallery: [], campaign: null, guestbook: 'off' as const, updatedAt: '' };
    const wedding = { groomName: '김민준', brideName: '이서연' } as InvitationView['wedding'];
    const funeral = { deceasedName: '김영수', religion: 'catholic' } as InvitationView['funeral'];
    expect(invitationTitle({ ...base, invitationType: 'W', wedding, funeral: null })).toBe('김민준 ♥ 이서연 결혼합니다');
    expect(invitationTitle({ ...base, invitationType: 'F', wedding: null, funeral })).toBe('故 김영수 님 부고');
  });

  it('reads any other design number as the first', () => {
    const designs = [{ value: 1 }, { value: 2 }, { value: 3 }, { value: 4 }];
    expect([1, 2, 3, 4, 0, 9].map((n) => designIndex(n, designs))).toEqual([0, 1, 2, 3, 0, 0]);
  });
});

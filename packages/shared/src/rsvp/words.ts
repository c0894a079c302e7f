// 참석 의사 (RSVP) words and limits without zod: the guest page (a light
// entry) and the host's screens show the same labels the server writes into
// its Excel.

export const rsvpSides = ['groom', 'bride'] as const;
export type RsvpSide = (typeof rsvpSides)[number];
export const rsvpChoices = ['yes', 'no', 'undecided'] as const;
export type RsvpChoice = (typeof rsvpChoices)[number];

export const rsvpSideLabels: Record<RsvpSide, string> = { groom: '신랑측', bride: '신부측' };
export const rsvpAttendanceLabels: Record<RsvpChoice, string> = { yes: '참석', no: '불참', undecided: '미정' };
export const rsvpMealLabels: Record<RsvpChoice, string> = { yes: '식사함', no: '식사 안 함', undecided: '미정' };

/** The meal in a line beside the headcount, where '미정' alone would read as the attendance. */
export const rsvpMealText = (meal: RsvpChoice) => (meal === 'undecided' ? '식사 미정' : rsvpMealLabels[meal]);

export const rsvpLimits = { name: 30, note: 200, headcount: 20, passwordMin: 4, passwordMax: 20 } as const;

/** The instant a Korean wall-clock minute names. */
export function koreanMinuteInstant(value: string): Date {
  return new Date(`${value}:00+09:00`);
}

/** The Korean wall-clock minute of an instant ('2026-05-09T18:00'). */
export function koreanMinuteOf(instant: Date): string {
  return new Date(instant.getTime() + 9 * 3_600_000).toISOString().slice(0, 16);
}

/** What the guest page says around the form. */
export const rsvpGuestWords = {
  title: '참석 의사 전달',
  lead: '원활한 예식 준비를 위해 참석 여부를 알려 주세요.',
  open: '참석 의사 전달하기',
  sent: '참석 의사가 전달되었습니다',
  change: '수정',
  closed: '참석 의사 전달이 마감되었습니다.',
  deadline: (text: string) => `${text}까지 받습니다.`,
  findLead: '다른 휴대폰에서 전달하셨나요? 성함과 비밀번호로 찾아 수정할 수 있습니다.',
  find: '성함과 비밀번호로 찾기',
} as const;

// How an invitation words its dates, times and titles: one place for the
// guest's page and the server's link preview, so a shared link's card and the
// page it opens say the same thing.
import { toSeoulTime } from '../format/date';
import { religionWordings, type FuneralReligion } from './presets';

/** '2026년 5월 9일 토요일' (no leading zeros, as an invitation is written); '' for a missing date. */
export function eventDateText(date: string): string {
  return toSeoulTime(date)?.format('YYYY년 M월 D일 dddd') ?? '';
}

/** '5월 9일 (토)', for a short line under a heading. */
export function shortDateText(date: string): string {
  return toSeoulTime(date)?.format('M월 D일 (dd)') ?? '';
}

const clockPattern = /^(\d{1,2}):(\d{2})$/;

/** '13:30' → '오후 1시 30분', '12:00' → '낮 12시'; text that is not a clock time is shown as the host typed it. */
export function clockText(time: string): string {
  const match = clockPattern.exec(time.trim());
  if (!match) return time.trim();
  const hour = Number(match[1]);
  const minute = Number(match[2]);
  if (hour > 23 || minute > 59) return time.trim();
  const part = hour === 12 ? '낮' : hour < 12 ? '오전' : '오후';
  const shown = hour % 12 === 0 ? 12 : hour % 12;
  return `${part} ${shown}시${minute ? ` ${minute}분` : ''}`;
}

/** '2026년 5월 9일 토요일 오후 1시 30분' */
export function dateTimeText(date: string, time: string): string {
  return [eventDateText(date), clockText(time)].filter(Boolean).join(' ');
}

/** '라온채플 강남 그랜드홀 3층' */
export function placeText(place: { name: string; detail: string }): string {
  return [place.name, place.detail]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
}

export function weddingTitle(wedding: { groomName: string; brideName: string }): string {
  return `${wedding.groomName} ♥ ${wedding.brideName} 결혼합니다`;
}

export function funeralTitle(funeral: { deceasedName: string; religion: FuneralReligion }): string {
  return `${religionWordings[funeral.religion].honorific} ${funeral.deceasedName} 님 부고`;
}

/** Where the guest page's send button was, once its campaign is ended (종료) or past its end date. */
export const campaignClosedNote = '이 캠페인은 종료되어 디지털 기부화환을 더 보낼 수 없습니다.';
/** Where the send button was once the host's choice stopped the wreaths (after the event, or the archive date). */
export const wreathsStoppedNote = '디지털 기부화환 접수를 마쳤습니다. 보내 주신 마음에 깊이 감사드립니다.';

/** What a guest's tap on an account row says (copy.ts). */
export const accountCopyWording = {
  copied: '복사되었습니다',
  copyFailed: '복사하지 못했습니다. 길게 눌러 직접 복사해 주세요.',
  /** A transfer app that did not open: the account went to the clipboard instead. */
  appMissing: (app: string) => `${app} 앱을 열 수 없어 계좌번호를 복사했습니다. 은행 앱에 붙여 넣어 주세요.`,
} as const;

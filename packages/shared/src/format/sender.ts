// How a wreath sender's name shows on the home page's donor list, the
// messages board and the kiosk. The payer chooses when paying: the name as
// typed, masked, or '익명'. Masking is for people's names only: an
// organisation or a group ('(주)한결상사 임직원 일동', '대학 동기 일동') stays
// readable, since hiding it protects nobody and makes it unrecognisable.

export const senderDisplays = ['NAME', 'MASKED', 'ANONYMOUS'] as const;
export type SenderDisplay = (typeof senderDisplays)[number];

export const senderDisplayLabels: Record<SenderDisplay, string> = {
  NAME: '이름 그대로',
  MASKED: '이름 일부 가림',
  ANONYMOUS: '익명',
};

export const anonymousSender = '익명';

// Words that make a name a group's or an organisation's, anywhere in it
// ('(주)', '주식회사') or at the end of a word ('한결상사', '동창회', '임직원').
const groupMarkers = ['(주)', '㈜', '주식회사', '(유)', '유한회사', '(사)', '사단법인', '재단법인', '(재)', '법인'];
const groupWordEndings = [
  '회사',
  '상사',
  '그룹',
  '재단',
  '협회',
  '조합',
  '일동',
  '임직원',
  '직원',
  '직원들',
  '동기',
  '동기들',
  '동문',
  '동문회',
  '동창',
  '동창회',
  '친구들',
  '가족',
  '가족들',
  '식구',
  '식구들',
  '모임',
  '교회',
  '성당',
  '사찰',
  '학교',
  '대학교',
  '학회',
  '연구실',
  '연구소',
  '센터',
  '병원',
  '의원',
  '팀',
  '팀원',
  '팀원들',
  '본부',
  '사업부',
  '부서',
  '위원회',
  '산악회',
  '동호회',
  '클럽',
  '일가',
  '문중',
  '종친회',
  '후원회',
  '봉사단',
  '선후배',
];
// Words of relation or title beside a person's name ('이모 정미숙', '김민수 부장'): not part of the name.
const relationWords = new Set([
  '이모',
  '고모',
  '삼촌',
  '외삼촌',
  '숙부',
  '숙모',
  '큰아버지',
  '작은아버지',
  '큰어머니',
  '작은어머니',
  '할아버지',
  '할머니',
  '외할아버지',
  '외할머니',
  '친구',
  '선배',
  '후배',
  '동생',
  '언니',
  '오빠',
  '누나',
  '형',
  '형님',
  '조카',
  '사촌',
  '부장',
  '차장',
  '과장',
  '대리',
  '사원',
  '사장',
  '대표',
  '이사',
  '팀장',
  '실장',
  '원장',
  '교수',
  '선생님',
  '목사',
  '신부',
  '님',
]);

const characters = (text: string) => Array.from(text);

/** True when the name is a group's or an organisation's rather than a person's. */
export function isGroupName(name: string): boolean {
  if (groupMarkers.some((marker) => name.includes(marker))) return true;
  return name
    .split(/\s+/)
    .filter(Boolean)
    .some((word) => groupWordEndings.some((ending) => word.endsWith(ending)));
}

/**
 * Hides the middle of each word of a person's name, one star a character:
 * '김민수' → '김*수', '남궁민수' → '남**수', '이준' → '이*', '김' → '*'.
 * Relation words stay ('이모 정미숙' → '이모 정*숙'); no name reads '익명'.
 * Counted in code points, so a syllable is never split.
 */
export function maskPersonName(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return anonymousSender;
  return words.map((word) => (relationWords.has(word) ? word : maskWord(word))).join(' ');
}

function maskWord(word: string): string {
  const chars = characters(word);
  if (chars.length === 1) return '*';
  if (chars.length === 2) return `${chars[0]}*`;
  return `${chars[0]}${'*'.repeat(chars.length - 2)}${chars[chars.length - 1]}`;
}

/** The sender as lists and the kiosk show them, by the payer's choice (masked unless they chose otherwise). */
export function senderDisplayName(name: string | null | undefined, display: SenderDisplay = 'MASKED'): string {
  const trimmed = (name ?? '').trim().replace(/\s+/g, ' ');
  if (display === 'ANONYMOUS' || trimmed === '') return anonymousSender;
  if (display === 'NAME' || isGroupName(trimmed)) return trimmed;
  return maskPersonName(trimmed);
}

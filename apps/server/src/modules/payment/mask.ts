/**
 * A donor's name as the home page shows it. Senders type anything: a person
 * ('김민수'), or a group ('대학 동기 일동', '이모 정미숙'). Each word keeps its
 * first and last characters and hides the ones between, one star each:
 * '김민수' → '김*수', '남궁민수' → '남**수', '대학 동기 일동' → '대* 동* 일*',
 * '이모 정미숙' → '이* 정*숙'. A word of two characters keeps the first
 * ('이준' → '이*'), one of one character is hidden ('김' → '*'), and no name
 * at all reads '익명'. Counted in code points, so a syllable is never split.
 */
export function maskName(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '익명';
  return words.map(maskWord).join(' ');
}

function maskWord(word: string): string {
  const chars = Array.from(word);
  if (chars.length === 1) return '*';
  if (chars.length === 2) return `${chars[0]}*`;
  return `${chars[0]}${'*'.repeat(chars.length - 2)}${chars[chars.length - 1]}`;
}

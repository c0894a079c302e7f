// Text helpers for lists, reviews and the stored greeting/content fields.
//
// Lengths are counted in Unicode code points, so a Korean syllable or an emoji
// such as 😀 counts as one character and is never cut in half. (Emoji built
// from several code points, such as family or flag emoji, count as several.)

const codePoints = (text: string): string[] => Array.from(text);

/**
 * Masks a username after its first 2 characters: 'member01' → 'me******'.
 *
 * Decision for short ids: at least one character is always hidden, so the
 * whole id is never shown. 2 characters keep the first ('ab' → 'a*'), a
 * single character is fully hidden ('a' → '*'), and '' stays ''.
 */
export function maskUsername(username: string | null | undefined): string {
  const chars = codePoints(username ?? '');
  if (chars.length === 0) return '';
  const visible = Math.min(2, chars.length - 1);
  return chars.slice(0, visible).join('') + '*'.repeat(chars.length - visible);
}

/**
 * Cuts text to `max` characters and appends '...' only when something was cut:
 * truncate('가나다라마', 3) → '가나다...', truncate('가나다', 3) → '가나다'.
 * Whitespace left at the cut is trimmed before '...' ('오늘 하루' at 3 → '오늘...').
 * null and undefined give ''; a negative max counts as 0.
 */
export function truncate(text: string | null | undefined, max: number): string {
  const chars = codePoints(text ?? '');
  const limit = Math.max(0, Math.floor(max));
  if (chars.length <= limit) return chars.join('');
  return `${chars.slice(0, limit).join('').trimEnd()}...`;
}

/**
 * `text` with `search` replaced by `value` exactly as written. A replacement
 * string is a pattern: `$&`, `` $` ``, `$'`, `$1`, `$<name>` and `$$` in it
 * stand for the match and the text around it, so a review reading `` $` ``
 * put into a page with `html.replace('</head>', tags)` would copy the page's
 * own HTML into itself. A replacer function's result is never read that way.
 * Like `replace`: a string or a pattern without the g flag replaces the first
 * match, a g pattern every one. (eslint.config.js refuses a replacement
 * string that is not a literal.)
 */
export function replaceLiterally(text: string, search: string | RegExp, value: string): string {
  return text.replace(search, () => value);
}

const htmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes the five characters that matter in HTML text and attributes. */
export function escapeHtml(text: string | null | undefined): string {
  return (text ?? '').replace(/[&<>"']/g, (ch) => htmlEscapes[ch] ?? ch);
}

const htmlUnescapes: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&#x27;': "'",
  '&nbsp;': ' ',
};

/**
 * Turns plain text typed by a person (a textarea: greeting, content, message)
 * into the stored HTML form: HTML is escaped first, then each line break
 * (\r\n, \r or \n) becomes '<br>'. The result is safe to insert as HTML.
 */
export function newlinesToBr(text: string | null | undefined): string {
  return escapeHtml(text).replace(/\r\n|\r|\n/g, '<br>');
}

/**
 * The reverse of newlinesToBr, to put stored text back into a textarea:
 * '<br>', '<br/>', '<br />' (any case) become '\n' and the entities that
 * newlinesToBr writes (plus &#x27; and &nbsp;) are decoded, so
 * brToNewlines(newlinesToBr(text)) gives the text back (with \n line breaks).
 * The result is plain text: render it as text, never as HTML.
 */
export function brToNewlines(html: string | null | undefined): string {
  return (html ?? '').replace(/<br\s*\/?>/gi, '\n').replace(/&(?:amp|lt|gt|quot|#39|#x27|nbsp);/gi, (entity) => htmlUnescapes[entity.toLowerCase()] ?? entity);
}

// How each digit is read, for the particle after a number ('1건' is read 일, with a final consonant).
const digitHasFinal = [true, true, false, true, false, false, true, true, true, false];

/**
 * Whether a word, as it is read, ends in a final consonant (받침): its last
 * Hangul syllable or digit. A bracket at the end is an aside, and the
 * particle agrees with the word before it ('결제 9건(770,000원)' → 건);
 * closing quotes are looked past. Latin letters and anything else count as
 * without one, as most read (FAQ → 에프에이큐).
 */
function endsWithFinal(word: string): boolean {
  const chars = codePoints(word.replace(/\s*\([^()]*\)\s*$/u, '').replace(/[\s'"’”]+$/u, ''));
  const last = chars[chars.length - 1];
  if (last === undefined) return false;
  if (/[0-9]/.test(last)) return digitHasFinal[Number(last)] === true;
  const code = last.charCodeAt(0) - 0xac00;
  return code >= 0 && code <= 11171 && code % 28 !== 0;
}

/** The particles that change with the word before them: the form after a final consonant, then the other. */
const particles = { '은/는': ['은', '는'], '이/가': ['이', '가'], '을/를': ['을', '를'], '과/와': ['과', '와'] } as const;
export type KoreanParticle = keyof typeof particles;

/** The word with the particle that fits it: withParticle('캠페인', '은/는') → '캠페인은', withParticle('기부처', '은/는') → '기부처는'. */
export function withParticle(word: string, particle: KoreanParticle): string {
  const [afterFinal, otherwise] = particles[particle];
  return `${word}${endsWithFinal(word) ? afterFinal : otherwise}`;
}

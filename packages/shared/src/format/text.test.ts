import { describe, it, expect } from 'vitest';
import { brToNewlines, escapeHtml, maskUsername, newlinesToBr, replaceLiterally, truncate, withParticle } from './text';

describe('maskUsername', () => {
  it('keeps the first 2 characters and masks the rest', () => {
    expect(maskUsername('member01')).toBe('me******');
    expect(maskUsername('abc')).toBe('ab*');
    expect(maskUsername('hong1234')).toBe('ho******');
  });

  it('always hides at least one character of a short id', () => {
    expect(maskUsername('ab')).toBe('a*');
    expect(maskUsername('a')).toBe('*');
  });

  it('returns an empty string for an empty id', () => {
    expect(maskUsername('')).toBe('');
    expect(maskUsername(null)).toBe('');
    expect(maskUsername(undefined)).toBe('');
  });

  it('counts Korean characters and emoji as one character each', () => {
    expect(maskUsername('홍길동님')).toBe('홍길**');
    expect(maskUsername('😀😀😀')).toBe('😀😀*');
  });
});

describe('truncate', () => {
  it("cuts to max characters and appends '...' only when cut", () => {
    expect(truncate('abcdefghij', 5)).toBe('abcde...');
    expect(truncate('abcde', 5)).toBe('abcde');
    expect(truncate('abc', 5)).toBe('abc');
  });

  it('counts Korean syllables as single characters', () => {
    expect(truncate('따뜻한 마음을 전하는 디지털 기부화환', 14)).toBe('따뜻한 마음을 전하는 디지...');
    expect(truncate('가나다라마', 3)).toBe('가나다...');
    expect(truncate('가나다', 3)).toBe('가나다');
  });

  it('does not split an emoji', () => {
    expect(truncate('😀😀😀😀', 2)).toBe('😀😀...');
    expect(truncate('😀😀', 2)).toBe('😀😀');
    // '😀😀' is 4 UTF-16 units but 2 characters: not cut.
    expect(truncate('😀😀', 3)).toBe('😀😀');
  });

  it('trims whitespace left at the cut', () => {
    expect(truncate('오늘 하루', 3)).toBe('오늘...');
  });

  it('handles empty text and a zero or negative max', () => {
    expect(truncate('', 5)).toBe('');
    expect(truncate(null, 5)).toBe('');
    expect(truncate(undefined, 5)).toBe('');
    expect(truncate('abc', 0)).toBe('...');
    expect(truncate('abc', -1)).toBe('...');
    expect(truncate('', 0)).toBe('');
  });
});

describe('escapeHtml', () => {
  it('escapes the HTML special characters', () => {
    expect(escapeHtml(`<a href="x">Tom & 'Jerry'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;Tom &amp; &#39;Jerry&#39;&lt;/a&gt;');
    expect(escapeHtml(null)).toBe('');
  });
});

describe('newlinesToBr', () => {
  it('turns every kind of line break into <br>', () => {
    expect(newlinesToBr('첫째 줄\n둘째 줄')).toBe('첫째 줄<br>둘째 줄');
    expect(newlinesToBr('a\r\nb\rc\nd')).toBe('a<br>b<br>c<br>d');
    expect(newlinesToBr('a\n\nb')).toBe('a<br><br>b');
  });

  it('escapes HTML in plain user text', () => {
    expect(newlinesToBr('<script>alert(1)</script>\n축하해요 & 감사해요')).toBe('&lt;script&gt;alert(1)&lt;/script&gt;<br>축하해요 &amp; 감사해요');
    expect(newlinesToBr('<img src=x onerror="alert(1)">')).not.toContain('<img');
  });

  it('returns an empty string for empty input', () => {
    expect(newlinesToBr('')).toBe('');
    expect(newlinesToBr(null)).toBe('');
  });
});

describe('brToNewlines', () => {
  it('turns every form of <br> into a line break', () => {
    expect(brToNewlines('a<br>b<br/>c<br />d<BR>e<Br  />f')).toBe('a\nb\nc\nd\ne\nf');
  });

  it('decodes the entities newlinesToBr writes', () => {
    expect(brToNewlines('Tom &amp; Jerry&lt;3 &quot;hi&quot; &#39;yo&#39;&nbsp;!')).toBe(`Tom & Jerry<3 "hi" 'yo' !`);
  });

  it('gives back the original text after newlinesToBr', () => {
    const samples = ['평생 함께할 사람을 만났습니다.\n저희 두 사람의 첫걸음을\n축복해 주세요.', `<b>"A & B"</b>\n'x'`, '', '\n\n'];
    for (const text of samples) {
      expect(brToNewlines(newlinesToBr(text))).toBe(text);
    }
    expect(brToNewlines(newlinesToBr('a\r\nb'))).toBe('a\nb');
  });

  it('does not double-decode', () => {
    expect(brToNewlines(newlinesToBr('&lt;'))).toBe('&lt;');
  });

  it('returns an empty string for empty input', () => {
    expect(brToNewlines(null)).toBe('');
  });
});

describe('withParticle', () => {
  it('follows the last syllable: a final consonant or none', () => {
    expect(withParticle('캠페인', '은/는')).toBe('캠페인은');
    expect(withParticle('기부처', '은/는')).toBe('기부처는');
    expect(withParticle('캠페인 카테고리', '이/가')).toBe('캠페인 카테고리가');
    expect(withParticle('제휴기관', '을/를')).toBe('제휴기관을');
    expect(withParticle('하위 카테고리 2개', '과/와')).toBe('하위 카테고리 2개와');
  });

  it('agrees with the word before a closing aside, and reads digits as they are said', () => {
    expect(withParticle('결제 9건(770,000원)', '과/와')).toBe('결제 9건(770,000원)과');
    expect(withParticle('카테고리(결혼)', '은/는')).toBe('카테고리(결혼)는');
    expect(withParticle("'가을 나눔'", '을/를')).toBe("'가을 나눔'을");
    expect(withParticle('청첩장 3', '이/가')).toBe('청첩장 3이');
    expect(withParticle('부고장 2', '이/가')).toBe('부고장 2가');
    expect(withParticle('FAQ', '은/는')).toBe('FAQ는');
    expect(withParticle('', '이/가')).toBe('가');
  });
});

describe('replaceLiterally', () => {
  const page = '<html><head><title>온기</title></head><body></body></html>';

  it.each(['$&', '$`', "$'", '$1', '$<name>', '$$'])('puts %s in as written, where a replacement string would read a pattern', (pattern) => {
    const value = `<script>후기 ${pattern}</script>`;
    expect(replaceLiterally(page, '</head>', `${value}</head>`)).toBe(`<html><head><title>온기</title>${value}</head><body></body></html>`);
    expect(replaceLiterally(page, /<title>[^<]*<\/title>/, `<title>${pattern}</title>`)).toBe(
      `<html><head><title>${pattern}</title></head><body></body></html>`,
    );
  });

  it('replaces the first match of a string, and every match of a g pattern, like replace', () => {
    expect(replaceLiterally('a-a-a', 'a', '$&$&')).toBe('$&$&-a-a');
    expect(replaceLiterally('a-a-a', /a/g, '$`')).toBe('$`-$`-$`');
  });
});

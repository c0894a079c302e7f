import { describe, expect, it } from 'vitest';
import { fontSlices, sliceCovers } from './site-font';

// Two faces as the build writes Pretendard's stylesheet (minified, hashed file names).
const css =
  '@font-face{font-family:Pretendard Variable;font-style:normal;font-display:swap;font-weight:45 920;src:url(/assets/PretendardVariable.subset.90-BF7RiZjm.woff2)format("woff2-variations");unicode-range:U+AC00-AC01,U+AC04,U+AC08}' +
  '@font-face{font-family:Pretendard Variable;font-style:normal;font-display:swap;font-weight:45 920;src:url("/assets/PretendardVariable.subset.91-Csm0YNoH.woff2") format("woff2-variations");unicode-range:U+20-7E, U+A9}';

describe('Pretendard slices', () => {
  it('reads each slice file and the characters it covers', () => {
    const slices = [...fontSlices(css)];
    expect(slices.map((slice) => slice.url)).toEqual([
      '/assets/PretendardVariable.subset.90-BF7RiZjm.woff2',
      '/assets/PretendardVariable.subset.91-Csm0YNoH.woff2',
    ]);
    const covering = (text: string) => {
      const sorted = [...new Set([...text].map((character) => character.codePointAt(0) ?? 0))].sort((a, b) => a - b);
      return slices.filter((slice) => sliceCovers(slice, sorted)).map((slice) => slice.url.match(/subset\.(\d+)/)?.[1]);
    };
    expect(covering('가각')).toEqual(['90']);
    expect(covering('온기')).toEqual([]);
    expect(covering('A ©')).toEqual(['91']);
    expect(covering('가 A')).toEqual(['90', '91']);
    // The edges of a range count; the code points just past them do not.
    expect(covering('\u{AC08}')).toEqual(['90']);
    expect(covering('\u{7F}\u{AC09}')).toEqual([]);
  });
});

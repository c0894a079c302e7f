import { describe, expect, it } from 'vitest';
import { isEmptyRichText } from './editor';

describe('isEmptyRichText', () => {
  it.each([null, undefined, '', '<p><br></p>', '<p> </p><p><br></p>', '<p>&nbsp;</p>', '<h2><br></h2>'])('%j is empty', (html) => {
    expect(isEmptyRichText(html)).toBe(true);
  });

  it.each(['<p>a</p>', '<p><img src="/api/file/image?path=x.png"></p>', '<iframe class="ql-video" src="https://www.youtube.com/embed/x"></iframe>'])(
    '%j is not empty',
    (html) => {
      expect(isEmptyRichText(html)).toBe(false);
    },
  );
});

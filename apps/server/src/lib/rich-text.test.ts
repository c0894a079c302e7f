import { describe, expect, it } from 'vitest';
import { isAllowedImageSrc, sanitizeRichText } from './rich-text';

const key = '2026/05/0123abcd-0123-4567-89ab-0123456789ab.webp';

describe('sanitizeRichText: what never survives', () => {
  it.each([
    ['a script element and its code', '<p>안내</p><script>alert(1)</script>', '<p>안내</p>'],
    ['a script inside svg', '<svg><script>alert(1)</script></svg>', ''],
    ['an upper-case script', '<SCRIPT>alert(1)</SCRIPT><p>a</p>', '<p>a</p>'],
    ['a style element', '<style>body { display: none }</style><p>a</p>', '<p>a</p>'],
    ['inline styles', '<p style="background:url(javascript:alert(1))">a</p>', '<p>a</p>'],
    ['event handlers', '<p onclick="alert(1)" onmouseover="alert(2)">a</p>', '<p>a</p>'],
    ['an image whose source is refused, with its onerror', '<img src=x onerror=alert(1)>', ''],
    ['onerror on an allowed image', `<img src="/api/file/image?path=${key}" onerror="alert(1)">`, `<img src="/api/file/image?path=${key}" />`],
    ['forms and inputs', '<form action="https://evil.example"><input name="pwd"><button>보내기</button></form>', '보내기'],
    ['object and embed', '<object data="x.swf"></object><embed src="x.swf">', ''],
    ['a meta refresh', '<meta http-equiv="refresh" content="0;url=https://evil.example">', ''],
    ['a textarea with markup inside', '<textarea><img src=x onerror=alert(1)></textarea>', ''],
  ])('drops %s', (_label, input, expected) => {
    expect(sanitizeRichText(input)).toBe(expected);
  });

  it.each([
    ['javascript:', '<a href="javascript:alert(1)">x</a>'],
    ['mixed-case javascript: with spaces', '<a href="  JaVaScRiPt:alert(1)">x</a>'],
    ['javascript: with an encoded tab', '<a href="java&#x09;script:alert(1)">x</a>'],
    ['data:', '<a href="data:text/html,<script>alert(1)</script>">x</a>'],
    ['vbscript:', '<a href="vbscript:msgbox(1)">x</a>'],
    ['protocol-relative', '<a href="//evil.example/">x</a>'],
  ])('removes a %s link target but keeps the text', (_label, input) => {
    expect(sanitizeRichText(input)).toBe('<a rel="noopener noreferrer">x</a>');
  });

  it.each([
    ['another site', 'https://evil.example/embed/1'],
    ['a look-alike host', 'https://www.youtube.com.evil.example/embed/1'],
    ['plain http YouTube', 'http://www.youtube.com/embed/1'],
    ['a relative frame', '/admin'],
    ['javascript:', 'javascript:alert(1)'],
  ])('drops an iframe from %s', (_label, src) => {
    expect(sanitizeRichText(`<p>영상</p><iframe src="${src}"></iframe>`)).toBe('<p>영상</p>');
  });

  it('drops an iframe without a source', () => {
    expect(sanitizeRichText('<iframe class="ql-video"></iframe><p>a</p>')).toBe('<p>a</p>');
  });

  it.each([
    ['data:', 'data:image/png;base64,iVBORw0KGgo='],
    ['plain http', 'http://cdn.example/a.png'],
    ['another path of this site', '/api/account/logout'],
    ['an API path of this site, absolute', 'https://www.ongi.example/api/account/logout'],
    ['an API path, another case', 'https://www.ongi.example/API/account/delete-return-bank'],
    ['an API path, percent-encoded', 'https://www.ongi.example/%61pi/account/logout'],
    ['an API path behind dot segments', 'https://www.ongi.example/api/file/image/../../api/account/logout'],
    ['an API path, doubled slash', 'https://www.ongi.example//api/account/logout'],
    ['the file route of this site with another query', 'https://www.ongi.example/api/file/image?path=x&logout=1'],
    ['a file route with a made-up path', '/api/file/image?path=../../etc/passwd'],
    ['a file route with extra parameters', `/api/file/image?path=${key}&x=1`],
    ['protocol-relative', '//cdn.example/a.png'],
  ])('drops an image from %s', (_label, src) => {
    expect(sanitizeRichText(`<p><img src="${src}">사진</p>`)).toBe('<p>사진</p>');
  });

  it('drops classes that are not Quill formats', () => {
    expect(sanitizeRichText('<p class="ql-align-center evil ql-align-left ql-indent-9 ql-indent-3">a</p>')).toBe(
      '<p class="ql-align-center ql-indent-3">a</p>',
    );
  });

  it("drops Quill's ql-ui list-marker spans", () => {
    expect(sanitizeRichText('<ol><li data-list="bullet"><span class="ql-ui" contenteditable="false"></span>하나</li></ol>')).toBe(
      '<ol><li data-list="bullet">하나</li></ol>',
    );
  });

  it('keeps only the list kinds Quill writes in data-list', () => {
    expect(sanitizeRichText('<ol><li data-list="evil">a</li><li data-list="checked">b</li></ol>')).toBe('<ol><li>a</li><li data-list="checked">b</li></ol>');
  });

  it('keeps text that looks like markup as text', () => {
    expect(sanitizeRichText('<p>&lt;script&gt;alert(1)&lt;/script&gt; &amp; 1 &lt; 2</p>')).toBe('<p>&lt;script&gt;alert(1)&lt;/script&gt; &amp; 1 &lt; 2</p>');
  });

  it('unwraps elements outside the list and keeps their text', () => {
    expect(sanitizeRichText('<div><p>a</p></div><table><tr><td>칸</td></tr></table><font color="red">b</font>')).toBe('<p>a</p>칸b');
  });

  it('gives an empty string for nothing', () => {
    expect(sanitizeRichText(null)).toBe('');
    expect(sanitizeRichText(undefined)).toBe('');
    expect(sanitizeRichText('')).toBe('');
  });
});

describe('sanitizeRichText: what Quill writes stays intact', () => {
  it.each([
    ['headings and paragraphs', '<h1>제목</h1><h2>부제</h2><h3>소제목</h3><p>본문<br />둘째 줄</p>'],
    ['inline formats', '<p><strong>굵게</strong> <em>기울임</em> <u>밑줄</u> <s>취소선</s> <sub>아래</sub> <sup>위</sup> <code>코드</code></p>'],
    ['alignment, indentation, size and font classes', '<p class="ql-align-justify ql-indent-2"><span class="ql-size-huge ql-font-serif">크게</span></p>'],
    ['Quill 2 lists', '<ol><li data-list="ordered">하나</li><li data-list="bullet" class="ql-indent-1">둘</li></ol>'],
    ['plain lists', '<ul><li>가</li></ul><ol><li>나</li></ol>'],
    ['quotes', '<blockquote>인용문</blockquote>'],
    ['code blocks', '<pre class="ql-syntax" spellcheck="false">const a = 1 &lt; 2;</pre>'],
    ['an uploaded image', `<p><img src="/api/file/image?path=${key}" alt="현장 사진" /></p>`],
    ['an uploaded image with an encoded key', `<p><img src="/api/file/image?path=${encodeURIComponent(key)}" /></p>`],
    ['an uploaded image by its absolute address', `<p><img src="https://www.ongi.example/api/file/image?path=${key}" /></p>`],
    [
      'an image on another site, even under a path named api',
      '<p><img src="https://cdn.example/apis/a.png" /><img src="https://cdn.example/images/api.png" /></p>',
    ],
    ['an https image', '<p><img src="https://cdn.example/photo.jpg" width="320" height="240" /></p>'],
    ['a YouTube video', '<iframe class="ql-video" frameborder="0" allowfullscreen="true" src="https://www.youtube.com/embed/dQw4w9WgXcQ?showinfo=0"></iframe>'],
    ['a youtube-nocookie video', '<iframe class="ql-video" src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"></iframe>'],
    ['a Vimeo video', '<iframe class="ql-video" frameborder="0" allowfullscreen="true" src="https://player.vimeo.com/video/76979871"></iframe>'],
    ['a new-tab link', '<p><a href="https://ongi.example/campaign" target="_blank" rel="noopener noreferrer">캠페인</a></p>'],
    ['a mail link', '<p><a href="mailto:help@ongi.example" rel="noopener noreferrer">메일</a></p>'],
    ['a site-relative link', '<p><a href="/customer-service/faq-list" rel="noopener noreferrer">FAQ</a></p>'],
  ])('keeps %s', (_label, html) => {
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('adds rel="noopener noreferrer" to every link and keeps target only when it is _blank', () => {
    expect(sanitizeRichText('<a href="https://a.example" target="_blank" rel="opener">a</a>')).toBe(
      '<a href="https://a.example" target="_blank" rel="noopener noreferrer">a</a>',
    );
    expect(sanitizeRichText('<a href="https://a.example" target="_top">a</a>')).toBe('<a href="https://a.example" rel="noopener noreferrer">a</a>');
  });

  it('is stable: cleaning clean HTML changes nothing', () => {
    const once = sanitizeRichText(
      '<h2>안내</h2><p class="ql-align-center">가<script>x</script></p><img src=x onerror=alert(1)><a href="https://a.example" target="_blank">b</a>',
    );
    expect(sanitizeRichText(once)).toBe(once);
  });
});

describe('isAllowedImageSrc', () => {
  it('accepts stored images and https addresses only', () => {
    expect(isAllowedImageSrc(`/api/file/image?path=${key}`)).toBe(true);
    expect(isAllowedImageSrc('https://cdn.example/a.png')).toBe(true);
    expect(isAllowedImageSrc('/api/file/image?path=%E0%A4%A')).toBe(false);
    expect(isAllowedImageSrc('/api/file/download?path=' + key)).toBe(false);
    expect(isAllowedImageSrc('https://')).toBe(false);
  });
});

describe("sanitizeRichText: the editor toolbar's colours and direction", () => {
  it('keeps the text and background colours the palette sets on a span, nothing else of a style', () => {
    expect(sanitizeRichText('<p><span style="color: rgb(230, 0, 0); background-color: #ffff00;">빨강</span></p>')).toBe(
      '<p><span style="color:rgb(230, 0, 0);background-color:#ffff00">빨강</span></p>',
    );
    expect(sanitizeRichText('<p><span style="color: red; background-image: url(https://x.example/a.png)">a</span></p>')).toBe('<p><span>a</span></p>');
    expect(sanitizeRichText('<p style="color: #000">a</p>')).toBe('<p>a</p>');
  });

  it('keeps a right-to-left paragraph and a code block', () => {
    expect(sanitizeRichText('<p class="ql-direction-rtl ql-align-right">a</p>')).toBe('<p class="ql-direction-rtl ql-align-right">a</p>');
    expect(sanitizeRichText('<pre class="ql-syntax" spellcheck="false">a\nb</pre>')).toBe('<pre class="ql-syntax" spellcheck="false">a\nb</pre>');
  });
});

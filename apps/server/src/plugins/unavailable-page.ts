import type { FastifyRequest } from 'fastify';
import { escapeHtml } from '@ongi/shared';

// What a person sees when a page of the site cannot be drawn (the database is
// unreachable, or something failed unexpectedly): a short page in the site's
// colours (apps/web/src/shared/styles/tokens.css), with a link that asks for
// the same page again. No JSON and nothing of the error: a guest opening a
// funeral notice must not be shown a stack trace or `{"message": …}`.
// Self-contained (no script, no stylesheet, no font) so it draws even when
// nothing else of the site answers.

export const unavailablePageText = {
  title: '잠시 연결이 원활하지 않습니다',
  message: '페이지를 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.',
  retry: '다시 시도',
} as const;

/** The same page again, as a relative address: '//host' would leave the site, so anything but a plain path goes home. */
function retryHref(request: FastifyRequest): string {
  return /^\/(?![/\\])/.test(request.url) ? request.url : '/';
}

export function unavailablePage(request: FastifyRequest, productName: string): string {
  const { title, message, retry } = unavailablePageText;
  return calmPage({ title, message, link: { href: retryHref(request), label: retry } }, productName);
}

/**
 * The site's one page for a request it will not draw as usual (an outage, an
 * address refused for guessing numbers): a title, a sentence, one way on.
 */
export function calmPage({ title, message, link }: { title: string; message: string; link: { href: string; label: string } }, productName: string): string {
  return `<!doctype html>
<html lang="ko">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
    <meta name="robots" content="noindex">
    <meta name="theme-color" content="#fbf8f4">
    <title>${escapeHtml(`${title} | ${productName}`)}</title>
    <style>
      * { box-sizing: border-box; }
      body { margin: 0; min-height: 100vh; min-height: 100dvh; display: grid; place-items: center; padding: 24px; background: #fbf8f4; color: #2b2522;
        font-family: -apple-system, BlinkMacSystemFont, 'Apple SD Gothic Neo', 'Noto Sans KR', 'Noto Sans CJK KR', system-ui, 'Malgun Gothic', sans-serif; }
      main { width: 100%; max-width: 26rem; padding: 40px 28px; border: 1px solid #e6dcd3; border-radius: 16px; background: #ffffff; text-align: center; }
      .mark { width: 48px; height: 48px; margin: 0 auto 20px; border-radius: 999px; background: #f6e9e1; display: grid; place-items: center; }
      .mark span { width: 14px; height: 14px; border-radius: 999px; background: #9c5038; }
      h1 { margin: 0 0 12px; font-size: 1.25rem; line-height: 1.3; font-weight: 600; word-break: keep-all; }
      p { margin: 0 0 28px; line-height: 1.6; color: #675c55; word-break: keep-all; text-wrap: balance; }
      a.retry { display: inline-block; min-width: 10rem; padding: 14px 24px; border-radius: 10px; background: #9c5038; color: #ffffff; font-weight: 600; text-decoration: none; }
      a.retry:hover { background: #843f2a; }
      a.retry:focus-visible { outline: 3px solid #1f6feb; outline-offset: 3px; }
      footer { margin-top: 24px; font-size: 0.875rem; color: #7a6f68; }
    </style>
  </head>
  <body>
    <main>
      <div class="mark" aria-hidden="true"><span></span></div>
      <h1>${escapeHtml(title)}</h1>
      <p>${escapeHtml(message)}</p>
      <a class="retry" href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a>
      <footer>${escapeHtml(productName)}</footer>
    </main>
  </body>
</html>
`;
}

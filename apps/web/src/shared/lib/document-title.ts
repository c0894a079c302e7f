import { useEffect } from 'react';

export const PRODUCT_NAME = '온기';

/** '로그인 | 온기'; the home page is just the product name. */
export function formatDocumentTitle(title?: string | null): string {
  return title ? `${title} | ${PRODUCT_NAME}` : `${PRODUCT_NAME} — 디지털 기부화환 · 모바일 청첩장 · 부고장`;
}

/**
 * Names the page after what it shows (a campaign's name), once that is known.
 * The root layout names the route in the same commit and its effect runs after
 * the page's, so the page's own name is applied just after that.
 */
export function usePageTitle(title: string | null | undefined) {
  useEffect(() => {
    if (!title) return;
    const timer = window.setTimeout(() => {
      document.title = formatDocumentTitle(title);
    }, 0);
    return () => window.clearTimeout(timer);
  }, [title]);
}

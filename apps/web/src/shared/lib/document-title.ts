import { useEffect } from 'react';

export const PRODUCT_NAME = '온기';

/** '로그인 | 온기'; the home page is just the product name. */
export function formatDocumentTitle(title?: string | null): string {
  return title ? `${title} | ${PRODUCT_NAME}` : `${PRODUCT_NAME} — 디지털 기부화환 · 모바일 청첩장 · 부고장`;
}

/** The name the page on screen gave itself (usePageTitle), while it is on screen. */
let pageOwnTitle: string | null = null;

/**
 * Names the page after what it shows (a campaign's name), once that is known.
 * The root layout names the route (applyRouteTitle); whichever of the two
 * effects runs last, the page's own name wins while the page is on screen,
 * so nothing depends on the order in which the runtime runs effects.
 */
export function usePageTitle(title: string | null | undefined) {
  useEffect(() => {
    if (!title) return;
    pageOwnTitle = title;
    document.title = formatDocumentTitle(title);
    return () => {
      if (pageOwnTitle === title) pageOwnTitle = null;
    };
  }, [title]);
}

/** The route's name as the document title, unless the page on screen has named itself. */
export function applyRouteTitle(routeTitle: string | null | undefined) {
  document.title = formatDocumentTitle(pageOwnTitle ?? routeTitle);
}

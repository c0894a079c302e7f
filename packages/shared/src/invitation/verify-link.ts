// Where 온기 초대장 확인 lives (issue 24 §5). Without zod: the guest page
// ('@ongi/shared/light') links to it from its bottom, and it is not the React
// app that knows the site's paths.

/** The page where anyone checks a link or number they received. */
export const verifyPagePath = '/verify';

/** The check page opened on a link or number: it checks it at once. */
export function verifyPageUrl(link: string): string {
  return `${verifyPagePath}?${new URLSearchParams({ link }).toString()}`;
}

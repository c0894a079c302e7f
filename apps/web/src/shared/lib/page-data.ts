/**
 * Data the server put inside the page as `<script type="application/json">`
 * (apps/server/src/lib/page-data.ts): null when the page has none (development,
 * an address the server had nothing for) or it cannot be read.
 */
export function readPageData<T>(elementId: string): T | null {
  const text = typeof document === 'undefined' ? undefined : document.getElementById(elementId)?.textContent?.trim();
  if (!text) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}

/**
 * Data carried inside a page's HTML, as `<script type="application/json">`:
 * the browser never runs it, and '<' is escaped so no text in the data can
 * close the element.
 */
export function jsonDataScript(id: string, json: string): string {
  return `<script type="application/json" id="${id}">${json.replace(/</g, '\\u003c')}</script>`;
}

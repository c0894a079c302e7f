import fs from 'node:fs';
import path from 'node:path';
import { escapeHtml, replaceLiterally } from '@ongi/shared';
/**
 * Data carried inside a page's HTML, as `<script type="application/json">`:
 * the browser never runs it, and '<' is escaped so no text in the data can
 * close the element.
 */
export function jsonDataScript(id: string, json: string): string {
  return `<script type="application/json" id="${id}">${json.replace(/</g, '\\u003c')}</script>`;
}

/**
 * A page of the web build (invitation.html, thanks.html) read once, as a
 * function that puts a title and head tags into it; null without a build.
 * The title and tags carry the host's text: inserted literally, never read
 * as a replacement pattern ('$&', '$`'). Read once: a deploy replaces the
 * process, and with it the build.
 */
export function pageTemplate(webDist: string | null | undefined, file: string): ((title: string, tags: string) => string) | null {
  const templatePath = webDist ? path.join(webDist, file) : null;
  if (!templatePath || !fs.existsSync(templatePath)) return null;
  const template = fs.readFileSync(templatePath, 'utf8');
  return (title, tags) =>
    replaceLiterally(replaceLiterally(template, /<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`), '</head>', `    ${tags}\n  </head>`);
}

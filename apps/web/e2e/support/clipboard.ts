import type { Locator } from 'playwright-core';

/**
 * Pastes `text` into `field` as a person does: the text goes on the clipboard,
 * then Ctrl+V, so the browser's own paste runs with every limit the input has
 * (a synthetic paste event would not insert anything by itself).
 */
export async function pasteInto(field: Locator, text: string) {
  const page = field.page();
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(page.url()).origin });
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  await field.focus();
  await page.keyboard.press('ControlOrMeta+V');
}

/**
 * The older selection copy, done at once inside the tap that asked for it:
 * in-app browsers such as KakaoTalk's may have no clipboard API, or refuse it,
 * and honour a copy only while the tap is still being handled. Focus goes
 * back where it was (a dialog's button), and the text box is read-only so no
 * keyboard opens.
 */
export function copyBySelection(text: string): boolean {
  const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.setAttribute('aria-hidden', 'true');
  // 16px keeps iOS from zooming in on the focused box; fixed at the corner keeps the page from scrolling.
  area.style.cssText = 'position:fixed;top:0;left:0;width:1px;height:1px;padding:0;border:0;opacity:0;font-size:16px;';
  document.body.append(area);
  area.focus({ preventScroll: true });
  area.select();
  area.setSelectionRange(0, text.length);
  let copied = false;
  try {
    copied = document.execCommand('copy');
  } catch {
    copied = false;
  }
  area.remove();
  before?.focus({ preventScroll: true });
  return copied;
}

/** KakaoTalk's in-app browser (its user agent says so): copy by selection first, inside the tap. */
const inKakaoTalk = () => /KAKAOTALK/i.test(navigator.userAgent);

/**
 * Copies text: the clipboard API where the page may use it, else the selection
 * copy, which in KakaoTalk goes first so it runs inside the tap. True when it worked.
 */
export async function writeClipboard(text: string): Promise<boolean> {
  const api = typeof navigator.clipboard?.writeText === 'function' ? navigator.clipboard : null;
  if (!api || inKakaoTalk()) {
    if (copyBySelection(text)) return true;
    if (!api) return false;
  }
  try {
    await api.writeText(text);
    return true;
  } catch {
    return copyBySelection(text);
  }
}

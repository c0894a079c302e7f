import { accountCopyWording } from '@ongi/shared/light';
import { writeClipboard } from '@web/shared/lib/clipboard';
import { showToast } from './toast';

export const copiedMessage = accountCopyWording.copied;

/** Copies and tells the guest so ('복사되었습니다'), or how to copy by hand. */
export async function copyWithNotice(text: string, message: string = copiedMessage) {
  showToast((await writeClipboard(text)) ? message : accountCopyWording.copyFailed);
}

/** How long a transfer app has to take the page away before the guest is told it did not open. */
const appOpensWithin = 1500;

/**
 * A transfer app's link was tapped (Toss): the account is copied in the same
 * tap, so a guest without the app still has it; when the page is still in
 * front after a moment, the app did not open and the guest is told the
 * account is on the clipboard instead.
 */
export function copyForTransferApp(text: string, app: string) {
  const copying = writeClipboard(text);
  let left = false;
  const leave = () => {
    left = true;
  };
  document.addEventListener('visibilitychange', leave);
  window.addEventListener('pagehide', leave);
  window.setTimeout(() => {
    document.removeEventListener('visibilitychange', leave);
    window.removeEventListener('pagehide', leave);
    if (left || document.hidden) return;
    void copying.then((copied) => showToast(copied ? accountCopyWording.appMissing(app) : accountCopyWording.copyFailed));
  }, appOpensWithin);
}

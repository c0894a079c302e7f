import { showToast } from './toast';

export const copiedMessage = '복사되었습니다';
const copyFailedMessage = '복사하지 못했습니다. 길게 눌러 직접 복사해 주세요.';

/** The clipboard API where the page may use it, else the older selection copy (in-app browsers). */
async function writeClipboard(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.append(area);
    area.select();
    const copied = document.execCommand('copy');
    area.remove();
    return copied;
  }
}

/** Copies and tells the guest so ('복사되었습니다'), or how to copy by hand. */
export async function copyWithNotice(text: string, message: string = copiedMessage) {
  showToast((await writeClipboard(text)) ? message : copyFailedMessage);
}

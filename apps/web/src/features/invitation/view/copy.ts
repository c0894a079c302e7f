import { writeClipboard } from '@web/shared/lib/clipboard';
import { showToast } from './toast';

export const copiedMessage = '복사되었습니다';
const copyFailedMessage = '복사하지 못했습니다. 길게 눌러 직접 복사해 주세요.';

/** Copies and tells the guest so ('복사되었습니다'), or how to copy by hand. */
export async function copyWithNotice(text: string, message: string = copiedMessage) {
  showToast((await writeClipboard(text)) ? message : copyFailedMessage);
}

import { useId } from 'react';
import { CalendarPlus } from 'lucide-react';
import { inAppBrowser, inAppMessages, kakaoTalkExternalUrl } from '@ongi/shared/light';
import { calendarAddress } from './addresses';
import styles from './view.module.css';

/**
 * '캘린더에 추가': the wedding's .ics file. KakaoTalk's browser ignores
 * downloads, so there the file opens in the phone's own browser through
 * KakaoTalk's open-external address; other in-app browsers cannot be asked,
 * and the guest reads how to leave them. Elsewhere an ordinary download.
 */
export function CalendarLink({ publicNum }: { publicNum: string }) {
  const noteId = useId();
  const address = calendarAddress(publicNum);
  const inApp = inAppBrowser(navigator.userAgent);
  if (inApp?.app === 'kakaotalk') {
    return (
      <>
        <a className={styles.ghostButton} href={kakaoTalkExternalUrl(new URL(address, window.location.href).href)} aria-describedby={noteId}>
          <CalendarPlus aria-hidden="true" size={18} />
          캘린더에 추가
        </a>
        <span id={noteId} className="visually-hidden">
          {inAppMessages.calendarOpensOutside}
        </span>
      </>
    );
  }
  return (
    <>
      <a className={styles.ghostButton} href={address} download>
        <CalendarPlus aria-hidden="true" size={18} />
        캘린더에 추가
      </a>
      {inApp ? <p className={styles.inAppHint}>{inAppMessages.calendarElsewhere}</p> : null}
    </>
  );
}

import type { ReactNode } from 'react';
import { Envelope } from './envelope';
import styles from './view.module.css';

/** The states around the invitation: loading, not found, could not load. Plain, calm and in Korean. */
function StatusScreen({ title, text, children }: { title: string; text: string; children?: ReactNode }) {
  return (
    <div className={`${styles.frame} ${styles.statusFrame}`}>
      <main className={styles.status}>
        <Envelope />
        <h1 className={styles.statusTitle}>{title}</h1>
        <p className={styles.statusText}>{text}</p>
        {children}
      </main>
    </div>
  );
}

/** The same words the server's 404 page title uses. */
export const notFoundTitle = '청첩장·부고장을 찾을 수 없습니다';

export function NotFound() {
  return (
    <StatusScreen title={notFoundTitle} text={'주소가 정확한지 다시 한번 확인해 주세요.\n링크의 일부가 빠졌거나, 보내신 분이 지웠을 수 있습니다.'}>
      <a className={styles.solidButton} href="/">
        온기 홈으로 가기
      </a>
    </StatusScreen>
  );
}

/** The host made the invitation private: said calmly, with nothing of the event on it. */
export function Closed({ message }: { message: string }) {
  return (
    <StatusScreen title={message} text={'보내신 분이 공개를 멈춘 상태입니다.\n링크는 그대로이니, 다시 공개되면 이 주소에서 볼 수 있습니다.'}>
      <a className={styles.solidButton} href="/">
        온기 홈으로 가기
      </a>
    </StatusScreen>
  );
}

export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <StatusScreen title="청첩장·부고장을 불러오지 못했습니다" text={'인터넷 연결을 확인한 뒤 다시 시도해 주세요.'}>
      <button type="button" className={styles.solidButton} onClick={onRetry}>
        다시 시도
      </button>
    </StatusScreen>
  );
}

export function Loading({ preview }: { preview: boolean }) {
  return (
    <div className={`${styles.frame} ${styles.statusFrame}`}>
      <main className={styles.status} aria-busy="true">
        <Envelope />
        <p className={styles.statusText} role="status">
          {preview ? '미리보기를 준비하고 있습니다' : '여는 중입니다'}
        </p>
      </main>
    </div>
  );
}

import { useState } from 'react';
import { CheckCircle2, Copy, ExternalLink, Share2 } from 'lucide-react';
import { writeClipboard } from '../lib/clipboard';
import { Button, buttonClass } from './button';
import styles from './share-link.module.css';

interface ShareLinkProps {
  /** The whole address guests are sent (copied and shared). */
  url: string;
  /** The same page as this site's path, for the open button. */
  href: string;
  /** What the share sheet titles it. */
  title: string;
  /** '청첩장' or '부고장': the open button's word. */
  noun: string;
}

type Notice = { tone: 'ok' | 'bad'; text: string } | null;

/**
 * The guests' link with 주소 복사, 공유하기 (where the phone has a share
 * sheet) and 보기 in a new window, and a line saying what happened.
 */
export function ShareLink({ url, href, title, noun }: ShareLinkProps) {
  const [notice, setNotice] = useState<Notice>(null);
  const canShare = typeof navigator.share === 'function';
  const copy = async () => {
    setNotice(
      (await writeClipboard(url)) ? { tone: 'ok', text: '주소를 복사했습니다.' } : { tone: 'bad', text: '복사하지 못했습니다. 길게 눌러 직접 복사해 주세요.' },
    );
  };
  const share = async () => {
    try {
      await navigator.share({ title, url });
    } catch (error) {
      // Closing the share sheet is not a failure; anything else falls back to copying.
      if (!(error instanceof DOMException && error.name === 'AbortError')) await copy();
    }
  };
  return (
    <div className={styles.share}>
      <p className={styles.url}>{url}</p>
      <div className={styles.buttons}>
        <Button variant="secondary" onClick={() => void copy()}>
          <Copy size={18} aria-hidden="true" />
          주소 복사
        </Button>
        {canShare ? (
          <Button variant="secondary" onClick={() => void share()}>
            <Share2 size={18} aria-hidden="true" />
            공유하기
          </Button>
        ) : null}
        {/* The guest page is the server's own page (its light entry): a plain link. */}
        <a href={href} className={buttonClass('secondary')} target="_blank" rel="noopener">
          <ExternalLink size={18} aria-hidden="true" />
          {noun} 보기<span className="visually-hidden"> (새 창)</span>
        </a>
      </div>
      <p className={notice ? `${styles.notice} ${styles[notice.tone]}` : styles.noticeEmpty} role="status" aria-live="polite">
        {notice ? (
          <>
            {notice.tone === 'ok' ? <CheckCircle2 size={16} aria-hidden="true" /> : null}
            {notice.text}
          </>
        ) : null}
      </p>
    </div>
  );
}

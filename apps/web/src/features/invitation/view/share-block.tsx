import { Link2, Share2 } from 'lucide-react';
import type { InvitationView } from '@ongi/shared';
import { copyWithNotice } from './copy';
import { invitationUrl, linkCopiedMessage, shareInvitation, shareWay } from './share';
import styles from './view.module.css';

const shareLabels = { kakao: '카카오톡으로 공유하기', system: '공유하기' } as const;

/** Sending the page on: KakaoTalk or the phone's share sheet where they exist, and the link to copy. */
export function ShareBlock({ view }: { view: InvitationView }) {
  const way = shareWay();
  return (
    <div className={styles.shareBlock}>
      {way !== 'copy' ? (
        <button type="button" className={styles.solidButton} onClick={() => void shareInvitation(view)}>
          <Share2 aria-hidden="true" size={18} />
          {shareLabels[way]}
        </button>
      ) : null}
      <button type="button" className={styles.ghostButton} onClick={() => void copyWithNotice(invitationUrl(view), linkCopiedMessage)}>
        <Link2 aria-hidden="true" size={18} />
        링크 복사하기
      </button>
    </div>
  );
}

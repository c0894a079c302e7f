import { useEffect } from 'react';
import type { FuneralView } from '@ongi/shared';
import { Dialog } from '@web/shared/ui/modal/dialog';
import { AccountList, funeralAccountLines } from './accounts';
import { storedText } from './view-text';
import styles from './view.module.css';

/** 조의금: the mourners' accounts, each with its copy button. The page behind is out of reach meanwhile. */
export function MournerBankModal({ funeral, onClose }: { funeral: FuneralView; onClose: () => void }) {
  useEffect(() => {
    const root = document.getElementById('root');
    root?.setAttribute('inert', '');
    return () => root?.removeAttribute('inert');
  }, []);
  const thanks = storedText(funeral.thankyouMessage);
  return (
    <Dialog
      title="조의금 계좌"
      description={thanks || '마음 전하실 곳을 안내해 드립니다.'}
      onDismiss={onClose}
      size="md"
      actions={
        <button type="button" className={styles.solidButton} onClick={onClose}>
          닫기
        </button>
      }
    >
      <AccountList accounts={funeralAccountLines(funeral)} kakaoPayLink={funeral.kakaoPayLink} kakaoPayLabel="상주" />
    </Dialog>
  );
}

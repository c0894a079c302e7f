import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { X } from 'lucide-react';
import type { InvitationView } from '@ongi/shared';
import { useFocusTrap } from '@web/shared/lib/use-focus-trap';
import { previewMessageType, previewPath, previewReadyType } from '../view/load-view';
import styles from './invitation-form.module.css';

/** How long the values rest before the frame is told again (typing does not repaint it on every key). */
const resendDelayMs = 150;

interface PreviewDialogProps {
  /** The invitation as the form's values make it now. */
  view: InvitationView;
  title: string;
  onClose: () => void;
}

/**
 * The invitation exactly as guests will see it, without saving: the guest
 * page (/invitation/preview) in a phone-sized frame (full screen on a phone),
 * told the form's current values once it listens and again as they change.
 */
export function PreviewDialog({ view, title, onClose }: PreviewDialogProps) {
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const [listening, setListening] = useState(false);
  useFocusTrap(dialog, { active: true, onEscape: onClose });

  // The page behind is out of reach while the preview is open.
  useLayoutEffect(() => {
    const root = document.getElementById('root');
    root?.setAttribute('inert', '');
    return () => root?.removeAttribute('inert');
  }, []);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source !== frame.current?.contentWindow) return;
      if ((event.data as { type?: unknown } | null)?.type === previewReadyType) setListening(true);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  useEffect(() => {
    if (!listening) return;
    const timer = window.setTimeout(() => {
      frame.current?.contentWindow?.postMessage({ type: previewMessageType, view }, window.location.origin);
    }, resendDelayMs);
    return () => window.clearTimeout(timer);
  }, [listening, view]);

  return createPortal(
    <div
      className={styles.previewBackdrop}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div ref={dialog} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} className={styles.previewDialog}>
        <header className={styles.previewHead}>
          <h2 id={titleId} className={styles.previewTitle}>
            {title}
          </h2>
          <p className={styles.previewNote}>저장하기 전의 모습입니다. 고친 내용이 바로 반영됩니다.</p>
          <button type="button" className={styles.previewClose} onClick={onClose} aria-label="미리보기 닫기" data-autofocus>
            <X size={22} aria-hidden="true" />
          </button>
        </header>
        <div className={styles.previewPhone}>
          <iframe ref={frame} src={previewPath} title="미리보기" className={styles.previewFrame} />
        </div>
      </div>
    </div>,
    document.body,
  );
}

import { useRef, useState, type CSSProperties } from 'react';
import { useQuery } from '@tanstack/react-query';
import { HtmlContent } from '@web/shared/ui/html-content';
import { homeQueries } from '../api';
import { hideForToday, isHiddenToday } from '../popup-dismissals';
import type { ActivePopup } from '@ongi/shared';
import styles from './home-popups.module.css';

/**
 * Active popups (spec README: use status y, today within the period) at their
 * x/y position on wide screens, centred and stacked on phones. Not modal: the
 * page stays usable, and focus is not taken. '오늘 하루 보지 않기' hides one
 * until midnight in Seoul.
 */
export function HomePopups({ returnFocusTo }: { returnFocusTo: string }) {
  const query = useQuery(homeQueries.list('popups'));
  const [closed, setClosed] = useState<ReadonlySet<number>>(() => new Set());
  const popups = (Array.isArray(query.data) ? query.data : []).filter((popup) => !closed.has(popup.popupSeq) && !isHiddenToday(popup.popupSeq));
  if (popups.length === 0) return null;

  const close = (popup: ActivePopup, forToday: boolean, element: HTMLElement | null) => {
    if (forToday) hideForToday(popup.popupSeq);
    const hadFocus = Boolean(element?.contains(document.activeElement));
    setClosed((current) => new Set(current).add(popup.popupSeq));
    if (hadFocus) {
      // Focus moves to the next popup still open, else to the page heading.
      const next = popups.find((other) => other.popupSeq !== popup.popupSeq);
      const target = next ? document.querySelector<HTMLElement>(`[data-popup="${next.popupSeq}"] button`) : document.getElementById(returnFocusTo);
      target?.focus();
    }
  };

  return (
    <div className={styles.layer}>
      {popups.map((popup) => (
        <Popup key={popup.popupSeq} popup={popup} onClose={close} />
      ))}
    </div>
  );
}

function Popup({ popup, onClose }: { popup: ActivePopup; onClose: (popup: ActivePopup, forToday: boolean, element: HTMLElement | null) => void }) {
  const titleId = `home-popup-${popup.popupSeq}-title`;
  const style = { '--popup-x': `${Math.max(0, popup.xCoord)}px`, '--popup-y': `${Math.max(0, popup.yCoord)}px` } as CSSProperties;
  const ref = useRef<HTMLElement>(null);
  return (
    <section ref={ref} className={styles.popup} style={style} role="dialog" aria-modal="false" aria-labelledby={titleId} data-popup={popup.popupSeq}>
      <header className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          {popup.title}
        </h2>
      </header>
      <HtmlContent html={popup.content} title={popup.title} className={styles.content} />
      <footer className={styles.foot}>
        <button type="button" className={styles.footButton} onClick={() => onClose(popup, true, ref.current)}>
          오늘 하루 보지 않기
        </button>
        <button type="button" className={`${styles.footButton} ${styles.close}`} onClick={() => onClose(popup, false, ref.current)}>
          닫기
        </button>
      </footer>
    </section>
  );
}

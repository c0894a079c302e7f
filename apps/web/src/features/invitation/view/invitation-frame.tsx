import { Children, useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { Toast } from './toast';
import styles from './view.module.css';

interface InvitationFrameProps {
  /** The layout's theme classes (colours, type, ornaments). */
  theme: string;
  /** CSS variables of the theme that come from the invitation (the wedding's accent). */
  variables?: Record<string, string>;
  children: ReactNode;
  /** The funeral notice's fixed bar. */
  bottomBar?: ReactNode;
  /** 온기 초대장 확인 opened on this invitation (not in the host's preview, which has no address yet). */
  verifyHref?: string;
}

/** The parts drawn in the first task: the cover and what follows it on a phone's first screen. */
const firstParts = 2;

/**
 * How many of `total` parts to draw: the first ones at once, then one more a
 * frame, so that no single task keeps a slow phone busy for long (the whole
 * page at once took ~200 ms of a 4× slowed CPU). Once all are drawn they stay.
 */
function useStaggered(total: number): number {
  const [shown, setShown] = useState(firstParts);
  useEffect(() => {
    if (shown >= total) return;
    const timer = window.setTimeout(() => setShown(shown + 1), 0);
    return () => window.clearTimeout(timer);
  }, [shown, total]);
  return Math.min(shown, total);
}

/**
 * A phone-width column (centred on a computer) with the invitation, a small
 * footer and the copy confirmations. The theme goes on <body>, so what opens
 * over the page (photos full screen, the bank modal, confirmations) wears it too.
 * The parts below the first screen are drawn just after it, one a frame, and
 * the footer last, so nothing on screen moves.
 */
export function InvitationFrame({ theme, variables, children, bottomBar, verifyHref }: InvitationFrameProps) {
  const variablesKey = JSON.stringify(variables ?? {});
  useLayoutEffect(() => {
    const body = document.body;
    const classes = `${styles.frame} ${theme}`.split(' ').filter(Boolean);
    const values = Object.entries(JSON.parse(variablesKey) as Record<string, string>);
    body.classList.add(...classes);
    values.forEach(([name, value]) => body.style.setProperty(name, value));
    return () => {
      body.classList.remove(...classes);
      values.forEach(([name]) => body.style.removeProperty(name));
    };
  }, [theme, variablesKey]);

  const parts = Children.toArray(children);
  const shown = useStaggered(parts.length);

  return (
    <>
      <div className={`${styles.column} ${bottomBar ? styles.withBar : ''}`}>
        <main className={styles.main}>{parts.slice(0, shown)}</main>
        {shown === parts.length ? (
          <footer className={styles.footer}>
            <p>화환 대신 나눔으로 마음을 전합니다</p>
            <a href="/" className={styles.footerLink}>
              온기 디지털 기부화환
            </a>
            {verifyHref ? (
              <a href={verifyHref} className={styles.verifyLink}>
                온기 초대장이 맞는지 확인
              </a>
            ) : null}
          </footer>
        ) : null}
      </div>
      {bottomBar}
      <Toast />
    </>
  );
}

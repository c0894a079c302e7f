import { useId, useState } from 'react';
import { MonitorPlay } from 'lucide-react';
import { kioskStyles } from '@ongi/shared';
import { buttonClass } from '@web/shared/ui/button';
import styles from './order-card.module.css';

interface KioskOpenLinkProps {
  /** '청첩장' or '부고장': where the host chose the style. */
  noun: string;
  /** The kiosk address for a style, or for the invitation's own style (null). */
  href: (kioskStyle: number | null) => string;
}

/** '키오스크 열기' with the style chosen: opens the hall's screen in a new window (the TV's browser, usually). */
export function KioskOpenLink({ noun, href }: KioskOpenLinkProps) {
  const selectId = useId();
  const [style, setStyle] = useState('');
  return (
    <span className={styles.kiosk}>
      <label htmlFor={selectId} className="visually-hidden">
        키오스크 화면 스타일
      </label>
      <select id={selectId} className={styles.kioskSelect} value={style} onChange={(event) => setStyle(event.target.value)}>
        <option value="">{noun}에서 고른 스타일</option>
        {/* The names the form's kiosk choice shows, so the host finds the one they picked. */}
        {kioskStyles.map((kioskStyle) => (
          <option key={kioskStyle.value} value={kioskStyle.value}>
            스타일 {kioskStyle.value} · {kioskStyle.name}
          </option>
        ))}
      </select>
      <a href={href(style ? Number(style) : null)} className={buttonClass('secondary', 'sm')} target="_blank" rel="noopener">
        <MonitorPlay size={16} aria-hidden="true" />
        키오스크 열기<span className="visually-hidden"> (새 창)</span>
      </a>
    </span>
  );
}

import { useId, useState } from 'react';
import { MonitorPlay } from 'lucide-react';
import { buttonClass } from '../../../shared/ui/button';
import styles from './order-card.module.css';

/** The kiosk's four looks, named so a host can tell them apart before opening one. */
const styleNames = {
  wedding: ['아이보리', '블러시', '가든', '나이트'],
  funeral: ['화이트', '차콜', '한지', '미스트'],
} as const;

interface KioskOpenLinkProps {
  isWedding: boolean;
  /** The kiosk address for a style, or for the invitation's own style (null). */
  href: (kioskStyle: number | null) => string;
}

/** '키오스크 열기' with the style chosen: opens the hall's screen in a new window (the TV's browser, usually). */
export function KioskOpenLink({ isWedding, href }: KioskOpenLinkProps) {
  const selectId = useId();
  const [style, setStyle] = useState('');
  const names = isWedding ? styleNames.wedding : styleNames.funeral;
  return (
    <span className={styles.kiosk}>
      <label htmlFor={selectId} className="visually-hidden">
        키오스크 화면 스타일
      </label>
      <select id={selectId} className={styles.kioskSelect} value={style} onChange={(event) => setStyle(event.target.value)}>
        <option value="">초대장에서 고른 스타일</option>
        {names.map((name, index) => (
          <option key={name} value={index + 1}>
            스타일 {index + 1} · {name}
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

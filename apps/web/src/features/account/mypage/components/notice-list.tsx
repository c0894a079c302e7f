import { Info, TriangleAlert } from 'lucide-react';
import styles from './notice-list.module.css';

interface NoticeListProps {
  notices: readonly string[];
  /** 'warning' before something that cannot be undone, 'info' for plain guidance. */
  tone: 'warning' | 'info';
  id?: string;
  label?: string;
}

/** The points a member should read on a settings screen, each behind its icon. */
export function NoticeList({ notices, tone, id, label }: NoticeListProps) {
  const Icon = tone === 'warning' ? TriangleAlert : Info;
  return (
    <ul id={id} aria-label={label} className={`${styles.notices} ${styles[tone]}`}>
      {notices.map((notice) => (
        <li key={notice}>
          <Icon size={tone === 'warning' ? 18 : 16} aria-hidden="true" />
          <span>{notice}</span>
        </li>
      ))}
    </ul>
  );
}

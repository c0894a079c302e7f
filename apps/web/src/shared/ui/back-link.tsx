import { ArrowLeft, List } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from './button';
import styles from './back-link.module.css';

/** '← 목록' at the top of a detail page: back to the list the visitor came from. */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Link to={to} className={styles.back}>
      <ArrowLeft size={16} aria-hidden="true" />
      {label}
    </Link>
  );
}

/** The button at the foot of a detail page: back to the list. */
export function BackToListButton({ to, label = '목록으로' }: { to: string; label?: string }) {
  return (
    <div className={styles.foot}>
      <Link to={to} className={buttonClass('secondary')}>
        <List size={18} aria-hidden="true" />
        {label}
      </Link>
    </div>
  );
}

import { UserRound } from 'lucide-react';
import { senderInitial } from '../lib/sender-initial';
import styles from './sender-avatar.module.css';

/** A round badge beside a sender's name: the first letter of a readable name, else a plain person icon. */
export function SenderAvatar({ name, tone = 'sage', size = 36 }: { name: string; tone?: 'sage' | 'celebration' | 'mourning'; size?: number }) {
  const initial = senderInitial(name);
  return (
    <span className={`${styles.avatar} ${styles[tone]}`} style={{ width: size, height: size }} aria-hidden="true" data-initial={initial ?? ''}>
      {initial ?? <UserRound size={Math.round(size * 0.5)} strokeWidth={1.75} />}
    </span>
  );
}

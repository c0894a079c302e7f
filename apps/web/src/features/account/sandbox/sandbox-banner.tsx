import { FlaskConical } from 'lucide-react';
import { messages } from '@ongi/shared';
import styles from './sandbox.module.css';

/**
 * The strip every stand-in page carries, so nobody mistakes a sandbox window
 * for the real provider's (and types real details into it).
 */
export function SandboxBanner() {
  return (
    <div className={styles.testBanner} role="note" aria-label={messages.sandbox.banner}>
      <FlaskConical size={20} aria-hidden="true" className={styles.testIcon} />
      <p>
        <strong className={styles.testBadge}>{messages.sandbox.banner}</strong>
        <span>{messages.sandbox.bannerNote}</span>
      </p>
    </div>
  );
}

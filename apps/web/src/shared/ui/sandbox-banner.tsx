import { FlaskConical } from 'lucide-react';
import { messages } from '@ongi/shared';
import styles from './sandbox-banner.module.css';

/**
 * The strip every stand-in page carries (identity, social login, the payment
 * checkout), so nobody mistakes a sandbox window for the real provider's and
 * types real details into it.
 */
export function SandboxBanner({ badge = messages.sandbox.banner, note = messages.sandbox.bannerNote }: { badge?: string; note?: string }) {
  return (
    <div className={styles.testBanner} role="note" aria-label={badge}>
      <FlaskConical size={20} aria-hidden="true" className={styles.testIcon} />
      <p>
        <strong className={styles.testBadge}>{badge}</strong>
        <span>{note}</span>
      </p>
    </div>
  );
}

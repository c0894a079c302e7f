import { HeartHandshake } from 'lucide-react';
import { formatNumber, formatWon, messages, type DonationLedger } from '@ongi/shared';
import styles from './donation-ledger-line.module.css';

/**
 * The public ledger line of a campaign or a donation group: how many paid
 * wreaths, and the half of them passed on. Nothing before the first wreath
 * (a '0개 ... 0원' line reads as a failure, not a promise).
 */
export function DonationLedgerLine({ ledger }: { ledger: DonationLedger }) {
  if (ledger.paidCount === 0) return null;
  return (
    <p className={styles.line} data-testid="donation-ledger">
      <HeartHandshake size={18} aria-hidden="true" className={styles.icon} />
      <span>{messages.payment.ledgerSummary(formatNumber(ledger.paidCount), formatWon(ledger.donatedAmount))}</span>
    </p>
  );
}

import { Check, MailCheck } from 'lucide-react';
import { formatDate, formatDateTime, formatWon, messages, type HostWreath } from '@ongi/shared';
import { Button } from '@web/shared/ui/button';
import styles from './wreath-item.module.css';

/** How the guests' lists show the sender, when it is not the name itself. */
const shownAs = { NAME: null, MASKED: '하객 화면에는 일부 가림', ANONYMOUS: '하객 화면에는 익명' } as const;

interface WreathItemProps {
  wreath: HostWreath;
  busy: boolean;
  onThanked: (thanked: boolean) => void;
}

/** One sender: the name as paid, the amount, the message as text, when, and the host's '감사 인사 보냄' mark. */
export function WreathItem({ wreath, busy, onThanked }: WreathItemProps) {
  const thanked = wreath.thankedAt !== null;
  const shown = shownAs[wreath.senderDisplay];
  return (
    <li className={styles.item}>
      <p className={styles.name}>
        {wreath.name}
        {shown ? <span className={styles.shown}>{shown}</span> : null}
      </p>
      <p className={styles.amount}>
        {formatWon(wreath.amount)}
        {wreath.status === 'PARTIAL_CANCELLED' ? <span className={styles.partial}>(부분취소)</span> : null}
      </p>
      {/* Plain text: a payer's message is never read as HTML. */}
      {wreath.message ? <p className={styles.message}>{wreath.message}</p> : null}
      <p className={styles.meta}>
        <time dateTime={formatDate(wreath.paidAt)}>{formatDateTime(wreath.paidAt)}</time>
        {/* The gift's way to the organisation: paid, then transferred once a settlement records it. */}
        <span className={wreath.transfer ? styles.transferred : styles.gift}>
          {wreath.transfer
            ? `${messages.settlement.giftTransferred} · ${messages.settlement.giftTransferredOn(formatDate(wreath.transfer.transferredOn), wreath.transfer.groupName)}`
            : messages.settlement.giftPaid}
        </span>
      </p>
      <Button
        variant={thanked ? 'primary' : 'secondary'}
        size="sm"
        className={styles.thanked}
        aria-pressed={thanked}
        aria-label={`${wreath.name}님께 감사 인사 보냄`}
        disabled={busy}
        onClick={() => onThanked(!thanked)}
      >
        {thanked ? <Check size={16} aria-hidden="true" /> : <MailCheck size={16} aria-hidden="true" />}
        감사 인사 보냄
      </Button>
    </li>
  );
}

import { MessageCircle, Phone } from 'lucide-react';
import { digitsOnly, formatPhone } from '@ongi/shared/light';
import styles from './view.module.css';

/** Call and text buttons for one person; their names say whom they reach. */
export function ContactLinks({ name, phone }: { name: string; phone: string }) {
  const digits = digitsOnly(phone);
  if (!digits) return null;
  return (
    <span className={styles.contactLinks}>
      <a className={styles.iconButton} href={`tel:${digits}`} aria-label={`${name}에게 전화하기 (${formatPhone(digits)})`}>
        <Phone aria-hidden="true" size={18} />
      </a>
      <a className={styles.iconButton} href={`sms:${digits}`} aria-label={`${name}에게 문자 보내기`}>
        <MessageCircle aria-hidden="true" size={18} />
      </a>
    </span>
  );
}

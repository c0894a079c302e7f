import type { ReceiptDataKey } from '@server/config';
import type { Database } from '@server/db/client';
import type { Mailer } from '@server/integrations/mail/mailer';
import type { PaymentGateway } from '@server/integrations/payment/types';
import type { GuestLimitFigures } from './checkout/guest-limits';

// The module's options, in a file of their own: the route files take them, and index.ts mounts the route files.
export interface PaymentModuleOptions {
  db: Database;
  /** The configured provider; null: payments are off and their routes answer 503. */
  gateway: PaymentGateway | null;
  /** How often stale READY intents are asked about (config.payment.reconcileIntervalMs, whole minutes). */
  reconcileIntervalMs: number;
  /** The site's own address (PUBLIC_URL): what Kiwoom is told to post to, never the request's Host (decision 008). */
  publicUrl: string;
  /** PUBLIC_URL is https: the payer cookie is Secure and __Host- prefixed, like the session's. */
  secureCookies: boolean;
  /** Production: the payment test page and its 1,000 won intent are for administrators only. */
  testPageAdminOnly: boolean;
  /** Payment starts per guest a minute and per address in 10 minutes (PAYMENT_STARTS_PER_*; guest-limits.ts). */
  startLimits: GuestLimitFigures;
  /** A declined 환불 요청 whose contact is an e-mail address is answered by mail (a phone: 알림톡/SMS, modules/message). */
  mailer: Mailer;
  /** The service's name the answer is signed with (config.site.productName). */
  productName: string;
  /** The 기부금 영수증 data keys (RECEIPT_DATA_KEY): the first seals resident numbers, each opens its own (donation-receipt/sealed.ts). */
  receiptDataKeys: ReceiptDataKey[];
}

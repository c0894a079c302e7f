import { sql } from 'drizzle-orm';
import {
  char,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { accounts } from './account';
import { campaigns } from './campaign';
import { timestamps } from './columns';
import { invitationTypes, orderNumbers } from './order-number';

export const paymentProviders = ['portone', 'kiwoom', 'sandbox'] as const;
export type PaymentProvider = (typeof paymentProviders)[number];

// PortOne's own statuses, less the ones a card payment never reaches here.
export const paymentStatuses = ['READY', 'PAID', 'FAILED', 'CANCELLED', 'PARTIAL_CANCELLED'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

const statusList = sql.raw(paymentStatuses.map((s) => `'${s}'`).join(', '));
const providerList = sql.raw(paymentProviders.map((p) => `'${p}'`).join(', '));

// Registered by the server before the provider window opens: the amount is
// decided here, and verification accepts only a provider result that matches it.
// invitationSeq has no foreign key because it names a row of one of two tables;
// orderNum (with the type) is the checked reference. All three are null only
// for the payment test page's 1,000 won payment, which belongs to no order.
export const paymentIntents = pgTable(
  'payment_intent',
  {
    paymentIntentSeq: serial().primaryKey(),
    paymentId: text().notNull().unique('payment_intent_payment_id_key'),
    provider: text({ enum: paymentProviders }).notNull(),
    invitationType: char({ length: 1, enum: invitationTypes }),
    invitationSeq: integer(),
    orderNum: text(),
    campaignSeq: integer().references(() => campaigns.campaignSeq, { onDelete: 'set null' }),
    // The paying member when logged in; guests of an invitation usually are not.
    accountSeq: integer().references(() => accounts.accountSeq, { onDelete: 'set null' }),
    amount: integer().notNull(),
    name: text(),
    phoneNum: text(),
    message: text(),
    status: text({ enum: paymentStatuses }).notNull().default('READY'),
    ...timestamps,
  },
  (t) => [
    foreignKey({
      name: 'payment_intent_order_fk',
      columns: [t.orderNum, t.invitationType],
      foreignColumns: [orderNumbers.orderNum, orderNumbers.invitationType],
    }).onDelete('cascade'),
    index('payment_intent_order_num_idx').on(t.orderNum),
    index('payment_intent_invitation_idx').on(t.invitationType, t.invitationSeq),
    // Finds stale READY intents to clean up.
    index('payment_intent_status_create_idx').on(t.status, t.createDate),
    check('payment_intent_amount_check', sql`${t.amount} > 0`),
    check('payment_intent_status_check', sql`${t.status} in (${statusList})`),
    check('payment_intent_provider_check', sql`${t.provider} in (${providerList})`),
    check('payment_intent_type_check', sql`${t.invitationType} in ('W', 'F')`),
    check(
      'payment_intent_order_check',
      sql`(${t.invitationType} is null) = (${t.invitationSeq} is null) and (${t.invitationSeq} is null) = (${t.orderNum} is null)`,
    ),
  ],
);

// A verified payment of a donation wreath: one row per paymentId, written
// idempotently from the browser's verify call and the provider's webhook.
// The kiosk shows the message and name of PAID rows.
export const payments = pgTable(
  'payment',
  {
    paymentSeq: serial().primaryKey(),
    paymentId: text().notNull().unique('payment_payment_id_key'),
    // Set null when stale intents are cleaned up; the payment copies what it needs.
    paymentIntentSeq: integer().references(() => paymentIntents.paymentIntentSeq, { onDelete: 'set null' }),
    provider: text({ enum: paymentProviders }).notNull(),
    invitationType: char({ length: 1, enum: invitationTypes }),
    invitationSeq: integer(),
    orderNum: text(),
    campaignSeq: integer().references(() => campaigns.campaignSeq, { onDelete: 'set null' }),
    accountSeq: integer().references(() => accounts.accountSeq, { onDelete: 'set null' }),
    // The sender as shown on the kiosk and the receipt; the invitation view's
    // verify call may carry no body, so it can be missing.
    name: text(),
    phoneNum: text(),
    // The kiosk message (HTML with <br>).
    message: text(),
    amount: integer().notNull(),
    status: text({ enum: paymentStatuses }).notNull().default('READY'),
    paidAt: timestamp({ withTimezone: true, mode: 'date' }),
    cancelledAt: timestamp({ withTimezone: true, mode: 'date' }),
    cancelledAmount: integer().notNull().default(0),
    // The provider's transaction id (PortOne transactionId, Kiwoom DAOUTRX).
    providerTxId: text(),
    // Receipt details as the provider reports them.
    payMethod: text().notNull().default('CARD'),
    cardCompany: text(),
    cardNumber: text(),
    approvalNo: text(),
    receiptUrl: text(),
    failReason: text(),
    ...timestamps,
  },
  (t) => [
    foreignKey({
      name: 'payment_order_fk',
      columns: [t.orderNum, t.invitationType],
      foreignColumns: [orderNumbers.orderNum, orderNumbers.invitationType],
    }).onDelete('restrict'),
    // Kiosk and invitation: an invitation's PAID messages, newest first.
    index('payment_invitation_status_paid_idx').on(t.invitationType, t.invitationSeq, t.status, t.paidAt),
    // Home page thankful donors and admin lists: PAID, newest first.
    index('payment_status_paid_idx').on(t.status, t.paidAt),
    index('payment_order_num_idx').on(t.orderNum),
    index('payment_campaign_status_idx').on(t.campaignSeq, t.status),
    index('payment_account_create_idx').on(t.accountSeq, t.createDate),
    index('payment_intent_idx').on(t.paymentIntentSeq),
    check('payment_amount_check', sql`${t.amount} > 0`),
    check('payment_cancelled_amount_check', sql`${t.cancelledAmount} between 0 and ${t.amount}`),
    check('payment_status_check', sql`${t.status} in (${statusList})`),
    check('payment_provider_check', sql`${t.provider} in (${providerList})`),
    check('payment_type_check', sql`${t.invitationType} in ('W', 'F')`),
    check(
      'payment_order_check',
      sql`(${t.invitationType} is null) = (${t.invitationSeq} is null) and (${t.invitationSeq} is null) = (${t.orderNum} is null)`,
    ),
    check('payment_paid_at_check', sql`${t.status} not in ('PAID', 'PARTIAL_CANCELLED') or ${t.paidAt} is not null`),
  ],
);

export const cashReceiptUsages = ['income', 'expense'] as const;
export const cashReceiptStatuses = ['REQUESTED', 'ISSUED', 'CANCELLED'] as const;

// The member side has a 'cash receipt edit' modal but shows none of its
// fields; this follows the Korean cash receipt: 소득공제용 (income, keyed by a
// phone number) or 지출증빙용 (expense, keyed by a business number), one per payment.
export const cashReceipts = pgTable(
  'cash_receipt',
  {
    cashReceiptSeq: serial().primaryKey(),
    paymentSeq: integer()
      .notNull()
      .unique('cash_receipt_payment_key')
      .references(() => payments.paymentSeq, { onDelete: 'cascade' }),
    usageType: text({ enum: cashReceiptUsages }).notNull(),
    identityNumber: text().notNull(),
    status: text({ enum: cashReceiptStatuses }).notNull().default('REQUESTED'),
    approvalNo: text(),
    issuedAt: timestamp({ withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [
    check('cash_receipt_usage_check', sql`${t.usageType} in ('income', 'expense')`),
    check('cash_receipt_status_check', sql`${t.status} in ('REQUESTED', 'ISSUED', 'CANCELLED')`),
  ],
);

import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  char,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  cashReceiptStatuses,
  cashReceiptUsages,
  donorTypes,
  paymentFlows,
  paymentGateways,
  paymentRefusals,
  paymentStatuses,
  refundRequestStates,
  sandboxPaymentStatuses,
  senderDisplays,
} from '@ongi/shared';
import { accounts } from './account';
import { campaigns } from './campaign';
import { donationCategories } from './category';
import { timestamps } from './columns';
import { donationGroups } from './donation-group';
import { invitationTypes, orderNumbers } from './order-number';

export const paymentProviders = paymentGateways;
export type PaymentProvider = (typeof paymentProviders)[number];

// PortOne's own statuses, less the ones a card payment never reaches here.
export { paymentStatuses };
export type PaymentStatus = (typeof paymentStatuses)[number];

// A donation wreath, or the payment test page's 1,000 won (which belongs to no
// campaign and never shows in donor lists or the ledger).
export const paymentPurposes = ['WREATH', 'TEST'] as const;
export type PaymentPurpose = (typeof paymentPurposes)[number];

const list = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));
const statusList = list(paymentStatuses);
const providerList = list(paymentProviders);
const senderDisplayList = list(senderDisplays);
const purposeList = list(paymentPurposes);
const flowList = list(paymentFlows);

// Registered by the server before the provider window opens: the amount is
// decided here, and verification accepts only a provider result that matches it.
// invitationSeq has no foreign key because it names a row of one of two tables;
// orderNum (with the type) is the checked reference. All three are null for a
// wreath sent from a campaign page and for the payment test page's 1,000 won.
export const paymentIntents = pgTable(
  'payment_intent',
  {
    paymentIntentSeq: serial().primaryKey(),
    paymentId: text().notNull().unique('payment_intent_payment_id_key'),
    provider: text({ enum: paymentProviders }).notNull(),
    purpose: text({ enum: paymentPurposes }).notNull().default('WREATH'),
    // How the browser pays: PortOne's SDK, or Kiwoom's window (the sandbox runs either).
    flow: text({ enum: paymentFlows }).notNull().default('portone'),
    // What the provider window shows: the campaign's name, or '결제 테스트'.
    orderName: text().notNull().default(''),
    invitationType: char({ length: 1, enum: invitationTypes }),
    invitationSeq: integer(),
    orderNum: text(),
    campaignSeq: integer().references(() => campaigns.campaignSeq, { onDelete: 'restrict' }),
    // The donation recipient (기부처) of the campaign when the intent was made: the donated half is owed to it.
    categoryDonationSeq: integer().references(() => donationCategories.categoryDonationSeq, { onDelete: 'restrict' }),
    // The organisation (기부후원 단체) that recipient is when the intent was made: the one the donated part is transferred to.
    donationGroupSeq: integer().references(() => donationGroups.donationGroupSeq, { onDelete: 'restrict' }),
    // The campaign's donated share when the intent was made (docs/decisions/021-settlements.md).
    donatedPercent: integer().notNull().default(50),
    // The paying member when logged in; guests of an invitation usually are not.
    accountSeq: integer().references(() => accounts.accountSeq, { onDelete: 'set null' }),
    amount: integer().notNull(),
    name: text(),
    phoneNum: text(),
    message: text(),
    // How the sender's name shows on the kiosk and donor lists: the payer's choice.
    senderDisplay: text({ enum: senderDisplays }).notNull().default('MASKED'),
    // The payer asked at checkout for the receipt by 알림톡 to phoneNum (sent once it is paid: modules/message).
    receiptByMessage: boolean().notNull().default(false),
    status: text({ enum: paymentStatuses }).notNull().default('READY'),
    // When reconciliation last asked the provider about this READY intent.
    checkedAt: timestamp({ withTimezone: true, mode: 'date' }),
    // When the server last handed out the Kiwoom window's form (KIWOOM_ENC) for it: a
    // notification for an order whose window never opened is raised as an administrator alert.
    windowOpenedAt: timestamp({ withTimezone: true, mode: 'date' }),
    // Why settlement refused a payment the provider reported paid (FAILED): a test channel in production.
    refusal: text({ enum: paymentRefusals }),
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
    check('payment_intent_sender_display_check', sql`${t.senderDisplay} in (${senderDisplayList})`),
    check('payment_intent_type_check', sql`${t.invitationType} in ('W', 'F')`),
    check('payment_intent_purpose_check', sql`${t.purpose} in (${purposeList})`),
    check('payment_intent_flow_check', sql`${t.flow} in (${flowList})`),
    check('payment_intent_refusal_check', sql`${t.refusal} in (${list(paymentRefusals)})`),
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
    purpose: text({ enum: paymentPurposes }).notNull().default('WREATH'),
    invitationType: char({ length: 1, enum: invitationTypes }),
    invitationSeq: integer(),
    orderNum: text(),
    campaignSeq: integer().references(() => campaigns.campaignSeq, { onDelete: 'restrict' }),
    // The donation recipient the donated half is owed to, as it was when paid (the ledger groups by it).
    categoryDonationSeq: integer().references(() => donationCategories.categoryDonationSeq, { onDelete: 'restrict' }),
    // The organisation paid, fixed at payment time (copied from the intent): the ledger and settlements group by it.
    donationGroupSeq: integer().references(() => donationGroups.donationGroupSeq, { onDelete: 'restrict' }),
    // The campaign's donated share, fixed at payment time.
    donatedPercent: integer().notNull().default(50),
    accountSeq: integer().references(() => accounts.accountSeq, { onDelete: 'set null' }),
    // The sender as shown on the kiosk and the receipt; the invitation view's
    // verify call may carry no body, so it can be missing.
    name: text(),
    phoneNum: text(),
    // The kiosk message (HTML with <br>).
    message: text(),
    // How the sender's name shows on the kiosk and donor lists: the payer's choice.
    senderDisplay: text({ enum: senderDisplays }).notNull().default('MASKED'),
    amount: integer().notNull(),
    status: text({ enum: paymentStatuses }).notNull().default('READY'),
    paidAt: timestamp({ withTimezone: true, mode: 'date' }),
    cancelledAt: timestamp({ withTimezone: true, mode: 'date' }),
    cancelledAmount: integer().notNull().default(0),
    // What the organisation is owed for this payment: the donated share of what stays paid, rounded down to
    // the won, so a (partial) refund lowers it in proportion, whichever code refunded. Kept by the database.
    donatedAmount: integer()
      .notNull()
      .generatedAlwaysAs(sql`((amount - cancelled_amount)::bigint * donated_percent / 100)::integer`),
    // Why an administrator cancelled it, as sent to the provider.
    cancelReason: text(),
    // A cancel at the provider is under way since then: a second cancel waits for none and is told it is
    // done (one request reaches the provider). Taken again after a while, should the first never finish.
    cancelRequestedAt: timestamp({ withTimezone: true, mode: 'date' }),
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
    // When the back office lists it: paid, or made (a waiting or failed one has no paid time).
    listedAt: timestamp({ withTimezone: true, mode: 'date' })
      .notNull()
      .generatedAlwaysAs(sql`coalesce(paid_at, create_date)`),
  },
  (t) => [
    foreignKey({
      name: 'payment_order_fk',
      columns: [t.orderNum, t.invitationType],
      foreignColumns: [orderNumbers.orderNum, orderNumbers.invitationType],
    }).onDelete('restrict'),
    // Each list reads its page from an index in its own order, and deep pages
    // from the index alone (docs/decisions/014-performance-payments-notes.md).
    // The back office's payment list, newest first, with or without a status.
    index('payment_listed_idx').on(t.listedAt, t.paymentSeq),
    index('payment_status_listed_idx').on(t.status, t.listedAt, t.paymentSeq),
    // The wreath messages board: paid wreaths with a message, newest first.
    index('payment_board_idx')
      .on(t.paidAt, t.paymentSeq)
      .where(sql`${t.status} = 'PAID' and ${t.purpose} = 'WREATH' and ${t.message} is not null and ${t.message} <> ''`),
    // An invitation's standing wreaths (kiosk, senders, received wreaths), and
    // their sums from the index alone (amounts last: they do not change the order).
    index('payment_order_wreath_idx')
      .on(t.orderNum, t.paidAt, t.paymentSeq, t.amount, t.cancelledAmount)
      .where(sql`${t.purpose} = 'WREATH' and ${t.status} in ('PAID', 'PARTIAL_CANCELLED')`),
    // A member's cancel history.
    // Contains-search of the payment list (number, order, name, phone) uses
    // pg_trgm GIN indexes where the extension exists: hand-written in
    // migration 0007, since the embedded PGlite may not have it.
    index('payment_account_cancelled_idx')
      .on(t.accountSeq, t.createDate, t.paymentSeq)
      .where(sql`${t.status} in ('CANCELLED', 'PARTIAL_CANCELLED')`),
    // An order's payments in list order, for the back office's order number
    // search (status last, so a status filter reads the index alone); also
    // the order foreign key's lookup.
    index('payment_order_listed_idx').on(t.orderNum, t.listedAt, t.paymentSeq, t.status),
    // A payer's payments in list order, for the payer search by the names that contain the word (payment_name_tally).
    index('payment_name_listed_idx').on(t.name, t.listedAt, t.paymentSeq),
    // The other foreign keys' own lookups (a campaign, recipient, account or intent removed).
    index('payment_campaign_status_idx').on(t.campaignSeq, t.status),
    index('payment_category_donation_status_idx').on(t.categoryDonationSeq, t.status),
    // An organisation's standing wreaths by payment time: a settlement's period and its pending amount.
    index('payment_donation_group_paid_idx').on(t.donationGroupSeq, t.paidAt),
    index('payment_account_create_idx').on(t.accountSeq, t.createDate),
    index('payment_intent_idx').on(t.paymentIntentSeq),
    check('payment_amount_check', sql`${t.amount} > 0`),
    check('payment_cancelled_amount_check', sql`${t.cancelledAmount} between 0 and ${t.amount}`),
    check('payment_donated_percent_check', sql`${t.donatedPercent} between 1 and 100`),
    check('payment_status_check', sql`${t.status} in (${statusList})`),
    check('payment_provider_check', sql`${t.provider} in (${providerList})`),
    check('payment_sender_display_check', sql`${t.senderDisplay} in (${senderDisplayList})`),
    check('payment_type_check', sql`${t.invitationType} in ('W', 'F')`),
    check('payment_purpose_check', sql`${t.purpose} in (${purposeList})`),
    check('payment_order_check', sql`(${t.invitationType} is null) = (${t.invitationSeq} is null) and (${t.invitationSeq} is null) = (${t.orderNum} is null)`),
    check('payment_paid_at_check', sql`${t.status} not in ('PAID', 'PARTIAL_CANCELLED') or ${t.paidAt} is not null`),
  ],
);

// Each refund of a payment, whole or in part (issue 25): what the provider
// returned, why, who asked (null: the provider's console, followed from its
// webhook) and the provider's cancellation id. payment.cancelled_amount is
// their sum; the payment's status follows it (PARTIAL_CANCELLED while
// something stays paid, CANCELLED when nothing does). One row per provider
// cancellation (payment_cancel_reference_key), so a webhook that arrives
// beside our own request, or twice, records it once.
export const paymentCancels = pgTable(
  'payment_cancel',
  {
    paymentCancelSeq: serial().primaryKey(),
    paymentSeq: integer()
      .notNull()
      .references(() => payments.paymentSeq, { onDelete: 'cascade' }),
    amount: integer().notNull(),
    reason: text().notNull(),
    accountSeq: integer().references(() => accounts.accountSeq, { onDelete: 'set null' }),
    refundRequestSeq: integer().references(() => refundRequests.refundRequestSeq, { onDelete: 'set null' }),
    gatewayReference: text(),
    cancelledAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    ...timestamps,
  },
  (t) => [
    index('payment_cancel_payment_idx').on(t.paymentSeq, t.cancelledAt),
    uniqueIndex('payment_cancel_reference_key').on(t.paymentSeq, t.gatewayReference),
    index('payment_cancel_account_idx').on(t.accountSeq),
    index('payment_cancel_refund_request_idx').on(t.refundRequestSeq),
    check('payment_cancel_amount_check', sql`${t.amount} > 0`),
  ],
);

// A payer's 환불 요청, made from the receipt lookup: REQUESTED until an
// administrator approves it (the payment's full cancel, then DONE) or
// declines it with a reason. At most one open request per payment (the
// partial unique index), so a second tap or a second tab cannot file two.
export const refundRequests = pgTable(
  'refund_request',
  {
    refundRequestSeq: serial().primaryKey(),
    paymentSeq: integer()
      .notNull()
      .references(() => payments.paymentSeq, { onDelete: 'cascade' }),
    reason: text().notNull(),
    contact: text().notNull(),
    state: text({ enum: refundRequestStates }).notNull().default('REQUESTED'),
    declineReason: text(),
    decidedAt: timestamp({ withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [
    check('refund_request_state_check', sql`${t.state} in (${list(refundRequestStates)})`),
    uniqueIndex('refund_request_open_key')
      .on(t.paymentSeq)
      .where(sql`state = 'REQUESTED'`),
    index('refund_request_payment_idx').on(t.paymentSeq, t.refundRequestSeq),
  ],
);

// The member side has a 'cash receipt edit' modal but shows none of its
// fields; this follows the Korean cash receipt: 소득공제용 (income, keyed by a
// phone number) or 지출증빙용 (expense, keyed by a business number), one per
// payment.
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
    // The 기부금 영수증 details the payer's editor took before 기부금 영수증
    // requests (donation_receipt_request) replaced it: no longer written,
    // kept for administrators (the payment's detail) rather than dropped.
    // Null donorType: none was given.
    donorType: text({ enum: donorTypes }),
    donorName: text(),
    donorBirthDate: date({ mode: 'string' }),
    donorBusinessNumber: text(),
    donorAddress: text(),
    ...timestamps,
  },
  (t) => [
    check('cash_receipt_usage_check', sql`${t.usageType} in (${list(cashReceiptUsages)})`),
    check('cash_receipt_status_check', sql`${t.status} in (${list(cashReceiptStatuses)})`),
    check('cash_receipt_donor_type_check', sql`${t.donorType} in (${list(donorTypes)})`),
    check(
      'cash_receipt_donor_check',
      sql`${t.donorType} is null or (${t.donorName} is not null and ${t.donorAddress} is not null and case ${t.donorType} when 'PERSON' then ${t.donorBirthDate} is not null else ${t.donorBusinessNumber} is not null end)`,
    ),
  ],
);

// The sandbox provider's own records (no keys configured): what the browser
// asked it to charge, and what its checkout window did. Verification, the
// webhook and reconciliation ask these rows exactly as they would ask
// PortOne, through the same settlement code.
/** One refund at the sandbox provider, as PortOne's payment lists its cancellations. */
export interface SandboxCancellation {
  id: string;
  amount: number;
  reason: string;
  cancelledAt: string;
}

export const sandboxPayments = pgTable(
  'sandbox_payment',
  {
    paymentId: text().primaryKey(),
    flow: text({ enum: paymentFlows }).notNull(),
    storeId: text().notNull(),
    orderName: text().notNull(),
    // What the browser asked to charge; a tampered amount is kept as asked, as a provider would.
    amount: integer().notNull(),
    currency: text().notNull().default('KRW'),
    status: text({ enum: sandboxPaymentStatuses }).notNull().default('READY'),
    txId: text(),
    cardCompany: text(),
    cardNumber: text(),
    approvalNo: text(),
    failReason: text(),
    paidAt: timestamp({ withTimezone: true, mode: 'date' }),
    cancelledAt: timestamp({ withTimezone: true, mode: 'date' }),
    // What was refunded, and each refund as PortOne lists it (its cancellations: id, amount, reason, time).
    cancelledAmount: integer().notNull().default(0),
    cancellations: jsonb().$type<SandboxCancellation[]>().notNull().default([]),
    ...timestamps,
  },
  (t) => [
    check('sandbox_payment_cancelled_amount_check', sql`${t.cancelledAmount} between 0 and ${t.amount}`),
    check('sandbox_payment_status_check', sql`${t.status} in (${list(sandboxPaymentStatuses)})`),
    check('sandbox_payment_flow_check', sql`${t.flow} in (${flowList})`),
  ],
);

// The donation ledger, kept by the database as payments change: per Korean
// month of payment, organisation, campaign and recipient, the standing wreaths
// (PAID and partly refunded WREATH payments), what stays paid, and the donated
// part owed (each payment's donated_amount, as its receipt shows). A trigger
// on `payment` (db/sql/payment_summaries_follow.sql) adds every insert, update and delete in the
// same statement, whichever code or foreign-key action wrote it;
// rebuildLedgerSummary (modules/payment) recomputes it from `payment`.
// 0 stands for no campaign or no recipient (a payment's campaign and
// recipient cannot be removed: their foreign keys restrict).
export const donationLedgerMonths = pgTable(
  'donation_ledger_month',
  {
    // The first day of the month in Korea.
    month: date({ mode: 'string' }).notNull(),
    // The organisation paid (0: none), with the recipient category and campaign beside it.
    donationGroupSeq: integer().notNull().default(0),
    campaignSeq: integer().notNull(),
    categoryDonationSeq: integer().notNull(),
    paidCount: integer().notNull().default(0),
    // bigint: a popular campaign's total can pass int4's 2.1 billion won.
    totalPaid: bigint({ mode: 'number' }).notNull().default(0),
    donatedAmount: bigint({ mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'donation_ledger_month_pkey', columns: [t.month, t.donationGroupSeq, t.campaignSeq, t.categoryDonationSeq] }),
    index('donation_ledger_month_group_idx').on(t.donationGroupSeq),
    index('donation_ledger_month_campaign_idx').on(t.campaignSeq),
    index('donation_ledger_month_recipient_idx').on(t.categoryDonationSeq),
  ],
);

// How many payments each Korean day holds (by listedAt), per status, purpose
// and whether a message was left, kept by the same trigger as the ledger: the
// payment lists' totals over a period, and where a deep page starts, without
// counting a million rows.
export const paymentTallies = pgTable(
  'payment_tally',
  {
    day: date({ mode: 'string' }).notNull(),
    status: text({ enum: paymentStatuses }).notNull(),
    purpose: text({ enum: paymentPurposes }).notNull(),
    hasMessage: boolean().notNull(),
    payments: integer().notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'payment_tally_pkey', columns: [t.day, t.status, t.purpose, t.hasMessage] }),
    // One status's days (the back office's status filter, the board), read without the other statuses' rows.
    index('payment_tally_status_day_idx').on(t.status, t.day),
  ],
);

// The same counts over all time: the lists' totals when no period is asked
// for, a handful of rows instead of a day's row per combination.
export const paymentTotals = pgTable(
  'payment_total',
  {
    status: text({ enum: paymentStatuses }).notNull(),
    purpose: text({ enum: paymentPurposes }).notNull(),
    hasMessage: boolean().notNull(),
    payments: integer().notNull().default(0),
  },
  (t) => [primaryKey({ name: 'payment_total_pkey', columns: [t.status, t.purpose, t.hasMessage] })],
);

// One invitation's payments, kept by the same trigger: how many in all (the
// back office's order number search), and its ledger figures with the
// ledger's rule (the host's received wreaths, the kiosk's count), without
// reading a busy invitation's thousands of rows.
export const paymentOrderSummaries = pgTable('payment_order_summary', {
  orderNum: text().primaryKey(),
  payments: integer().notNull().default(0),
  paidCount: integer().notNull().default(0),
  totalPaid: bigint({ mode: 'number' }).notNull().default(0),
  donatedAmount: bigint({ mode: 'number' }).notNull().default(0),
});

// How many payments carry each payer name (the same trigger): the payer
// search counts a name's thousands of payments from here, and finds the few
// names containing the word through a trigram index on this small table
// (migration 0010, where pg_trgm exists).
export const paymentNameTallies = pgTable('payment_name_tally', {
  name: text().primaryKey(),
  payments: integer().notNull().default(0),
});

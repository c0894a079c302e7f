import { sql } from 'drizzle-orm';
import { check, customType, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { donationReceiptStates, donorTypes } from '@ongi/shared';
import { timestamps } from './columns';
import { donationGroups } from './donation-group';
import { payments } from './payment';

const list = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

// A payer's 기부금 영수증 request (issue 25), one per payment, kept with the
// organisation it is for as it was when asked. The resident number is never
// stored as text: AES-256-GCM ciphertext with its IV, tag and the key's id
// (modules/payment/donation-receipt/sealed.ts), all cleared when the request
// is exported to the organisation.
export const donationReceiptRequests = pgTable(
  'donation_receipt_request',
  {
    donationReceiptSeq: serial().primaryKey(),
    paymentSeq: integer()
      .notNull()
      .unique('donation_receipt_request_payment_key')
      .references(() => payments.paymentSeq, { onDelete: 'restrict' }),
    donationGroupSeq: integer()
      .notNull()
      .references(() => donationGroups.donationGroupSeq, { onDelete: 'restrict' }),
    donorType: text({ enum: donorTypes }).notNull(),
    donorName: text().notNull(),
    donorBirthDate: text(),
    donorBusinessNumber: text(),
    donorAddress: text().notNull(),
    deliveryPhone: text(),
    deliveryEmail: text(),
    residentNumberKeyId: text(),
    residentNumberIv: bytea(),
    residentNumberTag: bytea(),
    residentNumberCipher: bytea(),
    state: text({ enum: donationReceiptStates }).notNull().default('REQUESTED'),
    exportedAt: timestamp({ withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [
    check('donation_receipt_request_state_check', sql`${t.state} in (${list(donationReceiptStates)})`),
    check('donation_receipt_request_donor_type_check', sql`${t.donorType} in (${list(donorTypes)})`),
    // The sealed number is whole or absent, and never outlives the export.
    check(
      'donation_receipt_request_sealed_check',
      sql`(${t.residentNumberCipher} is null) = (${t.residentNumberIv} is null) and (${t.residentNumberCipher} is null) = (${t.residentNumberTag} is null) and (${t.residentNumberCipher} is null) = (${t.residentNumberKeyId} is null) and (${t.state} = 'REQUESTED' or ${t.residentNumberCipher} is null)`,
    ),
    index('donation_receipt_request_group_idx').on(t.donationGroupSeq, t.state, t.donationReceiptSeq),
  ],
);

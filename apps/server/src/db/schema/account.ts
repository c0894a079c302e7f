import { sql } from 'drizzle-orm';
import { char, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

export const accounts = pgTable(
  'account',
  {
    accountSeq: serial().primaryKey(),
    username: text().notNull(),
    passwordHash: text().notNull(),
    name: text().notNull(),
    roleType: text({ enum: ['NORMAL', 'ADMIN'] })
      .notNull()
      .default('NORMAL'),
    description: text(),
    // Administrators only: the team they belong to and a contact number.
    division: text(),
    adminPhoneNum: text(),
    email: text(),
    phoneNum: text(),
    telNum: text(),
    birthday: date({ mode: 'string' }),
    birthdayCalendar: text({ enum: ['solar', 'lunar'] }),
    zonecode: text(),
    roadAddress: text(),
    detailAddress: text(),
    marketingSms: char({ length: 1 }).notNull().default('N'),
    marketingEmail: char({ length: 1 }).notNull().default('N'),
    // The identity provider's connecting information, kept to find the account again (find ID).
    identityCi: text(),
    lastLoginDate: timestamp({ withTimezone: true, mode: 'date' }),
    // A withdrawn account keeps its posts but can no longer log in.
    withdrawnAt: timestamp({ withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('account_username_key').on(t.username),
    // The back office's account lists: a role's accounts still in use, newest first to the row.
    index('account_listed_idx')
      .on(t.roleType, t.createDate, t.accountSeq)
      .where(sql`${t.withdrawnAt} is null`),
    index('account_name_idx').on(t.name),
    // Contains-search (username, name): pg_trgm GIN indexes, hand-written in migration 0009 where the extension exists.
  ],
);

export const socialConnections = pgTable(
  'social_connection',
  {
    socialConnectionSeq: serial().primaryKey(),
    accountSeq: integer()
      .notNull()
      .references(() => accounts.accountSeq, { onDelete: 'cascade' }),
    provider: text({ enum: ['naver', 'kakao'] }).notNull(),
    providerUserId: text().notNull(),
    connectDate: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('social_connection_provider_user_key').on(t.provider, t.providerUserId),
    uniqueIndex('social_connection_account_provider_key').on(t.accountSeq, t.provider),
  ],
);

export const refundBanks = pgTable('refund_bank', {
  refundBankSeq: serial().primaryKey(),
  accountSeq: integer()
    .notNull()
    .unique()
    .references(() => accounts.accountSeq, { onDelete: 'cascade' }),
  bankName: text().notNull(),
  bankOwner: text().notNull(),
  bankNumber: text().notNull(),
  ...timestamps,
});

// Password reset links (time-limited, sent by e-mail). Like sessions, only the
// token's SHA-256 is stored; a used or expired row no longer resets anything.
export const passwordResetTokens = pgTable(
  'password_reset_token',
  {
    tokenHash: text().primaryKey(),
    accountSeq: integer()
      .notNull()
      .references(() => accounts.accountSeq, { onDelete: 'cascade' }),
    expiresAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp({ withTimezone: true, mode: 'date' }),
    createDate: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('password_reset_token_account_idx').on(t.accountSeq), index('password_reset_token_expires_idx').on(t.expiresAt)],
);

// Identity verification results (본인인증) fetched from the provider or made by
// the sandbox, so signup and find-ID can use one verification once and soon.
export const identityVerifications = pgTable(
  'identity_verification',
  {
    identityVerificationId: text().primaryKey(),
    provider: text({ enum: ['portone', 'sandbox'] }).notNull(),
    status: text({ enum: ['READY', 'VERIFIED', 'FAILED'] })
      .notNull()
      .default('READY'),
    name: text(),
    phoneNumber: text(),
    birthDate: date({ mode: 'string' }),
    ci: text(),
    verifiedAt: timestamp({ withTimezone: true, mode: 'date' }),
    // Set when signup or find-ID used it; a used verification proves nothing again.
    usedAt: timestamp({ withTimezone: true, mode: 'date' }),
    createDate: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('identity_verification_create_idx').on(t.createDate)],
);

import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

export const throttleScopes = ['login-address', 'login-address-username', 'login-username', 'password-check'] as const;
export type ThrottleScope = (typeof throttleScopes)[number];

// Failed attempts of password checks, kept in the database so every instance
// behind a load balancer counts the same failures: per address across
// usernames (password spraying), per address and username (growing delays),
// per username across addresses (a high ceiling against distributed
// guessing), and per member for the current password of my-page forms.
export const authThrottles = pgTable(
  'auth_throttle',
  {
    scope: text({ enum: throttleScopes }).notNull(),
    key: text().notNull(),
    failures: integer().notNull().default(0),
    // Failures are counted from here; a quiet window starts the count again.
    windowStart: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lastFailureAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    // Attempts before this are refused without checking a password.
    blockedUntil: timestamp({ withTimezone: true, mode: 'date' }),
  },
  (t) => [
    primaryKey({ name: 'auth_throttle_pkey', columns: [t.scope, t.key] }),
    // Old rows are swept by their last failure.
    index('auth_throttle_last_failure_idx').on(t.lastFailureAt),
    check('auth_throttle_scope_check', sql`${t.scope} in ('login-address', 'login-address-username', 'login-username', 'password-check')`),
  ],
);

// Addresses a username has logged in from with its password. While a username
// is past its ceiling of failures from everywhere, only these addresses may
// still try it: whoever guesses from elsewhere cannot lock the owner out.
export const loginKnownAddresses = pgTable(
  'login_known_address',
  {
    // The username as the throttle spells it (trimmed, lower case).
    username: text().notNull(),
    address: text().notNull(),
    lastSuccessAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'login_known_address_pkey', columns: [t.username, t.address] }),
    // Addresses unused for a while are swept by their last success.
    index('login_known_address_last_success_idx').on(t.lastSuccessAt),
  ],
);

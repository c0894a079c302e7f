import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

export const throttleScopes = ['login-address', 'login-username', 'password-check'] as const;
export type ThrottleScope = (typeof throttleScopes)[number];

// Failed attempts of password checks, kept in the database so every instance
// behind a load balancer counts the same failures: per address across
// usernames (password spraying), per username across addresses (growing
// delays), and per member for the current password of my-page forms.
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
    check('auth_throttle_scope_check', sql`${t.scope} in ('login-address', 'login-username', 'password-check')`),
  ],
);

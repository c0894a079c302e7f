import { startBuiltServer, type BuiltServer } from '../../../../test-support/built-server';

/** What every journey's server runs with: logins, kiosk screens, invitations made and unknown numbers opened far beyond the limits a real visitor meets, since a file's journeys all come from one address. */
const journeySettings = {
  LOGIN_RATE_LIMIT: '1000',
  KIOSK_STREAMS_PER_ADDRESS: '1000',
  KIOSK_STREAMS_PER_INVITATION: '1000',
  PAYMENT_STARTS_PER_GUEST: '1000',
  PAYMENT_STARTS_PER_ADDRESS: '10000',
  INVITATION_CREATE_PER_ADDRESS: '1000',
  INVITATION_CREATE_PER_PHONE: '1000',
  INVITATION_CREATE_PER_MEMBER: '1000',
  PUBLIC_NUMBER_MISSES_PER_ADDRESS: '1000',
};

/**
 * The build under test (SERVER_ENTRY and WEB_DIST as the run was given them)
 * on a data folder of its own, addressed as localhost as a visitor's browser
 * would. `copyOf` starts it on a copy of a seeded folder; `env` goes on top of
 * the journeys' settings, e.g. production without keys. The caller stops it.
 */
export function startServer(env: Record<string, string> = {}, copyOf?: string): Promise<BuiltServer> {
  return startBuiltServer({ env: { ...journeySettings, ...env }, copyOf, hostname: 'localhost' });
}

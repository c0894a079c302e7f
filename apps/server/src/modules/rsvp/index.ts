import type { Database } from '@server/db/client';
import { domainModule } from '@server/lib/domain-module';
import { rsvpGuestRoutes, rsvpHostRoutes } from './routes';

export interface RsvpModuleOptions {
  db: Database;
}

/**
 * 참석 의사 of a wedding (issue 24 §1): guests answer on the guest page by the
 * public number, the host switches it on, sets a deadline and reads the
 * answers, counts and Excel by the order number.
 */
export const rsvpModule = domainModule<RsvpModuleOptions>([
  ['/api/rsvp', rsvpGuestRoutes],
  ['/api/rsvp', rsvpHostRoutes],
]);

import type { Database } from '@server/db/client';
import { domainModule } from '@server/lib/domain-module';
import { hostRoutes } from './routes';

export interface HostModuleOptions {
  db: Database;
}

/**
 * The host's page for their event (issue 27): the event at a glance, who
 * gave what with the '감사 인사 보냄' mark and its Excel, and the guest page's
 * manage bar. Views are counted where the guest page is served
 * (GuestViewCounter, handed to the invitation module by app.ts).
 */
export const hostModule = domainModule<HostModuleOptions>([['/api/host', hostRoutes]]);

export { GuestViewCounter, viewFlushIntervalMs } from './view-counter';

// For the thank-you's sending (modules/thanks): the same '감사 인사 보냄' mark the host sets by hand.
export { markThanked } from './queries';

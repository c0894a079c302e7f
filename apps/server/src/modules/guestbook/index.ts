import type { Database } from '@server/db/client';
import { domainModule } from '@server/lib/domain-module';
import { guestbookHostRoutes, guestbookRoutes } from './routes';

export interface GuestbookModuleOptions {
  db: Database;
}

/**
 * The guestbook of an invitation (issue 24 §2): 방명록 on a wedding, 추모의
 * 글 on a funeral notice, free beside the paid wreaths. Guests write and
 * delete their own with a password; the host hides, deletes and chooses who
 * reads it and whether the kiosk shows it.
 */
export const guestbookModule = domainModule<GuestbookModuleOptions>([
  ['/api/guestbook/host', guestbookHostRoutes],
  ['/api/guestbook', guestbookRoutes],
]);

// For the kiosk: the messages a screen shows now (its data and the stream's `guestbook` event).
export { kioskMessages } from './service';

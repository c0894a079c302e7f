import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

// "An invitation's guestbook changed" (a message written, hidden, shown
// again or deleted, or the host's kiosk choice): sent by the guestbook and
// heard by the kiosk, as the wreath's signal is (lib/wreath-paid.ts), so it
// reaches the screens held by any server process. The payload is the public
// number only: each process with a screen of it reads the messages itself.

export const kioskGuestbookChannel = 'kiosk_guestbook';

/** After the write is committed: a screen that reads on the signal must find it. */
export async function announceGuestbookChanged(db: Pick<Database, 'execute'>, publicNum: string): Promise<void> {
  await db.execute(sql`SELECT pg_notify(${kioskGuestbookChannel}, ${publicNum}::text)`);
}

/** The public number in a payload, or null for one this version does not understand. */
export function readGuestbookChanged(payload: string): string | null {
  return /^[1-9][0-9]{11}$/.test(payload) ? payload : null;
}

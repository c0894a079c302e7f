import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database, DatabaseHandle } from '@server/db/client';
import { domainModule } from '@server/lib/domain-module';
import { kioskMessages } from '../guestbook';
import { kioskPaymentOfId } from '../payment';
import { kioskGuestbookChannel, readGuestbookChanged } from '@server/lib/guestbook-changed';
import { kioskWreathChannel, readWreathPaid } from '@server/lib/wreath-paid';
import { guestbookEventBytes, KioskHub, wreathEventBytes } from './hub';
import { kioskDataRoutes } from './routes';
import { kioskStreamRoutes } from './stream-routes';
import { kioskWallRoutes } from './wall-routes';

export interface KioskModuleOptions {
  db: Database;
  /** The database's LISTEN (DatabaseHandle.listen): wreaths settled by any server process reach this one's screens. */
  listen: DatabaseHandle['listen'];
  /** Open streams one client address may hold for one invitation: its venue's screens (KIOSK_STREAMS_PER_INVITATION). */
  streamsPerInvitation: number;
  /** Open streams one client address may hold, all invitations together (KIOSK_STREAMS_PER_ADDRESS). */
  streamsPerAddress: number;
  /** Open streams this instance holds at most, all addresses together (KIOSK_STREAMS_TOTAL). */
  streamsInAll: number;
}

/**
 * The on-site kiosk screen: its invitation data, and a live stream per
 * screen that receives each wreath within a second of its payment, whichever
 * server process settled it (PostgreSQL NOTIFY, see lib/wreath-paid.ts).
 */
export const kioskModule: FastifyPluginAsyncZod<KioskModuleOptions> = async (app, { db, listen, streamsPerInvitation, streamsPerAddress, streamsInAll }) => {
  const hub = new KioskHub(streamsPerAddress, streamsInAll, streamsPerInvitation);
  await app.register(
    domainModule<{ db: Database; hub: KioskHub }>([
      ['/api/invitation', kioskDataRoutes],
      ['/api/kiosk', kioskStreamRoutes],
      ['/api/kiosk', kioskWallRoutes],
    ]),
    { db, hub },
  );

  const relay = async (payload: string) => {
    const signal = readWreathPaid(payload);
    // A process with no screen of that invitation reads nothing.
    if (!signal || !hub.has(signal.publicNum)) return;
    const wreath = await kioskPaymentOfId(db, signal.paymentId);
    if (wreath) hub.send(signal.publicNum, wreathEventBytes(wreath));
  };
  const unlisten = await listen(kioskWreathChannel, (payload) =>
    app.background.run(
      () => relay(payload),
      (error) => app.log.error({ err: error, payload }, 'kiosk wreath event not delivered'),
    ),
  );
  // A guestbook message written, hidden or deleted (or the host's kiosk choice) on any instance: the screens get the messages to show now.
  const relayGuestbook = async (payload: string) => {
    const publicNum = readGuestbookChanged(payload);
    if (!publicNum || !hub.has(publicNum)) return;
    hub.send(publicNum, guestbookEventBytes({ messages: await kioskMessages(db, publicNum) }));
  };
  const unlistenGuestbook = await listen(kioskGuestbookChannel, (payload) =>
    app.background.run(
      () => relayGuestbook(payload),
      (error) => app.log.error({ err: error, payload }, 'kiosk guestbook event not delivered'),
    ),
  );
  // Open streams would keep the server from closing; the screens reconnect to another instance.
  app.addHook('preClose', async () => hub.closeAll());
  app.addHook('onClose', async () => {
    for (const release of [unlisten, unlistenGuestbook]) await release().catch((error: unknown) => app.log.warn({ err: error }, 'kiosk LISTEN not released'));
  });
};

import pg from 'pg';
import type { PGlite } from '@electric-sql/pglite';

/** Stops listening; resolves once the channel is released. */
export type Unlisten = () => Promise<void>;

/** Receives each NOTIFY payload of a channel, after the sending transaction commits. */
export type NotificationHandler = (payload: string) => void;

export interface ListenOptions {
  /**
   * Called each time the LISTEN is (re)established after the first: what was
   * sent while the connection was away is lost, so a listener that keeps
   * derived state (a cache) starts clean.
   */
  onConnect?: () => void;
}

// Channel names are written into LISTEN as identifiers: only plain lower-case names are accepted.
const channelPattern = /^[a-z_][a-z0-9_]*$/;

function checkChannel(channel: string) {
  if (!channelPattern.test(channel)) throw new Error(`invalid notification channel: ${channel}`);
}

/** PGlite: notifications of its single in-process connection. */
export async function listenPglite(pglite: PGlite, channel: string, onPayload: NotificationHandler): Promise<Unlisten> {
  checkChannel(channel);
  const unlisten = await pglite.listen(channel, onPayload);
  // A database already closed has no channel left to release.
  return async () => {
    if (!pglite.closed) await unlisten();
  };
}

const reconnectDelayMs = { first: 500, max: 10_000 };

/**
 * PostgreSQL: LISTEN holds its own connection outside the pool (a pooled
 * one would be handed to other queries and lose the LISTEN). When that
 * connection drops it is opened again with a growing delay; what was sent
 * in between is missed, which the listeners' own catch-up covers (the kiosk
 * polls its list).
 */
export async function listenPostgres(
  url: string,
  channel: string,
  onPayload: NotificationHandler,
  options: ListenOptions = {},
  log: (message: string) => void = (message) => console.warn(message),
): Promise<Unlisten> {
  checkChannel(channel);
  let closed = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;
  let delay = reconnectDelayMs.first;
  let everConnected = false;

  const connect = async () => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel) onPayload(message.payload ?? '');
    });
    next.on('error', (error) => {
      log(`[db] LISTEN ${channel} 연결 오류: ${error.message}`);
      reopen(next);
    });
    next.on('end', () => reopen(next));
    await next.connect();
    await next.query(`LISTEN ${channel}`);
    const reconnected = client === null && everConnected;
    client = next;
    everConnected = true;
    delay = reconnectDelayMs.first;
    if (reconnected) options.onConnect?.();
  };

  const reopen = (dropped: pg.Client) => {
    if (closed || client !== dropped) return;
    client = null;
    dropped.end().catch(() => {});
    schedule();
  };

  const schedule = () => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = null;
      connect().catch((error: Error) => {
        log(`[db] LISTEN ${channel} 재연결 실패: ${error.message}`);
        delay = Math.min(delay * 2, reconnectDelayMs.max);
        schedule();
      });
    }, delay);
    retry.unref();
  };

  await connect();
  return async () => {
    closed = true;
    if (retry) clearTimeout(retry);
    const current = client;
    client = null;
    await current?.end();
  };
}

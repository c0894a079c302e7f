import type { FastifyInstance } from 'fastify';

/** What is left to do after the HTTP side has closed: time it too, a hung database close must not hold the exit. */
const afterCloseMs = 5_000;

export interface ShutdownOptions {
  app: FastifyInstance;
  /** SHUTDOWN_GRACE_SECONDS: how long requests in flight may take to finish. */
  graceMs: number;
  /** Closes what the app does not own (storage, database), after the app has closed. */
  closeRest: () => Promise<void>;
  exit?: (code: number) => void;
}

/**
 * SIGTERM and SIGINT stop the server within a known time (issue 28, 1.9; the
 * single box was down about 12 s waiting for requests). The app closes: the
 * listener stops taking connections, the kiosk streams are ended with a short
 * `retry:` so the screens come back at once on another instance or this one
 * restarted (modules/kiosk/hub.ts), and requests in flight get the grace
 * period to finish. Then their connections are closed, and whatever still
 * hangs after that (a handler waiting on a dead database) does not hold the
 * exit either: the process leaves with 1 so a process manager's log shows it.
 */
export function stopOnSignals({ app, graceMs, closeRest, exit = (code) => process.exit(code) }: ShutdownOptions): void {
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    const started = Date.now();
    app.log.info({ signal, graceMs }, 'shutting down');
    const grace = setTimeout(() => {
      app.log.warn({ graceMs }, 'shutdown grace period over: closing the connections of requests still in flight');
      app.server.closeAllConnections();
    }, graceMs);
    const deadline = setTimeout(() => {
      app.log.error({ waitedMs: Date.now() - started }, 'shutdown did not finish in time: exiting without it');
      exit(1);
    }, graceMs + afterCloseMs);
    try {
      await app.close();
      clearTimeout(grace);
      await closeRest();
      clearTimeout(deadline);
      app.log.info({ tookMs: Date.now() - started }, 'stopped');
      exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      exit(1);
    }
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
}

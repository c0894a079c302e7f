import { useEffect, useRef, useState } from 'react';
import { kioskLiveEvent, kioskWreathEvent, urlOf } from '@ongi/shared';
import { fetchKioskPayments } from './api';
import { arrivals, noWreaths, parseWreath, withListRead, withStreamed, type KioskWreaths } from './live';
import { connectTimeoutMs, reconnectDelayMs, silenceTimeoutMs } from './reconnect';
import { relayStreamEvents } from './stream-events';
import { kiosk as kioskEndpoints } from '@ongi/shared/routes/kiosk';

/** The spec's refresh: the list is read again every 10 s, whatever the stream does. */
export const kioskRefreshMs = 10_000;
/** How long a new wreath keeps its highlight. */
const highlightMs = 8_000;

/**
 * The live stream as the screen knows it: asked for the first time, served
 * (the server said `live`), or lost and being asked for again.
 */
export type StreamLink = 'connecting' | 'live' | 'reconnecting';

export interface LiveWreaths extends KioskWreaths {
  /** Wreaths that arrived while the screen was open (highlighted for a few seconds). */
  fresh: ReadonlySet<number>;
  /** The newest arrival still highlighted, for the '방금 도착한 마음' card. */
  latest: number | null;
  /** The live stream's state. */
  link: StreamLink;
  /** False while the server cannot be reached (the stream lost, or the list not read): the screen keeps what it has and says so quietly. */
  online: boolean;
  /** True once the first list read answered (success or not). */
  loaded: boolean;
}

/**
 * The paid wreaths of one invitation, kept live: the list on opening and
 * every 10 s (spec), and the SSE stream for the second a wreath is paid.
 *
 * The screen runs unattended all day, so it never gives its stream up. Any
 * failure (an error event, which includes the browser giving up for good on
 * a 5xx, 429 or a balancer's 502; no `live` within connectTimeoutMs; silence
 * past silenceTimeoutMs) closes the stream and opens a new one after a
 * backoff with jitter (reconnect.ts), reset once the server says `live`. Only
 * `live` counts as connected: a 200 the server answers without serving (it
 * says `retry:` and closes) is not. While the stream is lost the screen says
 * so; once it is live again a list read catches up on what was missed.
 * Everything (timers, stream, requests) stops when the screen is left.
 */
export function useKioskWreaths(publicNum: string, page: number): LiveWreaths {
  const [wreaths, setWreaths] = useState<KioskWreaths>(noWreaths);
  const [fresh, setFresh] = useState<ReadonlySet<number>>(() => new Set());
  const [latest, setLatest] = useState<number | null>(null);
  const [link, setLink] = useState<StreamLink>('connecting');
  const [listUp, setListUp] = useState(true);
  const [loaded, setLoaded] = useState(false);
  const shownRef = useRef<KioskWreaths>(noWreaths);

  useEffect(() => {
    let stopped = false;
    let first = true;
    const streamed = new Set<number>();
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const reads = new Set<AbortController>();

    const show = (next: KioskWreaths) => {
      const added = first ? [] : arrivals(shownRef.current, next);
      shownRef.current = next;
      setWreaths(next);
      const [newest] = added;
      if (newest === undefined) return;
      setFresh((current) => new Set([...current, ...added]));
      setLatest(newest);
      const timer = setTimeout(() => {
        timers.delete(timer);
        setFresh((current) => {
          const rest = new Set(current);
          for (const seq of added) rest.delete(seq);
          return rest;
        });
        setLatest((current) => (current !== null && added.includes(current) ? null : current));
      }, highlightMs);
      timers.add(timer);
    };

    const read = async () => {
      const controller = new AbortController();
      reads.add(controller);
      try {
        const answer = await fetchKioskPayments(publicNum, page, controller.signal);
        if (stopped) return;
        show(withListRead(shownRef.current, answer, streamed));
        // The read has them now: the stream's copies need no keeping.
        for (const payment of answer.content) streamed.delete(payment.paymentSeq);
        first = false;
        setListUp(true);
      } catch (error) {
        if (stopped) return;
        if (!(error instanceof DOMException && error.name === 'AbortError')) {
          console.warn('kiosk list refresh failed', error);
          setListUp(false);
        }
      } finally {
        reads.delete(controller);
        if (!stopped) setLoaded(true);
      }
    };

    void read();
    const interval = setInterval(() => void read(), kioskRefreshMs);

    let stream: EventSource | null = null;
    /** Failures in a row since the stream was last live: the backoff's step. */
    let failures = 0;
    /** Lost since the last list read: the next `live` reads the list to catch up. */
    let broken = false;
    let watchdog: ReturnType<typeof setTimeout> | null = null;
    let reopen: ReturnType<typeof setTimeout> | null = null;

    /** Gives the stream until `ms` to say something (`live` or a wreath), or counts it lost. */
    const watch = (ms: number) => {
      if (watchdog) clearTimeout(watchdog);
      watchdog = setTimeout(lost, ms);
    };

    function lost() {
      if (stopped) return;
      stream?.close();
      stream = null;
      if (watchdog) clearTimeout(watchdog);
      watchdog = null;
      broken = true;
      setLink('reconnecting');
      if (reopen) return;
      reopen = setTimeout(() => {
        reopen = null;
        open();
      }, reconnectDelayMs(failures));
      failures += 1;
    }

    function open() {
      if (stopped) return;
      const source = new EventSource(urlOf(kioskEndpoints.stream, { params: { publicNum } }));
      stream = source;
      relayStreamEvents(source, () => !stopped && stream === source);
      watch(connectTimeoutMs);
      source.addEventListener(kioskLiveEvent, (event) => {
        if (stopped || stream !== source) return;
        watch(silenceTimeoutMs);
        if ((event as MessageEvent).data !== 'open') return;
        failures = 0;
        setLink('live');
        if (broken) {
          broken = false;
          void read();
        }
      });
      source.addEventListener(kioskWreathEvent, (event) => {
        if (stopped || stream !== source) return;
        watch(silenceTimeoutMs);
        const wreath = parseWreath((event as MessageEvent).data);
        // Only the screen's first page takes new wreaths: the newest are always on it.
        if (!wreath || page !== 1) return;
        streamed.add(wreath.paymentSeq);
        show(withStreamed(shownRef.current, wreath));
      });
      // The browser's own retry is not waited for: it gives up for good on
      // some failures and retries others at one fixed pace, every screen together.
      source.addEventListener('error', () => {
        if (stream === source) lost();
      });
    }

    if (typeof EventSource !== 'undefined') open();

    return () => {
      stopped = true;
      clearInterval(interval);
      stream?.close();
      if (watchdog) clearTimeout(watchdog);
      if (reopen) clearTimeout(reopen);
      for (const timer of timers) clearTimeout(timer);
      for (const controller of reads) controller.abort();
      shownRef.current = noWreaths;
    };
  }, [publicNum, page]);

  return { ...wreaths, fresh, latest, link, online: link !== 'reconnecting' && listUp, loaded };
}

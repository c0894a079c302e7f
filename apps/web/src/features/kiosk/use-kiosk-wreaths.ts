import { useEffect, useRef, useState } from 'react';
import { kioskStreamPath, kioskWreathEvent } from '@ongi/shared';
import { fetchKioskPayments } from './api';
import { arrivals, noWreaths, parseWreath, withListRead, withStreamed, type KioskWreaths } from './live';

/** The spec's refresh: the list is read again every 10 s, whatever the stream does. */
export const kioskRefreshMs = 10_000;
/** How long a new wreath keeps its highlight. */
const highlightMs = 8_000;

export interface LiveWreaths extends KioskWreaths {
  /** Wreaths that arrived while the screen was open (highlighted for a few seconds). */
  fresh: ReadonlySet<number>;
  /** The newest arrival still highlighted, for the '방금 도착한 마음' card. */
  latest: number | null;
  /** False while the server cannot be reached: the screen keeps what it has and says so quietly. */
  online: boolean;
  /** True once the first list read answered (success or not). */
  loaded: boolean;
}

/**
 * The paid wreaths of one invitation, kept live: the list on opening and
 * every 10 s (spec), and the SSE stream for the second a wreath is paid. A
 * broken stream marks the screen offline; EventSource retries by itself and,
 * once open again, a list read catches up on what was missed. Everything
 * (timers, stream, requests) stops when the screen is left.
 */
export function useKioskWreaths(publicNum: string, page: number): LiveWreaths {
  const [wreaths, setWreaths] = useState<KioskWreaths>(noWreaths);
  const [fresh, setFresh] = useState<ReadonlySet<number>>(() => new Set());
  const [latest, setLatest] = useState<number | null>(null);
  const [streamUp, setStreamUp] = useState(true);
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
      if (added.length === 0) return;
      setFresh((current) => new Set([...current, ...added]));
      setLatest(added[0]);
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
    if (typeof EventSource !== 'undefined') {
      stream = new EventSource(kioskStreamPath(encodeURIComponent(publicNum)));
      let broken = false;
      stream.addEventListener(kioskWreathEvent, (event) => {
        const wreath = parseWreath((event as MessageEvent).data);
        if (!wreath || stopped) return;
        // Only the screen's first page takes new wreaths: the newest are always on it.
        if (page !== 1) return;
        streamed.add(wreath.paymentSeq);
        show(withStreamed(shownRef.current, wreath));
      });
      stream.addEventListener('open', () => {
        setStreamUp(true);
        if (broken) {
          broken = false;
          void read();
        }
      });
      stream.addEventListener('error', () => {
        broken = true;
        setStreamUp(false);
      });
    }

    return () => {
      stopped = true;
      clearInterval(interval);
      stream?.close();
      for (const timer of timers) clearTimeout(timer);
      for (const controller of reads) controller.abort();
      shownRef.current = noWreaths;
    };
  }, [publicNum, page]);

  return { ...wreaths, fresh, latest, online: streamUp && listUp, loaded };
}

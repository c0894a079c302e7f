import { useEffect, useRef, useState } from 'react';
import { kioskGuestbookEvent, type GuestbookMessage, type KioskData, type KioskGuestbook } from '@ongi/shared';
import { call } from '@web/shared/lib/api';
import { kiosk as kioskEndpoints } from '@ongi/shared/routes/kiosk';
import { onStreamEvent } from './stream-events';
import styles from './kiosk-messages.module.css';

/** How long each message stays before the next one fades in. */
const turnMs = 7_000;
/** The messages are read again this often, so a screen that lost its stream for a while catches up (from the server's memory: cheap). */
const refreshMs = 30_000;

function parseGuestbook(data: string): GuestbookMessage[] | null | undefined {
  try {
    const value = JSON.parse(data) as KioskGuestbook;
    return Array.isArray(value.messages) || value.messages === null ? value.messages : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The guestbook's messages on the kiosk, when the host shows them there: a
 * calm strip along the bottom of the screen, one message at a time. A new one
 * comes through the live stream within a second and is shown at once; a
 * hidden or deleted one leaves as quickly.
 */
export function KioskMessages({ data }: { data: KioskData }) {
  const [messages, setMessages] = useState<GuestbookMessage[] | null>(data.messages);
  const [index, setIndex] = useState(0);
  const seen = useRef(new Set((data.messages ?? []).map((message) => message.messageSeq)));

  useEffect(() => {
    const take = (next: GuestbookMessage[] | null) => {
      const fresh = (next ?? []).findIndex((message) => !seen.current.has(message.messageSeq));
      for (const message of next ?? []) seen.current.add(message.messageSeq);
      setMessages(next);
      // A message just written is shown first; otherwise the turn goes on from where it was.
      setIndex((current) => (fresh >= 0 ? fresh : next && next.length > 0 ? current % next.length : 0));
    };
    const unsubscribe = onStreamEvent(kioskGuestbookEvent, (raw) => {
      const next = parseGuestbook(raw);
      if (next !== undefined) take(next);
    });
    const controller = new AbortController();
    const timer = setInterval(() => {
      call(kioskEndpoints.data, { query: { orderNum: data.publicNum } }, { signal: controller.signal, cache: 'no-cache' })
        .then((answer) => take(answer.messages))
        .catch(() => undefined);
    }, refreshMs);
    return () => {
      unsubscribe();
      clearInterval(timer);
      controller.abort();
    };
  }, [data.publicNum]);

  const count = messages?.length ?? 0;
  useEffect(() => {
    if (count < 2) return;
    const timer = setTimeout(() => setIndex((current) => (current + 1) % count), turnMs);
    return () => clearTimeout(timer);
  }, [count, index]);

  if (!messages || messages.length === 0) return null;
  const shown = messages[index % messages.length];
  if (!shown) return null;
  const noun = data.type === 'W' ? '방명록' : '추모의 글';
  return (
    <section className={styles.strip} aria-label={noun} data-kiosk-messages="">
      <span className={styles.label}>{noun}</span>
      <figure key={shown.messageSeq} className={styles.message}>
        <blockquote className={styles.body}>{shown.body}</blockquote>
        <figcaption className={styles.name}>{shown.name}</figcaption>
      </figure>
    </section>
  );
}

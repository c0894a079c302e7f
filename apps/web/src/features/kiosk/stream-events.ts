import { kioskGuestbookEvent } from '@ongi/shared';

// The live stream's events besides the wreaths, for the other parts of the
// screen: a screen holds one stream (one place under the server's caps), so
// they listen to it through here rather than open their own. The stream's
// owner (use-kiosk-wreaths.ts) hands each stream it opens to relayStreamEvents.

const relayed = [kioskGuestbookEvent] as const;
export type RelayedEvent = (typeof relayed)[number];

const listeners = new Map<RelayedEvent, Set<(data: string) => void>>();

/** Passes the relayed events of `source` on while `current()` says it is still the screen's stream. */
export function relayStreamEvents(source: EventSource, current: () => boolean): void {
  for (const name of relayed) {
    source.addEventListener(name, (event) => {
      if (!current()) return;
      for (const listener of listeners.get(name) ?? []) listener(String((event as MessageEvent).data));
    });
  }
}

/** Hears one kind of event of whichever stream the screen has open; returns the unsubscribe. */
export function onStreamEvent(name: RelayedEvent, listener: (data: string) => void): () => void {
  let set = listeners.get(name);
  if (!set) {
    set = new Set();
    listeners.set(name, set);
  }
  set.add(listener);
  return () => {
    set.delete(listener);
  };
}

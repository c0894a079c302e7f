import type { ServerResponse } from 'node:http';
import { kioskGuestbookEvent, kioskHeartbeatMs, kioskLiveEvent, kioskWreathEvent, type KioskGuestbook, type KioskPayment } from '@ongi/shared';

// The open kiosk streams of one server process, by public number. One timer
// beats for all of them (not one per stream), and a stream holds nothing but
// its response in a set: a screen left open all day costs the same as one
// just opened, and a closed one leaves nothing behind.

/** How long EventSource waits before reconnecting after the stream drops. */
export const kioskRetryMs = 3_000;

/** The shortest wait before a screen whose stream the server ended at shutdown comes back (up to twice this). */
export const kioskReturnAfterShutdownMs = 500;

/** A stream this far behind (a screen that stopped reading) is cut rather than buffered without end. */
const maxBacklogBytes = 256 * 1024;

/** An event encoded once, then written as the same bytes to every stream. */
export function wreathEventBytes(wreath: KioskPayment): Buffer {
  // JSON keeps a message's line breaks escaped, so the data stays on one line.
  return Buffer.from(`id: ${wreath.paymentSeq}\nevent: ${kioskWreathEvent}\ndata: ${JSON.stringify(wreath)}\n\n`);
}

/** The guestbook's messages a screen shows now (all of them, so a missed event is made good by the next). */
export function guestbookEventBytes(guestbook: KioskGuestbook): Buffer {
  return Buffer.from(`event: ${kioskGuestbookEvent}\ndata: ${JSON.stringify(guestbook)}\n\n`);
}

/** An event, not a comment: the screen cannot see comments, and it reconnects when it has heard nothing for a few beats. */
const heartbeat = Buffer.from(`event: ${kioskLiveEvent}\ndata: ping\n\n`);

/** The first bytes of a served stream: when to reconnect, and that it is served (the screen shows itself connected on this). */
export const streamOpening = `retry: ${kioskRetryMs}\nevent: ${kioskLiveEvent}\ndata: open\n\n`;

/**
 * A place for one stream, taken before anything is awaited: the caps count it
 * from that moment, so a burst of requests cannot all pass the check while
 * the first ones are still looking their number up. Released once, by a
 * refusal or when the stream closes.
 */
export interface StreamPlace {
  release(): void;
}

/** One place fewer under a key; a key with none left is dropped, so the maps hold only what is open. */
function release(places: Map<string, number>, key: string) {
  const left = (places.get(key) ?? 1) - 1;
  if (left > 0) places.set(key, left);
  else places.delete(key);
}

export class KioskHub {
  readonly #streams = new Map<string, Set<ServerResponse>>();
  /** Places taken by client address: one address may hold only so many (a building of halls on one Wi-Fi, not a flood). */
  readonly #byAddress = new Map<string, number>();
  /** Places taken by an address for one invitation: a venue's handful of screens for that event. */
  readonly #byScreens = new Map<string, number>();
  /** Places taken in all: what one instance holds open at most (its memory and file descriptors). */
  #taken = 0;
  #heartbeat: NodeJS.Timeout | null = null;
  #size = 0;

  constructor(
    private readonly streamsPerAddress = Number.POSITIVE_INFINITY,
    private readonly streamsInAll = Number.POSITIVE_INFINITY,
    /**
     * Per invitation, counted per address too: a venue's screens all come
     * from its one address, and counting an invitation alone would let anyone
     * holding its public number (every guest) take its screens' places.
     */
    private readonly streamsPerInvitation = Number.POSITIVE_INFINITY,
  ) {}

  /**
   * Takes a place for one more stream of this address (for this invitation),
   * at once (no await between the check and the count): 'invitation' when the
   * address holds all the screens one invitation may have, 'address' when it
   * holds all it may, 'full' when this instance does.
   */
  reserve(address: string, publicNum = ''): StreamPlace | 'invitation' | 'address' | 'full' {
    const screens = `${address} ${publicNum}`;
    const held = this.#byAddress.get(address) ?? 0;
    const heldForInvitation = this.#byScreens.get(screens) ?? 0;
    if (heldForInvitation >= this.streamsPerInvitation) return 'invitation';
    if (held >= this.streamsPerAddress) return 'address';
    if (this.#taken >= this.streamsInAll) return 'full';
    this.#byAddress.set(address, held + 1);
    this.#byScreens.set(screens, heldForInvitation + 1);
    this.#taken++;
    let released = false;
    return {
      release: () => {
        if (released) return;
        released = true;
        this.#taken--;
        release(this.#byAddress, address);
        release(this.#byScreens, screens);
      },
    };
  }

  /** Places taken now (streams open and streams being opened), in all and by one address. */
  placesTaken(address?: string): number {
    return address === undefined ? this.#taken : (this.#byAddress.get(address) ?? 0);
  }

  /** How many streams are open (all invitations). */
  get size(): number {
    return this.#size;
  }

  has(publicNum: string): boolean {
    return this.#streams.has(publicNum);
  }

  /** Adds an open stream until its connection closes, holding `place` (reserve) until then. */
  add(publicNum: string, stream: ServerResponse, place?: StreamPlace): void {
    // A connection that closed while its number was looked up would never say so again.
    if (stream.destroyed || stream.socket?.destroyed) {
      place?.release();
      return;
    }
    let streams = this.#streams.get(publicNum);
    if (!streams) {
      streams = new Set();
      this.#streams.set(publicNum, streams);
    }
    streams.add(stream);
    this.#size++;
    stream.once('close', () => {
      this.#remove(publicNum, stream);
      place?.release();
    });
    this.#heartbeat ??= setInterval(() => this.#beat(), kioskHeartbeatMs).unref();
  }

  /** Sends bytes to every stream of an invitation. */
  send(publicNum: string, bytes: Buffer | string): void {
    for (const stream of this.#streams.get(publicNum) ?? []) this.#write(stream, bytes);
  }

  /**
   * Ends every stream (the server is closing: an open stream would hold it up).
   * Each screen is first told to come back within a second or two instead of
   * kioskRetryMs, spread so a hall's screens do not all return at once, and
   * its connection is closed so the browser opens a new one (through the
   * balancer to another instance, or to this server restarted) rather than
   * reusing this one, which would answer 503 while the server closes.
   */
  closeAll(): void {
    for (const streams of this.#streams.values()) {
      for (const stream of streams) {
        const retryMs = kioskReturnAfterShutdownMs + Math.floor(Math.random() * kioskReturnAfterShutdownMs);
        stream.end(`retry: ${retryMs}\n\n`, () => stream.socket?.end());
      }
    }
    this.#stopBeat();
  }

  #remove(publicNum: string, stream: ServerResponse) {
    const streams = this.#streams.get(publicNum);
    if (!streams?.delete(stream)) return;
    this.#size--;
    if (streams.size === 0) this.#streams.delete(publicNum);
    if (this.#size === 0) this.#stopBeat();
  }

  #write(stream: ServerResponse, bytes: Buffer | string) {
    if (stream.writableEnded || stream.destroyed) return;
    if (stream.writableLength > maxBacklogBytes) {
      stream.destroy();
      return;
    }
    stream.write(bytes);
  }

  #beat() {
    for (const streams of this.#streams.values()) for (const stream of streams) this.#write(stream, heartbeat);
  }

  #stopBeat() {
    if (this.#heartbeat) clearInterval(this.#heartbeat);
    this.#heartbeat = null;
  }
}

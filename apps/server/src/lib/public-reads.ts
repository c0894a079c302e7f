import { createHash, randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Database, DatabaseHandle } from '../db/client';
import type { Unlisten } from '../db/listen';
import { kioskWreathChannel } from './wreath-paid';

// Anonymous public reads (lists, details, the guest page, the kiosk) are
// answered from this process's memory until something changes. "Something
// changes" is coarse on purpose: any successful write anywhere empties every
// instance's cache. Writes are a trickle next to reads, a refill costs one
// query per key, and a coarse rule cannot forget a dependency (a paid wreath
// changes a campaign's ledger line, the home's donor block, a guest page's
// senders and a kiosk's list at once). See docs/decisions/014.

/** NOTIFY channel on which every instance hears that public content changed. */
export const publicReadsChannel = 'public_reads_changed';

/** One stored answer: its bytes as sent, and compressed copies made the first time a client asks for one. */
export interface CachedRead {
  body: Buffer;
  contentType: string;
  cacheControl: string;
  etag: string;
  gzip?: Buffer;
  br?: Buffer;
  /** The whole header list of each kind of answer from it (security headers, validators, type, length), built on its first use (plugins/public-cache.ts). */
  answerHeaders?: Map<string, Readonly<Record<string, string | number>>>;
  /** What the route that answered it said about the answer, for answering it again before routing (plugins/public-cache.ts). */
  served?: ServedRead;
}

/** How a stored answer was routed: all that answering it again needs, besides its bytes. */
export interface ServedRead {
  /** The route pattern ('/api/faq/get-list'), the metrics' label. */
  route: string;
  /** The URL as the request line logs it (loggableUrl). */
  loggedUrl: string;
  /** Which security headers it carries: the pages', the API's, or none (the docs viewer). */
  headersKind: 'page' | 'api' | 'none';
  security: Readonly<Record<string, string>> | undefined;
  /** Looked up by an invitation's public number: an address the guard refuses is answered by the router, not from memory. */
  publicNumber: boolean;
  /** The route's listener for answers it did not route (its `keptAnswerSeen`), bound to the stored answer's parameters. */
  answered?: (request: IncomingMessage, statusCode: number) => void;
}

type ReadToStore = Pick<CachedRead, 'body' | 'contentType' | 'cacheControl'>;

export interface PublicReadCacheOptions {
  /** Memory held by stored answers (their plain bytes), evicting the least recently used. */
  maxBytes: number;
  /**
   * How long an answer may be served without a write having emptied the
   * cache: content that turns with the clock (a popup's dates, a campaign's
   * period) is read again at least this often.
   */
  ttlMs: number;
}

/** Answers larger than this are not stored (a runaway list should not evict everything else). */
const maxEntryBytes = 1024 * 1024;
/** Compressing a few hundred bytes costs more than it saves on the wire. */
export const compressMinBytes = 1024;

export function etagOf(body: Buffer): string {
  return `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;
}

/** Whether an If-None-Match header names this entity tag (weak comparison, as RFC 9110 asks for GET). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag);
}

export class PublicReadCache {
  private generationValue = 0;
  /** Null when the cache is turned off (maxBytes 0): every read goes to the database. */
  private readonly entries: LRUCache<string, CachedRead> | null;

  constructor(options: PublicReadCacheOptions) {
    this.entries =
      options.maxBytes <= 0
        ? null
        : new LRUCache<string, CachedRead>({
            maxSize: options.maxBytes,
            // The compressed copies come later; together they stay well under half the plain JSON.
            sizeCalculation: (entry) => Math.ceil(entry.body.length * 1.5) + 256,
            ttl: options.ttlMs,
          });
  }

  /** Increases on every invalidation: a read that started before one must not store what it read. */
  get generation(): number {
    return this.generationValue;
  }

  get size(): number {
    return this.entries?.size ?? 0;
  }

  get(key: string): CachedRead | undefined {
    return this.entries?.get(key);
  }

  /** Stores an answer read during `generation`; refused when a write has landed since the read began. */
  store(key: string, read: ReadToStore, generation: number): CachedRead {
    const entry: CachedRead = { ...read, etag: etagOf(read.body) };
    // Nothing is compressed here: a miss (or a cache-busting query string) costs no more than an uncached read.
    if (this.entries && generation === this.generationValue && read.body.length <= maxEntryBytes) this.entries.set(key, entry);
    return entry;
  }

  invalidate(): void {
    this.generationValue += 1;
    this.entries?.clear();
  }
}

/** The entry's bytes in the best encoding the client takes: a copy made beforehand, or one compressed on the first hit that asks and kept. */
export function encodedBody(entry: CachedRead, acceptEncoding: string | undefined): { body: Buffer; encoding?: 'br' | 'gzip' } {
  if (!acceptEncoding) return { body: entry.body };
  // A JPEG (the link preview) is compressed already: another pass costs CPU and saves nothing.
  const worthCompressing = entry.body.length >= compressMinBytes && !entry.contentType.startsWith('image/jpeg');
  if (/\bbr\b/.test(acceptEncoding) && (entry.br || worthCompressing)) {
    entry.br ??= brotliCompressSync(entry.body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 6, [zlib.BROTLI_PARAM_SIZE_HINT]: entry.body.length } });
    return { body: entry.br, encoding: 'br' };
  }
  // "*" (any encoding) gets gzip, as the compression plugin gives every other answer.
  if (/\bgzip\b|(?:^|[\s,])\*/.test(acceptEncoding) && (entry.gzip || worthCompressing)) {
    entry.gzip ??= gzipSync(entry.body, { level: 6 });
    return { body: entry.gzip, encoding: 'gzip' };
  }
  return { body: entry.body };
}

/** How long a writer waits for the other instances' acknowledgements before answering anyway. */
const ackTimeoutMs = 1000;
/** Each instance says it is alive this often. */
const heartbeatMs = 2000;
/** A peer not heard from for this long (three missed heartbeats) is no longer waited for. */
export const peerSilenceMs = 3 * heartbeatMs;
/** How long a stopping instance tries to say goodbye: a database that is down must not hold the stop. */
const goodbyeTimeoutMs = 1000;

type Signal =
  | { kind: 'hello'; from: string }
  | { kind: 'goodbye'; from: string }
  | { kind: 'change'; from: string; token: string }
  | { kind: 'ack'; from: string; to: string; token: string };

function readSignal(payload: string): Signal | null {
  try {
    const value = JSON.parse(payload) as Partial<Signal> & Record<string, unknown>;
    if (typeof value.from !== 'string') return null;
    if (value.kind === 'hello' || value.kind === 'goodbye') return { kind: value.kind, from: value.from };
    if (value.kind === 'change' && typeof value.token === 'string') return { kind: 'change', from: value.from, token: value.token };
    if (value.kind === 'ack' && typeof value.to === 'string' && typeof value.token === 'string')
      return { kind: 'ack', from: value.from, to: value.to, token: value.token };
    return null;
  } catch {
    return null;
  }
}

/** What the last write's announcement waited for: the peers it asked, and those that neither answered nor left in time. */
export interface Announcement {
  waitedFor: string[];
  unanswered: string[];
}

/**
 * Spreads invalidations between instances through the database's
 * LISTEN/NOTIFY (PGlite delivers them in-process). A writer empties its own
 * cache, sends a NOTIFY, and answers only once every other live instance has
 * acknowledged that it emptied its own: a reader who moves on from the
 * writer's answer to any instance reads the new content. A paid wreath's
 * NOTIFY (sent inside the settling transaction) empties every cache too,
 * whoever settled it, request or background job.
 *
 * Who is live: instances know each other by a hello at start and a heartbeat
 * every 2 s. A stopping instance says goodbye and is forgotten at once (a
 * rolling deploy costs no write anything). One that dies without a word (kill
 * -9, a lost machine) costs at most one write a second of waiting: a peer that
 * lets an acknowledgement time out is not waited for again until it is heard
 * from (a late acknowledgement or its next heartbeat brings it back), and
 * one silent for three heartbeats is not waited for at all. Without this,
 * every write stalled a second for half a minute after each crash or deploy
 * (issue 28, 1.5).
 */
export class PublicReadInvalidation {
  /** This instance's name on the channel. */
  readonly id = randomUUID();
  private sequence = 0;
  /** Other instances, by when they were last heard from. */
  private readonly peers = new Map<string, number>();
  /** Writes waiting for acknowledgements: the peers still to answer, and what to call when none are left. */
  private readonly pending = new Map<string, { waitingFor: Set<string>; done: () => void }>();
  private unlisteners: Unlisten[] = [];
  private heartbeat: NodeJS.Timeout | undefined;
  private stopped = false;
  /** Whom the last write waited for (the tests read it). */
  lastAnnouncement: Announcement | null = null;

  constructor(
    readonly cache: PublicReadCache,
    private readonly db: Database,
  ) {}

  async start(listen: DatabaseHandle['listen']): Promise<void> {
    // A listener that was away (a dropped connection) may have missed a change: start clean.
    const onConnect = () => this.cache.invalidate();
    this.unlisteners = [
      await listen(publicReadsChannel, (payload) => this.receive(payload), { onConnect }),
      await listen(kioskWreathChannel, () => this.cache.invalidate(), { onConnect }),
    ];
    await this.send({ kind: 'hello', from: this.id });
    this.heartbeat = setInterval(() => {
      this.send({ kind: 'hello', from: this.id }).catch(() => {});
    }, heartbeatMs);
    this.heartbeat.unref();
  }

  /** The instances a write would wait for now. */
  livePeers(): string[] {
    const now = Date.now();
    for (const [peer, heard] of this.peers) if (now - heard > peerSilenceMs) this.forget(peer);
    return [...this.peers.keys()];
  }

  private receive(payload: string) {
    const signal = readSignal(payload);
    if (!signal || signal.from === this.id) return;
    if (signal.kind === 'goodbye') return this.forget(signal.from);
    const isNew = !this.peers.has(signal.from);
    // A hello or an acknowledgement proves the peer listens; a change alone
    // does not (an instance that said goodbye may still write while it drains).
    if (signal.kind !== 'change' || !isNew) this.peers.set(signal.from, Date.now());
    if (signal.kind === 'hello') {
      // Answer a newcomer at once, so that its first write waits for this instance too.
      if (isNew) this.send({ kind: 'hello', from: this.id }).catch(() => {});
    } else if (signal.kind === 'change') {
      this.cache.invalidate();
      this.send({ kind: 'ack', from: this.id, to: signal.from, token: signal.token }).catch(() => {});
    } else if (signal.to === this.id) {
      this.settle(signal.token, signal.from);
    }
  }

  /** A peer no write waits for any more, including the writes waiting for it now. */
  private forget(peer: string) {
    this.peers.delete(peer);
    for (const token of [...this.pending.keys()]) this.settle(token, peer);
  }

  private settle(token: string, peer: string) {
    const write = this.pending.get(token);
    if (!write) return;
    write.waitingFor.delete(peer);
    if (write.waitingFor.size === 0) write.done();
  }

  private async send(signal: Signal) {
    await this.db.execute(sql`SELECT pg_notify(${publicReadsChannel}, ${JSON.stringify(signal)})`);
  }

  /** After a committed write: empties this instance's cache and, before returning, every other live instance's. */
  async announce(): Promise<void> {
    this.cache.invalidate();
    const peers = this.livePeers();
    if (peers.length === 0) {
      this.lastAnnouncement = { waitedFor: [], unanswered: [] };
      return;
    }
    this.sequence += 1;
    const token = String(this.sequence);
    const waitingFor = new Set(peers);
    let timer: NodeJS.Timeout | undefined;
    const acknowledged = new Promise<void>((resolve) => {
      this.pending.set(token, { waitingFor, done: resolve });
      timer = setTimeout(resolve, ackTimeoutMs);
    });
    try {
      await this.send({ kind: 'change', from: this.id, token });
      await acknowledged;
    } finally {
      clearTimeout(timer);
      this.pending.delete(token);
    }
    // Still silent after a second: most likely gone without a goodbye. The next writes do not wait for it until it speaks again.
    for (const peer of waitingFor) this.peers.delete(peer);
    this.lastAnnouncement = { waitedFor: peers, unanswered: [...waitingFor] };
  }

  /**
   * Stops listening and tells the other instances, so no write of theirs
   * waits for this one. `sayGoodbye: false` leaves without a word, as a
   * crashed process does (tests).
   */
  async stop({ sayGoodbye = true }: { sayGoodbye?: boolean } = {}): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    clearInterval(this.heartbeat);
    const unlisteners = this.unlisteners;
    this.unlisteners = [];
    await Promise.all(unlisteners.map((unlisten) => unlisten()));
    // This instance acknowledges nothing from here on, and waits for no one.
    for (const peer of [...this.peers.keys()]) this.forget(peer);
    if (!sayGoodbye) return;
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      this.send({ kind: 'goodbye', from: this.id }).catch(() => {}),
      new Promise((resolve) => {
        timer = setTimeout(resolve, goodbyeTimeoutMs);
      }),
    ]);
    clearTimeout(timer);
  }
}

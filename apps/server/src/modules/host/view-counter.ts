import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@server/db/client';
import { addViews } from './queries';

/** How often an instance adds its counted views to the database. */
export const viewFlushIntervalMs = 30_000;

// Link previewers and crawlers fetch the page with GET too; they are not guests.
const notAGuest = /bot|crawl|spider|slurp|scrap|preview|facebookexternalhit|kakaotalk-scrap|headless|lighthouse/i;

/**
 * Guest page views, counted in this instance's memory and added to
 * order_number.view_count in one statement every half minute and on close:
 * the guest page is the hot path (answered from memory, npm run bench), so a
 * view costs a Map increment, never a write. A crash loses at most the last
 * half minute of one instance's views, which a view count can afford.
 */
export class GuestViewCounter {
  private pending = new Map<string, number>();
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Database,
    private readonly log?: FastifyBaseLogger,
  ) {}

  /** One guest's opening of /invitation/{publicNum} (a 200 or 304 to a GET, not a crawler's). */
  count(publicNum: string, userAgent: string | undefined): void {
    if (userAgent && notAGuest.test(userAgent)) return;
    this.pending.set(publicNum, (this.pending.get(publicNum) ?? 0) + 1);
  }

  start(intervalMs = viewFlushIntervalMs): void {
    this.timer ??= setInterval(() => void this.flush(), intervalMs);
    this.timer.unref();
  }

  /** Adds what was counted since the last flush; a failed write puts the counts back for the next one. */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(async () => {
      if (this.pending.size === 0) return;
      const counts = this.pending;
      this.pending = new Map();
      try {
        await addViews(this.db, counts);
      } catch (error) {
        for (const [publicNum, n] of counts) this.pending.set(publicNum, (this.pending.get(publicNum) ?? 0) + n);
        this.log?.warn({ err: error }, 'guest page views could not be saved; kept for the next flush');
      }
    });
    return this.flushing;
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.flush();
  }
}

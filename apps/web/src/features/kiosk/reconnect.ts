// When a kiosk screen asks for its live stream again after a failure, apart
// from React so the schedule can be tested on its own.
import { kioskHeartbeatMs } from '@ongi/shared';

/** The first wait after a failure, doubled at each further failure. */
export const reconnectFirstMs = 1_000;
/** The longest wait: a screen never waits more than this to try again, however long the outage. */
export const reconnectMostMs = 30_000;
/** A stream not served within this (a balancer holding the request) is given up and asked for again. */
export const connectTimeoutMs = 15_000;
/** A served stream silent this long (two heartbeats missed, and some) is dead, whatever the browser thinks. */
export const silenceTimeoutMs = 2 * kioskHeartbeatMs + 10_000;

/**
 * The wait before the next try after `failures` failures in a row (0 for the
 * first): 1 s, 2 s, 4 s … up to 30 s, each drawn between half and all of it,
 * so a hall's screens (or every kiosk of a city after an outage) do not all
 * come back in the same instant.
 */
export function reconnectDelayMs(failures: number, random: () => number = Math.random): number {
  const ceiling = Math.min(reconnectMostMs, reconnectFirstMs * 2 ** Math.min(failures, 30));
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}

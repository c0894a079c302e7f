// How the name wall splits its names into pages that fit: from the chips
// laid out once at the wall's width, apart from React so the rules can be
// tested on their own.

/** One name chip as laid out in the measuring list: its top and height in px, from the list's top. */
export interface ChipBox {
  top: number;
  height: number;
}

/** A page: the names from `start` up to (not including) `end`, newest first. */
export interface WallPage {
  start: number;
  end: number;
}

/** The calm pace: a new page of names every 7 s, long enough to find one's own name on it. */
export const namePageMs = 7_000;
/** What ?namesEvery= may set (the journeys make the wall turn faster): 0.5 s to a minute. */
export const namePageMsRange = { min: 500, max: 60_000 } as const;

/** Chips whose tops differ by less than this share a line (sub-pixel rounding). */
const sameLine = 1;

/**
 * The lines the chips wrap into: a chip lower than the line's top starts the
 * next one. Lines are what a page is cut between, because a line of a wrapped
 * list is decided from its first chip alone: a page that starts where a
 * measured line starts lays out exactly as measured, so nothing is clipped.
 */
export function wallLines(boxes: readonly ChipBox[]): Array<{ start: number; top: number; bottom: number }> {
  const lines: Array<{ start: number; top: number; bottom: number }> = [];
  boxes.forEach((box, index) => {
    const line = lines.at(-1);
    if (line && box.top < line.top + sameLine) line.bottom = Math.max(line.bottom, box.top + box.height);
    else lines.push({ start: index, top: box.top, bottom: box.top + box.height });
  });
  return lines;
}

/**
 * The pages of a wall `available` px high: as many whole lines as fit on
 * each (at least one, so an overlong line still shows rather than stalls),
 * each page measured from its own first line with the gap between lines kept.
 */
export function wallPages(boxes: readonly ChipBox[], available: number): WallPage[] {
  const lines = wallLines(boxes);
  const pages: WallPage[] = [];
  let first = 0;
  while (first < lines.length) {
    const top = lines[first]!.top;
    let next = first + 1;
    while (next < lines.length && lines[next]!.bottom - top <= available + 0.5) next += 1;
    pages.push({ start: lines[first]!.start, end: next < lines.length ? lines[next]!.start : boxes.length });
    first = next;
  }
  return pages;
}

/** The same cut: kept as is, so a re-read of the same names does not restart the turning. */
export function samePages(a: readonly WallPage[], b: readonly WallPage[]): boolean {
  return a.length === b.length && a.every((page, index) => page.start === b[index]?.start && page.end === b[index]?.end);
}

/** ?namesEvery= in ms when it is a whole number in the range; anything else the calm pace. */
export function namePageMsOf(requested: string | null): number {
  const ms = Number(requested);
  return requested && Number.isInteger(ms) && ms >= namePageMsRange.min && ms <= namePageMsRange.max ? ms : namePageMs;
}

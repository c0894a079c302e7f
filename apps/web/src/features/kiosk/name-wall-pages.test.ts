import { describe, expect, it } from 'vitest';
import { namePageMs, namePageMsOf, samePages, wallLines, wallPages, type ChipBox } from './name-wall-pages';

/** Chips laid out as a wrapped list would: `perLine` to a line, lines `height` high with `gap` between. */
function laidOut(count: number, perLine: number, height = 40, gap = 10): ChipBox[] {
  return Array.from({ length: count }, (_, index) => ({ top: Math.floor(index / perLine) * (height + gap), height }));
}

const covered = (pages: { start: number; end: number }[]) => pages.flatMap((page) => Array.from({ length: page.end - page.start }, (_, i) => page.start + i));
const everyIndex = (count: number) => Array.from({ length: count }, (_, index) => index);

describe('wallLines', () => {
  it('groups chips by their line, sub-pixel differences included', () => {
    expect(
      wallLines([
        { top: 0, height: 40 },
        { top: 0.4, height: 41 },
        { top: 50, height: 40 },
      ]),
    ).toEqual([
      { start: 0, top: 0, bottom: 41.4 },
      { start: 2, top: 50, bottom: 90 },
    ]);
  });
});

describe('wallPages', () => {
  it('shows nothing for no names, and one page for one name or four', () => {
    expect(wallPages([], 300)).toEqual([]);
    expect(wallPages(laidOut(1, 3), 300)).toEqual([{ start: 0, end: 1 }]);
    expect(wallPages(laidOut(4, 3), 300)).toEqual([{ start: 0, end: 4 }]);
  });

  it('cuts between whole lines: 30 names, 3 a line, 4 lines fit in 190 px (the last line ends at 190)', () => {
    const pages = wallPages(laidOut(30, 3), 190);
    expect(pages).toEqual([
      { start: 0, end: 12 },
      { start: 12, end: 24 },
      { start: 24, end: 30 },
    ]);
  });

  it('never puts a line past the bottom, and every name on exactly one page (40 and 200 names)', () => {
    for (const count of [40, 200]) {
      for (const available of [45, 100, 189, 190, 333]) {
        const boxes = laidOut(count, 5);
        const pages = wallPages(boxes, available);
        expect(covered(pages)).toEqual(everyIndex(count));
        for (const page of pages) {
          const top = boxes[page.start]!.top;
          for (const box of boxes.slice(page.start, page.end)) expect(box.top + box.height - top).toBeLessThanOrEqual(Math.max(available + 0.5, 40));
        }
      }
    }
  });

  it('follows uneven lines (long group names take a line of their own)', () => {
    const boxes: ChipBox[] = [
      { top: 0, height: 40 },
      { top: 0, height: 40 },
      { top: 50, height: 40 },
      { top: 100, height: 40 },
      { top: 100, height: 40 },
      { top: 100, height: 40 },
    ];
    expect(wallPages(boxes, 90)).toEqual([
      { start: 0, end: 3 },
      { start: 3, end: 6 },
    ]);
  });

  it('still shows a line taller than the wall rather than stopping', () => {
    expect(wallPages(laidOut(4, 2, 80), 50)).toEqual([
      { start: 0, end: 2 },
      { start: 2, end: 4 },
    ]);
  });
});

describe('samePages', () => {
  it('tells an unchanged cut from a new one', () => {
    expect(samePages([{ start: 0, end: 3 }], [{ start: 0, end: 3 }])).toBe(true);
    expect(samePages([{ start: 0, end: 3 }], [{ start: 0, end: 4 }])).toBe(false);
    expect(samePages([], [{ start: 0, end: 1 }])).toBe(false);
  });
});

describe('namePageMsOf', () => {
  it('takes a whole number of ms in range, else the calm pace', () => {
    expect(namePageMsOf('1500')).toBe(1500);
    expect(namePageMsOf(null)).toBe(namePageMs);
    expect(namePageMsOf('100')).toBe(namePageMs);
    expect(namePageMsOf('abc')).toBe(namePageMs);
    expect(namePageMsOf('1e9')).toBe(namePageMs);
  });
});

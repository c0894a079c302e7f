import { describe, expect, it } from 'vitest';
import { foldCalendarLines } from './calendar';

const octets = (line: string) => Buffer.byteLength(line, 'utf8');
const unfold = (text: string) => text.replace(/\r\n[ \t]/g, '');

describe('foldCalendarLines', () => {
  it('folds a Korean line at 75 octets without splitting a character, and unfolds to the same text', () => {
    const line = `LOCATION:${'라온채플 강남 그랜드홀 3층, 서울 강남구 봉은사로 120 '.repeat(6)}`;
    const folded = foldCalendarLines(`BEGIN:VEVENT\r\n${line}\r\nEND:VEVENT`);
    const lines = folded.split('\r\n');
    expect(lines.length).toBeGreaterThan(5);
    for (const each of lines) {
      expect(octets(each)).toBeLessThanOrEqual(75);
      // A split character would decode to U+FFFD; every line is whole UTF-8 on its own.
      expect(Buffer.from(each, 'utf8').toString('utf8')).toBe(each);
      expect(each).not.toContain('\uFFFD');
    }
    // A Korean line is cut before the character that would pass 75 octets: 73 to 75 each.
    expect(lines.slice(1, -2).every((each) => octets(each) >= 73)).toBe(true);
    expect(unfold(folded)).toBe(`BEGIN:VEVENT\r\n${line}\r\nEND:VEVENT`);
  });

  it("undoes ics's own folds (75 characters) before folding by octets", () => {
    const ascii = `DESCRIPTION:${'a'.repeat(200)}`;
    const byIcs = `${ascii.slice(0, 75)}\r\n\t${ascii.slice(75, 149)}\r\n\t${ascii.slice(149)}`;
    const folded = foldCalendarLines(byIcs);
    expect(folded.split('\r\n').map(octets)).toEqual([75, 75, 64]);
    expect(unfold(folded)).toBe(ascii);
  });

  it('leaves short lines as they are', () => {
    expect(foldCalendarLines('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n')).toBe('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n');
  });
});

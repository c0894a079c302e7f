// The wedding's calendar entry (.ics): its time in Korea, a link back to the
// guest page, and a reminder the day before.
import { createEvent, type DateArray } from 'ics';
import { messages, seoulDayRange, type InvitationView } from '@ongi/shared';
import { parseEventTime } from './lifecycle';

const maxLineOctets = 75;

/**
 * Folds every content line at 75 octets, as RFC 5545 3.1 requires. `ics`
 * folds at 75 characters, and a Korean character is three octets in UTF-8,
 * so a line of Korean came out at up to 225; its folds are undone first. A
 * fold never splits a character: the cut goes before the first one that
 * would not fit. Continuation lines start with a space, which counts.
 */
export function foldCalendarLines(text: string): string {
  const unfolded = text.replace(/\r\n[ \t]/g, '');
  const lines = unfolded.split('\r\n');
  return lines.map(foldLine).join('\r\n');
}

function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = Buffer.byteLength(character, 'utf8');
    if (octets + size > maxLineOctets) {
      parts.push(current);
      // The space that marks a continuation is its line's first octet.
      current = ' ';
      octets = 1;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n');
}

const utcParts = (date: Date): DateArray => [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate(), date.getUTCHours(), date.getUTCMinutes()];

/** The entry for a wedding's guest page, or null when the page is not a wedding with a readable date. */
export function weddingCalendarEntry(view: InvitationView, title: string, publicUrl: string): string | null {
  const { wedding } = view;
  if (!wedding) return null;
  const day = seoulDayRange(wedding.eventDate);
  if (!day) return null;
  const time = parseEventTime(wedding.eventTime);
  // Korea has no daylight saving: the wall-clock time is UTC+9 all year.
  const start = time ? new Date(day.from.getTime() + (time[0] * 60 + time[1]) * 60_000) : day.from;
  const place = [wedding.place.name, wedding.place.detail].filter(Boolean).join(' ');
  const pageUrl = `${publicUrl}/invitation/${view.publicNum}`;
  const { error, value } = createEvent({
    uid: `wedding-${view.publicNum}@ongi`,
    title,
    start: utcParts(start),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: time ? { hours: 2 } : { days: 1 },
    location: [place, wedding.place.address].filter(Boolean).join(', '),
    url: pageUrl,
    description: `${title}\n${pageUrl}`,
    ...(wedding.place.latitude !== null && wedding.place.longitude !== null ? { geo: { lat: wedding.place.latitude, lon: wedding.place.longitude } } : {}),
    // 24 hours rather than ics's `days: 1`, which it writes as '-P1DT', a duration RFC 5545 does not allow.
    alarms: [{ action: 'display', description: messages.invitation.calendarReminder(title), trigger: { hours: 24, before: true } }],
  });
  if (error || !value) throw error ?? new Error('calendar entry was not made');
  return foldCalendarLines(value);
}

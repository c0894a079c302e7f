import { describe, expect, it } from 'vitest';
import { messages } from '@ongi/shared';
import { answerRefusal } from './service';

const now = new Date('2026-05-01T03:00:00Z');
const hour = 3_600_000;

describe('answerRefusal', () => {
  it('takes answers while on, before the deadline and the archive date', () => {
    expect(answerRefusal({ rsvpEnabled: true, rsvpDeadline: null, archiveDate: null }, now)).toBeNull();
    expect(answerRefusal({ rsvpEnabled: true, rsvpDeadline: new Date(now.getTime() + hour), archiveDate: '2026-05-01' }, now)).toBeNull();
  });

  it('refuses when off, from the deadline on, and after the archive day in Korea', () => {
    expect(answerRefusal({ rsvpEnabled: false, rsvpDeadline: null, archiveDate: null }, now)).toBe(messages.rsvp.off);
    expect(answerRefusal({ rsvpEnabled: true, rsvpDeadline: now, archiveDate: null }, now)).toBe(messages.rsvp.closed);
    expect(answerRefusal({ rsvpEnabled: true, rsvpDeadline: null, archiveDate: '2026-04-30' }, now)).toBe(messages.rsvp.closed);
  });
});

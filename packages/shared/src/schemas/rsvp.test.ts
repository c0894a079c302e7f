import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { koreanMinuteInstant, koreanMinuteOf, rsvpMealText } from '../rsvp/words';
import { rsvpAnswerRequestSchema, rsvpSettingsSchema } from './rsvp';

const answer = { name: ' 박하객 ', side: 'groom', attendance: 'yes', headcount: '2', meal: 'yes', phone: '010-1234-5678', note: '' };

describe('rsvpAnswerRequestSchema', () => {
  it('keeps digits of the phone, trims the name and reads the headcount as a number', () => {
    expect(rsvpAnswerRequestSchema.parse(answer)).toEqual({ ...answer, name: '박하객', headcount: 2, phone: '01012345678' });
  });

  it('counts no one and no meal for 불참, whatever the form held', () => {
    expect(rsvpAnswerRequestSchema.parse({ ...answer, attendance: 'no', headcount: 5, meal: 'undecided' })).toMatchObject({ headcount: 0, meal: 'no' });
  });

  it('asks for 1 to 20 people when coming or undecided', () => {
    for (const headcount of [0, 21, 1.5]) {
      const result = rsvpAnswerRequestSchema.safeParse({ ...answer, attendance: 'undecided', headcount });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(messages.rsvp.headcountInvalid(20));
    }
  });
});

describe('rsvpSettingsSchema', () => {
  it("takes the form's empty deadline as none and refuses a made-up one", () => {
    expect(rsvpSettingsSchema.parse({ enabled: true, deadline: '' })).toEqual({ enabled: true, deadline: null });
    expect(rsvpSettingsSchema.safeParse({ enabled: true, deadline: '2026-13-40T25:00' }).error?.issues[0]?.message).toBe(messages.rsvp.deadlineInvalid);
  });
});

describe('Korean wall-clock minutes', () => {
  it('name the instant in Korea and back, whatever the machine’s zone', () => {
    expect(koreanMinuteInstant('2026-05-09T18:00').toISOString()).toBe('2026-05-09T09:00:00.000Z');
    expect(koreanMinuteOf(new Date('2026-05-09T15:30:00Z'))).toBe('2026-05-10T00:30');
  });

  it("says '식사 미정' where '미정' alone would read as the attendance", () => {
    expect(rsvpMealText('undecided')).toBe('식사 미정');
    expect(rsvpMealText('yes')).toBe('식사함');
  });
});

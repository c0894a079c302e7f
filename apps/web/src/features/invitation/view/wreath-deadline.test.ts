import { describe, expect, it } from 'vitest';
import type { InvitationView } from '@ongi/shared';
import { stoppedByHost, takesWreathsNow } from './wreath-deadline';

const campaign = (overrides: Partial<NonNullable<InvitationView['campaign']>> = {}): NonNullable<InvitationView['campaign']> => ({
  campaignSeq: 1,
  campaignName: '축하 기부화환',
  campaignAmount: 50000,
  donatedPercent: 50,
  raisedAmount: 0,
  partnerCompany: null,
  thumbnail: null,
  takesWreaths: true,
  wreathsUntil: null,
  ...overrides,
});

describe('the wreath button against the host’s deadline', () => {
  const until = '2027-05-15T04:30:00.000Z';

  it('stays while the campaign takes wreaths and no deadline has passed', () => {
    expect(takesWreathsNow(campaign())).toBe(true);
    expect(takesWreathsNow(campaign({ wreathsUntil: until }), Date.parse(until) - 1)).toBe(true);
  });

  it('goes at the deadline, even on a page drawn before it', () => {
    expect(takesWreathsNow(campaign({ wreathsUntil: until }), Date.parse(until))).toBe(false);
    expect(stoppedByHost(campaign({ wreathsUntil: until }), Date.parse(until))).toBe(true);
  });

  it('goes when the campaign takes none, or there is no campaign, without blaming the host', () => {
    expect(takesWreathsNow(campaign({ takesWreaths: false }))).toBe(false);
    expect(stoppedByHost(campaign({ takesWreaths: false }))).toBe(false);
    expect(takesWreathsNow(null)).toBe(false);
  });
});

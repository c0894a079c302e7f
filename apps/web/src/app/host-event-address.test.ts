import { describe, expect, it } from 'vitest';
import { hostEventHref, hostEventPattern } from '@web/features/host/event-address';
import { paths, patterns } from './paths';

describe("the guest page's link to the host's event page", () => {
  it('is the address paths.ts gives the event page', () => {
    expect(hostEventPattern).toBe(patterns.mypageEvent);
    expect(hostEventHref('482739160527')).toBe(paths.mypage.event('482739160527'));
  });
});

import { describe, expect, it } from 'vitest';
import { verifyPagePath, verifyPageUrl } from '@ongi/shared/light';
import { paths, patterns } from './paths';

describe("the guest page's link to 온기 초대장 확인", () => {
  it('is the address paths.ts gives the check page', () => {
    expect(verifyPagePath).toBe(patterns.invitationVerify);
    expect(verifyPageUrl('482739160527')).toBe(`${paths.invitationVerify}?link=482739160527`);
  });
});

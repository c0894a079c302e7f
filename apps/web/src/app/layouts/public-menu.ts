import { paths, patterns } from '../paths';

/** The public top menu, in the spec's order (000 §2). */
export const mainMenu = [
  { label: '디지털 기부화환', to: paths.overview, activePrefix: patterns.overview },
  { label: '청첩장', to: paths.wedding, activePrefix: patterns.wedding },
  { label: '부고장', to: paths.funeral, activePrefix: patterns.funeral },
  { label: '기부단체', to: paths.donation, activePrefix: patterns.donationGroupList },
  { label: '캠페인', to: paths.campaignList, activePrefix: patterns.campaignList },
  { label: '후원활동', to: paths.sponsorList, activePrefix: patterns.sponsorList },
] as const;

export function isActive(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

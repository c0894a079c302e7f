import { campaignPictures, type CampaignPictureSource } from './campaign-pictures';
import { contract, urlOf } from './contract';

/** What a page's first screen reads from the public API, and the picture it shows first. */
export interface FirstScreen {
  /** Each read as the web app's API client writes it: the path, then the query in the order the screen passes it. */
  reads: readonly string[];
  /** The largest picture a phone shows on arrival, found in one of the reads' answers: asked for with the page. */
  leadImage?: { read: string; path: (answer: unknown) => string | null | undefined };
}

/** A page with a parameter (one campaign): its first screen from the address's values, or none for an address no screen would read. */
export type FirstScreenOf = (params: Readonly<Record<string, string>>) => FirstScreen | null;

const siteSettings = urlOf(contract.site.settings);
const thankfulDonors = urlOf(contract.payment.donors, { params: { status: 'PAID' } });
const campaignBanner = urlOf(contract.campaign.banner, { query: { page: 1 } });

/**
 * The pages whose HTML carries their first screen's answers, by address. The
 * server puts the reads inside the page (apps/server/src/plugins/web.ts), so
 * a phone draws the screen with the page instead of after a second round
 * trip; the screens take them as their queries' first data
 * (apps/web/src/shared/lib/api.ts, `firstAnswer`).
 *
 * Only the bare address: a page opened with a query (a later page of a list,
 * a filter, a campaign opened to send a wreath) reads its own data as usual.
 * An address with a parameter is written as the router writes it, with its
 * first screen as a function of the values. Every read here must be public and
 * anonymous (plugins/public-cache.ts): the page is one answer for everyone.
 * Its addresses are its type's own (`satisfies`), so a page named in code is known to be here.
 */
export const firstScreens = {
  '/': {
    reads: [
      siteSettings,
      urlOf(contract.popup.active),
      urlOf(contract.notice.ticker),
      urlOf(contract.sponsor.homeNews),
      urlOf(contract.review.best),
      thankfulDonors,
    ],
  },
  '/campaign': {
    reads: [
      siteSettings,
      campaignBanner,
      urlOf(contract.category.list, { query: { categoryParent: 'campaign' } }),
      urlOf(contract.campaign.list, { query: { page: 1 } }),
      urlOf(contract.campaignCategory.tree),
    ],
    // The banner's first campaign (features/campaign/components/campaign-banner.tsx).
    leadImage: {
      read: campaignBanner,
      path: (answer) => (answer as { content?: Array<{ thumbnailPath?: string | null }> }).content?.[0]?.thumbnailPath,
    },
  },
  '/campaign/campaign-dtl/:campaignSeq': ({ campaignSeq = '' }) => {
    // The screen shows 'not found' for anything else without asking (apps/web route-registry numericParams).
    if (!/^\d{1,9}$/.test(campaignSeq)) return null;
    const detail = urlOf(contract.campaign.detail, { query: { campaignSeq: Number(campaignSeq) } });
    return {
      reads: [siteSettings, detail],
      // The gallery's first picture.
      leadImage: { read: detail, path: (answer) => campaignPictures(answer as CampaignPictureSource)[0]?.path },
    };
  },
} satisfies Readonly<Record<string, FirstScreen | FirstScreenOf>>;

import type { LoaderFunctionArgs } from 'react-router';
import { campaignQueries } from '../features/campaign/api';
import { categoryQueries } from '../features/category/api';
import { homeQueries, type HomeBlock } from '../features/home/api';
import { reviewQueries } from '../features/review/api';
import { readListNumber } from '../shared/lib/list-params';
import { queryClient } from './query-client';

/**
 * The answers a screen shows first, asked for by its route as soon as the
 * address is known: beside the screen's code rather than after it has loaded
 * and drawn (on a phone's first visit, a few hundred milliseconds of waiting).
 * The keys are the screens' own, so the screen finds each answer in the cache
 * or on its way, and nothing is asked twice.
 */
export type RouteData = (args: LoaderFunctionArgs) => void;

const homeBlocks: readonly HomeBlock[] = ['popups', 'notices', 'sponsorNews', 'bestReviews', 'donors'];

export const routeData = {
  home: () => {
    for (const block of homeBlocks) void queryClient.prefetchQuery(homeQueries.list(block));
  },
  campaignList: ({ request }) => {
    const query = new URL(request.url).searchParams;
    void queryClient.prefetchQuery(campaignQueries.banners());
    void queryClient.prefetchQuery(categoryQueries.list('campaign'));
    void queryClient.prefetchQuery(campaignQueries.categoryTree());
    void queryClient.prefetchQuery(
      campaignQueries.list({
        page: readListNumber(query, 'page') ?? 1,
        categorySeq: readListNumber(query, 'categorySeq'),
        categoryCampaignSeq: readListNumber(query, 'categoryCampaignSeq'),
      }),
    );
  },
  campaignDetail: ({ request, params }) => {
    const campaignSeq = Number(params.campaignSeq);
    const query = new URL(request.url).searchParams;
    void queryClient.prefetchQuery(campaignQueries.detail(campaignSeq));
    void queryClient.prefetchQuery(
      reviewQueries.campaignList({
        campaignSeq,
        page: readListNumber(query, 'page') ?? 1,
        sortType: query.get('sort') === 'topRated' ? 'topRated' : 'latest',
      }),
    );
  },
} satisfies Record<string, RouteData>;

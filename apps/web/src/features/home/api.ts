import { queryOptions } from '@tanstack/react-query';
import { api, firstAnswer } from '../../shared/lib/api';
import type { ActivePopup, MainPageNotice, MainPagePayment, PublicReview, SponsorCard } from '@ongi/shared';

/** What each block of the home page reads: one request per block. */
export interface HomeBlocks {
  sponsorNews: SponsorCard[];
  bestReviews: PublicReview[];
  donors: MainPagePayment[];
  notices: MainPageNotice[];
  popups: ActivePopup[];
}
export type HomeBlock = keyof HomeBlocks;

const endpoints: Record<HomeBlock, string> = {
  sponsorNews: '/sponsor/main-page-sponsor-list',
  bestReviews: '/review/best-list',
  donors: '/payment/getMainPageList/PAID',
  notices: '/notice/getMainPageList',
  popups: '/popup/active',
};

/** Query keys of the home page (one factory, no inline key arrays): all → lists → list(block). */
export const homeQueries = {
  all: () => ['home'] as const,
  lists: () => [...homeQueries.all(), 'list'] as const,
  list: <K extends HomeBlock>(block: K) =>
    queryOptions({
      queryKey: [...homeQueries.lists(), block] as const,
      queryFn: ({ signal }) => api.get<HomeBlocks[K]>(endpoints[block], undefined, signal),
      initialData: firstAnswer<HomeBlocks[K]>(endpoints[block]),
      staleTime: 60 * 1000,
    }),
};

import { queryOptions } from '@tanstack/react-query';
import { type AnswerOf, type Route, type InputOf } from '@ongi/shared';
import { call, firstAnswerOf } from '@web/shared/lib/api';
import { notice as noticeEndpoints } from '@ongi/shared/routes/notice';
import { payment as paymentEndpoints } from '@ongi/shared/routes/payment';
import { popup as popupEndpoints } from '@ongi/shared/routes/popup';
import { review as reviewEndpoints } from '@ongi/shared/routes/review';
import { sponsor as sponsorEndpoints } from '@ongi/shared/routes/sponsor';

/** One block's read: an endpoint of the contract and what the block asks it. */
interface HomeRead<E extends Route = Route> {
  endpoint: E;
  input?: unknown;
}

/** A block's read, its input typed by its endpoint. */
const read = <E extends Route>(endpoint: E, input?: InputOf<E>): HomeRead<E> => ({ endpoint, input });

/** What each block of the home page reads: one request per block, typed by its endpoint. */
const homeReads = {
  sponsorNews: read(sponsorEndpoints.homeNews),
  bestReviews: read(reviewEndpoints.best),
  notices: read(noticeEndpoints.ticker),
  popups: read(popupEndpoints.active),
  donors: read(paymentEndpoints.donors, { params: { status: 'PAID' } }),
};

export type HomeBlocks = { [K in keyof typeof homeReads]: AnswerOf<(typeof homeReads)[K]['endpoint']> };
export type HomeBlock = keyof HomeBlocks;

/** Query keys of the home page (one factory, no inline key arrays): all → lists → list(block). */
export const homeQueries = {
  all: () => ['home'] as const,
  lists: () => [...homeQueries.all(), 'list'] as const,
  list: <K extends HomeBlock>(block: K) => {
    // The map's entries are typed one by one above; indexed by a generic key they widen to any endpoint.
    const blockRead = homeReads[block] as HomeRead;
    return queryOptions({
      queryKey: [...homeQueries.lists(), block] as const,
      queryFn: ({ signal }) => call(blockRead.endpoint, blockRead.input as never, { signal }) as Promise<HomeBlocks[K]>,
      initialData: firstAnswerOf(blockRead.endpoint, blockRead.input as never) as () => HomeBlocks[K] | undefined,
      staleTime: 60 * 1000,
    });
  },
};

import { queryOptions } from '@tanstack/react-query';
import { contract, type AnswerOf, type AnyEndpoint, type InputOf, type MainPagePayment } from '@ongi/shared';
import { api, call, firstAnswer, firstAnswerOf } from '../../shared/lib/api';

/** One block's read: an endpoint of the contract and what the block asks it. */
interface HomeRead<E extends AnyEndpoint = AnyEndpoint> {
  endpoint: E;
  input?: InputOf<E>;
}

/** What each block of the home page reads: one request per block, typed by its endpoint. */
const homeReads = {
  sponsorNews: { endpoint: contract.sponsor.homeNews },
  bestReviews: { endpoint: contract.review.best },
  notices: { endpoint: contract.notice.ticker },
  popups: { endpoint: contract.popup.active },
} satisfies Record<string, HomeRead>;

// The thankful donors are the payment domain's read, not declared on the contract yet.
const donorsPath = '/payment/getMainPageList/PAID';

export type HomeBlocks = { [K in keyof typeof homeReads]: AnswerOf<(typeof homeReads)[K]['endpoint']> } & { donors: MainPagePayment[] };
export type HomeBlock = keyof HomeBlocks;

/** Query keys of the home page (one factory, no inline key arrays): all → lists → list(block). */
export const homeQueries = {
  all: () => ['home'] as const,
  lists: () => [...homeQueries.all(), 'list'] as const,
  list: <K extends HomeBlock>(block: K) => {
    // The map's entries are typed one by one above; indexed by a generic key they widen to any endpoint.
    const read = block === 'donors' ? undefined : (homeReads[block as keyof typeof homeReads] as HomeRead);
    return queryOptions({
      queryKey: [...homeQueries.lists(), block] as const,
      queryFn: ({ signal }) =>
        (read ? call(read.endpoint, read.input as never, { signal }) : api.get(donorsPath, undefined, signal)) as Promise<HomeBlocks[K]>,
      initialData: (read ? firstAnswerOf(read.endpoint, read.input as never) : firstAnswer(donorsPath)) as () => HomeBlocks[K] | undefined,
      staleTime: 60 * 1000,
    });
  },
};

import type { InputOf } from './contract/endpoint';
import type { file } from './contract/file';

// Written out rather than through urlOf(contract.file.image): the guest's page
// takes this from the light entry, which leaves zod out. The types are the
// contract's (erased from the build), so a changed path or query name still
// fails the typecheck here.
type Image = typeof file.image;
const imagePath: Image['path'] = '/file/image';

/** A stored picture's address: the server serves only keys it recorded. */
export const imageUrl = (path: string) => {
  const query: InputOf<Image>['query'] = { path };
  return `/api${imagePath}?path=${encodeURIComponent(query.path)}`;
};

/** What a page's first screen reads from the public API, and the picture it shows first. */
export interface FirstScreen {
  /** Each read as the web app's API client writes it: the path, then the query in the order the screen passes it. */
  reads: readonly string[];
  /** The largest picture a phone shows on arrival, found in one of the reads' answers: asked for with the page. */
  leadImage?: { read: string; path: (answer: unknown) => string | null | undefined };
}

/**
 * The pages whose HTML carries their first screen's answers, by address. The
 * server puts the reads inside the page (apps/server/src/plugins/web.ts), so
 * a phone draws the screen with the page instead of after a second round
 * trip; the screens take them as their queries' first data
 * (apps/web/src/shared/lib/api.ts, `firstAnswer`).
 *
 * Only the bare address: a page opened with a query (a later page of a list,
 * a filter) reads its own data as usual. Every read here must be public and
 * anonymous (plugins/public-cache.ts): the page is one answer for everyone.
 */
export const firstScreens: Readonly<Record<string, FirstScreen>> = {
  '/': {
    reads: [
      '/api/site/settings',
      '/api/popup/active',
      '/api/notice/getMainPageList',
      '/api/sponsor/main-page-sponsor-list',
      '/api/review/best-list',
      '/api/payment/getMainPageList/PAID',
    ],
  },
  '/campaign': {
    reads: [
      '/api/site/settings',
      '/api/campaign/get-list1?page=1',
      '/api/category/get-list?categoryParent=campaign',
      '/api/campaign/get-list?page=1',
      '/api/campaign-category/get-all-categories',
    ],
    // The banner's first campaign (features/campaign/components/campaign-banner.tsx).
    leadImage: {
      read: '/api/campaign/get-list1?page=1',
      path: (answer) => (answer as { content?: Array<{ thumbnailPath?: string | null }> }).content?.[0]?.thumbnailPath,
    },
  },
};

/** The id of the `<script type="application/json">` that carries them: an object from each read's address to its answer. */
export const firstAnswersElementId = 'first-answers';

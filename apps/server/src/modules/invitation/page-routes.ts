import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { escapeHtml, imageUrl, invitationNumberPattern, z } from '@ongi/shared';
import { linkPreviewSize } from '../file';
import type { Database } from '@server/db/client';
import { jsonDataScript, pageTemplate } from '@server/lib/page-data';
import { HttpError } from '@server/lib/http-error';
import { guestPage, type GuestPage } from './view';

export interface InvitationPageRoutesOptions {
  db: Database;
  /** The built web app (its invitation.html is the guest page's shell); tests of the API may leave it out. */
  webDist?: string;
  publicUrl: string;
  productName: string;
  /** Kakao's JavaScript key: the page then draws the Kakao map and shares through KakaoTalk. */
  kakaoJsKey?: string;
  /** Counts the guest page's views in memory (modules/host's GuestViewCounter). */
  guestViews?: { count(publicNum: string, userAgent: string | undefined): void };
}

// KakaoTalk, SMS apps and Band read the link preview from the HTML itself,
// without running scripts: the server answers /invitation/{n} with the guest
// page's shell carrying the title, description and picture, and the page's
// data inline, so the page draws at once without asking the API again.

function headTags(page: GuestPage | null, options: InvitationPageRoutesOptions, publicNum: string | null): string {
  const tags: string[] = [];
  const meta = (attribute: 'name' | 'property', key: string, content: string) => tags.push(`<meta ${attribute}="${key}" content="${escapeHtml(content)}">`);
  if (options.kakaoJsKey) meta('name', 'ongi-kakao-js-key', options.kakaoJsKey);
  if (!page || !publicNum) return tags.join('\n    ');
  const { preview, view } = page;
  const pageUrl = `${options.publicUrl}/invitation/${publicNum}`;
  meta('name', 'description', preview.description);
  meta('property', 'og:type', 'website');
  meta('property', 'og:site_name', options.productName);
  meta('property', 'og:locale', 'ko_KR');
  meta('property', 'og:title', preview.title);
  meta('property', 'og:description', preview.description);
  meta('property', 'og:url', pageUrl);
  // Always a picture (the main photo made for previews, or the kind's default), at this service's own address only.
  const picture = `${options.publicUrl}/og/${publicNum}.jpg`;
  meta('property', 'og:image', picture);
  meta('property', 'og:image:type', 'image/jpeg');
  meta('property', 'og:image:width', String(linkPreviewSize.width));
  meta('property', 'og:image:height', String(linkPreviewSize.height));
  meta('property', 'og:image:alt', preview.title);
  meta('name', 'twitter:card', 'summary_large_image');
  meta('name', 'twitter:title', preview.title);
  meta('name', 'twitter:description', preview.description);
  meta('name', 'twitter:image', picture);
  tags.push(`<link rel="canonical" href="${escapeHtml(pageUrl)}">`);
  // The first thing the page shows is the main photo: ask for it with the HTML.
  const variants = view.mainPhoto?.variants ?? [];
  if (variants.length > 0) {
    const srcset = variants.map((variant) => `${imageUrl(variant.path)} ${variant.width}w`).join(', ');
    tags.push(`<link rel="preload" as="image" imagesrcset="${escapeHtml(srcset)}" imagesizes="(max-width: 480px) 100vw, 480px" fetchpriority="high">`);
  }
  tags.push(jsonDataScript('invitation-data', JSON.stringify(view)));
  return tags.join('\n    ');
}

/** /invitation/{n} and /invitation/preview, served from the web build's invitation.html. */
export const invitationPageRoutes: FastifyPluginAsyncZod<InvitationPageRoutesOptions> = async (app, options) => {
  const render = pageTemplate(options.webDist, 'invitation.html');
  if (!render) return;

  app.get('/preview', async (_request, reply) =>
    reply
      .header('Cache-Control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(render(`미리보기 | ${options.productName}`, headTags(null, options, null))),
  );

  // The rendered page is kept in memory like the public API reads (plugins/public-cache.ts): a guest's tap on a shared link costs no query.
  // Counted once the answer is sent, from memory or not (a kept page is answered before any route hook but this one):
  // a guest's GET that found the page, never a HEAD or a missing number.
  // The same count for a page the router answered (its onResponse) and one the server answered from memory before routing
  // (keptAnswerSeen, plugins/public-cache.ts), where no route hook runs.
  const countView = options.guestViews
    ? (request: { method: string; params: unknown; headers: { 'user-agent'?: string } }, reply: { statusCode: number }) => {
        if (request.method !== 'GET' || (reply.statusCode !== 200 && reply.statusCode !== 304)) return;
        options.guestViews?.count((request.params as { publicNum: string }).publicNum, request.headers['user-agent']);
      }
    : undefined;
  const onResponse = countView ? async (...args: Parameters<typeof countView>) => countView(...args) : undefined;

  app.get(
    '/:publicNum',
    { config: { publicCache: true, keptAnswerSeen: countView }, onResponse, schema: { params: z.object({ publicNum: z.string() }) } },
    async (request, reply) => {
      const { publicNum } = request.params;
      let page: GuestPage | null = null;
      // The host made it private: a calm closed page whose preview names nothing of the event.
      let closed: string | null = null;
      if (invitationNumberPattern.test(publicNum)) {
        try {
          page = await guestPage(options.db, publicNum);
        } catch (error) {
          if (error instanceof HttpError && error.statusCode === 410) closed = error.message;
          else if (!(error instanceof HttpError) || error.statusCode !== 404) throw error;
        }
      }
      if (closed !== null) {
        const tags = [headTags(null, options, null), jsonDataScript('invitation-closed', JSON.stringify({ message: closed }))].filter(Boolean).join('\n    ');
        return reply
          .status(410)
          .header('Cache-Control', 'no-cache')
          .type('text/html; charset=utf-8')
          .send(render(`${closed.replace(/\.$/, '')} | ${options.productName}`, tags));
      }
      const title = page ? `${page.preview.title} | ${options.productName}` : `청첩장·부고장을 찾을 수 없습니다 | ${options.productName}`;
      return reply
        .status(page ? 200 : 404)
        .header('Cache-Control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(render(title, headTags(page, options, page ? publicNum : null)));
    },
  );
};

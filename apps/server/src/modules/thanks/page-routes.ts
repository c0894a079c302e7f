import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { escapeHtml, imageUrl, invitationNumberPattern, z } from '@ongi/shared';
import type { Database } from '@server/db/client';
import { HttpError } from '@server/lib/http-error';
import { jsonDataScript, pageTemplate } from '@server/lib/page-data';
import { thanksPageOf, type ThanksPageOf } from './service';

export interface ThanksPageRoutesOptions {
  db: Database;
  /** The built web app (its thanks.html is the page's shell); tests of the API may leave it out. */
  webDist?: string;
  publicUrl: string;
  productName: string;
}

// The thank-you link is opened inside KakaoTalk: like the guest's invitation
// page, the server answers /thanks/{n} with a light shell carrying the link
// preview and the page's data inline, so it draws without a second request.

function headTags(found: ThanksPageOf | null, publicNum: string, options: ThanksPageRoutesOptions): string {
  if (!found) return '';
  const tags: string[] = [];
  const meta = (attribute: 'name' | 'property', key: string, content: string) => tags.push(`<meta ${attribute}="${key}" content="${escapeHtml(content)}">`);
  const { preview, page } = found;
  const pageUrl = `${options.publicUrl}/thanks/${publicNum}`;
  meta('name', 'description', preview.description);
  meta('property', 'og:type', 'website');
  meta('property', 'og:site_name', options.productName);
  meta('property', 'og:locale', 'ko_KR');
  meta('property', 'og:title', preview.title);
  meta('property', 'og:description', preview.description);
  meta('property', 'og:url', pageUrl);
  meta('name', 'twitter:card', preview.imagePath ? 'summary_large_image' : 'summary');
  if (preview.imagePath) {
    meta('property', 'og:image', `${options.publicUrl}${imageUrl(preview.imagePath)}`);
    meta('property', 'og:image:width', '1200');
    meta('property', 'og:image:height', '630');
  }
  tags.push(`<link rel="canonical" href="${escapeHtml(pageUrl)}">`);
  tags.push(jsonDataScript('thanks-data', JSON.stringify(page)));
  return tags.join('\n    ');
}

/** /thanks/{public number}, served from the web build's thanks.html. */
export const thanksPageRoutes: FastifyPluginAsyncZod<ThanksPageRoutesOptions> = async (app, options) => {
  const render = pageTemplate(options.webDist, 'thanks.html');
  if (!render) return;

  app.get('/:publicNum', { config: { publicCache: true }, schema: { params: z.object({ publicNum: z.string() }) } }, async (request, reply) => {
    const { publicNum } = request.params;
    let found: ThanksPageOf | null = null;
    if (invitationNumberPattern.test(publicNum)) {
      try {
        found = await thanksPageOf(options.db, publicNum);
      } catch (error) {
        if (!(error instanceof HttpError) || error.statusCode !== 404) throw error;
      }
    }
    const title = found ? `${found.preview.title} | ${options.productName}` : `감사 페이지를 찾을 수 없습니다 | ${options.productName}`;
    return reply
      .status(found ? 200 : 404)
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(render(title, headTags(found, publicNum, options)));
  });
};

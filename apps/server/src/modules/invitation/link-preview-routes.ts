import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { invitationNumberPattern, messages, z } from '@ongi/shared';
import type { Database } from '@server/db/client';
import { HttpError } from '@server/lib/http-error';
import type { Storage } from '@server/integrations/storage/local';
import { linkPreviewPicture } from './link-preview';
import { publicInvitation } from './view';

/**
 * /og/{publicNum}.jpg: the picture of a shared invitation link, at the
 * address the guest page's og:image names. Kept in memory with the public
 * reads (emptied by any write, the host's photo change included); an unknown
 * or deleted number is 404 and counts as a guess (its path has :publicNum),
 * a private one 410 with no picture, as the guest page answers.
 */
export const invitationLinkPreviewRoutes: FastifyPluginAsyncZod<{ db: Database; storage: Storage }> = async (app, { db, storage }) => {
  app.get('/:publicNum.jpg', { config: { publicCache: true }, schema: { params: z.object({ publicNum: z.string() }) } }, async (request, reply) => {
    // One address per picture: a query string would make each variant a new picture to draw.
    const query = request.url.indexOf('?');
    if (query !== -1) return reply.redirect(request.url.slice(0, query), 301);
    const { publicNum } = request.params;
    if (!invitationNumberPattern.test(publicNum)) throw new HttpError(404, messages.invitation.notFound);
    const invitation = await publicInvitation(db, publicNum);
    return reply.type('image/jpeg').send(await linkPreviewPicture(storage, invitation));
  });
};

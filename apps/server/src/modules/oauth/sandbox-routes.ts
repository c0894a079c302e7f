import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contract, messages, oauthProviders } from '@ongi/shared';
import type { Config } from '@server/config';
import { createOAuthClients, SandboxOAuthClient } from '@server/integrations/oauth';
import { route } from '@server/lib/contract-route';
import { HttpError } from '@server/lib/http-error';
import { returnPage } from './flow';

/**
 * The sandbox provider's consent answer (no client id configured): the
 * consent page posts the person's name and e-mail and gets the return page
 * address with a signed code, as a provider would redirect. A provider
 * configured for real has no such path (404).
 */
export const sandboxOAuthRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const clients = createOAuthClients(config);
  for (const provider of oauthProviders) {
    const client = clients[provider];
    if (!(client instanceof SandboxOAuthClient)) continue;

    route(app, contract.oauth[provider].sandboxConsent, {
      config: { changesPublicReads: false },
      handler: async (request) => {
        const { redirectUri, state } = request.body;
        // Like a provider's registered callback list: only our own two return pages.
        if (redirectUri !== returnPage(config.publicUrl, provider, 'login') && redirectUri !== returnPage(config.publicUrl, provider, 'connect')) {
          throw new HttpError(400, messages.common.badRequest);
        }
        const target = new URL(redirectUri);
        target.searchParams.set('code', client.issueCode(request.body));
        target.searchParams.set('state', state);
        return { redirectTo: target.toString() };
      },
    });
  }
};

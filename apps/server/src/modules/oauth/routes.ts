import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contract, messages, oauthProviders, type OAuthProvider } from '@ongi/shared';
import type { Config } from '@server/config';
import type { Database } from '@server/db/client';
import { createOAuthClients, OAuthProviderError, type OAuthClient, type OAuthProfile } from '@server/integrations/oauth';
import { route } from '@server/lib/contract-route';
import type { SharedRedis } from '@server/lib/redis';
import { currentUser } from '@server/plugins/access';
import { HttpError } from '@server/lib/http-error';
import { dropProfile, keptProfile, LocalSpentStates, OAuthStates, returnPage, SharedSpentStates, type OAuthIntent } from './flow';
import { connectProfile, disconnectProvider, hasLinkedAccount, loginWithLink, signupWithProfile } from './service';

export interface OAuthRoutesOptions {
  db: Database;
  config: Config;
  /** Calls per minute per address of the routes that ask the provider. */
  loginRateLimit: number;
  /** Spent states are shared by every instance through it (REDIS_URL); without it this process remembers them. */
  redis?: SharedRedis | null;
}

/**
 * Naver and Kakao login, signup and linking (spec 000 sections 2, 4 and 7).
 * Fastify cannot route '/:provider-login', so each provider gets its own paths.
 */
export const oauthRoutes: FastifyPluginAsyncZod<OAuthRoutesOptions> = async (app, { db, config, loginRateLimit, redis }) => {
  const clients = createOAuthClients(config);
  const states = new OAuthStates(config.secureCookies, redis ? new SharedSpentStates(redis) : new LocalSpentStates());
  const providerRateLimit = { max: loginRateLimit, timeWindow: '1 minute' };
  const returnPageOf = (provider: OAuthProvider, intent: OAuthIntent) => returnPage(config.publicUrl, provider, intent);
  // These GETs log people in, create accounts and link them (the spec makes
  // them GETs), so like every state change only this site's pages may call them.
  const stateChanging = { sameOriginRequired: true } as const;

  /** The provider's client, unless it is off (production without its keys and without ALLOW_SANDBOX). */
  const clientOf = (provider: OAuthProvider): OAuthClient => {
    const client = clients[provider];
    if (client.mode === 'off') throw new HttpError(503, messages.common.serviceOff);
    return client;
  };

  async function exchange(client: OAuthClient, request: FastifyRequest, intent: OAuthIntent, code: string, state: string): Promise<OAuthProfile> {
    try {
      return await client.exchange(code, state, returnPageOf(client.provider, intent));
    } catch (error) {
      if (!(error instanceof OAuthProviderError)) throw error;
      request.log.warn({ err: error, provider: client.provider }, 'oauth code exchange failed');
      // A tampered, reused or expired code is the caller's: 400. The provider failing is 502.
      if (error.refused) throw new HttpError(400, messages.social.stateMismatch);
      throw new HttpError(502, messages.social.providerError);
    }
  }

  for (const provider of oauthProviders) {
    const endpoints = contract.oauth[provider];

    route(app, endpoints.loginUrl, {
      handler: async (_request, reply) => {
        const client = clientOf(provider);
        const state = states.issue(reply, { provider, intent: 'login' });
        return { url: client.authorizeUrl(state, returnPageOf(provider, 'login')) };
      },
    });

    route(app, endpoints.connectUrl, {
      handler: async (request, reply) => {
        const client = clientOf(provider);
        const state = states.issue(reply, { provider, intent: 'connect', accountSeq: currentUser(request).accountSeq! });
        return { url: client.authorizeUrl(state, returnPageOf(provider, 'connect')) };
      },
    });

    route(app, endpoints.checkAccount, {
      config: { rateLimit: providerRateLimit, ...stateChanging },
      handler: async (request, reply) => {
        const { code, state } = request.query;
        const client = clientOf(provider);
        await states.take(request, reply, { provider, intent: 'login', state });
        const profile = await exchange(client, request, 'login', code, state);
        states.keepProfile(reply, provider, code, profile);
        return { isExist: await hasLinkedAccount(db, provider, profile) };
      },
    });

    route(app, endpoints.login, {
      config: stateChanging,
      handler: async (request, reply) => {
        const profile = keptProfile(request, provider, request.query.code);
        if (!profile) throw new HttpError(401, messages.login.socialFailed);
        const account = await loginWithLink(db, provider, profile);
        await app.sessions.start(request, reply, { roleType: account.roleType, accountSeq: account.accountSeq });
        dropProfile(reply);
        return { result: true as const, name: account.name, username: account.username, isNewAccount: false };
      },
    });

    route(app, endpoints.signup, {
      config: stateChanging,
      handler: async (request, reply) => {
        const profile = keptProfile(request, provider, request.query.code);
        if (!profile) throw new HttpError(401, messages.login.socialFailed);
        const { account, isNewAccount } = await signupWithProfile(db, provider, profile);
        await app.sessions.start(request, reply, { roleType: account.roleType, accountSeq: account.accountSeq });
        dropProfile(reply);
        return { result: true as const, name: account.name, username: account.username, isNewAccount };
      },
    });

    route(app, endpoints.connectAccount, {
      config: { rateLimit: providerRateLimit, ...stateChanging },
      handler: async (request, reply) => {
        const { code, state } = request.query;
        const accountSeq = currentUser(request).accountSeq!;
        const client = clientOf(provider);
        await states.take(request, reply, { provider, intent: 'connect', state, accountSeq });
        const profile = await exchange(client, request, 'connect', code, state);
        await connectProfile(db, accountSeq, provider, profile);
        return { message: messages.social.connected };
      },
    });

    route(app, endpoints.disconnect, {
      handler: async (request) => {
        await disconnectProvider(db, currentUser(request).accountSeq!, provider);
        return { message: messages.social.disconnected };
      },
    });
  }
};

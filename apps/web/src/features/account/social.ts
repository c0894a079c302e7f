import { useMutation } from '@tanstack/react-query';
import { oauthProviders, type OAuthProvider } from '@ongi/shared';
import { errorMessage } from '@web/shared/lib/api';
import { useSiteSettings } from '@web/shared/lib/site-settings';
import { alert } from '@web/shared/ui/modal';
import { accountApi } from './api';

/**
 * 네이버·카카오 로그인 or 계정 연결: the server hands out the provider's
 * address (or the sandbox consent page's) and the browser goes there.
 */
export function useSocialRedirect(purpose: 'login' | 'connect') {
  return useMutation({
    mutationFn: purpose === 'login' ? accountApi.socialLoginUrl : accountApi.socialConnectUrl,
    onSuccess: ({ url }) => window.location.assign(url),
    onError: (error) => alert(errorMessage(error)),
  });
}

/**
 * The providers this server can talk to: one that is 'off' (no keys and no
 * sandbox allowed) offers no login or connect button. Until the settings are
 * in, both show; the server refuses an 'off' one with its own sentence.
 */
export function useOfferedProviders(): readonly OAuthProvider[] {
  const { data } = useSiteSettings();
  return oauthProviders.filter((provider) => data?.services[provider] !== 'off');
}

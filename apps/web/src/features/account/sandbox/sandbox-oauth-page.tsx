import { useState, type FormEvent } from 'react';
import { messages, oauthProviderLabels, type OAuthProvider } from '@ongi/shared';
import { errorMessage } from '@web/shared/lib/api';
import { Button } from '@web/shared/ui/button';
import { TextField } from '@web/shared/ui/field';
import { alert } from '@web/shared/ui/modal';
import { sandboxApi } from '../api';
import { SocialMark } from '../components/social-mark';
import { SandboxWindow, sandboxWindowStyles as frame } from '@web/shared/ui/sandbox-window';
import styles from './sandbox.module.css';

export interface SandboxOAuthPageProps {
  provider: OAuthProvider | null;
  redirectUri: string;
  state: string;
  /** Our own return pages for this provider: the only places this page sends anyone back to. */
  returnPaths: readonly string[];
}

/** Whether `redirectUri` is one of our return pages on this site (never an open redirect). */
function isOurReturnPage(redirectUri: string, returnPaths: readonly string[]): boolean {
  try {
    const target = new URL(redirectUri, window.location.origin);
    return target.origin === window.location.origin && returnPaths.includes(target.pathname);
  } catch {
    return false;
  }
}

/**
 * The consent page that stands in for Naver's or Kakao's when no client id is
 * configured: the name and e-mail typed here become the provider profile.
 */
export function SandboxOAuthPage({ provider, redirectUri, state, returnPaths }: SandboxOAuthPageProps) {
  const [name, setName] = useState('김온기');
  const [email, setEmail] = useState(provider ? `ongi.${provider}@example.com` : '');
  const [pending, setPending] = useState(false);
  const valid = provider !== null && state !== '' && isOurReturnPage(redirectUri, returnPaths);
  const label = provider ? oauthProviderLabels[provider] : '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!provider) return;
    setPending(true);
    try {
      const { redirectTo } = await sandboxApi.authorizeOAuth(provider, { name, email, state, redirectUri });
      window.location.assign(redirectTo);
    } catch (error) {
      setPending(false);
      await alert(errorMessage(error));
    }
  };

  const cancel = () => {
    const target = new URL(redirectUri, window.location.origin);
    target.searchParams.set('error', 'access_denied');
    target.searchParams.set('state', state);
    window.location.assign(target.toString());
  };

  return (
    <SandboxWindow icon={provider ? <SocialMark provider={provider} /> : null} title={`테스트용 ${label} 로그인`} tone={provider ?? undefined}>
      {!valid || !provider ? (
        <p className={frame.error} role="alert">
          {messages.sandbox.invalidRequest}
        </p>
      ) : (
        <>
          <p className={frame.note}>{messages.sandbox.oauthNote(label)}</p>
          <form className={frame.form} onSubmit={(event) => void submit(event)} noValidate aria-label={`테스트용 ${label} 계정 정보`}>
            <TextField label="이름" autoComplete="off" maxLength={30} value={name} onChange={(event) => setName(event.target.value)} />
            <TextField
              label="이메일"
              type="email"
              autoComplete="off"
              autoCapitalize="off"
              spellCheck={false}
              maxLength={254}
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
            <p className={styles.consent}>{messages.sandbox.oauthConsent(label)}</p>
            <div className={frame.actions}>
              <Button type="submit" size="lg" block loading={pending}>
                동의하고 계속하기
              </Button>
              <Button variant="secondary" size="lg" block disabled={pending} onClick={cancel}>
                취소
              </Button>
            </div>
          </form>
        </>
      )}
    </SandboxWindow>
  );
}

import { useEffect } from 'react';
import { isOAuthProvider, messages, oauthProviderLabels, type OAuthLoginResult } from '@ongi/shared';
import { alert } from '@web/shared/ui/modal';
import { accountApi, type OAuthCallback } from '../api';
import { runOnce } from '../run-once';
import { useSessionCache } from '../session';
import loadingStyles from '@web/shared/ui/page-loading.module.css';
import styles from './oauth-return-page.module.css';

/** What the provider sent back to the return page. */
export interface OAuthReturnQuery {
  provider: string | undefined;
  code: string | null;
  state: string | null;
  /** e.g. access_denied when the person cancelled on the provider's page. */
  error: string | null;
}

type LoginOutcome = { ok: true; result: OAuthLoginResult } | { ok: false };
type ConnectOutcome = { ok: true; message: string } | { ok: false };

function callbackOf(query: OAuthReturnQuery): { provider: 'naver' | 'kakao'; callback: OAuthCallback } | null {
  if (query.error || !query.code || !query.state || !isOAuthProvider(query.provider)) return null;
  return { provider: query.provider, callback: { code: query.code, state: query.state } };
}

const keyOf = (kind: string, query: OAuthReturnQuery) => `${kind}:${query.provider}:${query.code ?? query.error ?? ''}:${query.state ?? ''}`;

/** An existing member logs in; anyone else becomes one (spec 000 §4, social return). */
async function loginOrSignup(query: OAuthReturnQuery): Promise<LoginOutcome> {
  const parsed = callbackOf(query);
  if (!parsed) return { ok: false };
  try {
    const { isExist } = await accountApi.socialCheckAccount(parsed.provider, parsed.callback);
    const result = isExist ? await accountApi.socialLogin(parsed.provider, parsed.callback) : await accountApi.socialSignup(parsed.provider, parsed.callback);
    return { ok: true, result };
  } catch {
    return { ok: false };
  }
}

async function connect(query: OAuthReturnQuery): Promise<ConnectOutcome> {
  const parsed = callbackOf(query);
  if (!parsed) return { ok: false };
  try {
    const { message } = await accountApi.socialConnectAccount(parsed.provider, parsed.callback);
    return { ok: true, message: message || messages.social.connected };
  } catch {
    return { ok: false };
  }
}

function Waiting({ title, text }: { title: string; text: string }) {
  return (
    <section className={styles.waiting} aria-labelledby="oauth-return-title">
      <h1 id="oauth-return-title" className={styles.title}>
        {title}
      </h1>
      <span className={loadingStyles.spinner} aria-hidden="true" />
      <p className={styles.text} role="status" aria-live="polite">
        {text}
      </p>
    </section>
  );
}

const providerLabel = (provider: string | undefined) => (isOAuthProvider(provider) ? oauthProviderLabels[provider] : '소셜');

export interface OAuthLoginReturnPageProps {
  query: OAuthReturnQuery;
  onLoggedIn: () => void;
  goHome: () => void;
  goLogin: () => void;
}

/** /login/oauth2/code/:provider */
export function OAuthLoginReturnPage({ query, onLoggedIn, goHome, goLogin }: OAuthLoginReturnPageProps) {
  const session = useSessionCache();
  useEffect(() => {
    let active = true;
    void runOnce(keyOf('login', query), () => loginOrSignup(query)).then(async (outcome) => {
      if (!active) return;
      if (!outcome.ok) {
        await alert(messages.login.socialFailed);
        goLogin();
        return;
      }
      await session.loggedIn(outcome.result.name, 'NORMAL');
      onLoggedIn();
      if (outcome.result.isNewAccount) await alert(messages.social.welcome(outcome.result.name));
      goHome();
    });
    return () => {
      active = false;
    };
    // The query is the whole input; the callbacks change identity on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query.provider, query.code, query.state, query.error]);

  return <Waiting title={`${providerLabel(query.provider)} 로그인`} text={messages.oauthReturn.loggingIn} />;
}

export interface OAuthConnectReturnPageProps {
  query: OAuthReturnQuery;
  goHome: () => void;
  goConnectionSettings: () => void;
}

/** /connect/oauth2/code/:provider */
export function OAuthConnectReturnPage({ query, goHome, goConnectionSettings }: OAuthConnectReturnPageProps) {
  useEffect(() => {
    let active = true;
    void runOnce(keyOf('connect', query), () => connect(query)).then(async (outcome) => {
      if (!active) return;
      if (!outcome.ok) {
        await alert(messages.social.connectFailed);
        goConnectionSettings();
        return;
      }
      await alert(outcome.message);
      goHome();
    });
    return () => {
      active = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query.provider, query.code, query.state, query.error]);

  return <Waiting title={`${providerLabel(query.provider)} 계정 연결`} text={messages.oauthReturn.connecting} />;
}

import { Link2, Link2Off } from 'lucide-react';
import { messages, oauthProviderLabels, oauthProviders, toSeoulTime, type CheckConnect, type OAuthProvider } from '@ongi/shared';
import { errorMessage } from '@web/shared/lib/api';
import { AppLink } from '@web/shared/ui/app-link';
import { Button } from '@web/shared/ui/button';
import { EmptyState } from '@web/shared/ui/empty-state';
import { alert, confirm } from '@web/shared/ui/modal';
import { PageLoading } from '@web/shared/ui/page-loading';
import { SocialMark } from '@web/features/account/components/social-mark';
import { useOfferedProviders, useSocialRedirect } from '@web/features/account/social';
import { useConnections, useDisconnect } from '../api';
import { Screen } from '@web/shared/ui/screen';
import styles from './sns-connection-page.module.css';

interface ProviderState {
  provider: OAuthProvider;
  connected: boolean;
  /** 'YYYY.MM.DD' of the link, when connected. */
  connectDate: string;
  /** False when this link is the member's only way to log in. */
  canDisconnect: boolean;
  /** The member has no password yet (social signup): setting one frees the link. */
  needsPassword: boolean;
}

/** Every provider this server offers, and one it no longer does while the member is still linked to it. */
function providerStates(connections: CheckConnect, offered: readonly OAuthProvider[]): ProviderState[] {
  const flags: Record<OAuthProvider, { connected: boolean; date: string | null }> = {
    naver: { connected: connections.isNaver, date: connections.naverConnectDate },
    kakao: { connected: connections.isKakao, date: connections.kakaoConnectDate },
  };
  return oauthProviders
    .filter((provider) => offered.includes(provider) || flags[provider].connected)
    .map((provider) => {
      const others = oauthProviders.filter((other) => other !== provider && flags[other].connected);
      return {
        provider,
        connected: flags[provider].connected,
        connectDate: toSeoulTime(flags[provider].date)?.format('YYYY.MM.DD') ?? '',
        canDisconnect: connections.hasPassword || others.length > 0,
        needsPassword: !connections.hasPassword,
      };
    });
}

interface SnsConnectionPageProps {
  /** 비밀번호 설정, for a member whose only way in is this link. */
  setPasswordHref: string;
}

/** /mypage/sns-connection-setting: Naver and Kakao, each connected (date, 연결 해제) or with 연결하기. */
export function SnsConnectionPage({ setPasswordHref }: SnsConnectionPageProps) {
  const connections = useConnections();
  const offered = useOfferedProviders();
  return (
    <Screen title="SNS 연결 설정" lead="네이버·카카오 계정을 연결해 두면 아이디와 비밀번호 없이 간편하게 로그인할 수 있습니다.">
      {connections.isPending ? (
        <PageLoading label="연결 상태를 불러오는 중입니다" />
      ) : connections.isError ? (
        <EmptyState tone="error" title="연결 상태를 불러오지 못했습니다." text={errorMessage(connections.error)} />
      ) : (
        <ProviderList states={providerStates(connections.data, offered)} setPasswordHref={setPasswordHref} />
      )}
    </Screen>
  );
}

function ProviderList({ states, setPasswordHref }: { states: ProviderState[]; setPasswordHref: string }) {
  if (states.length === 0) {
    return <EmptyState icon={<Link2Off size={24} aria-hidden="true" />} title="지금은 연결할 수 있는 SNS 서비스가 없습니다." />;
  }
  return (
    <ul className={styles.list}>
      {states.map((state) => (
        <ProviderRow key={state.provider} state={state} setPasswordHref={setPasswordHref} />
      ))}
    </ul>
  );
}

function ProviderRow({ state, setPasswordHref }: { state: ProviderState; setPasswordHref: string }) {
  const label = oauthProviderLabels[state.provider];
  const nameId = `sns-${state.provider}`;
  const noteId = `sns-${state.provider}-note`;
  const connect = useSocialRedirect('connect');
  const disconnect = useDisconnect();

  const onDisconnect = async () => {
    if (!(await confirm(messages.social.disconnectConfirm(label), { destructive: true, confirmLabel: '연결 해제' }))) return;
    disconnect.mutate(state.provider, {
      onSuccess: (result) => alert(result?.message || messages.social.disconnected),
      onError: (error) => alert(errorMessage(error)),
    });
  };

  return (
    <li className={styles.row} aria-labelledby={nameId}>
      <span className={`${styles.mark} ${styles[state.provider]}`} aria-hidden="true">
        <SocialMark provider={state.provider} />
      </span>
      <div className={styles.info}>
        <p id={nameId} className={styles.name}>
          {label}
        </p>
        {state.connected ? (
          <p className={styles.status} data-connected="true">
            <Link2 size={15} aria-hidden="true" />
            {state.connectDate ? `${state.connectDate} ` : ''}연결
          </p>
        ) : (
          <p className={styles.status}>
            <Link2Off size={15} aria-hidden="true" />
            연결되지 않음
          </p>
        )}
        {state.connected && !state.canDisconnect ? (
          <p id={noteId} className={styles.note}>
            {messages.social.lastLoginMethod}
            {state.needsPassword ? (
              <>
                {' '}
                <AppLink to={setPasswordHref} className={styles.noteLink}>
                  비밀번호 설정
                </AppLink>
              </>
            ) : null}
          </p>
        ) : null}
      </div>
      <div className={styles.action}>
        {state.connected ? (
          state.canDisconnect ? (
            <Button variant="secondary" size="sm" loading={disconnect.isPending} onClick={() => void onDisconnect()} aria-label={`${label} 연결 해제`}>
              연결 해제
            </Button>
          ) : null
        ) : (
          <Button
            variant={state.provider}
            size="sm"
            loading={connect.isPending}
            onClick={() => connect.mutate(state.provider)}
            aria-label={`${label} 연결하기`}
          >
            연결하기
          </Button>
        )}
      </div>
    </li>
  );
}

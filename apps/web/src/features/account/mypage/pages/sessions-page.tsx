import { useId } from 'react';
import { LogOut, Monitor, MonitorSmartphone, Smartphone, Tablet, type LucideIcon } from 'lucide-react';
import { formatDateTime, messages, type DeviceType, type MemberSession } from '@ongi/shared';
import { errorMessage } from '@web/shared/lib/api';
import { Button } from '@web/shared/ui/button';
import { ListState } from '@web/shared/ui/list-state';
import { alert, confirm } from '@web/shared/ui/modal';
import { Screen } from '@web/shared/ui/screen';
import { useLogoutAllSessions, useLogoutSession, useMemberSessions } from '../api';
import styles from './sessions-page.module.css';

const devices: Record<DeviceType, { icon: LucideIcon; label: string }> = {
  mobile: { icon: Smartphone, label: '휴대폰' },
  tablet: { icon: Tablet, label: '태블릿' },
  desktop: { icon: Monitor, label: '컴퓨터' },
};

/** 'Chrome 131 · Android 14', or what is known of it. */
function deviceName(session: MemberSession): string {
  const known = [session.browser, session.os].filter(Boolean);
  return known.length > 0 ? known.join(' · ') : '알 수 없는 브라우저';
}

interface SessionsPageProps {
  /** This browser's own session ended: it is logged out (home, as the side menu's 로그아웃). */
  onThisDeviceLoggedOut: () => void;
  /** Every session ended, this one too: on to the login page. */
  onAllLoggedOut: () => void;
}

/**
 * /mypage/sessions (로그인 기기 관리, ASVS 7.4-7.5): where this member is
 * logged in, this device first, each with 로그아웃; and 모든 기기에서 로그아웃.
 */
export function SessionsPage({ onThisDeviceLoggedOut, onAllLoggedOut }: SessionsPageProps) {
  const sessions = useMemberSessions();
  const logoutAll = useLogoutAllSessions();

  const onLogoutAll = async () => {
    if (!(await confirm(messages.session.logoutAllConfirm, { destructive: true, confirmLabel: '모두 로그아웃' }))) return;
    logoutAll.mutate(undefined, {
      onSuccess: async (result) => {
        await alert(result?.message || messages.session.allLoggedOut);
        onAllLoggedOut();
      },
      onError: (error) => alert(errorMessage(error)),
    });
  };

  return (
    <Screen title="로그인 기기 관리" lead="지금 온기에 로그인되어 있는 기기와 브라우저입니다. 모르는 기기가 있으면 로그아웃한 뒤 비밀번호를 바꿔 주세요.">
      <ListState
        query={sessions}
        loadingLabel="로그인된 기기를 불러오는 중입니다"
        errorTitle="로그인된 기기를 불러오지 못했습니다"
        empty={{ icon: <MonitorSmartphone size={24} aria-hidden="true" />, title: '로그인된 기기가 없습니다' }}
      >
        {(list) => (
          <>
            <ul className={styles.list} aria-label="로그인된 기기 목록">
              {list.content.map((session) => (
                <SessionRow key={session.sessionId} session={session} onThisDeviceLoggedOut={onThisDeviceLoggedOut} />
              ))}
            </ul>
            <div className={styles.all}>
              <p className={styles.allNote}>공용 컴퓨터에서 로그아웃하지 않았거나 휴대폰을 잃어버렸다면 모든 기기에서 로그아웃하세요.</p>
              <Button variant="danger" onClick={() => void onLogoutAll()} loading={logoutAll.isPending}>
                <LogOut size={16} aria-hidden="true" />
                모든 기기에서 로그아웃
              </Button>
            </div>
          </>
        )}
      </ListState>
    </Screen>
  );
}

function SessionRow({ session, onThisDeviceLoggedOut }: { session: MemberSession } & Pick<SessionsPageProps, 'onThisDeviceLoggedOut'>) {
  const id = useId();
  const logout = useLogoutSession();
  const device = devices[session.deviceType];
  const Icon = device.icon;
  const name = deviceName(session);

  const onLogout = () =>
    logout.mutate(session, {
      onSuccess: async (result) => {
        await alert(result?.message || messages.session.loggedOut);
        if (session.current) onThisDeviceLoggedOut();
      },
      onError: (error) => alert(errorMessage(error)),
    });

  return (
    <li className={styles.row} aria-labelledby={`${id}-name`} data-current={session.current || undefined}>
      <span className={styles.icon}>
        <Icon size={22} strokeWidth={1.75} aria-hidden="true" />
      </span>
      <div className={styles.info}>
        <p className={styles.heading}>
          <span id={`${id}-name`} className={styles.name}>
            <span className="visually-hidden">{device.label}, </span>
            {name}
          </span>
          {session.current ? <span className={styles.badge}>현재 기기</span> : null}
        </p>
        <dl className={styles.details}>
          <div>
            <dt>접속 주소</dt>
            <dd className={styles.address}>{session.ipAddress ?? '알 수 없음'}</dd>
          </div>
          <div>
            <dt>마지막 사용</dt>
            <dd>
              <time dateTime={session.lastSeenAt}>{formatDateTime(session.lastSeenAt)}</time>
            </dd>
          </div>
          <div>
            <dt>로그인</dt>
            <dd>
              <time dateTime={session.createdAt}>{formatDateTime(session.createdAt)}</time>
            </dd>
          </div>
        </dl>
      </div>
      <Button
        variant="secondary"
        size="sm"
        className={styles.logout}
        onClick={onLogout}
        loading={logout.isPending}
        aria-label={session.current ? '이 기기에서 로그아웃' : `${name} 로그아웃`}
      >
        로그아웃
      </Button>
    </li>
  );
}

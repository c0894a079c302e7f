import { useMemo, useRef } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { LogOut } from 'lucide-react';
import { accountQueries } from '@web/features/account/api';
import { useHasPassword } from '@web/features/account/mypage/api';
import { passwordScreenLabel } from '@web/features/account/mypage/password-label';
import { useMemberName } from '@web/features/account/session';
import { useMemberLogout } from '@web/features/account/use-member-logout';
import { useCurrentTabInView } from '@web/shared/lib/scroll-into-view';
import { AppLink } from '@web/shared/ui/app-link';
import { paths } from '../paths';
import { sessionEvents } from '../session-events';
import styles from './mypage-layout.module.css';

interface MenuEntry {
  label: string;
  to: string;
  /** Other pages that belong to this entry (주문 조회 covers recent orders and cancellations). */
  alsoActiveOn?: readonly string[];
  /** Starts a new group on the desktop side menu. */
  groupStart?: boolean;
}

/**
 * The member's side menu, in the spec's order (000 §2), with 로그인 기기 관리
 * after the password; 로그아웃 follows it. A member without a password (social
 * signup) sees 비밀번호 설정 where the others see 비밀번호 변경.
 */
const memberMenu = (hasPassword: boolean | undefined): readonly MenuEntry[] => [
  { label: '주문 조회', to: paths.mypage.orderList, alsoActiveOn: [paths.mypage.recentOrder, paths.mypage.cancelList] },
  { label: '환불 계좌', to: paths.mypage.accountManagement },
  { label: '1:1 문의', to: paths.mypage.inquiryList, groupStart: true },
  { label: '나의 상품평', to: paths.mypage.myReview },
  { label: '회원정보 수정', to: paths.mypage.editProfile, groupStart: true },
  { label: passwordScreenLabel(hasPassword), to: paths.mypage.changePwd },
  { label: '로그인 기기 관리', to: paths.mypage.sessions },
  { label: 'SNS 연결 설정', to: paths.mypage.snsConnection },
  { label: '회원 탈퇴', to: paths.mypage.deleteAccount },
];

/** A non-member's session holds one order: only its recent-order page is theirs (000 §6). */
const nonMemberMenu: readonly MenuEntry[] = [{ label: '최근 주문', to: paths.mypage.recentOrder }];

function currentOf(entry: MenuEntry, pathname: string): 'page' | 'true' | undefined {
  if (pathname === entry.to) return 'page';
  return entry.alsoActiveOn?.includes(pathname) ? 'true' : undefined;
}

/**
 * Every /mypage/* screen: the greeting and the side menu around the screen.
 * On phones the menu becomes a strip of chips that scrolls sideways above the
 * screen, with the current one brought into view, and 로그아웃 moves up beside
 * the greeting.
 */
export function MyPageLayout() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const storedName = useMemberName();
  const { data: login } = useQuery(accountQueries.checkLogin());
  const name = storedName ?? login?.userInfo?.name ?? '';
  const isNonMember = login?.userInfo?.roleType === 'NON_MEMBER';
  const hasPassword = useHasPassword();
  const menu = useMemo(() => (isNonMember ? nonMemberMenu : memberMenu(hasPassword)), [isNonMember, hasPassword]);
  const logout = useMemberLogout(() => {
    sessionEvents.memberChanged();
    navigate(paths.home);
  });

  const listRef = useRef<HTMLUListElement>(null);
  useCurrentTabInView(listRef, `${pathname} ${menu.length}`);

  const logoutButton = (className: string | undefined) => (
    <button type="button" className={className} onClick={() => logout.mutate()} disabled={logout.isPending}>
      <LogOut size={16} aria-hidden="true" />
      로그아웃
    </button>
  );

  return (
    <div className={styles.page}>
      <div className={styles.band}>
        <div className={styles.bandInner}>
          <div>
            <p className={styles.eyebrow}>{isNonMember ? '비회원 주문 조회' : '마이페이지'}</p>
            <p className={styles.greeting}>
              {name ? (
                <>
                  <strong>{name}</strong>님, 안녕하세요
                </>
              ) : (
                '안녕하세요'
              )}
            </p>
          </div>
          {logoutButton(styles.bandLogout)}
        </div>
      </div>

      <div className={styles.body}>
        <nav className={styles.nav} aria-label="마이페이지 메뉴">
          <ul ref={listRef} className={styles.list}>
            {menu.map((entry) => (
              <li key={entry.to} className={entry.groupStart ? styles.groupStart : undefined}>
                <AppLink to={entry.to} className={styles.link} aria-current={currentOf(entry, pathname)}>
                  {entry.label}
                </AppLink>
              </li>
            ))}
            <li className={styles.logoutItem}>{logoutButton(styles.menuLogout)}</li>
          </ul>
        </nav>
        <div className={styles.content}>
          <Outlet />
        </div>
      </div>
    </div>
  );
}

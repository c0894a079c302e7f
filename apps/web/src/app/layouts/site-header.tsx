import { useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { LogIn, LogOut, Menu, UserRound } from 'lucide-react';
import { useMemberName } from '@web/features/account/session';
import { useMemberLogout } from '@web/features/account/use-member-logout';
import { useSiteSettings } from '@web/shared/lib/site-settings';
import { AppLink } from '@web/shared/ui/app-link';
import { paths } from '../paths';
import { sessionEvents } from '../session-events';
import { MobileDrawer } from './mobile-drawer';
import { isActive, mainMenu } from './public-menu';
import styles from './site-header.module.css';

export function SiteHeader() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const name = useMemberName();
  const logout = useMemberLogout(() => {
    sessionEvents.memberChanged();
    navigate(paths.home);
  });
  const { data: settings } = useSiteSettings();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const productName = settings?.productName || '온기';

  // The drawer sits beside the header, not inside it: the header's backdrop-filter
  // would otherwise become the containing block of the drawer's fixed position.
  return (
    <>
      <header className={styles.header}>
        <div className={styles.inner}>
          <button
            ref={menuButton}
            type="button"
            className={styles.menuButton}
            aria-label="전체 메뉴 열기"
            aria-expanded={drawerOpen}
            aria-controls="mobile-drawer"
            onClick={() => setDrawerOpen(true)}
          >
            <Menu size={24} aria-hidden="true" />
          </button>

          <AppLink to={paths.home} className={styles.logo} aria-label={`${productName} 홈`}>
            <span className={styles.logoMark} aria-hidden="true" />
            {productName}
          </AppLink>

          <nav className={styles.nav} aria-label="주 메뉴">
            <ul className={styles.navList}>
              {mainMenu.map((item) => {
                const active = isActive(pathname, item.activePrefix);
                return (
                  <li key={item.to}>
                    <AppLink to={item.to} className={styles.navLink} aria-current={active ? 'page' : undefined}>
                      {item.label}
                    </AppLink>
                  </li>
                );
              })}
            </ul>
          </nav>

          <div className={styles.utilities}>
            <AppLink to={paths.customerService.notice} className={styles.utilityLink}>
              고객센터
            </AppLink>
            {name ? (
              <>
                <span className={styles.greeting}>
                  <strong>{name}</strong>님
                </span>
                <button type="button" className={styles.utilityButton} onClick={() => logout.mutate()} disabled={logout.isPending}>
                  <LogOut size={16} aria-hidden="true" />
                  로그아웃
                </button>
              </>
            ) : (
              <AppLink to={paths.login} className={styles.utilityLink}>
                <LogIn size={16} aria-hidden="true" />
                로그인
              </AppLink>
            )}
            <AppLink to={paths.mypage.recentOrder} className={styles.iconLink} aria-label={name ? `마이페이지 (${name}님)` : '마이페이지'} title="마이페이지">
              <UserRound size={22} aria-hidden="true" />
            </AppLink>
          </div>
        </div>
      </header>
      <MobileDrawer
        open={drawerOpen}
        onClose={() => setDrawerOpen(false)}
        returnFocusTo={menuButton}
        productName={productName}
        name={name}
        onLogout={() => {
          setDrawerOpen(false);
          logout.mutate();
        }}
      />
    </>
  );
}

import { Outlet } from 'react-router';
import { useSessionSync } from '@web/features/account/session';
import { QuickMenu } from './quick-menu';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import styles from './public-layout.module.css';

/** Public pages: sticky top menu, footer with company information, quick side menu. */
export function PublicLayout() {
  useSessionSync();
  return (
    <div className={styles.shell}>
      <a href="#main" className={styles.skip}>
        본문 바로가기
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
      <QuickMenu />
      <SiteFooter />
    </div>
  );
}

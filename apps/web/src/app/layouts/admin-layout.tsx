import { matchPath, Outlet, useLocation, useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { LogOut, UserRound } from 'lucide-react';
import { adminQueries } from '@web/features/admin/api';
import { useAdminLogout } from '@web/features/admin/use-admin-logout';
import { AppLink } from '@web/shared/ui/app-link';
import { Button } from '@web/shared/ui/button';
import { adminMenu, type AdminResource } from '../admin-resources';
import { paths } from '../paths';
import { sessionEvents } from '../session-events';
import styles from './admin-layout.module.css';

/** The entry's count while above zero; the link's name says what it counts. */
function EntryBadge({ badge }: { badge: NonNullable<AdminResource['badge']> }) {
  const count = badge.useCount();
  if (!count) return null;
  return (
    <>
      <span className={styles.count} aria-hidden="true">
        {count > 99 ? '99+' : count}
      </span>
      <span className="visually-hidden">{badge.label(count)}</span>
    </>
  );
}

function isResourceActive(resource: AdminResource, pathname: string): boolean {
  return [resource.list, ...resource.screens].some((screen) => matchPath(screen.pattern, pathname));
}

/** /admin/*: side menu from the resource registry, the admin's name, logout (spec 002 §2). */
export function AdminLayout() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { data: admin } = useQuery(adminQueries.checkAdmin());
  const logout = useAdminLogout(() => {
    sessionEvents.adminChanged();
    navigate(paths.admin.login);
  });
  const menu = adminMenu();
  const current = menu.flatMap((group) => group.entries.map((entry) => ({ group, entry }))).find(({ entry }) => isResourceActive(entry, pathname));

  return (
    <div className={styles.shell}>
      <a href="#main" className={styles.skip}>
        본문 바로가기
      </a>
      <aside className={styles.sidebar}>
        <AppLink to={paths.admin.adminAccount} className={styles.brand}>
          온기 <span className={styles.badge}>관리자</span>
        </AppLink>
        <nav aria-label="관리자 메뉴" className={styles.nav}>
          {menu.map((group) => (
            <section key={group.key} className={styles.group} aria-labelledby={`admin-group-${group.key}`}>
              <h2 id={`admin-group-${group.key}`} className={styles.groupLabel}>
                {group.label}
              </h2>
              <ul className={styles.entries}>
                {group.entries.map((entry) => {
                  const active = isResourceActive(entry, pathname);
                  return (
                    <li key={entry.key}>
                      <AppLink to={entry.list.pattern} className={styles.entry} aria-current={active ? 'page' : undefined}>
                        {entry.label}
                        {entry.badge ? <EntryBadge badge={entry.badge} /> : null}
                      </AppLink>
                    </li>
                  );
                })}
              </ul>
            </section>
          ))}
        </nav>
      </aside>

      <div className={styles.body}>
        <header className={styles.topbar}>
          <p className={styles.breadcrumb}>
            {current ? (
              <>
                <span>{current.group.label}</span>
                <span aria-hidden="true">›</span>
                <span className={styles.crumbCurrent}>{current.entry.label}</span>
              </>
            ) : (
              '관리자'
            )}
          </p>
          <div className={styles.account}>
            <span className={styles.adminName}>
              <UserRound size={18} aria-hidden="true" />
              {admin ? (
                <span>
                  <strong>{admin.name}</strong>님
                </span>
              ) : null}
            </span>
            <Button variant="secondary" size="sm" onClick={() => logout.mutate()} loading={logout.isPending}>
              <LogOut size={16} aria-hidden="true" />
              로그아웃
            </Button>
          </div>
        </header>
        <main id="main" tabIndex={-1} className={styles.main}>
          <Outlet />
        </main>
      </div>
    </div>
  );
}

export { AdminLayout as Component };

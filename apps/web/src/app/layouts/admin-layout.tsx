import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { matchPath, Outlet, useLocation, useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { LogOut, Menu, UserRound, X } from 'lucide-react';
import { messages } from '@ongi/shared';
import { adminQueries } from '@web/features/admin/api';
import { useAdminLogout } from '@web/features/admin/use-admin-logout';
import { AppLink } from '@web/shared/ui/app-link';
import { useFocusTrap } from '@web/shared/lib/use-focus-trap';
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

/** Below this width the side menu folds into the top bar's menu button (the stylesheet's breakpoint). */
const foldedMenuQuery = '(max-width: 960px)';

function useFoldedMenu(): boolean {
  return useSyncExternalStore(
    (changed) => {
      const media = window.matchMedia(foldedMenuQuery);
      media.addEventListener('change', changed);
      return () => media.removeEventListener('change', changed);
    },
    () => window.matchMedia(foldedMenuQuery).matches,
    () => false,
  );
}

/**
 * /admin/*: side menu from the resource registry, the admin's name, logout
 * (spec 002 §2). On a phone or narrow window the menu folds away behind a
 * button in the top bar and opens as a side sheet (focus kept inside,
 * Escape or a link closes it), so a list has the whole width.
 */
export function AdminLayout() {
  const { pathname } = useLocation();
  const folded = useFoldedMenu();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const sidebar = useRef<HTMLDivElement>(null);
  const drawer = folded && menuOpen;
  useFocusTrap(sidebar, { active: drawer, onEscape: () => setMenuOpen(false), returnFocusTo: menuButton.current });

  // A link followed from the open menu closes it; so does widening the window.
  useEffect(() => setMenuOpen(false), [pathname, folded]);
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
      {drawer ? <div className={styles.backdrop} aria-hidden="true" onMouseDown={() => setMenuOpen(false)} /> : null}
      {/* A div, not an aside: a landmark beside the page, or a dialog while the folded menu is open (an aside may not be one). */}
      <div
        ref={sidebar}
        id="admin-menu"
        className={styles.sidebar}
        data-open={drawer || undefined}
        hidden={folded && !menuOpen}
        {...(drawer
          ? { role: 'dialog', 'aria-modal': true, 'aria-label': '관리자 메뉴', tabIndex: -1 }
          : { role: 'complementary', 'aria-label': '사이드 메뉴' })}
      >
        {drawer ? (
          <button type="button" className={styles.close} aria-label={messages.adminList.menuClose} onClick={() => setMenuOpen(false)}>
            <X size={22} aria-hidden="true" />
          </button>
        ) : null}
        <AppLink to={paths.admin.root} className={styles.brand}>
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
      </div>

      <div className={styles.body}>
        <header className={styles.topbar}>
          {folded ? (
            <button
              ref={menuButton}
              type="button"
              className={styles.menuButton}
              aria-label={messages.adminList.menu}
              aria-expanded={menuOpen}
              aria-controls="admin-menu"
              onClick={() => setMenuOpen(true)}
            >
              <Menu size={22} aria-hidden="true" />
            </button>
          ) : null}
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

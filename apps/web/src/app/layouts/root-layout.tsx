import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation, useMatches, useNavigation } from 'react-router';
import { applyRouteTitle } from '@web/shared/lib/document-title';
import styles from './root-layout.module.css';

export interface RouteHandle {
  title?: string;
}

/** The document title of the deepest route that names itself. */
export function useDocumentTitle() {
  const matches = useMatches();
  const title = [...matches].reverse().find((match) => (match.handle as RouteHandle | undefined)?.title)?.handle as RouteHandle | undefined;
  useEffect(() => {
    applyRouteTitle(title?.title);
  }, [title?.title]);
}

/** Moves focus to the page's main region after an in-app navigation, so screen readers start there. */
function useFocusMainOnNavigation() {
  const { pathname } = useLocation();
  useEffect(() => {
    if (!window.history.state || window.history.state.idx === 0) return;
    const main = document.getElementById('main');
    if (main && !main.contains(document.activeElement)) main.focus({ preventScroll: true });
  }, [pathname]);
}

/** A thin bar at the top while the next screen's code or guard is loading. */
function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return <div className={styles.progress} role="progressbar" aria-label="화면을 여는 중" />;
}

export function RootLayout() {
  useDocumentTitle();
  useFocusMainOnNavigation();
  return (
    <>
      <NavigationProgress />
      <Outlet />
      <ScrollRestoration />
    </>
  );
}

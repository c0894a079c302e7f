import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { LoginCard } from '@web/features/account/pages/login-card';
import { HomeFirstView } from '@web/features/home/pages/home-first-view';
import { homeLinks } from './home-links';
import layout from './layouts/public-layout.module.css';
import { patterns } from './paths';

/**
 * The first view of a few public pages, drawn by the build into their HTML
 * (tooling/screen-shells.ts, served by apps/server plugins/web.ts) below the
 * header's shell: the part a phone shows first, from the same components and
 * styles as the screen, so it stands where the app then draws it. Before the
 * app's code has arrived and run (1-2 s on a phone on slow 4G) the visitor
 * reads the banner or the login card's heading instead of an empty page; the
 * app replaces it whole when it draws (createRoot empties #root), and it is
 * inert until then: nothing in it can be focused, pressed or read out twice.
 *
 * Only static views belong here: nothing read from the API, nobody's session.
 */
const screenShells: Readonly<Record<string, ReactElement>> = {
  [patterns.home]: <HomeFirstView links={homeLinks} />,
  [patterns.login]: <LoginCard />,
};

/** Each page's first view as HTML, by route pattern, inside the public layout's main column. */
export function renderScreenShells(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(screenShells).map(([pattern, view]) => [
      pattern,
      renderToStaticMarkup(
        <StaticRouter location={pattern}>
          <main className={layout.main}>{view}</main>
        </StaticRouter>,
      ),
    ]),
  );
}

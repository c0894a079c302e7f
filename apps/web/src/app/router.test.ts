// @vitest-environment happy-dom
import { matchRoutes } from 'react-router';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { adminMenu } from './admin-resources';
import { isAdminPath, paths } from './paths';
import { screens } from './route-registry';
import { createAppRouter } from './router';

const router = createAppRouter();
const leafId = (pathname: string) => matchRoutes(router.routes, pathname)?.at(-1)?.route.id;
const adminScreens = screens.filter((screen) => screen.layout === 'admin');

describe('the router', () => {
  // No server here: the guard's session check is answered 'not signed in', as the server answers a visitor.
  beforeAll(() => {
    vi.stubGlobal('fetch', async () => Response.json({ message: '로그인이 필요합니다.' }, { status: 401 }));
  });
  afterAll(() => {
    // The navigations below are left loading their screens' modules; nothing here renders them.
    router.dispose();
    vi.unstubAllGlobals();
  });

  it('starts without the back office, whose screens join on the first address under /admin', async () => {
    // A public visitor's router holds the public screens only: nothing of the back office to flatten and rank.
    expect(adminScreens.length).toBeGreaterThan(40);
    for (const screen of adminScreens) expect(leafId(screen.pattern.replace(/:\w+/g, '7'))).not.toBe(screen.id);
    expect(leafId(paths.admin.notice)).toBe('not-found');
    expect(leafId(paths.campaignDetail(16))).toBe('CampaignDtlPage');
    expect(leafId(paths.admin.login)).toBe('AdminLoginPage');

    void router.navigate(paths.admin.notice);
    // The router asks before it matches; the screen's own loading is not this test's.
    await vi.waitFor(() => expect(leafId(paths.admin.notice)).not.toBe('not-found'));

    for (const screen of adminScreens) expect(leafId(screen.pattern.replace(/:\w+/g, '7'))).toBe(screen.id);
    expect(leafId('/admin/no-such-screen')).toBe('admin-not-found');
    // Every menu entry leads to its screen, and a second visit patches nothing twice.
    for (const entry of adminMenu().flatMap((group) => group.entries)) expect(leafId(entry.list.pattern)).toBe(entry.list.id);
    void router.navigate(paths.admin.faq);
    await vi.waitFor(() => expect(router.state.navigation.location?.pathname).toBe(paths.admin.faq));
    const ids = router.routes.flatMap(function all(route): string[] {
      return [route.id, ...(route.children ?? []).flatMap(all)];
    });
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('knows which addresses are the back office', () => {
    expect(isAdminPath('/admin')).toBe(true);
    expect(isAdminPath(paths.admin.notice)).toBe(true);
    expect(isAdminPath('/administrator')).toBe(false);
    expect(isAdminPath(paths.home)).toBe(false);
  });
});

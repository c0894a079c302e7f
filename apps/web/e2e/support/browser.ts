import axe from 'axe-core';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';

/** The product under test: this journey file's own server (support/product.ts starts it before the file). */
export const BASE_URL = productAddress();

function productAddress(): string {
  const address = process.env.E2E_BASE_URL;
  if (!address) throw new Error('E2E_BASE_URL가 없습니다: npm run test:e2e 로 실행하세요.');
  return address;
}

/** The demo logins the server prints at start and the README lists (the seed's fixed accounts). */
export const demo = {
  admin: { username: 'admin', password: 'Admin1234!' },
  member: { username: 'member01', password: 'Member1234!' },
  nonMember: { name: '박지훈', phoneNum: '01048273916', orderNum: '482739160527' },
} as const;

export const viewports = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;

const WAIT = 15_000;

/** Debian's Chromium driven by playwright-core. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
}

/** One Chromium for a test file's journeys: launched before the first, closed after the last. */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('the browser is launched in beforeAll: ask for it inside a test');
    return browser;
  };
}

/** A fresh visitor: own cookies and localStorage, Korean locale. */
export async function newVisitor(browser: Browser, viewport: { width: number; height: number } = viewports.desktop) {
  const context: BrowserContext = await browser.newContext({ baseURL: BASE_URL, viewport, locale: 'ko-KR' });
  const page: Page = await context.newPage();
  page.setDefaultTimeout(WAIT);
  return { context, page };
}

/** KakaoTalk's in-app browser, where most guests open an invitation (issue 24 §4). */
export const kakaoTalkAgents = {
  android:
    'Mozilla/5.0 (Linux; Android 14; SM-S918N Build/UP1A.231005.007; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0.6099.230 Mobile Safari/537.36 KAKAOTALK 10.4.5',
  ios: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 KAKAOTALK 10.6.0',
} as const;

/** A phone of 360 × 640 with KakaoTalk's browser: its user agent, touch, a phone's screen. */
export async function inKakaoTalk(browser: Browser, platform: keyof typeof kakaoTalkAgents = 'android') {
  const context = await browser.newContext({
    baseURL: BASE_URL,
    viewport: { width: 360, height: 640 },
    userAgent: kakaoTalkAgents[platform],
    isMobile: true,
    hasTouch: true,
    locale: 'ko-KR',
  });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return { context, page };
}

export function url(path: string): string {
  return `${BASE_URL}${path}`;
}

/** The path the page shows now, e.g. '/login'. */
export function currentPath(page: Page): string {
  return new URL(page.url()).pathname;
}

export async function waitForPath(page: Page, path: string) {
  await page.waitForURL((current) => current.pathname === path, { timeout: WAIT });
}

/** The open alert or confirm dialog, once it says `text`. */
export async function modal(page: Page, text: string): Promise<Locator> {
  const dialog = page.getByRole('alertdialog').filter({ hasText: text });
  try {
    await dialog.waitFor({ state: 'visible', timeout: WAIT });
  } catch (error) {
    // Say what the page showed instead, so a failure explains itself.
    const shown = await page
      .getByRole('alertdialog')
      .allInnerTexts()
      .catch(() => []);
    throw new Error(`'${text}' 대화상자가 나오지 않았습니다. 열린 대화상자: ${JSON.stringify(shown)}, 주소: ${page.url()}`, { cause: error });
  }
  return dialog;
}

/** Waits for a dialog saying `text`, presses `button` (확인 by default) and waits for it to close. */
export async function answerModal(page: Page, text: string, button = '확인') {
  const dialog = await modal(page, text);
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await dialog.waitFor({ state: 'detached', timeout: WAIT });
  await focusSettled(page);
}

/**
 * A question before something destructive (a delete, a refund, a withdrawal):
 * its two buttons name what they do, 닫기 (or `keep`) and the action, and
 * focus starts on the safe one, so Enter keeps things as they are. Checks
 * that, then presses the action, or the safe button when `choose` is 'keep'.
 */
export async function answerDestructive(
  page: Page,
  text: string,
  action: string,
  { choose = 'action', keep = '닫기' }: { choose?: 'action' | 'keep'; keep?: string } = {},
) {
  const dialog = await modal(page, text);
  await expect.poll(() => dialog.getByRole('button').allInnerTexts()).toEqual([keep, action]);
  await expect.poll(() => page.evaluate(() => document.activeElement?.textContent?.trim())).toBe(keep);
  await dialog.getByRole('button', { name: choose === 'action' ? action : keep, exact: true }).click();
  await dialog.waitFor({ state: 'detached', timeout: WAIT });
  await focusSettled(page);
}

/**
 * After a modal closes the page gives focus back (and may move it to the field
 * the message was about) within two animation frames. Typing before then can
 * land in the wrong field, as a person never would, so journeys wait for it.
 */
export async function focusSettled(page: Page) {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => requestAnimationFrame(() => resolve())))));
}

/** Waits until nothing inside the element is moving (its CSS transitions and animations have ended). */
export async function motionSettled(page: Page, selector: string) {
  await page.waitForFunction((target) => {
    const element = document.querySelector(target);
    return element !== null && element.getAnimations({ subtree: true }).length === 0;
  }, selector);
}

/**
 * "It stays put": the page's clock (installed with `page.clock.install()`
 * before it opened) jumps `ms` ahead, firing every timer that falls due, and
 * whatever that set moving finishes. A carousel that should be held and is
 * not has then moved, without the test waiting out the time for real.
 */
export async function afterTimePasses(page: Page, ms: number, movingPart: string) {
  await page.clock.fastForward(ms);
  await motionSettled(page, movingPart);
}

/**
 * Every picture inside the element has loaded or failed, and a task and a frame
 * have passed since: any handler its load or error would run has had its turn.
 */
export async function imagesSettled(page: Page, selector: string) {
  await page.waitForFunction((target) => Array.from(document.querySelectorAll<HTMLImageElement>(`${target} img`)).every((image) => image.complete), selector);
  await page.evaluate(() => new Promise<void>((resolve) => setTimeout(() => requestAnimationFrame(() => resolve()))));
}

/** The line the guest page's wreath senders' list shows once its rows are in: their count, or that there are none. */
export const sendersListedLine = /^기부화환 [\d,]+개$|^아직 보내주신 기부화환이 없습니다\.$/;

/**
 * The guest page's wreath senders' list, brought in as a guest scrolling down sees it. Its rows push
 * every section under it down (461 px at 360 px on the demo wedding), and they load once the page is
 * idle, which a journey's first tap can beat on a slow machine: a tap sent under the list while they
 * arrive lands on them instead (CI once tapped 참석 의사 수정 so). A page without a wreath campaign
 * has no such list.
 */
export async function sendersShown(page: Page) {
  const senders = page.getByRole('region', { name: /^(축하해 주신 분들|마음을 전해주신 분들)$/ });
  if ((await senders.count()) === 0) return;
  await senders.scrollIntoViewIfNeeded();
  await expectVisible(senders.getByText(sendersListedLine));
}

/**
 * Holds the page's requests to `address` until `release()` is called, so a journey can see the waiting state
 * for as long as it needs, on any machine, instead of for a guessed number of milliseconds.
 */
export async function holdRequests(page: Page, address: string | RegExp): Promise<{ release(): void }> {
  let open!: () => void;
  const held = new Promise<void>((resolve) => (open = resolve));
  await page.route(address, async (route) => {
    await held;
    await route.continue();
  });
  // Released, the handler stays and lets every request through at once: taking it away while a held
  // request is still being let through would hand that request on twice.
  return {
    release: open,
  };
}

/**
 * Passes once the element is shown and fails when it is not within the wait. The wait is the
 * whole check: a second look afterwards races anything shown only for a while (a 2.6 s toast, a
 * kiosk page), and a slow machine can put seconds between the two.
 */
export async function expectVisible(locator: Locator) {
  await locator.first().waitFor({ state: 'visible', timeout: WAIT });
}

export async function expectNoModal(page: Page) {
  expect(await page.getByRole('alertdialog').count()).toBe(0);
}

/** In-app navigation (what a link click does), for routes that no finished screen links to yet. */
export async function navigateInApp(page: Page, path: string) {
  await page.evaluate((target) => {
    const idx = ((window.history.state as { idx?: number } | null)?.idx ?? 0) + 1;
    window.history.pushState({ usr: null, key: `e2e${idx}`, idx }, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, path);
}

/** The document title, once the route has set it. */
export async function expectTitle(page: Page, title: string) {
  await page.waitForFunction((expected) => document.title === expected, title, { timeout: WAIT });
  expect(await page.title()).toBe(title);
}

/** Fills and sends the login page's member form, as a person does (the caller waits for where it leads). */
export async function loginOnPage(page: Page, username: string, password: string) {
  await page.goto(url('/login'));
  const form = page.getByRole('form', { name: '회원 로그인' });
  await form.getByLabel('아이디', { exact: true }).fill(username);
  await form.getByLabel('비밀번호', { exact: true }).fill(password);
  await form.getByRole('button', { name: '로그인', exact: true }).click();
}

/** Waits until nothing on the page is loading over what it shows (`aria-busy`, as a dimmed list is). */
export async function settled(page: Page) {
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]:not(button)'));
}

/** What axe-core finds wrong on the page now, one line each (an empty list is a pass). */
export async function violations(page: Page): Promise<string[]> {
  // A list loading its next page keeps the last one on screen, dimmed: judge the page once it has arrived.
  await settled(page);
  // A fading element (a dialog or popup as it appears) has a passing colour
  // only once it is opaque: judge the page after its finite animations end.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  // axe-core in every frame (the product's frames are its own origin, e.g. the invitation preview), then one
  // run from the top that takes the frames in. (@axe-core/playwright's analyze() did the same run in parts and
  // put them together in a fresh blank page, which took 1.3-3.7 s a page here against 0.35-0.85 s.)
  for (const frame of page.frames()) {
    if (!(await frame.evaluate(() => 'axe' in window))) await frame.evaluate(axe.source);
  }
  const result = await page.evaluate(() => (window as unknown as { axe: typeof axe }).axe.run(document, { resultTypes: ['violations'] }));
  return result.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

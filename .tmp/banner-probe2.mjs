import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--no-first-run'] });
for (const rate of [1, 1, 4, 4, 8, 8]) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  await page.goto('http://127.0.0.1:3999/');
  const banner = page.getByRole('region', { name: '주요 안내' });
  await banner.getByRole('button', { name: '1번째 슬라이드 보기' }).waitFor();
  const t1 = Date.now();
  await page.getByRole('dialog').getByRole('button', { name: '닫기', exact: true }).click();
  await page.mouse.move(5, 795);
  const t2 = Date.now();
  const init = page.waitForSelector('[aria-label="주요 안내"] .swiper-initialized', { timeout: 30000 }).then(() => Date.now() - t2);
  await page.waitForFunction(() => document.querySelector('[aria-label="2번째 슬라이드 보기"]')?.getAttribute('aria-current') === 'true', null, { timeout: 30000 });
  const t3 = Date.now();
  console.log({ rate, close: t2 - t1, init: await init, slide2AfterMove: t3 - t2 });
  await context.close();
}
await browser.close();

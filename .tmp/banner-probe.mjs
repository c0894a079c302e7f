import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--no-first-run'] });
for (const rate of [1, 4, 8]) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  const t0 = Date.now();
  await page.goto('http://127.0.0.1:3999/');
  await page.waitForSelector('[aria-label="1번째 슬라이드 보기"]');
  const t1 = Date.now();
  await page.waitForSelector('[aria-label="주요 안내"] .swiper-initialized', { timeout: 30000 });
  const t2 = Date.now();
  await page.waitForFunction(() => document.querySelector('[aria-label="2번째 슬라이드 보기"]')?.getAttribute('aria-current') === 'true', null, { timeout: 30000 });
  const t3 = Date.now();
  console.log({ rate, bullets: t1 - t0, swiper: t2 - t1, slide2: t3 - t1 });
  await context.close();
}
await browser.close();

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { SiteSettings } from '@ongi/shared';
import { expectTitle, expectVisible, launchBrowser, newVisitor, url, viewports } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('이용약관과 개인정보처리방침', () => {
  it('이용약관: 고객센터 탭, 시행일, 목차와 조항, 환불 계좌 규칙', async () => {
    const { context, page } = await newVisitor(browser);
    await page.goto(url('/customer-service/terms-of-use'));
    await expectTitle(page, '이용약관 | 온기');
    await expectVisible(page.getByRole('heading', { level: 1, name: '이용약관' }));
    const tabs = page.getByRole('navigation', { name: '고객센터 메뉴' });
    await expect.poll(() => tabs.getByRole('link', { name: '이용약관' }).getAttribute('aria-current')).toBe('page');
    await expectVisible(page.getByText('2026년 12월 1일').first());

    const headings = await page.getByRole('heading', { level: 2 }).allTextContents();
    expect(headings[0]).toBe('제1조 (목적)');
    expect(headings).toEqual(
      expect.arrayContaining([
        '제2조 (정의)',
        '제5조 (회원가입)',
        '제7조 (비회원 이용과 주문)',
        '제9조 (기부금의 전달과 공개)',
        '제10조 (청약철회와 환불)',
        '제11조 (환불 계좌)',
        '제13조 (게시물의 관리)',
        '제17조 (면책)',
        '제18조 (분쟁 해결과 관할)',
      ]),
    );
    const toc = page.getByRole('navigation', { name: '이용약관 목차' });
    expect(await toc.getByRole('link').allTextContents()).toEqual(headings);

    await toc.getByRole('link', { name: '제11조 (환불 계좌)' }).click();
    const refund = page.getByRole('region', { name: '제11조 (환불 계좌)' });
    await page.waitForFunction(() => document.activeElement?.id === 'article-11-title');
    expect(new URL(page.url()).hash).toBe('#article-11');
    await expectVisible(refund.getByText('계좌번호는 ‘-’ 없이 숫자만 입력합니다.'));
    await expectVisible(refund.getByText(/국내 은행 계좌만/));
    await expectVisible(refund.getByText(/본인 명의 계좌만/));
    await expectVisible(refund.getByText(/1년이 지나면 자동으로 삭제/));
    await expectVisible(page.getByText(/결제 금액의 50%를 이용자가 고른 캠페인의 기부처에 전달/));
    await context.close();
  });

  it('개인정보처리방침 (휴대폰): 수집 항목, 보유 기간, 제3자 제공, 위탁, 보호책임자', async () => {
    const { context, page } = await newVisitor(browser, viewports.phone);
    await page.goto(url('/customer-service/privacy-policy'));
    await expectTitle(page, '개인정보처리방침 | 온기');
    await expectVisible(page.getByRole('heading', { level: 1, name: '개인정보처리방침' }));
    // The policy's body is its own chunk: the page's title shows before it.
    await expectVisible(page.getByRole('heading', { level: 2 }));
    const headings = await page.getByRole('heading', { level: 2 }).allTextContents();
    expect(headings).toEqual(
      expect.arrayContaining([
        '2. 처리하는 개인정보의 항목',
        '3. 개인정보의 처리 및 보유 기간',
        '4. 개인정보의 제3자 제공',
        '5. 개인정보 처리의 위탁',
        '7. 개인정보의 파기',
        '8. 개인정보의 안전성 확보 조치',
        '11. 개인정보 보호책임자',
      ]),
    );

    const retention = page.getByRole('table', { name: '보유 기간' });
    for (const { what, period } of [
      { what: '계약 또는 청약철회 등에 관한 기록', period: '5년' },
      { what: '대금결제 및 재화 등의 공급에 관한 기록', period: '5년' },
      { what: '소비자의 불만 또는 분쟁처리에 관한 기록', period: '3년' },
      { what: '웹사이트 방문(접속) 기록', period: '3개월' },
    ]) {
      await expectVisible(retention.getByRole('row', { name: new RegExp(`${escapeRegExp(what)}.*${period}`) }));
    }
    await expectVisible(retention.getByRole('row', { name: /환불 계좌 정보.*1년/ }));
    const items = page.getByRole('table', { name: '수집하는 개인정보 항목' });
    for (const row of ['회원가입(필수)', '소셜 로그인', '본인인증', '비회원 초대장', '기부화환 결제']) {
      await expectVisible(items.getByRole('rowheader', { name: row }));
    }

    const settings = (await (await page.request.get(url('/api/site/settings'))).json()) as SiteSettings;
    const officer = page.getByRole('table', { name: '개인정보 보호책임자' });
    await expectVisible(officer.getByRole('cell', { name: settings.privacyOfficer, exact: true }));
    await expectVisible(officer.getByRole('cell', { name: settings.email, exact: true }));
    await expectVisible(page.getByText('2026년 12월 1일').first());

    // The table of contents folds on phones and opens on demand.
    const toc = page.getByRole('navigation', { name: '개인정보처리방침 목차' });
    expect(await toc.isVisible()).toBe(false);
    await page.locator('summary', { hasText: '목차' }).click();
    await expectVisible(toc);
    await context.close();
  });
});

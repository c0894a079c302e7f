// A guest in KakaoTalk's in-app browser (issue 24 §4, §7): most never leave it,
// so every action must work there, on a 360 × 640 phone, with KakaoTalk's
// Android and iOS user agents.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { funeralDesigns, maskPersonName, messages, type InvitationView, type PaymentReceipt } from '@ongi/shared';
import { getJson } from './support/accounts';
import { BASE_URL, expectVisible, inKakaoTalk, url, useBrowser, violations, waitForPath } from './support/browser';
import { findView, inDesign, seededInvitations } from './invitation-view-seeded';
import { fillWreath, paymentDialog } from './payment-flow';

const browser = useBrowser();

let views: InvitationView[];
let wedding: InvitationView;
beforeAll(async () => {
  views = await seededInvitations();
  wedding = findView(
    views,
    'a wedding with a campaign taking wreaths and a located place',
    (view) => view.invitationType === 'W' && view.campaign !== null && view.wedding?.place.latitude != null && view.wedding.place.longitude != null,
  );
});

describe.each(['android', 'ios'] as const)("KakaoTalk's in-app browser (%s)", (platform) => {
  it("hands the calendar file to the phone's own browser and offers every map app with a web address", async () => {
    const { context, page } = await inKakaoTalk(browser(), platform);
    await page.goto(url(`/invitation/${wedding.publicNum}`));
    const calendar = page.getByRole('link', { name: '캘린더에 추가' });
    await calendar.scrollIntoViewIfNeeded();
    const fileAddress = `${BASE_URL}/api/invitation/calendar?orderNum=${wedding.publicNum}`;
    // KakaoTalk ignores downloads: the link asks KakaoTalk to open the file outside, and says so.
    expect(await calendar.getAttribute('href')).toBe(`kakaotalk://web/openExternal?url=${encodeURIComponent(fileAddress)}`);
    expect(await calendar.getAttribute('download')).toBeNull();
    const description = await calendar.evaluate((anchor) => document.getElementById(anchor.getAttribute('aria-describedby') ?? '')?.textContent);
    expect(description).toBe('기본 브라우저에서 캘린더 파일을 엽니다.');
    // Nothing cannot work here, so no '다른 브라우저로 열기' hint.
    expect(await page.getByText('다른 브라우저로 열기').count()).toBe(0);
    // The address it hands over is the calendar file, with its reminder the day before.
    const file = await context.request.get(fileAddress);
    expect(file.headers()['content-type']).toContain('text/calendar');
    const ics = await file.text();
    expect(ics).toContain('BEGIN:VALARM');
    expect(ics).toContain('TRIGGER:-PT24H');

    const place = wedding.wedding!.place;
    const maps = page.getByRole('list', { name: '지도 앱에서 열기' });
    const route = `https://map.kakao.com/link/to/${encodeURIComponent(place.name.replaceAll(',', ' '))},${place.latitude},${place.longitude}`;
    expect(await maps.getByRole('link', { name: /네이버 지도/ }).getAttribute('href')).toBe(`https://map.naver.com/p/search/${encodeURIComponent(place.name)}`);
    expect(await maps.getByRole('link', { name: /카카오맵/ }).getAttribute('href')).toMatch(/^https:\/\/map\.kakao\.com\/link\/map\//);
    expect(await maps.getByRole('link', { name: /티맵/ }).getAttribute('href')).toBe(route);
    expect(await maps.getByRole('link', { name: /카카오내비/ }).getAttribute('href')).toBe(route);

    // No TMAP app on this phone: the app's address goes nowhere and the web route opens instead.
    await context.route('https://map.kakao.com/**', (request) => request.fulfill({ contentType: 'text/html', body: '<title>카카오맵</title>' }));
    await maps.getByRole('link', { name: /티맵/ }).click();
    await page.waitForURL(route);
    await context.close();
  });

  it('pays for a wreath through the redirect flow and comes back to the receipt, the payment PAID and among the senders', async () => {
    const { page, context } = await inKakaoTalk(browser(), platform);
    await page.goto(url(`/invitation/${wedding.publicNum}`));
    await page.getByRole('button', { name: '디지털 기부화환 보내기' }).first().click();
    const dialog = paymentDialog(page);
    await dialog.waitFor({ state: 'visible' });
    const name = platform === 'android' ? '오지안' : '문하린';
    await fillWreath(dialog, { donation: '30,000원', name, phoneNum: '01033334444', message: '결혼 축하해요!' });
    // No popup: the checkout takes this page's place.
    await dialog.getByRole('button', { name: '결제하기' }).click();
    await page.waitForURL((address) => address.pathname.startsWith('/sandbox/payment/'));
    await expectVisible(page.getByRole('heading', { name: '테스트 결제창' }));
    expect(context.pages()).toHaveLength(1);
    await page.getByRole('button', { name: '승인' }).click();

    await page.waitForURL((address) => address.pathname === '/payment/return');
    const returned = new URL(page.url());
    const paymentId = returned.searchParams.get('paymentId')!;
    expect(paymentId).toBeTruthy();
    await expectVisible(page.getByRole('heading', { name: '기부화환 결제', level: 1 }));
    await expectVisible(page.getByText(messages.payment.verified));
    await expectVisible(page.getByText(messages.payment.paidWithNumber(paymentId)));
    const receipt = page.getByRole('article', { name: '카드 영수증' });
    await expectVisible(receipt);
    expect(await receipt.innerText()).toContain(name);
    expect(await page.getByRole('link', { name: '영수증 조회 화면 열기' }).getAttribute('href')).toBe(`/?receipt=${encodeURIComponent(paymentId)}`);
    expect(await violations(page)).toEqual([]);

    const found = await getJson<PaymentReceipt>(page, `/api/payment/receipt/${paymentId}/${encodeURIComponent(name)}/01033334444`);
    expect(found).toMatchObject({ paymentId, status: 'PAID' });

    // Back to the invitation: the wreath is among the senders.
    await page.getByRole('link', { name: '청첩장으로 돌아가기' }).click();
    await waitForPath(page, `/invitation/${wedding.publicNum}`);
    const senders = page.getByRole('region', { name: '축하해 주신 분들' });
    await senders.scrollIntoViewIfNeeded();
    await expectVisible(senders.getByRole('listitem').filter({ hasText: maskPersonName(name) }));
    // A paid payment never opens the form again.
    expect(await paymentDialog(page).count()).toBe(0);
    await context.close();
  });
});

describe('a declined payment in KakaoTalk', () => {
  it('comes back saying so, and the way back opens the form with what was typed', async () => {
    const { page, context } = await inKakaoTalk(browser(), 'android');
    await page.goto(url(`/invitation/${wedding.publicNum}`));
    await page.getByRole('button', { name: '디지털 기부화환 보내기' }).first().click();
    const dialog = paymentDialog(page);
    await fillWreath(dialog, { donation: 12345, name: '표가람', phoneNum: '01055556666', message: '행복하세요' });
    await dialog.getByRole('button', { name: '결제하기' }).click();
    await expectVisible(page.getByRole('heading', { name: '테스트 결제창' }));
    await page.getByRole('button', { name: '거절' }).click();

    await page.waitForURL((address) => address.pathname === '/payment/return');
    await expectVisible(page.getByRole('alert').filter({ hasText: messages.payment.failed }));
    expect(await violations(page)).toEqual([]);
    await page.getByRole('link', { name: '입력한 내용으로 다시 결제하기' }).click();
    await waitForPath(page, `/invitation/${wedding.publicNum}`);
    const again = paymentDialog(page);
    await again.waitFor({ state: 'visible' });
    expect(await again.getByLabel('보내는 분').inputValue()).toBe('표가람');
    expect(await again.getByLabel('휴대폰 번호').inputValue()).toBe('01055556666');
    expect(await again.getByLabel('메시지').inputValue()).toBe('행복하세요');
    expect(await again.getByLabel('직접 입력할 기부 금액').inputValue()).toBe('12,345');
    await context.close();
  });
});

/** How many lines of text a button's words take (their boxes' distinct tops). */
const textLines = (page: Page, selector: string) =>
  page.$$eval(selector, (buttons) =>
    buttons.map((button) => {
      const range = document.createRange();
      const tops = new Set<number>();
      for (const node of Array.from(button.childNodes)) {
        if (node.nodeType !== Node.TEXT_NODE || !node.textContent?.trim()) continue;
        range.selectNodeContents(node);
        for (const rect of Array.from(range.getClientRects())) tops.add(Math.round(rect.top));
      }
      return tops.size;
    }),
  );

describe("the funeral notice's bottom bar at 360 px", () => {
  it.each(funeralDesigns.map((design) => [design.name, design.value] as const))('fits one line in the %s design', async (_name, design) => {
    const view = inDesign(views, 'funeral', design);
    const { page, context } = await inKakaoTalk(browser(), 'android');
    await page.goto(url(`/invitation/${view.publicNum}`));
    const bar = page.getByRole('complementary', { name: '마음 전하기' });
    await expectVisible(bar);
    const buttons = bar.getByRole('button');
    expect(await buttons.count()).toBeGreaterThan(0);
    expect(await textLines(page, 'aside[aria-label="마음 전하기"] button')).toEqual(Array.from({ length: await buttons.count() }, () => 1));
    // Nothing spills out of the bar, and it is one row of buttons high.
    const size = await bar.evaluate((element) => ({
      scroll: element.scrollWidth,
      client: element.clientWidth,
      height: element.getBoundingClientRect().height,
    }));
    expect(size.scroll).toBeLessThanOrEqual(size.client);
    expect(size.height).toBeLessThan(80);
    await context.close();
  });
});

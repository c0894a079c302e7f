import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { itemAt, wreathMessagePageSize, type WreathMessage } from '@ongi/shared';
import { getJson } from './support/accounts';
import { expectTitle, expectVisible, newVisitor, url, useBrowser, viewports, violations, waitForPath } from './support/browser';

const browser = useBrowser();

interface MessagePage {
  content: WreathMessage[];
  totalElements: number;
}

const board = (page: Page) => page.getByRole('list', { name: '후원 메시지 목록' });
const cards = (page: Page) => board(page).getByRole('figure');

/** What the board shows of each card: the message, the sender and the kind of wreath. */
function shownCards(page: Page) {
  return cards(page).evaluateAll((figures) =>
    figures.map((figure) => ({
      message: figure.querySelector('blockquote')?.textContent ?? '',
      lines: (figure.querySelector('blockquote') as HTMLElement | null)?.innerText.split('\n').length ?? 0,
      from: figure.querySelector('figcaption')?.textContent ?? '',
      kind: figure.querySelector('p')?.textContent ?? '',
    })),
  );
}

describe('후원 메시지', () => {
  it('홈의 후원 메시지는 기부화환 메시지 게시판으로 가고, 새 메시지부터 10개씩 보낸 분이 고른 이름으로 보인다', async () => {
    const { context, page } = await newVisitor(browser(), viewports.phone);
    const first = await getJson<MessagePage>(page, '/api/payment/message-list?page=1');
    expect(first.totalElements).toBeGreaterThan(wreathMessagePageSize);
    expect(first.content).toHaveLength(wreathMessagePageSize);

    await page.goto(url('/'));
    await page
      .getByRole('region', { name: '부가 서비스' })
      .getByRole('link', { name: /후원 메시지/ })
      .click();
    await waitForPath(page, '/wreath-messages');
    await expectTitle(page, '후원 메시지 | 온기');
    await expectVisible(page.getByRole('heading', { level: 1, name: '후원 메시지' }));
    await expectVisible(cards(page).first());
    await expectVisible(page.getByText(`전해진 메시지 ${first.totalElements.toLocaleString('ko-KR')}건`));

    const shown = await shownCards(page);
    expect(shown).toHaveLength(first.content.length);
    first.content.forEach((message, index) => {
      const card = itemAt(shown, index, 'the card shown for this message');
      expect(card.message).toBe(message.message);
      expect(card.from).toContain(message.senderName);
      if (message.campaignName) expect(card.from).toContain(message.campaignName);
      expect(card.kind).toContain(message.invitationType === 'W' ? '축하 기부화환' : message.invitationType === 'F' ? '근조 기부화환' : '기부화환');
      // Line breaks the sender typed stay line breaks.
      expect(card.lines).toBe(message.message.split('\n').length);
    });
    // Newest first.
    const times = first.content.map((message) => Date.parse(message.paidAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    // Celebration and condolence both appear (each card above in its own tone); other journeys' new
    // payments on the same server may fill the first page with one kind, so look a few pages in.
    const kinds = new Set(first.content.map((message) => message.invitationType));
    for (let next = 2; next <= 10 && !(kinds.has('W') && kinds.has('F')); next += 1) {
      const more = await getJson<MessagePage>(page, `/api/payment/message-list?page=${next}`);
      for (const message of more.content) kinds.add(message.invitationType);
    }
    expect(kinds.has('W') && kinds.has('F')).toBe(true);
    await context.close();
  });

  it('쪽은 주소에 남고 뒤로 가기로 돌아오며, 끝 너머의 쪽은 첫 쪽으로 안내한다', async () => {
    const { context, page } = await newVisitor(browser(), viewports.desktop);
    const second = await getJson<MessagePage>(page, '/api/payment/message-list?page=2');
    await page.goto(url('/wreath-messages'));
    await expectVisible(cards(page).first());
    await page.getByRole('navigation', { name: '후원 메시지 페이지' }).getByRole('link', { name: '2 페이지', exact: true }).click();
    await page.waitForURL((address) => address.pathname === '/wreath-messages' && address.search === '?page=2');
    await expect.poll(async () => (await shownCards(page))[0]?.message).toBe(itemAt(second.content, 0, 'the first row').message);
    await page.goBack();
    await page.waitForURL((address) => address.search === '');
    const first = await getJson<MessagePage>(page, '/api/payment/message-list?page=1');
    await expect.poll(async () => (await shownCards(page))[0]?.message).toBe(itemAt(first.content, 0, 'the first row').message);

    await page.goto(url('/wreath-messages?page=999'));
    await expectVisible(page.getByText('이 페이지에는 메시지가 없습니다'));
    await page.getByRole('link', { name: '첫 페이지로' }).click();
    await page.waitForURL((address) => address.search === '');
    await expectVisible(cards(page).first());
    await context.close();
  });

  it('보낸 분의 동그라미: 읽을 수 있는 이름은 첫 글자, 가린 이름과 익명은 사람 그림', async () => {
    const { context, page } = await newVisitor(browser(), viewports.phone);
    const { content } = await getJson<MessagePage>(page, '/api/payment/message-list?page=1');
    await page.goto(url('/wreath-messages'));
    await expectVisible(cards(page).first());
    const avatars = await cards(page).evaluateAll((figures) =>
      figures.map((figure) => {
        const avatar = figure.querySelector('figcaption [aria-hidden="true"]');
        return { letter: avatar?.textContent ?? '', icon: Boolean(avatar?.querySelector('svg')) };
      }),
    );
    let readable = 0;
    content.forEach((message, index) => {
      const hidden = message.senderName === '익명' || message.senderName.includes('*');
      if (hidden) {
        expect(avatars[index], message.senderName).toEqual({ letter: '', icon: true });
      } else {
        readable += 1;
        const avatar = itemAt(avatars, index, 'the avatar shown for this message');
        expect(avatar.icon, message.senderName).toBe(false);
        expect(message.senderName.replace(/^\(주\)/, '').startsWith(avatar.letter), message.senderName).toBe(true);
      }
    });
    expect(readable).toBeGreaterThan(0);
    await context.close();
  });

  it('읽어 오지 못하면 그렇다고 말하고 다시 시도할 수 있다', async () => {
    const { context, page } = await newVisitor(browser(), viewports.phone);
    let failures = 2;
    await page.route(
      (address) => address.pathname === '/api/payment/message-list',
      (route) => (failures-- > 0 ? route.fulfill({ status: 503, json: { message: '잠시 후 다시 시도해주세요.' } }) : route.continue()),
    );
    await page.goto(url('/wreath-messages'));
    const failed = page.getByRole('alert').filter({ hasText: '후원 메시지를 불러오지 못했습니다' });
    await expectVisible(failed);
    await failed.getByRole('button', { name: '다시 시도' }).click();
    await expectVisible(cards(page).first());
    await context.close();
  });

  for (const [name, viewport] of Object.entries(viewports)) {
    it(`후원 메시지 (${name}): 위반 없음`, async () => {
      const { context, page } = await newVisitor(browser(), viewport);
      await page.goto(url('/wreath-messages'));
      await expectVisible(cards(page).first());
      await page.waitForLoadState('networkidle');
      expect(await violations(page)).toEqual([]);
      await context.close();
    });
  }
});

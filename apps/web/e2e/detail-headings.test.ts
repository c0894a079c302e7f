import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { itemAt } from '@ongi/shared';
import { getJson } from './support/accounts';
import { expectVisible, newVisitor, url, useBrowser, viewports } from './support/browser';

const browser = useBrowser();

/** The page's headings as a screen reader lists them: level and name, in order. */
function outline(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('main :is(h1, h2, h3, h4, h5, h6)')]
      .filter((heading) => !heading.closest('[aria-hidden="true"], [hidden]'))
      .map((heading) => ({ level: Number(heading.tagName[1]), name: (heading.textContent ?? '').replace(/\s+/g, ' ').trim() })),
  );
}

/** One h1, the title; no other heading repeats it; no level is skipped on the way down. */
async function expectOneTitle(page: Page, path: string, title: string) {
  await page.goto(url(path));
  await expectVisible(page.getByRole('heading', { level: 1, name: title }));
  const headings = await outline(page);
  expect(
    headings.filter((heading) => heading.level === 1),
    path,
  ).toEqual([{ level: 1, name: title }]);
  expect(
    headings.filter((heading) => heading.name === title),
    `${path}: 제목이 다시 나오는 제목`,
  ).toHaveLength(1);
  headings.forEach((heading, index) => {
    const previous = headings[index - 1];
    if (previous) expect(heading.level, `${path}: '${heading.name}'`).toBeLessThanOrEqual(previous.level + 1);
  });
  return headings;
}

describe('상세 화면의 제목은 한 번만', () => {
  it('캠페인: 본문 첫머리의 같은 제목은 빠지고, 본문의 소제목은 캠페인 소개 아래 단계로 남는다', async () => {
    const { context, page } = await newVisitor(browser(), viewports.phone);
    const campaign = await getJson<{ campaignName: string; content: string }>(page, '/api/campaign/get-detail?campaignSeq=16');
    // The seed's story opens with the campaign's name as a heading, as editors often write it.
    expect(campaign.content).toContain(`>${campaign.campaignName}</h2>`);
    const headings = await expectOneTitle(page, '/campaign/campaign-dtl/16', campaign.campaignName);
    const intro = headings.findIndex((heading) => heading.name === '캠페인 소개');
    expect(headings[intro]).toEqual({ level: 2, name: '캠페인 소개' });
    expect(headings[intro + 1]).toEqual({ level: 3, name: '이렇게 전달됩니다' });
    await context.close();
  });

  it('후원활동과 기부단체: 본문이 제목을 되풀이해도 제목은 하나', async () => {
    const { context, page } = await newVisitor(browser(), viewports.desktop);
    const sponsor = await getJson<{ sponsorTitle: string; editorHtml: string }>(page, '/api/sponsor/get-detail?sponsorSeq=1');
    expect(sponsor.editorHtml).toContain(sponsor.sponsorTitle);
    await expectOneTitle(page, '/sponsor/sponsor-dtl/1', sponsor.sponsorTitle);
    const group = await getJson<{ groupName: string; editorHtml: string }>(page, '/api/donation-group/get-detail?donationGroupSeq=1');
    expect(group.editorHtml).toContain(group.groupName);
    await expectOneTitle(page, '/donation-group/donation-dtl/1', group.groupName);
    await context.close();
  });

  it('공지사항: 제목은 h1 하나, 첨부파일은 그 아래', async () => {
    const { context, page } = await newVisitor(browser(), viewports.phone);
    const list = await getJson<{ content: Array<{ noticeSeq: number; title: string }> }>(page, '/api/notice/get-list?page=1');
    const notice = itemAt(list.content, 0, 'the first notice');
    const headings = await expectOneTitle(page, `/customer-service/notice-dtl/${notice.noticeSeq}`, notice.title);
    expect(headings.at(-1)?.level).toBe(2);
    await context.close();
  });
});

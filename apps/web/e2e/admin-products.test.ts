import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { answerDestructive, answerModal, expectVisible, url, useBrowser, viewports, violations } from './support/browser';
import { adminList, adminVisitor, openFromMenu } from './support/admin';
import { jpegPhotos } from './support/photos';

// Sponsor activities, donation groups and campaigns in the back office: the
// lists (search, pages, open, edit, create, delete with the confirm) and the
// forms with their files, amounts and selectors; a campaign made here shows
// on the public campaign list.
const browser = useBrowser();

const notAnImage = { name: '메모.txt', mimeType: 'text/plain', buffer: Buffer.from('this is not a picture') };
const pdf = { name: '활동계획서.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n') };

/** The total of the count line ('1-10 / 12' → 12). */
async function totalOf(page: Page): Promise<number> {
  await expect.poll(() => page.locator('p[aria-live="polite"]').textContent(), { timeout: 15_000 }).toMatch(/^1-\d+ \/ \d+$/);
  return Number((await page.locator('p[aria-live="polite"]').textContent())!.split('/ ')[1]);
}

/** Page 2 of a list with more than 10 rows shows the rest. */
async function secondPage(page: Page, total: number) {
  const list = adminList(page);
  await list.goToPage(2);
  await list.expectCount(`11-${Math.min(total, 20)} / ${total}`);
  expect(new URL(page.url()).searchParams.get('page')).toBe('2');
}

/** A thumbnail that is not an image is refused and not kept; an image shows within 200 × 200. */
async function thumbnailChecks(page: Page) {
  const input = page.locator('input[name="thumbnail"]');
  await input.setInputFiles(notAnImage);
  await answerModal(page, '이미지 파일만 업로드할 수 있습니다.');
  expect(await page.getByRole('img', { name: /^썸네일/ }).count()).toBe(0);
  await input.setInputFiles(await jpegPhotos(1, 'thumb', { width: 640, height: 480 }));
  const preview = page.getByRole('img', { name: '썸네일: thumb-1.jpg' });
  await expectVisible(preview);
  await expect.poll(async () => (await preview.boundingBox())?.width).toBeLessThanOrEqual(200);
  const box = (await preview.boundingBox())!;
  expect(box.width).toBeGreaterThan(150);
  expect(box.height).toBeLessThanOrEqual(200);
}

describe('후원활동 관리', () => {
  it('목록: 검색, 페이지, 행 열기와 수정(금액 구분 기호)', async () => {
    const { context, page } = await adminVisitor(browser(), '/admin/admin-account');
    await openFromMenu(page, '후원활동', '후원활동 관리');
    const list = adminList(page);
    const total = await totalOf(page);
    expect(total).toBeGreaterThan(10);
    expect(await violations(page)).toEqual([]);
    await secondPage(page, total);

    await list.search('제목', '연탄');
    // Title cut at 10 characters, content at 25, the amount with separators, the period.
    const row = list.row('홀몸 어르신 댁에...');
    await expectVisible(row);
    await expect.poll(() => row.textContent()).toMatch(/\d{1,3}(,\d{3})+원/);
    await expect.poll(() => row.textContent()).toMatch(/\d{4}-\d{2}-\d{2} ~ \d{4}-\d{2}-\d{2}/);
    expect(new URL(page.url()).searchParams.get('searchWord')).toBe('연탄');
    await list.row('홀몸 어르신 댁에...').getByRole('link').click();
    await expectVisible(page.getByRole('heading', { name: '후원활동 수정', level: 1 }));
    await expect.poll(() => page.getByRole('textbox', { name: '제목', exact: true }).inputValue()).toBe('홀몸 어르신 댁에 연탄 5,000장을 날랐습니다');
    await expectVisible(page.getByRole('img', { name: '썸네일' }));
    expect(await violations(page)).toEqual([]);
    const amount = page.getByLabel('후원 금액');
    await amount.fill('');
    await amount.pressSequentially('2750000');
    expect(await amount.inputValue()).toBe('2,750,000');
    await page.getByRole('button', { name: '수정', exact: true }).click();
    await answerModal(page, '수정되었습니다.');
    await expectVisible(page.getByRole('heading', { name: '후원활동 관리', level: 1 }));
    await list.search('제목', '연탄');
    await expect.poll(() => list.row('홀몸 어르신 댁에...').textContent()).toContain('2,750,000원');
    await context.close();
  });

  it('등록: 썸네일은 이미지만, 첨부파일, 본문; 등록 후 삭제하면 삭제되었습니다.', async () => {
    const { context, page } = await adminVisitor(browser(), '/admin/sponsor');
    const list = adminList(page);
    const total = await totalOf(page);
    await page.getByRole('button', { name: '삭제' }).click();
    await answerModal(page, '선택된 후원활동이 없습니다');
    await page.getByRole('link', { name: '등록' }).click();
    await expectVisible(page.getByRole('heading', { name: '후원활동 등록', level: 1 }));
    await page.getByRole('button', { name: '등록', exact: true }).click();
    await answerModal(page, '카테고리를 선택해주세요.');
    await page.getByLabel('카테고리', { exact: true }).selectOption({ index: 1 });
    await page.getByRole('button', { name: '등록', exact: true }).click();
    await answerModal(page, '시작일을 선택해주세요.');
    await page.getByLabel('시작일').fill('2026-03-01');
    await page.getByLabel('종료일').fill('2026-03-31');
    await page.getByLabel('후원 금액').pressSequentially('1234567');
    expect(await page.getByLabel('후원 금액').inputValue()).toBe('1,234,567');
    await page.getByRole('textbox', { name: '제목', exact: true }).fill('브라우저로 올린 후원활동 소식입니다');
    await page.getByRole('textbox', { name: '내용', exact: true }).fill('관리자 화면에서 등록한 후원활동의 요약 문장입니다.');
    const body = page.getByRole('textbox', { name: '본문' });
    await expectVisible(body);
    await body.click();
    await page.keyboard.type('현장 소식을 전합니다.');
    await thumbnailChecks(page);
    await page.locator('input[name="attachList"]').setInputFiles(pdf);
    await expectVisible(page.getByText('활동계획서.pdf'));
    expect(await violations(page)).toEqual([]);
    await page.getByRole('button', { name: '등록', exact: true }).click();
    await answerModal(page, '등록되었습니다.');
    await list.expectCount(`1-10 / ${total + 1}`);
    const row = list.row('브라우저로 올린');
    await expectVisible(row);
    await expect.poll(() => row.textContent()).toContain('1,234,567원');
    await expect.poll(() => row.textContent()).toContain('2026-03-01 ~ 2026-03-31');

    // The stored attachment is listed in edit mode and can be taken out.
    await row.getByRole('link').click();
    await expectVisible(page.getByRole('heading', { name: '후원활동 수정', level: 1 }));
    await expectVisible(page.getByRole('link', { name: '활동계획서.pdf' }));
    await page.getByRole('button', { name: '첨부파일 활동계획서.pdf 삭제' }).click();
    await page.getByRole('button', { name: '수정', exact: true }).click();
    await answerModal(page, '수정되었습니다.');
    await list.row('브라우저로 올린').getByRole('link').click();
    await expectVisible(page.getByRole('heading', { name: '후원활동 수정', level: 1 }));
    await expect.poll(() => page.getByRole('textbox', { name: '제목', exact: true }).inputValue()).toBe('브라우저로 올린 후원활동 소식입니다');
    expect(await page.getByRole('link', { name: '활동계획서.pdf' }).count()).toBe(0);
    await page.getByRole('link', { name: '목록' }).click();

    await list.search('제목', '브라우저로 올린');
    await list.expectCount('1-1 / 1');
    await list.deleteRows(['브라우저로 올린'], '삭제하시겠습니까?', '삭제되었습니다.');
    await list.expectCount(`1-10 / ${total}`);
    await context.close();
  });
});

describe('기부단체 관리', () => {
  it('등록, 목록의 페이지와 검색, 수정, 삭제', async () => {
    const { context, page } = await adminVisitor(browser(), '/admin/admin-account');
    await openFromMenu(page, '기부단체', '기부단체 관리');
    const list = adminList(page);
    const total = await totalOf(page);
    expect(await violations(page)).toEqual([]);

    await page.getByRole('link', { name: '등록' }).click();
    await expectVisible(page.getByRole('heading', { name: '기부단체 등록', level: 1 }));
    await page.getByLabel('카테고리', { exact: true }).selectOption({ index: 1 });
    await page.getByRole('button', { name: '등록', exact: true }).click();
    await answerModal(page, '단체명을 입력해주세요.');
    await page.getByLabel('단체명').fill('브라우저 나눔연대 사단법인');
    await page.getByLabel('단체 소개').fill('관리자 화면에서 등록한 기부단체의 소개 문장입니다.');
    await thumbnailChecks(page);
    await page.locator('input[name="attachList"]').setInputFiles(pdf);
    expect(await violations(page)).toEqual([]);
    await page.getByRole('button', { name: '등록', exact: true }).click();
    await answerModal(page, '등록되었습니다.');
    await list.expectCount(`1-10 / ${total + 1}`);
    await expectVisible(list.row('브라우저 나눔연대'));
    await expect.poll(() => list.row('브라우저 나눔연대').textContent()).toContain('관리자 화면에서 등록한 기부단체의 소개 문장입니다.'.slice(0, 25));
    await secondPage(page, total + 1);

    await list.search('단체명', '나눔연대');
    await list.row('브라우저 나눔연대').getByRole('link').click();
    await expectVisible(page.getByRole('heading', { name: '기부단체 수정', level: 1 }));
    await expect.poll(() => page.getByLabel('단체명').inputValue()).toBe('브라우저 나눔연대 사단법인');
    await expectVisible(page.getByRole('link', { name: '활동계획서.pdf' }));
    await page.getByLabel('단체명').fill('브라우저 나눔연대');
    await page.getByRole('button', { name: '수정', exact: true }).click();
    await answerModal(page, '수정되었습니다.');
    await expectVisible(page.getByRole('heading', { name: '기부단체 관리', level: 1 }));

    await list.search('단체명', '브라우저 나눔연대');
    await list.expectCount('1-1 / 1');
    await list.row('브라우저 나눔연대').getByRole('link').click();
    await expectVisible(page.getByRole('heading', { name: '기부단체 수정', level: 1 }));
    await page.getByRole('button', { name: '삭제', exact: true }).click();
    await answerDestructive(page, '삭제하시겠습니까?', '삭제');
    await answerModal(page, '삭제되었습니다.');
    await list.expectCount(`1-10 / ${total}`);
    await context.close();
  });
});

describe('캠페인 관리', () => {
  it('목록: 순서(저장값 + 1), 기간, 검색과 페이지; 수정', async () => {
    const { context, page } = await adminVisitor(browser(), '/admin/admin-account');
    await openFromMenu(page, '캠페인', '캠페인 관리');
    const list = adminList(page);
    const total = await totalOf(page);
    expect(total).toBeGreaterThan(10);
    expect(await violations(page)).toEqual([]);
    await expect.poll(() => page.getByRole('table').textContent()).toMatch(/상시 후원|~ \d{2}\/\d{2}/);
    await secondPage(page, total);

    await list.search('캠페인명', '도시숲');
    const row = list.row('도시숲 나무');
    await expectVisible(row);
    const order = (await row.locator('td').nth(1).textContent())!.trim();
    await row.getByRole('link').click();
    await expectVisible(page.getByRole('heading', { name: '캠페인 수정', level: 1 }));
    await expect.poll(() => page.getByLabel('노출 순서').inputValue()).toBe(order);
    await expect.poll(() => page.getByLabel('캠페인 카테고리', { exact: true }).inputValue()).not.toBe('');
    expect(await violations(page)).toEqual([]);
    await page.getByLabel('제휴 담당자').fill('박담당');
    await page.getByRole('button', { name: '수정', exact: true }).click();
    await answerModal(page, '수정되었습니다.');
    await expectVisible(page.getByRole('heading', { name: '캠페인 관리', level: 1 }));
    await context.close();
  });

  it('등록: 세 선택 상자의 안내, 대분류를 바꾸면 소분류가 비워지고, 공개 목록에 보인 뒤 삭제', async () => {
    const { context, page } = await adminVisitor(browser(), '/admin/campaign');
    const list = adminList(page);
    const total = await totalOf(page);
    await page.getByRole('link', { name: '등록' }).click();
    await expectVisible(page.getByRole('heading', { name: '캠페인 등록', level: 1 }));
    const submit = () => page.getByRole('button', { name: '등록', exact: true }).click();
    await page.getByLabel('캠페인명').fill('브라우저로 만든 나눔 캠페인');
    await page.getByLabel('금액', { exact: true }).pressSequentially('30000');
    expect(await page.getByLabel('금액', { exact: true }).inputValue()).toBe('30,000');
    await page.getByLabel('유형').fill('축하화환');
    await page.getByLabel('설명').fill('관리자 화면에서 만든 캠페인');
    await page.getByRole('textbox', { name: '내용', exact: true }).click();
    await page.keyboard.type('첫 줄');
    await page.keyboard.press('Enter');
    await page.keyboard.type('둘째 줄');
    await page.getByLabel('노출 순서').fill('1');
    await submit();
    await answerModal(page, '캠페인 카테고리를 선택해주세요.');

    const top = page.getByLabel('캠페인 카테고리', { exact: true });
    const child = page.getByLabel('캠페인 세부 카테고리');
    await top.selectOption({ index: 1 });
    await expect.poll(() => child.locator('option').count()).toBeGreaterThan(1);
    await child.selectOption({ index: 1 });
    expect(await child.inputValue()).not.toBe('');
    await top.selectOption({ index: 2 });
    await expect.poll(() => child.inputValue()).toBe('');
    await top.selectOption({ index: 1 });
    await child.selectOption({ index: 1 });
    await submit();
    await answerModal(page, '기부처를 선택해주세요.');

    await page.getByLabel('기부처', { exact: true }).selectOption({ index: 1 });
    const recipient = page.getByLabel('세부 기부처');
    if ((await recipient.locator('option').count()) > 1) await recipient.selectOption({ index: 1 });
    await submit();
    await answerModal(page, '제휴기관을 선택해주세요.');
    await page.getByLabel('제휴기관', { exact: true }).selectOption({ index: 1 });

    const thumbnails = page.locator('input[name="thumbnails"]');
    await thumbnails.setInputFiles(notAnImage);
    await answerModal(page, '이미지 파일만 업로드할 수 있습니다.');
    await thumbnails.setInputFiles(await jpegPhotos(2, 'campaign'));
    await expectVisible(page.getByRole('img', { name: '첨부 썸네일 2: campaign-2.jpg' }));
    expect(await violations(page)).toEqual([]);
    await submit();
    await answerModal(page, '등록되었습니다.');
    await list.expectCount(`1-10 / ${total + 1}`);
    const row = list.row('브라우저로 만든 나눔 캠페인');
    await expectVisible(row);
    await expect.poll(() => row.textContent()).toContain('상시 후원');
    await expect.poll(() => row.textContent()).toContain('30,000원');

    // The public campaign list shows it with its picture.
    await page.goto(url('/campaign'));
    await expectVisible(page.getByRole('main').getByText('브라우저로 만든 나눔 캠페인').first());

    await page.goto(url('/admin/campaign'));
    await list.search('캠페인명', '브라우저로 만든');
    await list.expectCount('1-1 / 1');
    await list.deleteRows(['브라우저로 만든 나눔 캠페인'], '삭제하시겠습니까?', '삭제가 완료됐습니다');
    await list.expectCount(`1-10 / ${total}`);
    await context.close();
  });
});

describe('390px 화면', () => {
  it('세 목록 모두 페이지를 넓히지 않는다', async () => {
    const { context, page } = await adminVisitor(browser(), '/admin/sponsor', viewports.phone);
    for (const path of ['/admin/sponsor', '/admin/donation-group', '/admin/campaign']) {
      await page.goto(url(path));
      await totalOf(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
    }
    await context.close();
  });
});

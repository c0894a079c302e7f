import { beforeAll, describe, expect, it } from 'vitest';
import { campaignAdminMessages, campaignClosedNote, messages, wreathCampaignSeqs, type InvitationView } from '@ongi/shared';
import { answerDestructive, answerModal, expectVisible, modal, newVisitor, url, useBrowser, viewports, violations } from './support/browser';
import { adminList, adminVisitor } from './support/admin';
import { findView, seededInvitations } from './invitation-view-seeded';

// Issue 22: what one click must not lose. A campaign a funeral notice names is
// refused a delete (the dialog names what is attached), ended instead (the
// public page and the notice follow), opened again from its form; a
// half-filled campaign is kept as a draft; the audit screen shows where each
// line came from and what a deleted row was.
const browser = useBrowser();

let notice: InvitationView;
let campaign: NonNullable<InvitationView['campaign']>;
beforeAll(async () => {
  const views = await seededInvitations();
  // Not the condolence wreath (17): other journeys pay for that one.
  notice = findView(
    views,
    'a funeral notice with a campaign of its own',
    (view) => view.invitationType === 'F' && view.campaign !== null && view.campaign.campaignSeq !== 17,
  );
  campaign = notice.campaign!;
});

describe('캠페인: 지우지 않고 종료', () => {
  it('부고장이 쓰는 캠페인은 삭제 확인이 닫기에서 시작하고(Enter는 아무것도 하지 않음), 삭제하면 무엇이 연결됐는지 알리며 거절한다', async () => {
    const { context, page } = await adminVisitor(browser(), '/admin/campaign');
    const list = adminList(page);
    await list.search('캠페인명', campaign.campaignName);
    const row = list.row(campaign.campaignName);
    await expectVisible(row);
    await row.getByRole('checkbox').check();

    // Enter on the opened question keeps everything: focus starts on 닫기.
    await page.getByRole('button', { name: '삭제', exact: true }).click();
    const question = await modal(page, messages.admin.deleteConfirm);
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('닫기');
    await page.keyboard.press('Enter');
    await question.waitFor({ state: 'detached' });
    await expectVisible(row);

    await page.getByRole('button', { name: '삭제', exact: true }).click();
    await answerDestructive(page, messages.admin.deleteConfirm, '삭제');
    const refusal = await modal(page, `연결된 캠페인(${campaign.campaignName})은 삭제할 수 없습니다. 대신 종료하세요.`);
    expect(await refusal.innerText()).toMatch(/부고장 \d+건/);
    await answerModal(page, '대신 종료하세요.');
    await expectVisible(row);
    await context.close();
  });

  it('목록에서 종료하면 공개 상세는 "종료된 캠페인"과 모인 기록을 보이고 보내기 버튼이 없으며, 부고장은 보내기 대신 안내를 보인다; 수정 화면에서 다시 연다', async () => {
    const { context, page } = await adminVisitor(browser(), '/admin/campaign');
    const list = adminList(page);
    await list.search('캠페인명', campaign.campaignName);
    const row = list.row(campaign.campaignName);
    await expectVisible(row.getByText('진행 중'));
    await row.getByRole('button', { name: /번 종료$/ }).click();
    await answerDestructive(page, campaignAdminMessages.endConfirm, '종료');
    await answerModal(page, campaignAdminMessages.ended(campaign.campaignName));
    await expectVisible(row.getByRole('button', { name: /번 다시 열기$/ }));
    await expectVisible(row.getByText('종료', { exact: true }));
    expect(await violations(page)).toEqual([]);

    // The public page stays, says it has ended, keeps its totals, and offers no wreath.
    const visitor = await newVisitor(browser(), viewports.phone);
    await visitor.page.goto(url(`/campaign/campaign-dtl/${campaign.campaignSeq}`));
    await expectVisible(visitor.page.getByRole('heading', { name: campaign.campaignName, level: 1 }));
    await expectVisible(visitor.page.getByText('종료된 캠페인', { exact: true }));
    await expectVisible(visitor.page.getByRole('note').filter({ hasText: messages.payment.campaignClosed }));
    expect(await visitor.page.getByRole('button', { name: '기부화환 보내기' }).count()).toBe(0);
    expect(await violations(visitor.page)).toEqual([]);

    // The funeral notice names its campaign and says why there is no send button.
    await visitor.page.goto(url(`/invitation/${notice.publicNum}`));
    await expectVisible(visitor.page.getByText(campaignClosedNote));
    expect(await visitor.page.getByRole('button', { name: '디지털 기부화환 보내기' }).count()).toBe(0);
    await visitor.context.close();

    // Opened again from its form: a plain question (취소 / 다시 열기), and the note goes.
    await row.getByRole('link').click();
    await expectVisible(page.getByRole('heading', { name: '캠페인 수정', level: 1 }));
    await expectVisible(page.getByRole('note').filter({ hasText: campaignAdminMessages.endedNote }));
    await page.getByRole('button', { name: '다시 열기', exact: true }).click();
    const reopen = await modal(page, campaignAdminMessages.reopenConfirm);
    await expect.poll(() => reopen.getByRole('button').allInnerTexts()).toEqual(['취소', '다시 열기']);
    await answerModal(page, campaignAdminMessages.reopenConfirm, '다시 열기');
    await answerModal(page, campaignAdminMessages.reopened(campaign.campaignName));
    await expect.poll(() => page.getByRole('note').filter({ hasText: campaignAdminMessages.endedNote }).count()).toBe(0);
    await expectVisible(page.getByRole('button', { name: '종료', exact: true }));
    await context.close();
  });
});

describe('캠페인: 기본 화환', () => {
  it('모든 식장이 고르는 축하 화환은 제휴기관 없이 그대로 저장되고, 폰에서도 그 까닭을 읽는다', async () => {
    const { context, page } = await adminVisitor(browser(), `/admin/campaign-create?campaignSeq=${wreathCampaignSeqs.celebration}`, viewports.phone);
    await expectVisible(page.getByRole('heading', { name: '캠페인 수정', level: 1 }));
    const partner = page.getByLabel('제휴기관', { exact: true });
    await expect.poll(() => partner.locator('option:checked').textContent()).toBe('모든 식장 (제휴기관 없음)');
    await expectVisible(page.getByText(campaignAdminMessages.wreathPartnerNote));
    await page.getByRole('button', { name: '수정', exact: true }).click();
    await answerModal(page, messages.admin.updated);
    expect(await violations(page)).toEqual([]);
    await context.close();
  });
});

describe('캠페인: 반쯤 채운 것은 비공개로', () => {
  it('금액과 노출 순서 없이 공개로 등록하면 그 칸에서 알리고, 비공개(임시 저장)로는 저장되어 목록에 비공개로 보인다; 삭제하면 관리 기록에 무엇이었는지 남는다', async () => {
    const { context, page } = await adminVisitor(browser(), '/admin/campaign-create');
    await expectVisible(page.getByRole('heading', { name: '캠페인 등록', level: 1 }));
    expect(await page.getByRole('radio', { name: '공개', exact: true }).isChecked()).toBe(true);
    await page.getByLabel('캠페인명').fill('반쯤 만든 나눔 캠페인');
    await page.getByLabel('캠페인 카테고리', { exact: true }).selectOption({ index: 1 });
    const child = page.getByLabel('캠페인 세부 카테고리');
    if ((await child.locator('option').count()) > 1) await child.selectOption({ index: 1 });
    await page.getByLabel('기부처', { exact: true }).selectOption({ index: 1 });
    const recipient = page.getByLabel('세부 기부처');
    if ((await recipient.locator('option').count()) > 1) await recipient.selectOption({ index: 1 });
    await page.getByLabel('제휴기관', { exact: true }).selectOption({ index: 1 });
    await page.getByRole('button', { name: '등록', exact: true }).click();
    await answerModal(page, campaignAdminMessages.amountRequiredToPublish);
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe('campaignAmount');

    await page.getByRole('radio', { name: '비공개 (임시 저장)' }).check();
    await page.getByRole('button', { name: '등록', exact: true }).click();
    await answerModal(page, '등록되었습니다.');
    const list = adminList(page);
    await list.search('캠페인명', '반쯤 만든');
    const row = list.row('반쯤 만든 나눔 캠페인');
    await expectVisible(row.getByRole('cell', { name: '비공개', exact: true }));
    await expect.poll(() => row.locator('td').nth(1).textContent()).toBe('-');

    // Nothing is attached to a draft: it may go, and the trail keeps what it was.
    await list.deleteRows(['반쯤 만든 나눔 캠페인'], messages.admin.deleteConfirm, messages.admin.deleted);
    await page.goto(url('/admin/audit?action=delete'));
    const line = adminList(page).row('캠페인 1건 삭제: 반쯤 만든 나눔 캠페인');
    await expectVisible(line);
    await line.getByText('삭제된 내용').click();
    await expectVisible(line.getByText(/반쯤 만든 나눔 캠페인 \(\d+번\): 금액 0, .*공개 N/));
    expect(await violations(page)).toEqual([]);
    await context.close();
  });
});

describe('관리 기록', () => {
  it('로그인과 엑셀 다운로드를 한국어 작업 이름과 접속 주소로 보인다', async () => {
    const { context, page } = await adminVisitor(browser(), '/admin/audit');
    await expectVisible(page.getByRole('columnheader', { name: '접속 주소' }));
    await page.getByLabel('작업').selectOption({ label: '로그인' });
    await expect.poll(() => new URL(page.url()).searchParams.get('action')).toBe('login');
    const first = adminList(page).rows.first();
    await expect.poll(() => first.textContent()).toContain('로그인');
    await expect.poll(() => first.locator('td').last().textContent()).toMatch(/^(\d{1,3}\.){3}\d{1,3}$|:/);
    const options = await page.getByLabel('작업').locator('option').allInnerTexts();
    expect(options).toEqual(expect.arrayContaining(['로그인', '로그인 실패', '엑셀 다운로드', '조회', '종료', '다시 열기']));
    await context.close();
  });
});

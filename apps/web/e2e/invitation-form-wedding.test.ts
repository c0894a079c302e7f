// The wedding card form (/wedding, /wedding/edit/{seq}) as a host uses it:
// a member makes a card with photos, accounts and a campaign, previews it,
// saves, lands on the guest page and finds it on my-page, then edits it; a
// failed check keeps what was typed; a draft comes back after a reload.
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { messages, type CampaignCard, type CategoryTreeNode, type InvitationSaved, type InvitationView } from '@ongi/shared';
import { answerModal, expectVisible, focusSettled, modal, newVisitor, url, useBrowser, viewports, violations, waitForPath } from './support/browser';
import { getJson, signUpThroughApi } from './support/accounts';
import { jpegPhotos } from './support/photos';

const browser = useBrowser();

/** A section of the form by its heading (a required section's heading also says 필수). */
const section = (page: Page, title: string) => page.getByRole('region', { name: new RegExp(`^${title}`) });

/** The sentence of the open alert, as a person reads it (its line breaks included). */
async function alertText(dialog: Locator): Promise<string> {
  return dialog.evaluate((element) => document.getElementById(element.getAttribute('aria-describedby') ?? '')?.innerText ?? '');
}

/** A campaign category, donation recipient and campaign that go together (read from the API, as the form lists them). */
async function campaignChoice(page: Page) {
  const campaignTree = await getJson<CategoryTreeNode[]>(page, '/api/campaign-category/get-all-categories');
  const donationTree = await getJson<CategoryTreeNode[]>(page, '/api/donation-category/get-all-categories');
  for (const top of campaignTree) {
    for (const child of top.children) {
      for (const donationTop of donationTree) {
        for (const donation of donationTop.children) {
          const campaigns = await getJson<CampaignCard[]>(
            page,
            `/api/campaign/get-campaigns?campaignType=WEDDING&categoryCampaignSeq=${child.seq}&categoryDonationSeq=${donation.seq}`,
          );
          const [campaign] = campaigns;
          if (campaign) return { top, child, donationTop, donation, campaign };
        }
      }
    }
  }
  throw new Error('시드에 고를 수 있는 결혼 캠페인이 없습니다.');
}

/** Fills one account row of a side ('신랑측 계좌 2'). */
async function fillAccount(page: Page, row: string, account: { name: string; bank: string; number: string }) {
  const group = page.getByRole('group', { name: row, exact: true });
  await group.getByLabel(`${row} 예금주`).fill(account.name);
  await group.getByLabel('은행').selectOption({ label: account.bank });
  await group.getByLabel(`${row} 계좌번호`).fill(account.number);
}

/** The required parts every card needs: time, venue, the couple. */
async function fillEssentials(page: Page, couple: { groom: string; bride: string }) {
  const info = section(page, '예식 정보');
  await info.getByLabel('예식 연도').selectOption(String(new Date().getFullYear() + 1));
  await info.getByLabel('예식 시간').fill('13:30');
  await info.getByLabel('제휴 예식장').selectOption({ label: '라온채플 강남' });
  const names = section(page, '혼주 성함');
  await names.getByRole('textbox', { name: '신랑 (필수)' }).fill(couple.groom);
  await names.getByRole('textbox', { name: '신부 (필수)' }).fill(couple.bride);
}

describe('wedding card form', () => {
  for (const [name, viewport] of Object.entries(viewports)) {
    it(`a member makes a card with photos, two accounts a side and a campaign, previews, saves, finds it on my-page and edits it (${name})`, async () => {
      const { context, page } = await newVisitor(browser(), viewport);
      await signUpThroughApi(page, '김하객', 'wed7');
      const choice = await campaignChoice(page);
      const couple = { groom: `민준${name === 'phone' ? '폰' : '데'}`, bride: '서연' };
      await page.goto(url('/wedding'));
      await expectVisible(page.getByRole('heading', { level: 1, name: '청첩장 만들기' }));
      // Logged in: no name and phone of a non-member host.
      expect(await section(page, '주문하시는 분').count()).toBe(0);

      // Wedding info: the partner fills the venue name, offers its halls and puts the map on it.
      await fillEssentials(page, couple);
      const info = section(page, '예식 정보');
      expect(await info.getByLabel('예식장 이름').inputValue()).toBe('라온채플 강남');
      await info.getByLabel('예식홀').selectOption({ label: '그랜드홀 (3층)' });
      expect(await info.getByLabel('층·홀').inputValue()).toBe('그랜드홀 (3층)');
      await expectVisible(section(page, '오시는 길').getByText('서울 강남구 봉은사로 120'));

      // Design 4 with a main photo, the romantic style (its first colour comes with it).
      const design = section(page, '메인 디자인');
      await design.getByRole('group', { name: '디자인', exact: true }).locator('label').filter({ hasText: '모던' }).click();
      expect(await design.getByRole('radio', { name: /모던/ }).isChecked()).toBe(true);
      await design.locator('input[name="mainImage"]').setInputFiles(await jpegPhotos(1, 'main'));
      await expectVisible(design.getByRole('img', { name: '대표 사진: main-1.jpg' }));
      const style = section(page, '편집 스타일');
      await style.getByRole('group', { name: '스타일', exact: true }).locator('label').filter({ hasText: '로맨틱' }).click();
      expect(await style.getByRole('radio', { name: '로맨틱 색상 1' }).isChecked()).toBe(true);
      await style.getByRole('group', { name: '로맨틱 색상' }).locator('label').filter({ hasText: '로맨틱 색상 3' }).click();
      expect(await style.getByRole('radio', { name: '로맨틱 색상 3' }).isChecked()).toBe(true);

      // A greeting preset fills the text, which stays free to edit.
      const greeting = section(page, '인사말');
      await greeting.getByLabel('메인 문구 고르기').selectOption({ index: 1 });
      expect(await greeting.getByLabel('메인 문구', { exact: true }).inputValue()).toBe('저희 두 사람, 결혼합니다');
      await greeting.getByLabel('인사말 고르기').selectOption({ index: 2 });
      expect(await greeting.getByLabel('인사말', { exact: true }).inputValue()).toContain('사랑의 이름으로');

      // Three gallery photos: 'n / 12'.
      const gallery = section(page, '사진 갤러리');
      await gallery.locator('input[name="gallery"]').setInputFiles(await jpegPhotos(3, 'gallery'));
      await expectVisible(gallery.getByText('3 / 12'));
      await expectVisible(gallery.getByRole('button', { name: '사진 3 삭제' }));

      // Two accounts a side: the add button sits on each side's first row.
      const gifts = section(page, '마음 전하실 곳');
      await fillAccount(page, '신랑측 계좌 1', { name: couple.groom, bank: '신한', number: '110-123-456789' });
      expect(await gifts.getByLabel('신랑측 계좌 1 계좌번호').inputValue()).toBe('110123456789');
      await gifts.getByRole('button', { name: '신랑측 계좌 추가' }).click();
      await fillAccount(page, '신랑측 계좌 2', { name: '김아버지', bank: '국민', number: '12345678901' });
      expect(await gifts.getByRole('group', { name: '신랑측 계좌 2', exact: true }).getByRole('button', { name: /추가/ }).count()).toBe(0);
      await fillAccount(page, '신부측 계좌 1', { name: couple.bride, bank: '우리', number: '1002123456789' });
      await gifts.getByRole('button', { name: '신부측 계좌 추가' }).click();
      await fillAccount(page, '신부측 계좌 2', { name: '이어머니', bank: '하나', number: '35791012345' });

      // The donation wreath: categories, recipient, then one of the campaigns they leave.
      const wreath = section(page, '디지털 기부화환');
      expect(await wreath.getByRole('switch', { name: '디지털 기부화환 받기' }).isChecked()).toBe(true);
      await wreath.getByLabel('캠페인 카테고리').selectOption({ label: choice.top.name });
      await wreath.getByLabel('세부 카테고리').selectOption({ label: choice.child.name });
      await wreath.getByLabel('기부처 분야').selectOption({ label: choice.donationTop.name });
      await wreath.getByLabel('기부처', { exact: true }).selectOption({ label: choice.donation.name });
      await wreath.locator('label').filter({ hasText: choice.campaign.campaignName }).click();
      expect(await wreath.getByRole('radio', { name: new RegExp(choice.campaign.campaignName) }).isChecked()).toBe(true);

      // The preview shows the card as guests will, from what is typed now.
      await page.getByRole('button', { name: '미리보기' }).click();
      const preview = page.getByRole('dialog', { name: '청첩장 미리보기' });
      await expectVisible(preview);
      const frame = page.frameLocator('iframe[title="미리보기"]');
      await expectVisible(frame.getByRole('heading', { level: 1 }).filter({ hasText: couple.groom }).filter({ hasText: couple.bride }));
      await expectVisible(frame.getByText(choice.campaign.campaignName));
      await preview.getByRole('button', { name: '미리보기 닫기' }).click();
      await preview.waitFor({ state: 'detached' });

      // Saving: the spec's sentence with its line breaks, then the guest page.
      const answer = page.waitForResponse((response) => response.url().endsWith('/api/invitation/wedding') && response.request().method() === 'POST');
      await page.getByRole('button', { name: '청첩장 만들기' }).click();
      const saved = (await (await answer).json()) as InvitationSaved;
      const dialog = await modal(page, '청첩장이 생성되었습니다.');
      expect(await alertText(dialog)).toBe(`청첩장이 생성되었습니다.\n마이페이지에서 확인해주세요.\n주문번호 : ${saved.orderNum}`);
      expect(await dialog.innerText()).not.toContain('<br>');
      await dialog.getByRole('button', { name: '확인' }).click();
      // The order's screen (a member's: no warning to write the number down), then the guest page.
      await waitForPath(page, `/wedding/order/${saved.invitationSeq}`);
      await expectVisible(page.getByRole('heading', { level: 1, name: '청첩장이 만들어졌습니다' }));
      await page.goto(url(`/invitation/${saved.publicNum}`));
      await expectVisible(page.getByRole('heading', { level: 1 }).filter({ hasText: couple.groom }));
      const view = await getJson<InvitationView>(page, `/api/invitation/get-detail?orderNum=${saved.publicNum}`);
      expect(view.mainDesign).toBe(4);
      expect(view.wedding?.editStyle).toBe('1_color03');
      expect(view.gallery).toHaveLength(3);
      expect(view.wedding?.accounts.map((account) => account.side)).toEqual(['groom', 'groom', 'bride', 'bride']);
      expect(view.campaign?.campaignSeq).toBe(choice.campaign.campaignSeq);
      expect(view.wedding?.place).toMatchObject({ name: '라온채플 강남', detail: '그랜드홀 (3층)', address: '서울 강남구 봉은사로 120' });

      // My-page lists it: 청첩장 보기 opens the guest page by its public number, 수정 the form.
      await page.goto(url('/mypage/recent-order'));
      const card = page.locator(`article[data-order-num="${saved.orderNum}"]`);
      await expectVisible(card);
      expect(await card.getByRole('link', { name: /청첩장 보기/ }).getAttribute('href')).toBe(`/invitation/${saved.publicNum}`);
      await card.getByRole('link', { name: '수정' }).click();
      await waitForPath(page, `/wedding/edit/${saved.invitationSeq}`);
      await expectVisible(page.getByRole('heading', { level: 1, name: '청첩장 수정' }));
      expect(await section(page, '혼주 성함').getByRole('textbox', { name: '신랑 (필수)' }).inputValue()).toBe(couple.groom);
      expect(await section(page, '인사말').getByLabel('인사말', { exact: true }).inputValue()).toContain('\n');
      expect(await section(page, '마음 전하실 곳').getByLabel('신부측 계좌 2 예금주').inputValue()).toBe('이어머니');
      expect(await section(page, '디지털 기부화환').getByLabel('세부 카테고리').inputValue()).toBe(String(choice.child.seq));

      // Removing a photo and saving: the guest page shows one fewer.
      const editGallery = section(page, '사진 갤러리');
      await expectVisible(editGallery.getByText('3 / 12'));
      await editGallery.getByRole('button', { name: '사진 2 삭제' }).click();
      await expectVisible(editGallery.getByText('2 / 12'));
      await page.getByRole('button', { name: '수정 내용 저장' }).click();
      const updated = await modal(page, messages.invitation.weddingUpdated);
      expect(await alertText(updated)).toBe(messages.invitation.weddingUpdated);
      await updated.getByRole('button', { name: '확인' }).click();
      await waitForPath(page, `/invitation/${saved.publicNum}`);
      const gallerySection = page.getByRole('region', { name: /갤러리/ });
      await gallerySection.scrollIntoViewIfNeeded();
      await expectVisible(gallerySection.getByText(/1 \/ 2/));
      await context.close();
    });
  }

  it('an empty required field alerts the spec’s sentence, focuses that field and keeps everything typed', async () => {
    const { context, page } = await newVisitor(browser(), viewports.phone);
    await signUpThroughApi(page, '박확인', 'wedv7');
    await page.goto(url('/wedding'));
    await expectVisible(page.getByRole('heading', { level: 1, name: '청첩장 만들기' }));
    const info = section(page, '예식 정보');
    await info.getByLabel('예식 시간').fill('11:00');
    await info.getByLabel('제휴 예식장').selectOption({ label: '한강컨벤션 여의도' });
    await section(page, '혼주 성함').getByRole('textbox', { name: '신랑 (필수)' }).fill('정우성');
    await section(page, '인사말').getByLabel('메인 문구', { exact: true }).fill('우리 결혼해요');

    await page.getByRole('button', { name: '청첩장 만들기' }).click();
    await answerModal(page, messages.invitation.brideNameRequired);
    const bride = section(page, '혼주 성함').getByRole('textbox', { name: '신부 (필수)' });
    expect(await bride.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await info.getByLabel('예식 시간').inputValue()).toBe('11:00');
    expect(await section(page, '혼주 성함').getByRole('textbox', { name: '신랑 (필수)' }).inputValue()).toBe('정우성');
    expect(await section(page, '인사말').getByLabel('메인 문구', { exact: true }).inputValue()).toBe('우리 결혼해요');

    // Next in the spec's order: the photos of a new card.
    await bride.fill('한지민');
    await page.getByRole('button', { name: '청첩장 만들기' }).click();
    await answerModal(page, messages.invitation.photoRequired);
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe('mainImage');

    // With photos, the wreath's category is next.
    const design = section(page, '메인 디자인');
    await design.locator('input[name="mainImage"]').setInputFiles(await jpegPhotos(1, 'main'));
    await section(page, '사진 갤러리')
      .locator('input[name="gallery"]')
      .setInputFiles(await jpegPhotos(1, 'gallery'));
    await page.getByRole('button', { name: '청첩장 만들기' }).click();
    await answerModal(page, messages.invitation.campaignCategoryRequired);
    expect(
      await section(page, '디지털 기부화환')
        .getByLabel('캠페인 카테고리')
        .evaluate((element) => element === document.activeElement),
    ).toBe(true);

    // More than 12 photos in one selection are refused, and the list stays as it was.
    await section(page, '사진 갤러리')
      .locator('input[name="gallery"]')
      .setInputFiles(await jpegPhotos(12, 'many', { width: 64, height: 48 }));
    await answerModal(page, messages.invitation.tooManyPhotos);
    await expectVisible(section(page, '사진 갤러리').getByText('1 / 12'));
    await context.close();
  });

  it('a draft comes back after a reload, and the form passes axe at 390 and 1280', async () => {
    const { context, page } = await newVisitor(browser(), viewports.phone);
    await page.goto(url('/wedding'));
    await expectVisible(page.getByRole('heading', { level: 1, name: '청첩장 만들기' }));
    // Logged out: the host's name and phone are asked.
    await expectVisible(section(page, '주문하시는 분'));
    expect(await violations(page)).toEqual([]);

    const names = section(page, '혼주 성함');
    await names.getByRole('textbox', { name: '신랑 (필수)' }).fill('강초안');
    await section(page, '인사말').getByLabel('인사말', { exact: true }).fill('첫 줄\n둘째 줄');
    await page.waitForFunction(() => (window.localStorage.getItem('ongi.invitation-draft.wedding.new') ?? '').includes('강초안'));
    await page.reload();
    const offer = await modal(page, messages.invitation.draftFound);
    await offer.getByRole('button', { name: '불러오기' }).click();
    await focusSettled(page);
    expect(await section(page, '혼주 성함').getByRole('textbox', { name: '신랑 (필수)' }).inputValue()).toBe('강초안');
    expect(await section(page, '인사말').getByLabel('인사말', { exact: true }).inputValue()).toBe('첫 줄\n둘째 줄');

    // Declined, the draft is gone and the next visit starts empty.
    await page.reload();
    await (await modal(page, messages.invitation.draftFound)).getByRole('button', { name: '새로 작성' }).click();
    expect(await section(page, '혼주 성함').getByRole('textbox', { name: '신랑 (필수)' }).inputValue()).toBe('');
    await page.reload();
    await expectVisible(page.getByRole('heading', { level: 1, name: '청첩장 만들기' }));
    expect(await page.getByRole('alertdialog').count()).toBe(0);

    await page.setViewportSize(viewports.desktop);
    expect(await violations(page)).toEqual([]);
    await context.close();
  });
});

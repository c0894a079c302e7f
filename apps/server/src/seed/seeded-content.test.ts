import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CampaignCard, NoticeRow } from '@ongi/shared';
import { only } from '@ongi/shared';
import { createTestApp, type TestContext } from '../test/app';
import { seed } from './index';

// The public reads on the demo data a fresh installation starts with.

let t: TestContext;
const get = (url: string) => t.app.inject({ method: 'GET', url });

beforeAll(async () => {
  t = await createTestApp();
  await seed(t.database.db, t.storage);
});
afterAll(() => t.close());

describe('public reads on the seeded demo data', () => {
  it('serves the pasted notice and campaign bodies without their script and onerror', async () => {
    const rows = (await get(`/api/notice/get-list?searchType=title&searchWord=${encodeURIComponent('아벨하우스')}`)).json().content as NoticeRow[];
    expect(rows).toHaveLength(1);
    const notice = (await get(`/api/notice/get-detail?noticeSeq=${only(rows, 'the notice found').noticeSeq}`)).json();
    expect(notice.content).toContain('단독홀 2개, 최대 300석 규모입니다.');
    const campaign = (await get('/api/campaign/get-detail?campaignSeq=1')).json();
    expect(campaign.content).toContain('실시간 모금 현황은');
    for (const html of [notice.content, campaign.content]) {
      expect(html).not.toMatch(/<script|onerror|__ongiXss|alert\(/i);
    }
  });

  it('answers every public read with 200', async () => {
    const urls = [
      '/api/category/get-list?categoryParent=campaign',
      '/api/campaign-category/get-all-categories',
      '/api/donation-category/get-all-categories',
      '/api/partners/get-partner-with-details/1',
      '/api/campaign/get-list',
      '/api/campaign/get-list1',
      '/api/campaign/get-list2',
      '/api/campaign/get-campaigns?campaignType=FUNERAL&partnerSeq=5&limit=7',
      '/api/campaign/get-detail?campaignSeq=16',
      '/api/review/campaign-review-list?campaignSeq=16&sortType=topRated',
      '/api/review/best-list',
      '/api/sponsor/main-page-sponsor-list',
      '/api/sponsor/get-list',
      '/api/sponsor/get-detail?sponsorSeq=1',
      '/api/donation-group/get-list',
      '/api/donation-group/get-detail?donationGroupSeq=1',
      '/api/notice/getMainPageList',
      '/api/notice/get-list',
      '/api/faq/get-list',
      '/api/payment/getMainPageList/PAID',
      '/api/popup/active',
    ];
    for (const url of urls) {
      const response = await get(url);
      expect([url, response.statusCode]).toEqual([url, 200]);
    }
  });

  it('starts the highlight list with the two wreaths', async () => {
    const cards = (await get('/api/campaign/get-list2')).json().content as CampaignCard[];
    expect(cards.slice(0, 2).map((card) => [card.campaignSeq, card.campaignName])).toEqual([
      [16, '축하 기부화환'],
      [17, '근조 기부화환'],
    ]);
  });

  it('lists the new routes in the OpenAPI document', async () => {
    const document = (await get('/api/docs/json')).json();
    for (const path of ['/api/notice/get-list', '/api/campaign/get-campaigns', '/api/inquiry/create', '/api/payment/getMainPageList/{status}']) {
      expect(Object.keys(document.paths)).toContain(path);
    }
  });
});

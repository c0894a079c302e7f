import type { Database } from '../db/client';
import type { App } from '../app';
import { createAccount, createCampaign, createCategory, createWeddingInvitation } from '../seed/factories';
import { loginAs } from './member-session';
import { sameOrigin } from './app';

/** A member with an order that may be reviewed, logged in through `app`. */
export async function reviewer(db: Database, app: App, username: string) {
  const account = await createAccount(db, { username });
  const category = await createCategory(db, { categoryParent: 'campaign', name: '기부화환' });
  const campaign = await createCampaign(db, { campaignName: '축하 기부화환', categorySeq: category.categorySeq });
  const invitation = await createWeddingInvitation(db, { accountSeq: account.accountSeq, campaignSeq: campaign.campaignSeq });
  return { cookie: await loginAs(app, username), orderNum: invitation.orderNum, campaignSeq: campaign.campaignSeq };
}

/** POST /api/review/create-review with one photo, as the write-review modal's FormData sends it. */
export async function postReviewWithPhoto(app: App, cookie: string, orderNum: string, photo: Buffer, name = 'photo.png') {
  const form = new FormData();
  form.append('review', JSON.stringify({ orderNum, reviewRating: 5, reviewText: '하객들이 보낸 메시지가 화면에 나와서 좋았어요.', showPartnerCompany: 'Y' }));
  form.append('attachList', new Blob([new Uint8Array(photo)], { type: 'image/png' }), name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return app.inject({
    method: 'POST',
    url: '/api/review/create-review',
    headers: { ...sameOrigin, cookie, 'content-type': request.headers.get('content-type')! },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}

/** The photo paths the campaign's public review list shows for that review. */
export async function reviewPhotoPaths(app: App, campaignSeq: number, reviewSeq: number): Promise<string[]> {
  const list = await app.inject({ method: 'GET', url: `/api/review/campaign-review-list?campaignSeq=${campaignSeq}` });
  const review = (list.json().content as Array<{ reviewSeq: number; attachList: Array<{ path: string }> }>).find((item) => item.reviewSeq === reviewSeq);
  return review?.attachList.map((photo) => photo.path) ?? [];
}

import { createReviewResultSchema, myReviewPageSchema, optionalBetweenQuerySchema } from '../schemas/my-page';
import { bestReviewListSchema, campaignReviewListQuerySchema, campaignReviewPageSchema } from '../schemas/review';
import { endpoint } from './endpoint';

/** Reviews: a campaign's reviews with their summary, the home's best ones, writing one and the member's own. */
export const review = {
  campaignList: endpoint({
    method: 'GET',
    path: '/review/campaign-review-list',
    access: 'public',
    summary: '캠페인 후기 목록과 별점 요약 (10개씩, latest | topRated)',
    query: campaignReviewListQuerySchema,
    responses: { 200: campaignReviewPageSchema },
    errors: [404],
  }),
  best: endpoint({
    method: 'GET',
    path: '/review/best-list',
    access: 'public',
    summary: '홈 베스트 후기 (별점 높은 순, 최신순, 10개)',
    responses: { 200: bestReviewListSchema },
  }),
  create: endpoint({
    method: 'POST',
    path: '/review/create-review',
    access: 'member',
    summary: '상품평 작성 (multipart: review = JSON, attachList = 사진 최대 5장, JPG·GIF·PNG, 10MB 이하)',
    multipart: true,
    responses: { 200: createReviewResultSchema },
    errors: [404, 409, 429],
  }),
  mine: endpoint({
    method: 'GET',
    path: '/review/get-between-list',
    access: 'normal',
    summary: '나의 상품평 (기간: 한국 날짜 startDate~endDate, 둘 다 없으면 전체, 최신순 10개씩)',
    query: optionalBetweenQuerySchema,
    responses: { 200: myReviewPageSchema },
  }),
};

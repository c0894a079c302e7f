import {
  thanksEditSchema,
  thanksOrderParamsSchema,
  thanksPageSchema,
  thanksPublicParamsSchema,
  thanksRequestSchema,
  thanksSavedSchema,
} from '../thanks/schemas';
import { endpoint } from './endpoint';

/** The thank-you page of an invitation: the host's editor by the order number, the guests' page by the public number. */
export const thanks = {
  load: endpoint({
    method: 'GET',
    path: '/thanks/order/:orderNum',
    access: 'member',
    summary: '감사 페이지 불러오기 (만든 사람만; 저장 전이면 첫 문구 프리셋)',
    params: thanksOrderParamsSchema,
    responses: { 200: thanksEditSchema },
    errors: [404],
  }),
  save: endpoint({
    method: 'PUT',
    path: '/thanks/order/:orderNum',
    access: 'member',
    summary: '감사 페이지 저장 (제목, 내용, 청첩장·부고장 사진 가운데 하나, 공개 여부; 만든 사람만)',
    params: thanksOrderParamsSchema,
    body: thanksRequestSchema,
    responses: { 200: thanksSavedSchema },
    errors: [404],
  }),
  view: endpoint({
    method: 'GET',
    path: '/thanks/page/:publicNum',
    access: 'public',
    summary: '하객이 보는 감사 페이지 (공개 번호로; 공개 전이면 published: false만)',
    params: thanksPublicParamsSchema,
    responses: { 200: thanksPageSchema },
    errors: [404, 429],
  }),
};

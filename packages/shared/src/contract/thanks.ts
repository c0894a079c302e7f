import {
  thanksEditSchema,
  thanksOrderParamsSchema,
  thanksPageSchema,
  thanksPublicParamsSchema,
  thanksRequestSchema,
  thanksSavedSchema,
  thanksSendingSchema,
  thanksSentSchema,
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
  sending: endpoint({
    method: 'GET',
    path: '/thanks/order/:orderNum/send',
    access: 'member',
    summary: '감사 인사 보낼 곳 (전화번호를 남긴 기부화환 보낸 분 수, 이미 보낸 수, 번호 없는 화환 수; 만든 사람만)',
    params: thanksOrderParamsSchema,
    responses: { 200: thanksSendingSchema },
    errors: [404],
  }),
  send: endpoint({
    method: 'POST',
    path: '/thanks/order/:orderNum/send',
    access: 'member',
    summary: '감사 인사를 알림톡으로 보내기 (전화번호마다 한 번만; 이미 받은 분께는 다시 보내지 않음; 공개한 감사 페이지만; 만든 사람만)',
    params: thanksOrderParamsSchema,
    responses: { 200: thanksSentSchema },
    errors: [404, 409],
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

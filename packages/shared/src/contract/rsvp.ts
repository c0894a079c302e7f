import {
  hostRsvpPageSchema,
  rsvpChangeSchema,
  rsvpCreateSchema,
  rsvpExcelQuerySchema,
  rsvpFindSchema,
  rsvpListQuerySchema,
  rsvpOrderParamsSchema,
  rsvpOwnAnswerSchema,
  rsvpOwnSchema,
  rsvpPageParamsSchema,
  rsvpSettingsAnswerSchema,
  rsvpSettingsSchema,
  rsvpSummarySchema,
  rsvpTokenAnswerSchema,
} from '../schemas/rsvp';
import { endpoint, notJson } from './endpoint';

/**
 * 참석 의사 (RSVP) of a wedding (issue 24 §1). Guests answer by the public
 * number without a login and change it with the token their browser keeps, or
 * by name and the password they chose; the host turns it on, sets a deadline
 * and reads the answers by the order number. The guest's token travels in the
 * body, never in an address a log would keep: reading one's own answer is a POST.
 * A funeral notice answers as an unknown page (404).
 */
export const rsvp = {
  create: endpoint({
    method: 'POST',
    path: '/rsvp/page/:publicNum',
    access: 'public',
    summary: '참석 의사 전달 (성함, 신랑측·신부측, 참석·불참·미정, 인원, 식사, 연락처·메모·비밀번호는 선택; 이 브라우저가 간직할 토큰을 돌려줌)',
    params: rsvpPageParamsSchema,
    body: rsvpCreateSchema,
    responses: { 200: rsvpTokenAnswerSchema },
    errors: [403, 404, 409, 410, 429],
  }),
  own: endpoint({
    method: 'POST',
    path: '/rsvp/page/:publicNum/own',
    access: 'public',
    summary: '이 브라우저가 전달한 참석 의사 다시 보기 (토큰으로)',
    params: rsvpPageParamsSchema,
    body: rsvpOwnSchema,
    responses: { 200: rsvpOwnAnswerSchema },
    errors: [403, 404, 410, 429],
  }),
  change: endpoint({
    method: 'PUT',
    path: '/rsvp/page/:publicNum/own',
    access: 'public',
    summary: '전달한 참석 의사 수정 (토큰으로; 마감 뒤·받지 않을 때는 거절)',
    params: rsvpPageParamsSchema,
    body: rsvpChangeSchema,
    responses: { 200: rsvpOwnAnswerSchema },
    errors: [403, 404, 409, 410, 429],
  }),
  find: endpoint({
    method: 'POST',
    path: '/rsvp/page/:publicNum/find',
    access: 'public',
    summary: '성함과 비밀번호로 참석 의사 찾기 (다른 휴대폰에서; 이 브라우저에 새 토큰을 돌려줌)',
    params: rsvpPageParamsSchema,
    body: rsvpFindSchema,
    responses: { 200: rsvpTokenAnswerSchema },
    errors: [403, 404, 410, 429],
  }),
  settings: endpoint({
    method: 'GET',
    path: '/rsvp/order/:orderNum/settings',
    access: 'member',
    summary: '참석 의사 받기 설정 (켜기·끄기, 마감 일시; 만든 사람만)',
    params: rsvpOrderParamsSchema,
    responses: { 200: rsvpSettingsAnswerSchema },
    errors: [404, 429],
  }),
  saveSettings: endpoint({
    method: 'PUT',
    path: '/rsvp/order/:orderNum/settings',
    access: 'member',
    summary: '참석 의사 받기 설정 저장 (마감 일시는 한국 시간, 없으면 null; 만든 사람만)',
    params: rsvpOrderParamsSchema,
    body: rsvpSettingsSchema,
    responses: { 200: rsvpSettingsAnswerSchema },
    errors: [404, 429],
  }),
  summary: endpoint({
    method: 'GET',
    path: '/rsvp/order/:orderNum',
    access: 'member',
    summary: '참석 의사 집계 (신랑측·신부측: 참석 수와 인원, 불참, 미정, 식사 인원; 만든 사람만)',
    params: rsvpOrderParamsSchema,
    responses: { 200: rsvpSummarySchema },
    errors: [404, 429],
  }),
  answers: endpoint({
    method: 'GET',
    path: '/rsvp/order/:orderNum/answers',
    access: 'member',
    summary: '받은 참석 의사 목록 (성함·연락처·메모 검색, 최신순 10개씩; 만든 사람만)',
    params: rsvpOrderParamsSchema,
    query: rsvpListQuerySchema,
    responses: { 200: hostRsvpPageSchema },
    errors: [404, 429],
  }),
  excel: endpoint({
    method: 'GET',
    path: '/rsvp/order/:orderNum/excel',
    access: 'member',
    summary: '받은 참석 의사 엑셀 다운로드 (검색어가 있으면 찾은 것만; 만든 사람만)',
    params: rsvpOrderParamsSchema,
    query: rsvpExcelQuerySchema,
    answer: 'file',
    responses: { 200: notJson },
    errors: [404, 429],
  }),
};

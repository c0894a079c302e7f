import {
  hostEventParamsSchema,
  hostEventSchema,
  hostManageParamsSchema,
  hostManageSchema,
  hostThankedBodySchema,
  hostThankedSchema,
  hostWreathExcelQuerySchema,
  hostWreathPageSchema,
  hostWreathParamsSchema,
  hostWreathQuerySchema,
} from '../schemas/host';
import { endpoint, notJson } from './endpoint';

/**
 * The host's page for their event (/mypage/event/{orderNum}, issue 27), for
 * members and non-members logged in to the order. Someone else's order answers
 * exactly as an unknown one (404): an order number is a non-member's login
 * secret, and these answers must not tell which numbers exist.
 */
export const host = {
  event: endpoint({
    method: 'GET',
    path: '/host/event/:orderNum',
    access: 'member',
    summary: '내 청첩장·부고장 한눈에 보기 (조회수, 기부화환 수·합계·기부액, 공개 번호와 키오스크 스타일)',
    params: hostEventParamsSchema,
    responses: { 200: hostEventSchema },
    errors: [404, 429],
  }),
  wreaths: endpoint({
    method: 'GET',
    path: '/host/event/:orderNum/wreaths',
    access: 'member',
    summary: '보내 주신 분 (결제한 이름 그대로, 메시지, 금액, 시간, 감사 인사 표시; 이름·메시지 검색, 최신순 10개씩)',
    params: hostEventParamsSchema,
    query: hostWreathQuerySchema,
    responses: { 200: hostWreathPageSchema },
    errors: [404, 429],
  }),
  wreathsExcel: endpoint({
    method: 'GET',
    path: '/host/event/:orderNum/wreaths/excel',
    access: 'member',
    summary: '보내 주신 분 엑셀 다운로드 (검색어가 있으면 찾은 것만)',
    params: hostEventParamsSchema,
    query: hostWreathExcelQuerySchema,
    answer: 'file',
    responses: { 200: notJson },
    errors: [404, 429],
  }),
  thanked: endpoint({
    method: 'PUT',
    path: '/host/event/:orderNum/wreaths/:paymentSeq/thanked',
    access: 'member',
    summary: "기부화환 한 건에 '감사 인사 보냄' 표시하기·지우기",
    params: hostWreathParamsSchema,
    body: hostThankedBodySchema,
    responses: { 200: hostThankedSchema },
    errors: [404, 429],
  }),
  // The guest page asks only when the browser holds the logged-in hint: guests never call it.
  manage: endpoint({
    method: 'GET',
    path: '/host/manage/:publicNum',
    access: 'member',
    summary: "하객 화면의 '내 청첩장·부고장 관리' 막대 (그 초대장의 주인에게만 주문번호; 아니면 404)",
    params: hostManageParamsSchema,
    responses: { 200: hostManageSchema },
    errors: [404, 429],
  }),
};

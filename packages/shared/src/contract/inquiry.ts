import { messageSchema } from '../schemas/account';
import { inquiryCreateSchema } from '../schemas/inquiry';
import { betweenQuerySchema, deleteInquiriesSchema, memberInquiryPageSchema } from '../schemas/my-page';
import { endpoint } from './endpoint';

/** 1:1 inquiries: filing one (members and guests alike), and the member's own. */
export const inquiry = {
  create: endpoint({
    method: 'POST',
    path: '/inquiry/create',
    access: 'public',
    summary: '1:1 문의 등록 (회원·비회원)',
    body: inquiryCreateSchema,
    responses: { 200: messageSchema },
    errors: [403, 429],
  }),
  mine: endpoint({
    method: 'GET',
    path: '/inquiry/get-list',
    access: 'normal',
    summary: '내 1:1 문의 (기간: 한국 날짜 startDate~endDate, 최신순 10개씩)',
    query: betweenQuerySchema,
    responses: { 200: memberInquiryPageSchema },
  }),
  deleteMine: endpoint({
    method: 'POST',
    path: '/inquiry/delete-inquiries',
    access: 'normal',
    summary: '내 1:1 문의 삭제 (본문: inquirySeq 배열; 하나라도 내 것이 아니면 아무것도 지우지 않음)',
    body: deleteInquiriesSchema,
    responses: { 200: messageSchema },
  }),
};

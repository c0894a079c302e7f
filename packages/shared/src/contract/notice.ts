import { mainPageNoticeListSchema, noticeDetailQuerySchema, noticeDetailSchema, noticeListQuerySchema, noticePageSchema } from '../schemas/notice';
import { endpoint } from './endpoint';

/** Notices: the home's ticker, the board and one notice. */
export const notice = {
  ticker: endpoint({
    method: 'GET',
    path: '/notice/getMainPageList',
    access: 'public',
    summary: '홈 공지 티커 (최신 5개)',
    responses: { 200: mainPageNoticeListSchema },
  }),
  list: endpoint({
    method: 'GET',
    path: '/notice/get-list',
    access: 'public',
    summary: '공지사항 목록 (10개씩, 고정 공지 먼저, 제목·내용 검색)',
    query: noticeListQuerySchema,
    responses: { 200: noticePageSchema },
  }),
  detail: endpoint({
    method: 'GET',
    path: '/notice/get-detail',
    access: 'public',
    summary: '공지사항 상세 (조회수는 방문 세션마다 한 번)',
    query: noticeDetailQuerySchema,
    responses: { 200: noticeDetailSchema },
    errors: [404],
  }),
};

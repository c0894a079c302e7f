import { messageSchema } from '../schemas/account';
import {
  guestbookCreateSchema,
  guestbookDeleteSchema,
  guestbookHiddenBodySchema,
  guestbookHostMessageParamsSchema,
  guestbookHostMessageSchema,
  guestbookHostPageSchema,
  guestbookHostParamsSchema,
  guestbookListQuerySchema,
  guestbookMessageParamsSchema,
  guestbookMessageSchema,
  guestbookPageSchema,
  guestbookParamsSchema,
  guestbookSettingsAnswerSchema,
  guestbookSettingsSchema,
} from '../schemas/guestbook';
import { endpoint } from './endpoint';

/**
 * The guestbook of an invitation (방명록, 추모의 글; issue 24 §2). Guests
 * reach it by the public number; the host by the order number, where someone
 * else's order answers exactly as an unknown one (404), as on the host's page.
 */
export const guestbook = {
  list: endpoint({
    method: 'GET',
    path: '/guestbook/:publicNum',
    access: 'public',
    summary: '방명록·추모의 글 목록 (최신순 10개씩; 숨긴 글 제외, 호스트만 보기면 비어 있음)',
    params: guestbookParamsSchema,
    query: guestbookListQuerySchema,
    responses: { 200: guestbookPageSchema },
    errors: [404, 410, 429],
  }),
  create: endpoint({
    method: 'POST',
    path: '/guestbook/:publicNum',
    access: 'public',
    summary: '방명록·추모의 글 남기기 (이름 20자, 글 500자, 삭제용 비밀번호; 같은 브라우저는 10초 안에 다시 못 남김)',
    params: guestbookParamsSchema,
    body: guestbookCreateSchema,
    responses: { 200: guestbookMessageSchema },
    errors: [404, 409, 410, 429],
  }),
  delete: endpoint({
    method: 'POST',
    path: '/guestbook/:publicNum/:messageSeq/delete',
    access: 'public',
    summary: '내가 남긴 글 지우기 (남길 때 정한 비밀번호로)',
    params: guestbookMessageParamsSchema,
    body: guestbookDeleteSchema,
    responses: { 200: messageSchema },
    // 403: the password is not the one given when writing.
    errors: [403, 404, 410, 429],
  }),
  hostList: endpoint({
    method: 'GET',
    path: '/guestbook/host/:orderNum',
    access: 'member',
    summary: '호스트의 방명록·추모의 글 목록 (숨긴 글 포함, 최신순 10개씩)',
    params: guestbookHostParamsSchema,
    query: guestbookListQuerySchema,
    responses: { 200: guestbookHostPageSchema },
    errors: [404, 429],
  }),
  hide: endpoint({
    method: 'PUT',
    path: '/guestbook/host/:orderNum/:messageSeq/hidden',
    access: 'member',
    summary: '글 숨기기·다시 보이기',
    params: guestbookHostMessageParamsSchema,
    body: guestbookHiddenBodySchema,
    responses: { 200: guestbookHostMessageSchema },
    errors: [404, 429],
  }),
  hostDelete: endpoint({
    method: 'DELETE',
    path: '/guestbook/host/:orderNum/:messageSeq',
    access: 'member',
    summary: '글 지우기 (호스트)',
    params: guestbookHostMessageParamsSchema,
    responses: { 200: messageSchema },
    errors: [404, 429],
  }),
  settings: endpoint({
    method: 'GET',
    path: '/guestbook/host/:orderNum/settings',
    access: 'member',
    summary: '방명록 설정 (사용, 호스트만 보기, 키오스크에 표시)',
    params: guestbookHostParamsSchema,
    responses: { 200: guestbookSettingsAnswerSchema },
    errors: [404, 429],
  }),
  saveSettings: endpoint({
    method: 'PUT',
    path: '/guestbook/host/:orderNum/settings',
    access: 'member',
    summary: '방명록 설정 저장',
    params: guestbookHostParamsSchema,
    body: guestbookSettingsSchema,
    responses: { 200: guestbookSettingsAnswerSchema },
    errors: [404, 429],
  }),
};

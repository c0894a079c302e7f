import { messages } from '../../messages';
import { adminLoginSchema, checkAdminSchema, loginResultSchema, messageSchema } from '../../schemas/account';
import {
  adminAccountDetailSchema,
  adminAccountListQuerySchema,
  adminMemberListQuerySchema,
  adminAccountRowSchema,
  adminAdminAccountSaveSchema,
  adminMemberAccountSaveSchema,
  adminMemberRowSchema,
  checkUsernameDuplicateParamsSchema,
  checkUsernameDuplicateResultSchema,
  searchAdminUsernameQuerySchema,
  searchAdminUsernameResultSchema,
} from '../../schemas/admin-account';
import { endpoint } from '../endpoint';
import { adminResource } from './resource';

/**
 * /admin/account: the administrator's session (login, check, logout), the
 * members (spec 002 account-list, account-create, with the Excel of a
 * search), and the username search and duplicate check of both account forms.
 */
export const account = {
  ...adminResource('/admin/account', {
    label: '회원 계정',
    query: adminMemberListQuerySchema,
    row: adminMemberRowSchema,
    detail: adminAccountDetailSchema,
    save: adminMemberAccountSaveSchema,
    remove: messages.admin.noneSelected.account,
    excel: true,
  }),
  login: endpoint({
    method: 'POST',
    path: '/admin/account/login',
    access: 'public',
    summary: '관리자 로그인',
    body: adminLoginSchema,
    responses: { 200: loginResultSchema },
    // 403: a member's account, or a form posted from another site.
    errors: [401, 403, 429],
  }),
  checkAdmin: endpoint({
    method: 'GET',
    path: '/admin/account/check-admin',
    access: 'admin',
    summary: '관리자 세션 확인',
    responses: { 200: checkAdminSchema },
  }),
  logout: endpoint({
    method: 'POST',
    path: '/admin/account/logout',
    access: 'public',
    summary: '관리자 로그아웃',
    responses: { 200: messageSchema },
  }),
  searchAdminUsername: endpoint({
    method: 'GET',
    path: '/admin/account/search-admin-username',
    access: 'admin',
    summary: '관리자 아이디 검색 (없음 / 기존 관리자 / 일반회원)',
    query: searchAdminUsernameQuerySchema,
    responses: { 200: searchAdminUsernameResultSchema },
  }),
  checkUsernameDuplicate: endpoint({
    method: 'GET',
    path: '/admin/account/check-username-duplicate/:username',
    access: 'admin',
    summary: '아이디 중복확인 (사용 중이면 duplicate: true)',
    params: checkUsernameDuplicateParamsSchema,
    responses: { 200: checkUsernameDuplicateResultSchema },
  }),
};

/** /admin/admin-account: the administrators (spec 002 admin-account-list, admin-account-manage). */
export const adminAccount = adminResource('/admin/admin-account', {
  label: '관리자 계정',
  query: adminAccountListQuerySchema,
  row: adminAccountRowSchema,
  detail: adminAccountDetailSchema,
  save: adminAdminAccountSaveSchema,
  remove: messages.admin.noneSelected.account,
  excel: true,
});

import { checkLoginSchema, loginResultSchema, memberLoginSchema, messageSchema, nonMemberLoginSchema } from '../schemas/account';
import {
  accountInfoSchema,
  changeAccountInfoSchema,
  changePasswordSchema,
  checkDuplicateQuerySchema,
  checkDuplicateResultSchema,
  deleteAccountSchema,
  findIdResultSchema,
  findIdSchema,
  passwordResetRequestSchema,
  passwordResetSchema,
  refundBankInfoSchema,
  refundBankSchema,
  resultMessageSchema,
  setPasswordSchema,
  signupRequestSchema,
  signupResultSchema,
} from '../schemas/member';
import { memberSessionListSchema, sessionIdParamsSchema } from '../schemas/my-page';
import { checkConnectSchema } from '../schemas/oauth';
import { findOrdersSchema, foundOrdersSchema } from '../invitation/host';
import { endpoint } from './endpoint';

/**
 * A member's and a non-member's account, as the login page, signup, finding
 * an account and my-page use it. Every public change is also refused (403)
 * when it does not come from this site's pages.
 */
export const account = {
  // Logging in and out.
  login: endpoint({
    method: 'POST',
    path: '/account/login',
    access: 'public',
    summary: '회원 로그인',
    body: memberLoginSchema,
    responses: { 200: loginResultSchema },
    errors: [401, 403, 429],
  }),
  nonMemberLogin: endpoint({
    method: 'POST',
    path: '/account/nonUserLogin',
    access: 'public',
    summary: '비회원 로그인 (이름, 휴대폰 번호, 주문번호)',
    body: nonMemberLoginSchema,
    responses: { 200: loginResultSchema },
    errors: [401, 403, 429],
  }),
  checkLogin: endpoint({
    method: 'GET',
    path: '/account/check-login',
    access: 'public',
    summary: '로그인 상태 확인',
    responses: { 200: checkLoginSchema },
  }),
  logout: endpoint({
    method: 'POST',
    path: '/account/logout',
    access: 'public',
    summary: '로그아웃',
    responses: { 200: messageSchema },
    errors: [403],
  }),

  // Signup.
  checkDuplicate: endpoint({
    method: 'GET',
    path: '/account/check-duplicate',
    access: 'public',
    summary: '아이디 중복 확인',
    query: checkDuplicateQuerySchema,
    responses: { 200: checkDuplicateResultSchema },
    errors: [429],
  }),
  signup: endpoint({
    method: 'POST',
    path: '/account/signup',
    access: 'public',
    summary: '회원가입 (본인인증 필요, 가입 후 로그인 상태)',
    body: signupRequestSchema,
    responses: { 200: signupResultSchema },
    errors: [403, 409, 429],
  }),

  // Finding an ID, a password or a non-member's orders again.
  findId: endpoint({
    method: 'POST',
    path: '/account/find-id',
    access: 'public',
    summary: '아이디 찾기 (본인인증)',
    body: findIdSchema,
    responses: { 200: findIdResultSchema },
    errors: [403, 404, 429],
  }),
  passwordResetRequest: endpoint({
    method: 'POST',
    path: '/account/password-reset-request',
    access: 'public',
    summary: '비밀번호 재설정 링크 메일 요청 (회원 여부와 관계없이 같은 답)',
    body: passwordResetRequestSchema,
    responses: { 200: messageSchema },
    errors: [403, 429],
  }),
  passwordReset: endpoint({
    method: 'POST',
    path: '/account/password-reset',
    access: 'public',
    summary: '비밀번호 재설정 (메일 링크의 토큰)',
    body: passwordResetSchema,
    responses: { 200: messageSchema },
    errors: [403, 429],
  }),
  findOrders: endpoint({
    method: 'POST',
    path: '/account/find-orders',
    access: 'public',
    summary: '비회원 주문번호 찾기 (이름, 휴대폰 번호, 본인인증)',
    description: '본인인증한 이름과 휴대폰 번호로 비회원이 만든 청첩장·부고장의 주문번호를 돌려줍니다. 주소별로, 그리고 휴대폰 번호별로 15분에 5번까지입니다.',
    body: findOrdersSchema,
    responses: { 200: foundOrdersSchema },
    errors: [403, 404, 429],
  }),

  // The member's own account (my-page). A password check is limited like a login (429).
  info: endpoint({
    method: 'GET',
    path: '/account/get-account-info',
    access: 'normal',
    summary: '회원정보 조회',
    responses: { 200: accountInfoSchema },
  }),
  changeInfo: endpoint({
    method: 'POST',
    path: '/account/change-account-info',
    access: 'normal',
    summary: '회원정보 수정 (이메일을 바꿀 때는 현재 비밀번호 필요)',
    body: changeAccountInfoSchema,
    responses: { 200: messageSchema },
    errors: [429],
  }),
  changePassword: endpoint({
    method: 'POST',
    path: '/account/change-password',
    access: 'normal',
    summary: '비밀번호 변경',
    body: changePasswordSchema,
    responses: { 200: resultMessageSchema },
    errors: [429],
  }),
  setPassword: endpoint({
    method: 'POST',
    path: '/account/set-password',
    access: 'normal',
    summary: '비밀번호 설정 (네이버·카카오로 가입해 비밀번호가 없는 회원)',
    body: setPasswordSchema,
    responses: { 200: resultMessageSchema },
    errors: [409],
  }),
  withdraw: endpoint({
    method: 'POST',
    path: '/account/delete-account',
    access: 'normal',
    summary: '회원 탈퇴',
    body: deleteAccountSchema,
    responses: { 200: resultMessageSchema },
    errors: [429],
  }),
  saveRefundBank: endpoint({
    method: 'POST',
    path: '/account/register-return-bank',
    access: 'normal',
    summary: '환불 계좌 등록 (있으면 바꿈)',
    body: refundBankSchema,
    responses: { 200: messageSchema },
  }),
  refundBank: endpoint({
    method: 'GET',
    path: '/account/return-bank-info',
    access: 'normal',
    summary: '환불 계좌 조회 (없으면 null)',
    responses: { 200: refundBankInfoSchema },
  }),
  deleteRefundBank: endpoint({
    method: 'POST',
    path: '/account/delete-return-bank',
    access: 'normal',
    summary: '환불 계좌 삭제',
    responses: { 200: messageSchema },
  }),
  connections: endpoint({
    method: 'GET',
    path: '/account/check-connect',
    access: 'normal',
    summary: 'SNS 연결 상태',
    responses: { 200: checkConnectSchema },
  }),

  // Where the member is logged in (ASVS 7.4, 7.5).
  sessions: endpoint({
    method: 'GET',
    path: '/account/sessions',
    access: 'normal',
    summary: '로그인 기기 목록 (현재 기기 먼저)',
    responses: { 200: memberSessionListSchema },
  }),
  logoutSession: endpoint({
    method: 'POST',
    path: '/account/sessions/:sessionId/logout',
    access: 'normal',
    summary: '선택한 기기에서 로그아웃 (현재 기기면 이 브라우저도 로그아웃)',
    params: sessionIdParamsSchema,
    responses: { 200: messageSchema },
    errors: [404],
  }),
  logoutAllSessions: endpoint({
    method: 'POST',
    path: '/account/sessions/logout-all',
    access: 'normal',
    summary: '모든 기기에서 로그아웃 (이 브라우저 포함)',
    responses: { 200: messageSchema },
  }),
};

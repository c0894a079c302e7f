import { z } from '../zod';
import {
  funeralInvitationEditSchema,
  invitationSavedSchema,
  invitationViewSchema,
  publicNumberQuerySchema,
  weddingInvitationEditSchema,
} from '../invitation/schemas';
import { deleteInvitationSchema, invitationLifecycleSchema, lifecycleSettingsSchema, orderNumParamsSchema } from '../invitation/lifecycle';
import { invitationVerifyQuerySchema, invitationVerifySchema } from '../invitation/verify';
import { messageSchema } from '../schemas/account';
import { agoQuerySchema, betweenQuerySchema, memberOrderPageSchema } from '../schemas/my-page';
import { seqParam } from '../schemas/query';
import { endpoint, notJson } from './endpoint';

// The request body of a save is multipart (read by the handler as it
// streams), so the API document describes its parts in words.
const multipartParts = (jsonField: string, label: string) =>
  `multipart/form-data: \`${jsonField}\` (JSON: ${label}), \`mainImage\` (대표 사진 1장), \`attachList\` (갤러리 사진, 합쳐서 12장까지). 사진은 JPG·PNG·GIF·WEBP, 한 장 15MB, 한 번에 합쳐서 80MB, 한 청첩장·부고장에 120MB까지, 가로×세로 6,400만 화소까지.`;

/**
 * The three form endpoints of one kind: create (a member, or a non-member
 * with a name and phone number), edit and the edit form's load, by the owner.
 * The two kinds differ in their path, their record's number and what the
 * edit form loads.
 */
function invitationForm<const Kind extends 'wedding' | 'funeral', Params extends z.ZodType, Record extends z.ZodType>(
  kind: Kind,
  { noun, jsonField, params, record }: { noun: string; jsonField: string; params: Params; record: Record },
) {
  return {
    create: endpoint({
      method: 'POST',
      path: `/invitation/${kind}`,
      access: 'public',
      summary: `${noun} 만들기 (회원, 또는 이름과 휴대폰 번호를 적은 비회원)`,
      description: `${multipartParts(jsonField, `${noun} 내용`)} 비회원이 만들면 그 주문으로 로그인된 세션이 열립니다.`,
      multipart: true,
      responses: { 200: invitationSavedSchema },
      errors: [401, 403, 404, 429],
    }),
    edit: endpoint({
      method: 'POST',
      path: `/invitation/${kind}/:${jsonField}Seq`,
      access: 'member',
      summary: `${noun} 수정 (만든 사람만)`,
      description: `${multipartParts(jsonField, `${noun} 내용과 지울 사진 deletedAttachSeqs`)} 새 대표 사진은 이전 대표 사진을 바꿉니다.`,
      params,
      multipart: true,
      responses: { 200: invitationSavedSchema },
      errors: [404, 409, 429],
    }),
    load: endpoint({
      method: 'GET',
      path: `/invitation/${kind}/:${jsonField}Seq`,
      access: 'member',
      summary: `${noun} 수정 화면에 불러오기 (만든 사람만)`,
      params,
      responses: { 200: record },
      errors: [404],
    }),
  };
}

/** Wedding invitations and funeral notices: the host's orders, the forms that make and edit them, and the guest's page. */
export const invitation = {
  // The host's orders on the my-page.
  agoList: endpoint({
    method: 'GET',
    path: '/invitation/get-ago-list',
    access: 'member',
    summary: '내 주문 (최근 N일, 청첩장·부고장 함께, 최신순 10개씩; 비회원은 로그인한 주문만)',
    query: agoQuerySchema,
    responses: { 200: memberOrderPageSchema },
  }),
  betweenList: endpoint({
    method: 'GET',
    path: '/invitation/get-between-list',
    access: 'normal',
    summary: '내 주문 (기간: 한국 날짜 startDate~endDate, 최신순 10개씩)',
    query: betweenQuerySchema,
    responses: { 200: memberOrderPageSchema },
  }),

  // The forms, one set per kind.
  wedding: invitationForm('wedding', {
    noun: '청첩장',
    jsonField: 'weddingInvitation',
    params: z.object({ weddingInvitationSeq: seqParam }),
    record: weddingInvitationEditSchema,
  }),
  funeral: invitationForm('funeral', {
    noun: '부고장',
    jsonField: 'funeralInvitation',
    params: z.object({ funeralInvitationSeq: seqParam }),
    record: funeralInvitationEditSchema,
  }),

  // 공개·보관 설정: the invitation's life in the host's hands (the owner, the order's non-member session, an administrator).
  lifecycle: endpoint({
    method: 'GET',
    path: '/invitation/:orderNum/lifecycle',
    access: 'member',
    summary: '공개·보관 설정 불러오기 (만든 사람만)',
    params: orderNumParamsSchema,
    responses: { 200: invitationLifecycleSchema },
    errors: [404],
  }),
  saveLifecycle: endpoint({
    method: 'PUT',
    path: '/invitation/:orderNum/lifecycle',
    access: 'member',
    summary: '공개·보관 설정 저장: 계좌 숨기기, 행사 후 기부화환 마감, 비공개, 보관 날짜 (만든 사람만)',
    params: orderNumParamsSchema,
    body: lifecycleSettingsSchema,
    responses: { 200: invitationLifecycleSchema },
    errors: [404],
  }),
  delete: endpoint({
    method: 'POST',
    path: '/invitation/:orderNum/delete',
    access: 'member',
    summary: '청첩장·부고장 삭제: 글과 사진을 지우고, 받은 기부화환 결제 기록은 정산을 위해 남김 (만든 사람만)',
    params: orderNumParamsSchema,
    body: deleteInvitationSchema,
    responses: { 200: messageSchema },
    errors: [404],
  }),

  // The guest's page, by the public number (never by the order number).
  view: endpoint({
    method: 'GET',
    path: '/invitation/get-detail',
    access: 'public',
    summary: '하객이 보는 청첩장·부고장 (공개 번호로; 주문번호로는 찾지 않음)',
    query: publicNumberQuerySchema,
    responses: { 200: invitationViewSchema },
    // 429: an address that keeps asking for numbers that do not exist is held off a while (plugins/public-number-guard.ts).
    // 410: the host made it private (공개·보관 설정); the message says so in the kind's words.
    errors: [404, 410, 429],
  }),
  // 온기 초대장 확인 (issue 24 §5): whether a link or number someone received is an invitation of this service, and whose.
  verify: endpoint({
    method: 'GET',
    path: '/invitation/verify',
    access: 'public',
    summary: '받은 청첩장·부고장 링크나 번호가 온기의 것인지 확인 (이름, 날짜, 장소만; 비공개는 내용 없이)',
    description:
      '`link`: 받은 링크(https:// 없이, 쿼리가 붙어도 됨) 또는 12자리 번호. 다른 도메인은 그 도메인을 알려 주고(result: foreign), 없는 번호는 404, 읽을 수 없는 값은 400. 주소마다 1분에 20번, 없는 번호는 청첩장 주소 추측 한도(plugins/public-number-guard.ts)에도 셉니다.',
    query: invitationVerifyQuerySchema,
    responses: { 200: invitationVerifySchema },
    errors: [404, 429],
  }),
  calendar: endpoint({
    method: 'GET',
    path: '/invitation/calendar',
    access: 'public',
    summary: '예식 일정을 캘린더에 추가 (.ics)',
    query: publicNumberQuerySchema,
    answer: 'file',
    responses: { 200: notJson },
    errors: [404, 410, 429],
  }),
};

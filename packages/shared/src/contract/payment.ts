import { z } from '../zod';
import { cancelledPaymentPageSchema } from '../schemas/my-page';
import { mainPagePaymentListSchema, mainPagePaymentParamsSchema, paymentReceiptSchema, receiptParamsSchema, wreathMessagePageSchema } from '../schemas/payment';
import {
  kiwoomWindowParamsSchema,
  kiwoomWindowRequestSchema,
  kiwoomWindowSchema,
  paymentIntentRequestSchema,
  paymentIntentSchema,
  paymentResultSchema,
  paymentStatuses,
  sandboxApproveSchema,
  sandboxCheckoutSchema,
  sandboxDeclineSchema,
  sandboxPaymentParamsSchema,
  sandboxPaymentRequestSchema,
  sandboxResultSchema,
  sandboxWebhookSchema,
  verifyBodySchema,
  verifyParamsSchema,
} from '../schemas/payment-checkout';
import {
  cashReceiptAnswerSchema,
  cashReceiptRequestSchema,
  cashReceiptSavedSchema,
  kioskPaymentPageSchema,
  kioskPaymentParamsSchema,
  receivedWreathPageSchema,
  receivedWreathQuerySchema,
} from '../schemas/payment-records';
import { refundRequestBodySchema, refundRequestStatusSchema } from '../schemas/payment-refund';
import { donationReceiptRequestSchema, donationReceiptSavedSchema, donationReceiptViewSchema } from '../schemas/donation-receipt';
import { pageParam } from '../schemas/query';
import { endpoint, notJson } from './endpoint';

const pageQuery = z.object({ page: pageParam });

/** The provider's forms (Kiwoom), read from EUC-KR bytes into their fields. */
const providerForm = z.record(z.string(), z.string());

// A public POST answers 403 to a cross-site request (the origin guard,
// plugins/security.ts), except the providers' own calls, which come from no page.

/** What the webhook answers the provider: the payment it settled and its status, or nulls for an event about none of ours. */
const webhookAnswerSchema = z.object({ paymentId: z.string().nullable(), status: z.enum(paymentStatuses).nullable() });

/**
 * The sandbox provider's own API (registered under /api/sandbox/payments):
 * what its checkout window and PortOne.requestPayment's stand-in call.
 */
const sandbox = {
  request: endpoint({
    method: 'POST',
    path: '/sandbox/payments',
    access: 'public',
    summary: '샌드박스 결제 요청 (PortOne.requestPayment 대역)',
    body: sandboxPaymentRequestSchema,
    responses: { 200: sandboxCheckoutSchema },
    errors: [403, 404, 409],
  }),
  checkout: endpoint({
    method: 'GET',
    path: '/sandbox/payments/:paymentId',
    access: 'public',
    summary: '샌드박스 결제창이 보여줄 결제 요청',
    params: sandboxPaymentParamsSchema,
    responses: { 200: sandboxCheckoutSchema },
    errors: [404],
  }),
  approve: endpoint({
    method: 'POST',
    path: '/sandbox/payments/:paymentId/approve',
    access: 'public',
    summary: '샌드박스 결제창의 승인 (카드사, 카드 번호; 웹훅을 곧바로 보냄)',
    params: sandboxPaymentParamsSchema,
    body: sandboxApproveSchema,
    responses: { 200: sandboxResultSchema },
    errors: [403, 404, 409],
  }),
  decline: endpoint({
    method: 'POST',
    path: '/sandbox/payments/:paymentId/decline',
    access: 'public',
    summary: '샌드박스 결제창의 거절 또는 닫기',
    params: sandboxPaymentParamsSchema,
    body: sandboxDeclineSchema,
    responses: { 200: sandboxResultSchema },
    errors: [403, 404, 409],
  }),
  webhook: endpoint({
    method: 'POST',
    path: '/sandbox/payments/:paymentId/webhook',
    access: 'public',
    summary: '샌드박스 웹훅 다시 보내기 (늦게, 여러 번)',
    params: sandboxPaymentParamsSchema,
    body: sandboxWebhookSchema,
    responses: { 200: sandboxResultSchema },
    errors: [403, 404, 409],
  }),
};

/**
 * Wreath payments (docs/decisions/012-payments.md): the public lists, paying
 * (the intent, verify, the providers' windows and notifications), what a paid
 * wreath leaves behind (the kiosk's list, the host's received wreaths, the
 * payer's receipts), and the sandbox provider.
 */
export const payment = {
  // The public lists.
  donors: endpoint({
    method: 'GET',
    path: '/payment/getMainPageList/:status',
    access: 'public',
    summary: '홈 감사한 기부자 (결제 완료 최신 10건, 보낸 분이 고른 대로 표시)',
    params: mainPagePaymentParamsSchema,
    responses: { 200: mainPagePaymentListSchema },
  }),
  wreathMessages: endpoint({
    method: 'GET',
    path: '/payment/message-list',
    access: 'public',
    summary: '후원 메시지 (결제 완료된 기부화환의 메시지, 최신순 10개씩)',
    query: pageQuery,
    responses: { 200: wreathMessagePageSchema },
  }),
  // The spec's path: the payment's own number, the name and phone it was paid with.
  receipt: endpoint({
    method: 'GET',
    path: '/payment/receipt/:paymentId/:name/:phoneNum',
    access: 'public',
    summary: '결제 영수증 조회 (결제번호, 결제한 이름과 연락처)',
    params: receiptParamsSchema,
    responses: { 200: paymentReceiptSchema },
    errors: [404, 429],
  }),
  cancelList: endpoint({
    method: 'GET',
    path: '/payment/cancel-list',
    access: 'normal',
    summary: '내 취소·환불 내역 (내가 로그인해 결제한 것 중 취소·부분취소, 최신순 10개씩)',
    query: pageQuery,
    responses: { 200: cancelledPaymentPageSchema },
  }),

  // Paying: the intent, verify and the provider's webhook.
  createIntent: endpoint({
    method: 'POST',
    path: '/payment/unique-payment-id',
    access: 'public',
    summary: '결제 등록 (기부화환: 금액은 서버가 캠페인 금액과 기부 금액으로 정함; 실패한 결제가 많은 주소·브라우저는 잠시 거절)',
    body: paymentIntentRequestSchema,
    responses: { 200: paymentIntentSchema },
    // 409: the host stopped taking wreaths after the event, or the invitation is archived; 410: made private.
    errors: [403, 404, 409, 410, 429],
  }),
  // Public outside production; the server narrows it to administrators in production (issue 22, 2.5: card testing).
  createTestIntent: endpoint({
    method: 'POST',
    path: '/payment/test-payment-id',
    access: 'public',
    summary: '결제 테스트 페이지의 1,000원 결제 등록 (운영 환경에서는 관리자만)',
    responses: { 200: paymentIntentSchema },
    errors: [401, 403, 429],
  }),
  testPage: endpoint({
    method: 'GET',
    path: '/payment/test-page',
    access: 'public',
    summary: '결제 테스트 페이지를 열 수 있는지 (운영 환경에서는 관리자만; 결제 금액)',
    responses: { 200: z.object({ amount: z.number().int() }) },
    errors: [401, 403],
  }),
  verify: endpoint({
    method: 'POST',
    path: '/payment/verify/:paymentId/:invitationSeq',
    access: 'public',
    summary: '결제 검증 (서버가 결제사에 조회해 금액·상점·통화가 맞을 때만 결제 완료)',
    params: verifyParamsSchema,
    body: verifyBodySchema,
    responses: { 200: paymentResultSchema },
    errors: [403, 404, 429, 502],
  }),
  // Its body is read as text: the signature covers the exact bytes sent.
  webhook: endpoint({
    method: 'POST',
    path: '/payment/webhook',
    access: 'public',
    summary: '결제사 웹훅 (Standard Webhooks 서명 확인 후 결제를 다시 조회해 정산)',
    body: z.string(),
    responses: { 200: webhookAnswerSchema },
    errors: [502],
  }),

  // Kiwoom: the window's form, the notification address and the notification itself.
  kiwoomWindow: endpoint({
    method: 'POST',
    path: '/payment/kiwoom/:paymentId',
    access: 'public',
    summary: '키움페이 결제창 양식 (서버가 결제사에 KIWOOM_ENC를 받아 금액을 묶음; 결제 완료면 창 없음)',
    params: kiwoomWindowParamsSchema,
    body: kiwoomWindowRequestSchema,
    responses: { 200: kiwoomWindowSchema },
    errors: [403, 404, 429, 502],
  }),
  kiwoomNotificationAddress: endpoint({
    method: 'GET',
    path: '/payment/kiwoom/notification-address',
    access: 'admin',
    summary: '키움페이 결제 통보 주소 (가맹점 관리자에 등록할 주소; 관리자만)',
    responses: { 200: z.object({ address: z.string() }) },
    errors: [404],
  }),
  kiwoomNotification: endpoint({
    method: 'POST',
    path: '/payment/kiwoom-notification/:token',
    access: 'public',
    summary: '키움페이 결제 통보 (EUC-KR 양식; 금액이 등록한 것과 같을 때만 결제 완료; <RESULT>SUCCESS</RESULT>로 응답)',
    params: z.object({ token: z.string().max(100) }),
    body: providerForm,
    responses: { 200: notJson },
    answer: 'html',
    errors: [403, 404],
  }),
  kiwoomSandboxWindow: endpoint({
    method: 'POST',
    path: '/payment/kiwoom-sandbox/window',
    access: 'public',
    summary: '샌드박스: 키움페이 결제창 (양식을 확인하고 샌드박스 결제창으로 보냄)',
    body: providerForm,
    responses: { 303: notJson },
    answer: 'redirect',
    errors: [403, 404, 409],
  }),

  // What paid wreaths leave behind: the kiosk's messages, the host's received wreaths, the payer's receipt details.
  kioskList: endpoint({
    method: 'GET',
    path: '/payment/get-payment-list-for-kiosk/:publicNum/:page',
    access: 'public',
    summary: '키오스크 메시지 목록 (청첩장·부고장 공개번호, 결제 완료된 기부화환 최신순 50개씩, 보낸 분이 고른 대로 표시)',
    params: kioskPaymentParamsSchema,
    responses: { 200: kioskPaymentPageSchema },
    // 429: the public-number guard refuses an address that misses too many numbers.
    errors: [404, 429],
  }),
  receivedList: endpoint({
    method: 'GET',
    path: '/payment/received-list',
    access: 'member',
    summary: '내 청첩장·부고장이 받은 기부화환 (주문번호, 최신순 10개씩, 합계 포함; 남의 주문과 없는 주문은 같은 404)',
    query: receivedWreathQuerySchema,
    responses: { 200: receivedWreathPageSchema },
    errors: [404, 429],
  }),
  // The receipt's key (number, name, phone) and its limit: guessing is as slow here as there.
  cashReceipt: endpoint({
    method: 'GET',
    path: '/payment/cash-receipt/:paymentId/:name/:phoneNum',
    access: 'public',
    summary: '현금영수증·기부금 영수증 발급 정보 조회 (결제번호, 결제한 이름과 연락처)',
    params: receiptParamsSchema,
    responses: { 200: cashReceiptAnswerSchema },
    errors: [404, 429],
  }),
  saveCashReceipt: endpoint({
    method: 'POST',
    path: '/payment/cash-receipt/:paymentId/:name/:phoneNum',
    access: 'public',
    summary: '현금영수증·기부금 영수증 발급 정보 저장 (발급 전까지 수정 가능)',
    params: receiptParamsSchema,
    body: cashReceiptRequestSchema,
    responses: { 200: cashReceiptSavedSchema },
    errors: [403, 404, 409, 429],
  }),
  // The same key and limit again: the payer asks from the receipt they just looked up.
  requestRefund: endpoint({
    method: 'POST',
    path: '/payment/refund-request/:paymentId/:name/:phoneNum',
    access: 'public',
    summary: '환불 요청 (결제번호, 결제한 이름과 연락처; 사유와 연락처; 결제 하나에 처리 중인 요청은 하나)',
    params: receiptParamsSchema,
    body: refundRequestBodySchema,
    responses: { 200: refundRequestStatusSchema },
    errors: [403, 404, 409, 429],
  }),

  // 기부금 영수증 (issue 25): the same key and limit, from the same receipt.
  donationReceipt: endpoint({
    method: 'GET',
    path: '/payment/donation-receipt/:paymentId/:name/:phoneNum',
    access: 'public',
    summary: '기부금 영수증 신청 조회 (기부된 금액, 기부단체와 주민등록번호가 필요한지, 신청 내용; 주민등록번호는 보이지 않음)',
    params: receiptParamsSchema,
    responses: { 200: donationReceiptViewSchema },
    errors: [404, 429],
  }),
  requestDonationReceipt: endpoint({
    method: 'POST',
    path: '/payment/donation-receipt/:paymentId/:name/:phoneNum',
    access: 'public',
    summary: '기부금 영수증 신청 (결제 하나에 하나; 주민등록번호는 기부단체가 요구할 때만 받아 암호화해 보관)',
    params: receiptParamsSchema,
    body: donationReceiptRequestSchema,
    responses: { 200: donationReceiptSavedSchema },
    errors: [403, 404, 409, 429],
  }),
  editDonationReceipt: endpoint({
    method: 'POST',
    path: '/payment/donation-receipt/:paymentId/:name/:phoneNum/edit',
    access: 'public',
    summary: '기부금 영수증 신청 수정 (기부단체에 전달되기 전까지; 주민등록번호를 비우면 저장된 것을 그대로 둠)',
    params: receiptParamsSchema,
    body: donationReceiptRequestSchema,
    responses: { 200: donationReceiptSavedSchema },
    errors: [403, 404, 409, 429],
  }),
  sandbox,
};

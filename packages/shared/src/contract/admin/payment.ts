import { z } from '../../zod';
import { adminLedgerListQuerySchema, adminLedgerRowSchema, adminPaymentListQuerySchema, adminPaymentRowSchema } from '../../schemas/payment-admin';
import { adminPaymentSchema, paymentCancelRequestSchema, paymentCancelResultSchema } from '../../schemas/payment-records';
import { adminRefundRequestListQuerySchema, adminRefundRequestRowSchema, refundDeclineSchema, refundRequestStatusSchema } from '../../schemas/payment-refund';
import { adminSeqParams } from '../../schemas/admin';
import { endpoint } from '../endpoint';
import { adminResource } from './resource';

const paymentIdParams = z.object({ paymentId: z.string().trim().min(1).max(64) });

/** Payments (issue 11): the list and its Excel, one payment's details, and the full cancel. */
export const payment = {
  ...adminResource('/admin/payment', { label: '결제', query: adminPaymentListQuerySchema, row: adminPaymentRowSchema, excel: true }),
  view: endpoint({
    method: 'GET',
    path: '/admin/payment/detail/:paymentId',
    access: 'admin',
    summary: '결제 상세 (주문번호, 거래 번호, 기부처와 전달 금액, 영수증 발급 정보)',
    params: paymentIdParams,
    responses: { 200: adminPaymentSchema },
    errors: [404],
  }),
  cancel: endpoint({
    method: 'POST',
    path: '/admin/payment/cancel/:paymentId',
    access: 'admin',
    summary: '결제 전액 취소 (결제사에 취소 요청 후 결제 완료 → 취소)',
    params: paymentIdParams,
    body: paymentCancelRequestSchema,
    responses: { 200: paymentCancelResultSchema },
    errors: [404, 409, 502],
  }),
};

/** What paid wreaths owe each recipient or campaign, by month (list and Excel). */
export const donationLedger = adminResource('/admin/donation-ledger', {
  label: '기부금 정산',
  query: adminLedgerListQuerySchema,
  row: adminLedgerRowSchema,
  excel: true,
});

/** 환불 요청 (issue 24): the payers' requests, approved through the payment's full cancel or declined with a reason. */
export const refundRequest = {
  ...adminResource('/admin/refund-request', { label: '환불 요청', query: adminRefundRequestListQuerySchema, row: adminRefundRequestRowSchema }),
  approve: endpoint({
    method: 'POST',
    path: '/admin/refund-request/approve/:seq',
    access: 'admin',
    summary: '환불 요청 승인 (결제 전액 취소 후 환불 완료)',
    params: adminSeqParams,
    responses: { 200: refundRequestStatusSchema },
    errors: [404, 409, 502],
  }),
  decline: endpoint({
    method: 'POST',
    path: '/admin/refund-request/decline/:seq',
    access: 'admin',
    summary: '환불 요청 거절 (사유는 결제한 분의 영수증 조회에 보임)',
    params: adminSeqParams,
    body: refundDeclineSchema,
    responses: { 200: refundRequestStatusSchema },
    errors: [404, 409],
  }),
};

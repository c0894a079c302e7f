import { z } from '../../zod';
import {
  adminLedgerListQuerySchema,
  adminLedgerRowSchema,
  adminLedgerTotalsSchema,
  adminPaymentFilterOptionsSchema,
  adminPaymentListQuerySchema,
  adminPaymentRowSchema,
  adminPaymentTotalsSchema,
} from '../../schemas/payment-admin';
import { adminPaymentSchema, paymentCancelRequestSchema, paymentCancelResultSchema, paymentRefundRequestSchema } from '../../schemas/payment-records';
import {
  adminRefundRequestListQuerySchema,
  adminRefundRequestRowSchema,
  refundApproveSchema,
  refundDeclineResultSchema,
  refundDeclineSchema,
  refundRequestStatusSchema,
} from '../../schemas/payment-refund';
import { adminSeqParams } from '../../schemas/admin';
import {
  adminBatchReceiptsSchema,
  adminDonationReceiptDetailSchema,
  adminDonationReceiptExportSchema,
  adminDonationReceiptListQuerySchema,
  adminDonationReceiptRowSchema,
  adminResidentNumberSchema,
} from '../../schemas/donation-receipt';
import { endpoint, notJson } from '../endpoint';
import { adminResource } from './resource';

const paymentIdParams = z.object({ paymentId: z.string().trim().min(1).max(64) });

/** Payments (issue 11): the list and its Excel, one payment's details, the full cancel and the partial refund (issue 25). */
export const payment = {
  ...adminResource('/admin/payment', {
    label: '결제',
    query: adminPaymentListQuerySchema,
    row: adminPaymentRowSchema,
    excel: true,
    totals: adminPaymentTotalsSchema,
  }),
  filterOptions: endpoint({
    method: 'GET',
    path: '/admin/payment/filter-options',
    access: 'admin',
    summary: '결제 목록의 캠페인 선택 상자 (종료된 캠페인 포함)',
    responses: { 200: adminPaymentFilterOptionsSchema },
  }),
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
    summary: '결제 전액 취소 (남은 금액 전부를 결제사에 취소 요청 후 → 취소)',
    params: paymentIdParams,
    body: paymentCancelRequestSchema,
    responses: { 200: paymentCancelResultSchema },
    errors: [404, 409, 502],
  }),
  refund: endpoint({
    method: 'POST',
    path: '/admin/payment/refund/:paymentId',
    access: 'admin',
    summary: '부분 환불 (남은 금액 안에서 결제사에 부분 취소 요청 후 → 부분 환불, 남은 금액이 없으면 → 취소)',
    params: paymentIdParams,
    body: paymentRefundRequestSchema,
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
  totals: adminLedgerTotalsSchema,
});

/** 환불 요청 (issue 24): the payers' requests, approved through the payment's full cancel or declined with a reason. */
export const refundRequest = {
  ...adminResource('/admin/refund-request', { label: '환불 요청', query: adminRefundRequestListQuerySchema, row: adminRefundRequestRowSchema, excel: true }),
  approve: endpoint({
    method: 'POST',
    path: '/admin/refund-request/approve/:seq',
    access: 'admin',
    summary: '환불 요청 승인 (남은 금액 전부 또는 그 일부를 환불한 뒤 환불 완료)',
    params: adminSeqParams,
    body: refundApproveSchema,
    responses: { 200: refundRequestStatusSchema },
    errors: [404, 409, 502],
  }),
  decline: endpoint({
    method: 'POST',
    path: '/admin/refund-request/decline/:seq',
    access: 'admin',
    summary: '환불 요청 거절 (사유는 연락처로 보내고 결제한 분의 영수증 조회에 보임)',
    params: adminSeqParams,
    body: refundDeclineSchema,
    responses: { 200: refundDeclineResultSchema },
    errors: [404, 409],
  }),
};

/** 기부금 영수증 신청 (issue 25): the list and one request, the resident number's audited reveal, and the export per organisation. */
export const donationReceipt = {
  ...adminResource('/admin/donation-receipt', {
    label: '기부금 영수증 신청',
    query: adminDonationReceiptListQuerySchema,
    row: adminDonationReceiptRowSchema,
    detail: adminDonationReceiptDetailSchema,
    excel: true,
  }),
  reveal: endpoint({
    method: 'POST',
    path: '/admin/donation-receipt/reveal/:seq',
    access: 'admin',
    summary: '주민등록번호 보기 (복호화; 조회 사실을 관리 기록에 남김)',
    params: adminSeqParams,
    responses: { 200: adminResidentNumberSchema },
    errors: [404, 409, 503],
  }),
  export: endpoint({
    method: 'POST',
    path: '/admin/donation-receipt/export',
    access: 'admin',
    summary: '기부단체 하나와 기간의 신청을 엑셀로 내보내고 전달 완료로 표시 (주민등록번호는 지움)',
    body: adminDonationReceiptExportSchema,
    responses: { 200: notJson },
    answer: 'file',
    errors: [404, 409],
  }),
  batch: endpoint({
    method: 'GET',
    path: '/admin/donation-receipt/settlement/:seq',
    access: 'admin',
    summary: '정산 하나의 기부화환에 들어온 기부금 영수증 신청 중 내보내지 않은 수',
    params: adminSeqParams,
    responses: { 200: adminBatchReceiptsSchema },
    errors: [404],
  }),
  exportBatch: endpoint({
    method: 'POST',
    path: '/admin/donation-receipt/settlement/:seq/export',
    access: 'admin',
    summary: '정산 하나의 기부화환에 들어온 신청을 기부단체의 엑셀로 내보내고 전달 완료로 표시 (주민등록번호는 지움)',
    params: adminSeqParams,
    responses: { 200: notJson },
    answer: 'file',
    errors: [404, 409],
  }),
};

import {
  adminSettlementDetailSchema,
  adminSettlementListQuerySchema,
  adminSettlementRowSchema,
  settlementCloseResultSchema,
  settlementPendingSchema,
  settlementPeriodSchema,
  settlementPreviewSchema,
} from '../../schemas/settlement';
import { endpoint } from '../endpoint';
import { adminResource } from './resource';

/**
 * 기부금 정산: the batches (list by organisation and state, one batch with its
 * lines, the transfer recorded as the save with its proof file), the preview
 * and close of a period, and the amounts pending per organisation.
 */
export const settlement = {
  ...adminResource('/admin/settlement', {
    label: '기부금 정산',
    query: adminSettlementListQuerySchema,
    row: adminSettlementRowSchema,
    detail: adminSettlementDetailSchema,
    multipart: true,
    excel: true,
  }),
  preview: endpoint({
    method: 'GET',
    path: '/admin/settlement/preview',
    access: 'admin',
    summary: '정산 미리보기: 기간을 마감하면 들어갈 기부화환과 환불 조정',
    query: settlementPeriodSchema,
    responses: { 200: settlementPreviewSchema },
    errors: [404],
  }),
  close: endpoint({
    method: 'POST',
    path: '/admin/settlement/close',
    access: 'admin',
    summary: '정산 마감: 기간의 기부화환과 환불 조정을 한 번만 담아 금액을 정함',
    body: settlementPeriodSchema,
    responses: { 200: settlementCloseResultSchema },
    errors: [404, 409],
  }),
  pending: endpoint({
    method: 'GET',
    path: '/admin/settlement/pending',
    access: 'admin',
    summary: '단체별 전달 대기 금액 (아직 정산에 담기지 않은 기부화환)',
    responses: { 200: settlementPendingSchema },
  }),
};

import { adminSeqParams } from '../../schemas/admin';
import {
  adminGatewayCheckListQuerySchema,
  adminGatewayCheckRowSchema,
  gatewayCheckDaysSchema,
  gatewayCheckResolveResultSchema,
  gatewayCheckResolveSchema,
  gatewayCheckRunResultSchema,
  gatewayCheckRunSchema,
} from '../../schemas/reconciliation';
import { endpoint } from '../endpoint';
import { adminResource } from './resource';

/**
 * 일별 대사 (issue 25 §1): the differences the daily gateway check found,
 * the last days' checks, a check of a chosen day now, and an
 * administrator's resolution of one difference with a note.
 */
export const reconciliation = {
  ...adminResource('/admin/reconciliation', {
    label: '대사 차이',
    query: adminGatewayCheckListQuerySchema,
    row: adminGatewayCheckRowSchema,
    excel: true,
  }),
  days: endpoint({
    method: 'GET',
    path: '/admin/reconciliation/days',
    access: 'admin',
    summary: '최근 14일의 일별 대사 결과 (결제사, 건수와 금액, 차이)',
    responses: { 200: gatewayCheckDaysSchema },
  }),
  run: endpoint({
    method: 'POST',
    path: '/admin/reconciliation/run',
    access: 'admin',
    summary: '고른 날(한국 날짜)의 결제를 결제사 기록과 지금 대사',
    body: gatewayCheckRunSchema,
    responses: { 200: gatewayCheckRunResultSchema },
    errors: [502],
  }),
  resolve: endpoint({
    method: 'POST',
    path: '/admin/reconciliation/resolve/:seq',
    access: 'admin',
    summary: '대사 차이를 처리 완료로 표시 (처리 내용 기록)',
    params: adminSeqParams,
    body: gatewayCheckResolveSchema,
    responses: { 200: gatewayCheckResolveResultSchema },
    errors: [404, 409],
  }),
};

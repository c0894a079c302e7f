import { dashboardSchema } from '../../schemas/dashboard';
import { endpoint } from '../endpoint';

/** The back office's start page: one read of every figure it shows. */
export const dashboard = {
  view: endpoint({
    method: 'GET',
    path: '/admin/dashboard',
    access: 'admin',
    summary: '관리자 첫 화면 (오늘·이번 주 기부화환, 30일 추이, 오늘·내일 행사, 처리 대기, 기부처별 누적 기부금)',
    responses: { 200: dashboardSchema },
  }),
};

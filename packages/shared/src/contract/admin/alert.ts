import {
  adminAlertAcknowledgeSchema,
  adminAlertCountSchema,
  adminAlertDetailSchema,
  adminAlertListQuerySchema,
  adminAlertRowSchema,
} from '../../schemas/alert';
import { endpoint } from '../endpoint';
import { adminResource } from './resource';

/** 운영 알림: the alerts newest first, one alert's details, 확인 처리 (the save), the Excel, and the menu's badge. */
export const alert = {
  ...adminResource('/admin/alert', {
    label: '운영 알림',
    query: adminAlertListQuerySchema,
    row: adminAlertRowSchema,
    detail: adminAlertDetailSchema,
    save: adminAlertAcknowledgeSchema,
    excel: true,
  }),
  unacknowledgedCount: endpoint({
    method: 'GET',
    path: '/admin/alert/unacknowledged-count',
    access: 'admin',
    summary: '확인하지 않은 운영 알림 수 (관리자 메뉴 표시)',
    responses: { 200: adminAlertCountSchema },
  }),
};

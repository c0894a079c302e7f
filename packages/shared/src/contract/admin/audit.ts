import { adminAuditListQuerySchema, adminAuditRowSchema } from '../../schemas/admin';
import { adminResource } from './resource';

/** The back office's audit trail: every change, login, Excel download and payment view (list and Excel). */
export const audit = adminResource('/admin/audit', { label: '관리 기록', query: adminAuditListQuerySchema, row: adminAuditRowSchema, excel: true });

import { adminMessageListQuerySchema, adminMessageRowSchema } from '../../schemas/message';
import { adminResource } from './resource';

/** 메시지 발송: the 알림톡/SMS sent and waiting, newest first, filtered by state (a failure shows its error). */
export const message = adminResource('/admin/message', {
  label: '메시지 발송',
  query: adminMessageListQuerySchema,
  row: adminMessageRowSchema,
  excel: true,
});

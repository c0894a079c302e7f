import { messages } from '../../messages';
import { adminPopupDetailSchema, adminPopupListQuerySchema, adminPopupRowSchema, adminPopupSaveSchema } from '../../schemas/popup';
import { adminResource } from './resource';

/** The home page popups' back office (spec 002 popup list and form). */
export const popup = adminResource('/admin/popup', {
  label: '팝업',
  query: adminPopupListQuerySchema,
  row: adminPopupRowSchema,
  detail: adminPopupDetailSchema,
  save: adminPopupSaveSchema,
  remove: messages.admin.noneSelected.popup,
});

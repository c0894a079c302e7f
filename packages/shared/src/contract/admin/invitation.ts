import { adminFuneralListQuerySchema, adminFuneralRowSchema, adminWeddingListQuerySchema, adminWeddingRowSchema } from '../../schemas/admin-orders';
import { adminResource } from './resource';

/** The wedding and funeral order lists (spec 002 §2): read only, with the Excel of a search. */
export const invitation = {
  wedding: adminResource('/admin/invitation/wedding', { label: '청첩장 주문', query: adminWeddingListQuerySchema, row: adminWeddingRowSchema, excel: true }),
  funeral: adminResource('/admin/invitation/funeral', { label: '부고장 주문', query: adminFuneralListQuerySchema, row: adminFuneralRowSchema, excel: true }),
};

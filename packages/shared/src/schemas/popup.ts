import { z } from '../zod';
import { messages } from '../messages';
import { adminListQuery, adminListSort, adminSeqOrNew, requiredText } from './admin';
import { adminEditorHtml, adminRequiredDay } from './admin-content';
import { isEmptyRichText } from './editor';

/** GET /api/popup/active: use status y and today (Korean date) within start..end. */
export const activePopupSchema = z.object({
  popupSeq: z.number().int(),
  title: z.string(),
  /** Sanitised HTML: render inside `ql-editor`. */
  content: z.string(),
  /** Pixels from the page's top-left corner. */
  xCoord: z.number().int(),
  yCoord: z.number().int(),
  startDate: z.string(),
  endDate: z.string(),
});
export type ActivePopup = z.infer<typeof activePopupSchema>;
export const activePopupListSchema = z.array(activePopupSchema);

// ---- Back office (spec 002: popup list and form) ----

export const popupAdminMessages = {
  startDateRequired: '시작일을 선택해주세요.',
  endDateRequired: '종료일을 선택해주세요.',
  endBeforeStart: messages.adminForm.endBeforeStart,
  useStatus: '사용 여부를 선택해주세요.',
  coord: (axis: 'X' | 'Y') => `${axis} 좌표는 0 이상 5,000 이하의 숫자로 입력해주세요.`,
} as const;

export const popupUseStatusLabels = { y: '사용', n: '미사용' } as const;

export const adminPopupSearchTypes = ['all', 'title', 'content'] as const;
/** What the popup list sorts by: title, first and last day, in use or not. */
export const adminPopupSorts = ['name', 'startDate', 'endDate', 'status'] as const;
export const adminPopupListQuerySchema = adminListQuery(adminPopupSearchTypes, adminListSort(adminPopupSorts));
export type AdminPopupListQuery = z.input<typeof adminPopupListQuerySchema>;

/** A row of the admin popup list: number, title, start and end dates, use status. */
export const adminPopupRowSchema = z.object({
  popupSeq: z.number().int(),
  title: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  useStatus: z.enum(['y', 'n']),
});
export type AdminPopupRow = z.infer<typeof adminPopupRowSchema>;

export const adminPopupDetailSchema = z.object({
  popupSeq: z.number().int(),
  title: z.string(),
  /** Sanitised HTML, as the editor loads it (the home page shows it inside ql-editor). */
  content: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  useStatus: z.enum(['y', 'n']),
  xCoord: z.number().int(),
  yCoord: z.number().int(),
});
export type AdminPopupDetail = z.infer<typeof adminPopupDetailSchema>;

const coordinate = (axis: 'X' | 'Y') =>
  z.preprocess(
    (value) => (value === '' || value === null || value === undefined ? 0 : typeof value === 'string' ? Number(value) : value),
    z
      .number({ error: popupAdminMessages.coord(axis) })
      .int(popupAdminMessages.coord(axis))
      .min(0, popupAdminMessages.coord(axis))
      .max(5000, popupAdminMessages.coord(axis)),
  );

/** POST /api/admin/popup/save: no popupSeq (or -1) registers, a popupSeq edits. */
export const adminPopupSaveSchema = z
  .object({
    popupSeq: adminSeqOrNew,
    title: requiredText(messages.adminForm.titleRequired, 200, messages.adminForm.titleTooLong(200)),
    content: adminEditorHtml.refine((html) => !isEmptyRichText(html), messages.adminForm.contentRequired),
    startDate: adminRequiredDay(popupAdminMessages.startDateRequired),
    endDate: adminRequiredDay(popupAdminMessages.endDateRequired),
    useStatus: z.enum(['y', 'n'], { error: popupAdminMessages.useStatus }).default('y'),
    xCoord: coordinate('X').default(0),
    yCoord: coordinate('Y').default(0),
  })
  .refine((popup) => popup.endDate >= popup.startDate, { message: popupAdminMessages.endBeforeStart, path: ['endDate'] });
export type AdminPopupSave = z.input<typeof adminPopupSaveSchema>;

import { z } from '../zod';

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

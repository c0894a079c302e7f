// The guestbook's limits, without zod: the guest page (its light entry) and
// the schemas (schemas/guestbook.ts) hold a message to the same numbers.

export const guestbookLimits = { name: 20, body: 500, passwordMin: 4, passwordMax: 20 } as const;

/** A second message from the same browser within this many seconds is refused. */
export const guestbookRepeatSeconds = 10;

/** Messages a page of the guests' list holds (newest first). */
export const guestbookPageSize = 10;

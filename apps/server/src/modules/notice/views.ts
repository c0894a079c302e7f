import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionControls } from '@server/plugins/session';

// "Once per visitor session": the ids of the notices a visitor has already
// been counted for travel with them. With a login session they sit in the
// session's data row; most visitors have none, so otherwise they sit in a
// signed, HttpOnly browser-session cookie scoped to the notice routes. Either
// way only the latest few are kept, so the record stays small.

export const viewedCookieName = 'ongi_viewed_notices';
export const maxRemembered = 50;
const sessionKey = 'viewedNotices';

function ids(values: unknown[]): number[] {
  return values.map(Number).filter((n) => Number.isInteger(n) && n > 0);
}

/** The notices this visitor was already counted for (from the session and from the cookie). */
export function viewedNotices(request: FastifyRequest): Set<number> {
  const seen = new Set<number>();
  const stored = request.session?.data[sessionKey];
  if (Array.isArray(stored)) ids(stored).forEach((id) => seen.add(id));
  const raw = request.cookies[viewedCookieName];
  if (raw) {
    const unsigned = request.unsignCookie(raw);
    if (unsigned.valid && unsigned.value) ids(unsigned.value.split('.')).forEach((id) => seen.add(id));
  }
  return seen;
}

/** Records that the visitor has now been counted for this notice. */
export async function rememberView(
  sessions: SessionControls,
  request: FastifyRequest,
  reply: FastifyReply,
  seen: Set<number>,
  noticeSeq: number,
): Promise<void> {
  const list = [...seen].filter((id) => id !== noticeSeq);
  list.push(noticeSeq);
  const kept = list.slice(-maxRemembered);
  if (request.session) {
    request.session.data[sessionKey] = kept;
    await sessions.saveData(request);
    return;
  }
  reply.setCookie(viewedCookieName, kept.join('.'), {
    signed: true,
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    // Only the notice routes read it; no other request carries it.
    path: '/api/notice',
  });
}

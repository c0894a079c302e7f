import { createHmac } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { messages, type NoticeDetail } from '@ongi/shared';
import type { Database } from '@server/db/client';
import { HttpError } from '@server/lib/http-error';
import type { SessionControls } from '@server/plugins/session';
import { countView, findNeighbours, findNotice, listNoticeAttachments, recordAddressView } from './queries';
import { rememberView, viewedNotices } from './views';

export interface NoticeViewContext {
  sessions: SessionControls;
  /** Keys the address hashes of visitor views (the addresses themselves are never stored). */
  secret: string;
}

/**
 * A notice as its page shows it, counting the view once per visitor: once per
 * login session, and for visitors without one once per browser (the signed
 * cookie) and once a day per address, so a client that drops its cookie and
 * repeats the request from one address does not inflate the count.
 */
export async function readNotice(
  db: Database,
  context: NoticeViewContext,
  request: FastifyRequest,
  reply: FastifyReply,
  noticeSeq: number,
): Promise<NoticeDetail> {
  const notice = await findNotice(db, noticeSeq);
  if (!notice) throw new HttpError(404, messages.publicNotFound.notice);
  let viewCnt = notice.viewCnt;
  const seen = viewedNotices(request);
  if (!seen.has(noticeSeq)) {
    const counts = request.session ? true : await recordAddressView(db, noticeSeq, addressHash(context.secret, request.ip));
    if (counts) viewCnt = (await countView(db, noticeSeq)) ?? viewCnt;
    await rememberView(context.sessions, request, reply, seen, noticeSeq);
  }
  const [attachList, nextPrevNotice] = await Promise.all([listNoticeAttachments(db, noticeSeq), findNeighbours(db, noticeSeq)]);
  return {
    noticeSeq: notice.noticeSeq,
    title: notice.title,
    content: notice.content,
    createDate: notice.createDate.toISOString(),
    viewCnt,
    topNoticeYn: notice.topNoticeYn,
    attachList,
    nextPrevNotice,
  };
}

const addressHash = (secret: string, address: string) => createHmac('sha256', secret).update(`notice-view:${address}`).digest('base64url');

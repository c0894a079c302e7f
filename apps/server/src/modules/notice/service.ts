import type { FastifyReply, FastifyRequest } from 'fastify';
import { messages, type NoticeDetail } from '@ongi/shared';
import type { Database } from '../../db/client';
import { HttpError } from '../../plugins/http-error';
import type { SessionControls } from '../../plugins/session';
import { countView, findNeighbours, findNotice, listNoticeAttachments } from './queries';
import { rememberView, viewedNotices } from './views';

/** A notice as its page shows it, counting the view once per visitor session. */
export async function readNotice(
  db: Database,
  sessions: SessionControls,
  request: FastifyRequest,
  reply: FastifyReply,
  noticeSeq: number,
): Promise<NoticeDetail> {
  const notice = await findNotice(db, noticeSeq);
  if (!notice) throw new HttpError(404, messages.publicNotFound.notice);
  let viewCnt = notice.viewCnt;
  const seen = viewedNotices(request);
  if (!seen.has(noticeSeq)) {
    viewCnt = (await countView(db, noticeSeq)) ?? viewCnt;
    await rememberView(sessions, request, reply, seen, noticeSeq);
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

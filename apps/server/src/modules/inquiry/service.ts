import { messages, newlinesToBr, pageSizes, type InquiryCreate, type MemberInquiry, type Page } from '@ongi/shared';
import type { Database } from '@server/db/client';
import { countdownNumber } from '@server/lib/paginate';
import type { Period } from '@server/lib/period';
import { HttpError } from '@server/lib/http-error';
import type { SessionUser } from '@server/plugins/session';
import { deleteOwnInquiries, insertInquiry, listMemberInquiries } from './queries';

/**
 * Stores a 1:1 inquiry. The content is plain text: escaped, with its line
 * breaks kept as <br>. A logged-in member's inquiry is linked to the account
 * (their my-page lists it), whichever category they picked. An inquiry filed
 * as a member's without a member session has no my-page to be answered on,
 * so it needs an e-mail like a non-member's.
 */
export async function createInquiry(db: Database, input: InquiryCreate, user: SessionUser | null) {
  const accountSeq = user && user.roleType !== 'NON_MEMBER' ? user.accountSeq : null;
  if (!accountSeq && input.userEmail === '') throw new HttpError(400, messages.inquiry.emailRequired);
  return insertInquiry(db, {
    accountSeq,
    userType: input.userType,
    questionTitle: input.questionTitle,
    questionContent: newlinesToBr(input.questionContent.trim()),
    emailReceive: input.emailReceive,
    userEmail: input.userEmail === '' ? null : input.userEmail,
  });
}

/** One page of the member's inquiries, numbered newest first across pages (the newest is the total). */
export async function memberInquiryPage(db: Database, accountSeq: number, period: Period, page: number): Promise<Page<MemberInquiry>> {
  const request = { page, size: pageSizes.inquiry };
  const { content: rows, totalElements } = await listMemberInquiries(db, accountSeq, period, request);
  const content = rows.map((row, i): MemberInquiry => ({
    inquirySeq: row.inquirySeq,
    number: countdownNumber(totalElements, request, i),
    questionTitle: row.questionTitle,
    questionContent: row.questionContent,
    userEmail: row.userEmail,
    createDate: row.createDate.toISOString(),
    answer: row.answer,
    answerDate: row.answerDate?.toISOString() ?? null,
    isAnswered: row.isAnswered === 'Y',
  }));
  return { content, totalElements };
}

/** Deletes the member's chosen inquiries; one id that is not theirs refuses the whole request. */
export async function deleteMemberInquiries(db: Database, accountSeq: number, inquirySeqs: number[]) {
  const unique = [...new Set(inquirySeqs)];
  if (!(await deleteOwnInquiries(db, accountSeq, unique))) throw new HttpError(403, messages.common.forbidden);
}

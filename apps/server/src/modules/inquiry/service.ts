import { messages, newlinesToBr, type InquiryCreate } from '@ongi/shared';
import type { Database } from '../../db/client';
import { HttpError } from '../../plugins/http-error';
import type { SessionUser } from '../../plugins/session';
import { insertInquiry } from './queries';

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

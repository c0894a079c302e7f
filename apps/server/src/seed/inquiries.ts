import type { Members } from './accounts';
import { inquirySeeds } from './demo/inquiries';
import { createInquiry } from './factories';
import { daysAgo, hour, type SeedContext } from './context';

/** 1:1 inquiries of members and guests; an answered one was answered five hours later. */
export async function insertInquiries({ tx, now, count }: SeedContext, members: Members) {
  for (const seed of inquirySeeds) {
    const asker = seed.member ? members.get(seed.member) : undefined;
    const created = daysAgo(seed.daysAgo, now, '11:20');
    await createInquiry(tx, {
      accountSeq: asker?.accountSeq ?? null,
      userType: asker ? 'member' : 'nonMember',
      questionTitle: seed.title,
      questionContent: seed.content,
      userEmail: seed.email,
      answer: seed.answer ?? null,
      answerDate: seed.answer ? new Date(created.getTime() + 5 * hour) : null,
      isAnswered: seed.answer ? 'Y' : 'N',
      createDate: created,
    });
    count('inquiry');
  }
}

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { brToNewlines, contract, inquiryAdminMessages, messages, newlinesToBr } from '@ongi/shared';
import type { Database } from '@server/db/client';
import type { Mailer } from '@server/integrations/mail/mailer';
import { inquiries } from '@server/db/schema';
import { snapshotOf } from '@server/lib/admin-audit';
import { adminResourceRoutes } from '@server/lib/admin-resource';
import { HttpError } from '@server/lib/http-error';
import { adminInquirySort, answerInquiry, deleteInquiries, findAdminInquiry, listAdminInquiryPage } from './queries';

/**
 * /api/admin/inquiry: the 1:1 inquiries' back office (spec 002 inquiry list
 * and answer screen). There is no create: /save is the spec's answer-inquiry.
 * It stores the answer (line breaks as <br>), marks the inquiry answered and,
 * when the asker left an e-mail and wants mail, sends them the question and
 * the answer (SMTP or the outbox) after the answer is stored; the audit
 * trail records it as an answer.
 */
export const inquiryAdminRoutes: FastifyPluginAsyncZod<{ db: Database; mailer: Mailer }> = async (app, options) => {
  const { mailer } = options;
  const routes = adminResourceRoutes(contract.admin.inquiry, {
    key: 'inquiry',
    list: { load: listAdminInquiryPage, sort: adminInquirySort },
    detail: { load: findAdminInquiry },
    save: {
      save: async ({ db, request }, { inquirySeq, answer }) => {
        const text = answer.trim();
        const inquiry = await answerInquiry(db, inquirySeq, newlinesToBr(text));
        if (!inquiry) throw new HttpError(404, messages.admin.notFound('문의'));
        const to = inquiry.emailReceive === 'Y' ? inquiry.userEmail : null;
        if (to) {
          const mail = {
            to,
            subject: inquiryAdminMessages.mailSubject(inquiry.questionTitle),
            text: inquiryAdminMessages.mailBody(brToNewlines(inquiry.questionContent), text),
          };
          app.background.run(
            () => mailer.send(mail),
            (error) => request.log.error({ err: error, inquirySeq }, 'inquiry answer mail failed'),
          );
        }
        return {
          seq: inquirySeq,
          created: false,
          action: 'answer',
          summary: inquiry.questionTitle,
          message: to ? inquiryAdminMessages.answeredMailed : inquiryAdminMessages.answered,
        };
      },
    },
    remove: {
      // The question's title and state, not the asker's e-mail or words.
      snapshot: snapshotOf(inquiries, inquiries.inquirySeq, inquiries.questionTitle, {
        문의자: inquiries.userType,
        답변: inquiries.isAnswered,
        등록일: inquiries.createDate,
      }),
      remove: ({ db }, seqs) => deleteInquiries(db, seqs),
    },
    // The list as the screen has it: the question's title, not its words (those stay in the answer screen).
    excel: {
      fileName: '1대1문의목록',
      sheet: '1:1 문의',
      search: {
        searchTypes: { title: '제목', content: '내용', email: '이메일' },
        filters: { answerStatus: { label: '답변 상태', values: { answered: '답변 완료', notAnswered: '미답변' } } },
      },
      columns: [
        { header: '번호', width: 8, cell: (row) => row.inquirySeq },
        { header: '제목', width: 40, cell: (row) => row.questionTitle },
        { header: '이메일', width: 26, cell: (row) => row.userEmail },
        { header: '답변 상태', cell: (row) => (row.isAnswered ? '답변 완료' : '미답변') },
        { header: '문의 일시', kind: 'time', cell: (row) => row.createDate },
      ],
    },
  });
  await routes(app, options);
};

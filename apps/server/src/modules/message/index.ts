import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Counter } from 'prom-client';
import { contract, messageChannelLabels, messageStateLabels, messageTemplateLabels, type AdminMessageRow } from '@ongi/shared';
import type { Database } from '@server/db/client';
import type { MessageGateway } from '@server/integrations/messaging';
import { adminResourceRoutes } from '@server/lib/admin-resource';
import { domainModule } from '@server/lib/domain-module';
import { adminMessageSort, listMessages, type MessageRecord } from './queries';
import { deliverMessage, dispatchMessages, maskPhone, messageQueue, type MessageDeps } from './service';

export interface MessageModuleOptions {
  db: Database;
  gateway: MessageGateway;
  publicUrl: string;
  productName: string;
}

function messageRow(row: MessageRecord): AdminMessageRow {
  return {
    messageSeq: row.messageSeq,
    template: row.template,
    phone: maskPhone(row.recipientPhone),
    orderNum: row.orderNum,
    state: row.state,
    channel: row.channel,
    attempts: row.attempts,
    lastError: row.lastError,
    sendAfter: row.sendAfter.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    createDate: row.createDate.toISOString(),
  };
}

/** /api/admin/message: 메시지 발송, newest first, by state (a failure with its last error). */
const messageAdminRoutes = adminResourceRoutes(contract.admin.message, {
  key: 'message',
  list: {
    sort: adminMessageSort,
    load: async (db, query, request) => {
      const page = await listMessages(db, query, request);
      return { ...page, content: page.content.map(messageRow) };
    },
  },
  excel: {
    fileName: '메시지발송목록',
    sheet: '메시지 발송',
    search: {
      searchTypes: { phone: '휴대폰 번호', orderNum: '주문번호' },
      filters: { state: { label: '상태', values: messageStateLabels } },
    },
    columns: [
      { header: '일시', kind: 'time', cell: (row) => row.createDate },
      { header: '종류', width: 20, cell: (row) => messageTemplateLabels[row.template] },
      { header: '받는 분', cell: (row) => row.phone },
      { header: '주문번호', width: 18, cell: (row) => row.orderNum },
      { header: '상태', cell: (row) => messageStateLabels[row.state] },
      { header: '보낸 방법', cell: (row) => (row.channel ? messageChannelLabels[row.channel] : null) },
      { header: '시도 횟수', kind: 'count', cell: (row) => row.attempts },
      { header: '보낼 시각', kind: 'time', cell: (row) => row.sendAfter },
      { header: '보낸 일시', kind: 'time', cell: (row) => row.sentAt },
      { header: '오류', width: 40, cell: (row) => row.lastError },
    ],
  },
});

const routes = domainModule<MessageModuleOptions>([['/api/admin/message', messageAdminRoutes]]);

/**
 * 알림톡/SMS (docs/decisions/020-messages.md): the message table, a job per
 * message through pg-boss (retried with backoff, never doubled), the
 * dispatch pass that gives every unsent row its job, and the back office's
 * list. The triggers (a non-member's new order, a paid wreath, a receipt,
 * the thank-you) call enqueueMessage or their own helper below.
 */
export const messageModule: FastifyPluginAsyncZod<MessageModuleOptions> = async (app, options) => {
  await app.register(routes, options);
  const outcomes = app.metrics
    ? new Counter({
        name: 'ongi_messages_total',
        help: '알림톡/SMS that reached an end on this instance, by template and state (SENT: handed over; FAILED: every attempt failed)',
        labelNames: ['template', 'state'] as const,
        registers: [app.metrics],
      })
    : null;
  const deps: MessageDeps = {
    db: options.db,
    jobs: app.jobs,
    gateway: options.gateway,
    log: app.log,
    publicUrl: options.publicUrl,
    productName: options.productName,
    maxAttempts: app.jobs.retryLimit + 1,
    onOutcome: (template, state) => outcomes?.inc({ template, state }),
  };
  app.jobs.defineQueue<{ messageSeq: number }>({
    name: messageQueue,
    label: '메시지 발송',
    run: (data, job) => deliverMessage(deps, data.messageSeq, job.signal),
  });
  app.jobs.define({
    name: 'message-dispatch',
    label: '메시지 발송 대기열 점검',
    everyMinutes: 1,
    runAtStart: true,
    run: () => dispatchMessages(deps),
  });
};

export {
  enqueueMessage,
  invitationHeadline,
  queuePaymentReceipt,
  queueRefundDeclined,
  queueWreathArrived,
  sendOrderGuide,
  type EnqueueRequest,
  type MessageDeps,
} from './service';
export { invitationFactsOf } from './queries';
export { messageTemplates, renderTemplate, type TemplateValues } from './templates';

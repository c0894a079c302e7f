import type { FastifyBaseLogger } from 'fastify';
import {
  eventDateText,
  formatWon,
  funeralReligions,
  messages as text,
  messageTemplateLabels,
  receiptLinkPath,
  religionWordings,
  type MessageTemplateCode,
} from '@ongi/shared';
import type { Database } from '@server/db/client';
import { MessageGatewayError, type MessageGateway, type SentMessage } from '@server/integrations/messaging';
import type { JobQueue } from '@server/lib/jobs';
import { raiseAdminAlert } from '@server/modules/alert';
import {
  dueMessages,
  fillMessage,
  hostOf,
  findMessageByKey,
  invitationFactsOf,
  insertMessage,
  latestWreathMessage,
  markRefused,
  markSent,
  markUncertain,
  startAttempt,
  wreathsSinceLastMessage,
  type InvitationFacts,
  type MessageRecord,
} from './queries';
import { renderTemplate, type TemplateValues } from './templates';

/** The queue each message's job goes through (one job per message, by its key). */
export const messageQueue = 'message-send';

export interface MessageDeps {
  db: Database;
  jobs: JobQueue;
  gateway: MessageGateway;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** Every link in a message is built from it (PUBLIC_URL). */
  publicUrl: string;
  productName: string;
  /** Attempts before a message is FAILED (the job queue's retries and the first). */
  maxAttempts: number;
  /** Told each outcome (the metrics count them). */
  onOutcome?: (template: MessageTemplateCode, state: 'SENT' | 'FAILED') => void;
}

export interface EnqueueRequest<Code extends MessageTemplateCode> {
  template: Code;
  /** The phone as typed; only its digits are kept. */
  to: string;
  values: TemplateValues<Code>;
  /** What makes it the same message: enqueued twice with one key, it is one message (and sent once). */
  dedupeKey: string;
  orderNum?: string | null;
  /** Not before (quiet hours, batching); now when left out. */
  sendAfter?: Date;
}

const jobKey = (messageSeq: number) => `message-${messageSeq}`;
const digits = (phone: string) => phone.replace(/\D/g, '');

/**
 * Queues a message: one row per dedupe key (a second enqueue with the same
 * key finds the first and sends nothing more), and a job that sends it at
 * its time. The row is the truth: if this process stops between the two,
 * the dispatch pass sends the row its job. Returns the message and whether
 * this call made it. The thank-you page (part 2 of issue 27) calls this.
 */
export async function enqueueMessage<Code extends MessageTemplateCode>(
  deps: Pick<MessageDeps, 'db' | 'jobs'>,
  request: EnqueueRequest<Code>,
): Promise<{ message: MessageRecord; created: boolean }> {
  const filled = renderTemplate(request.template, request.values);
  const inserted = await insertMessage(deps.db, {
    template: request.template,
    recipientPhone: digits(request.to),
    ...filled,
    dedupeKey: request.dedupeKey,
    orderNum: request.orderNum ?? null,
    sendAfter: request.sendAfter,
  });
  if (!inserted) {
    const existing = await findMessageByKey(deps.db, request.dedupeKey);
    if (!existing) throw new Error(`message ${request.dedupeKey} neither inserted nor found`);
    return { message: existing, created: false };
  }
  await sendJob(deps.jobs, inserted);
  return { message: inserted, created: true };
}

async function sendJob(jobs: JobQueue, message: Pick<MessageRecord, 'messageSeq' | 'sendAfter'>) {
  await jobs.send(messageQueue, { messageSeq: message.messageSeq }, { key: jobKey(message.messageSeq), startAfter: message.sendAfter });
}

/**
 * Sends each message not yet sent whose row has no job waiting (a process
 * that stopped between the row and its job, a message queued inside another
 * transaction such as the payment's). A job already waiting for the message
 * is not doubled (one per key).
 */
export async function dispatchMessages(deps: Pick<MessageDeps, 'db' | 'jobs'>, now = new Date()): Promise<number> {
  // A day ahead: the quiet hours' messages get their 08:00 job as soon as they are queued.
  const due = await dueMessages(deps.db, new Date(now.getTime() + 24 * 60 * 60_000));
  for (const message of due) await sendJob(deps.jobs, message);
  return due.length;
}

class StoppedMidSend extends Error {
  constructor() {
    super('서버가 멈추는 중이라 보낸 결과를 기다리지 못했습니다.');
  }
}

/** The send, or a StoppedMidSend as soon as the server stops (the provider may still have taken it). */
function sendUnlessStopped(gateway: MessageGateway, outbound: Parameters<MessageGateway['send']>[0], signal: AbortSignal): Promise<SentMessage> {
  const sending = gateway.send(outbound);
  // What it ends in after a stop is found out by the next attempt, from the provider.
  sending.catch(() => {});
  if (signal.aborted) return Promise.reject(new StoppedMidSend());
  return new Promise((resolve, reject) => {
    const stop = () => reject(new StoppedMidSend());
    signal.addEventListener('abort', stop, { once: true });
    sending.then(resolve, reject).finally(() => signal.removeEventListener('abort', stop));
  });
}

/**
 * One attempt at one message (the queue's worker). The attempt is written
 * down (SENDING) before the provider is called. When an attempt starts on a
 * message an earlier attempt left SENDING, that attempt's outcome was never
 * heard, so the provider is asked for a message with this key first: found,
 * it is recorded as sent and nothing is sent again. A refusal puts it back to
 * QUEUED; an unknown outcome leaves it SENDING; either way the job is failed
 * and pg-boss retries it with backoff. The last attempt marks it FAILED and
 * raises a 운영 알림.
 */
export async function deliverMessage(deps: MessageDeps, messageSeq: number, signal: AbortSignal, now = () => new Date()): Promise<void> {
  const { db, gateway, log } = deps;
  const started = await startAttempt(db, messageSeq, now());
  if (!started) return;
  const { message, uncertain } = started;
  const final = message.attempts >= deps.maxAttempts;
  const outbound = { key: message.dedupeKey, to: message.recipientPhone, template: message.template, variables: message.variables, text: message.text };
  try {
    if (uncertain) {
      // A minute before the run began: the provider's clock and ours need not agree to the second.
      const since = new Date((message.attemptedAt ?? message.createDate).getTime() - 60_000);
      const found = await gateway.find(outbound, since);
      if (found) {
        await markSent(db, messageSeq, found, now());
        log.info({ messageSeq, providerId: found.providerId }, 'message found already sent at the provider; not sent again');
        deps.onOutcome?.(message.template, 'SENT');
        return;
      }
    }
    if (message.template === 'WREATH_ARRIVED') Object.assign(outbound, await fillWreathCount(deps, message));
    if (message.template === 'PAYMENT_RECEIPT' && message.text === '') Object.assign(outbound, await fillReceipt(deps, message));
    if (message.template === 'REFUND_DECLINED' && message.text === '') Object.assign(outbound, await fillRefundDeclined(deps, message));
    const sent = await sendUnlessStopped(gateway, outbound, signal);
    await markSent(db, messageSeq, sent, now());
    deps.onOutcome?.(message.template, 'SENT');
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    // Only the provider's own refusal says nothing went out; a network failure or a stop may have delivered it.
    const refused = error instanceof MessageGatewayError && error.code !== 'NetworkError';
    if (refused) await markRefused(db, messageSeq, reason, final, now());
    else await markUncertain(db, messageSeq, reason, final, now());
    if (!final) throw error;
    deps.onOutcome?.(message.template, 'FAILED');
    const label = messageTemplateLabels[message.template];
    await raiseAdminAlert(db, log, {
      kind: 'MESSAGE_FAILED',
      title: text.alert.messageFailed(label),
      summary: text.alert.messageFailedSummary(label, maskPhone(message.recipientPhone), message.attempts, reason),
      details: { messageSeq, template: message.template, orderNum: message.orderNum, attempts: message.attempts, error: reason },
      oncePerTitle: true,
    });
  }
}

/** 010-****-5678: the list and the alert name the phone without showing it whole. */
export function maskPhone(phone: string): string {
  const value = digits(phone);
  if (value.length < 8) return '*'.repeat(value.length);
  return `${value.slice(0, 3)}-****-${value.slice(-4)}`;
}

/* ---------------- What is sent, and when ---------------- */

const kindLabel = (type: string) => (type === 'F' ? '부고장' : '청첩장');
/**
 * Whose invitation and when, as every message about one names it:
 * '김도윤 ♥ 정다은 청첩장(2027년 5월 15일 토요일)', '故 정영수 님 부고장(발인
 * 2027년 3월 2일 화요일)'. A message that says only '청첩장' is what a fake
 * says too (issue 24 §5). Just the kind when the invitation is gone.
 */
export function invitationHeadline(facts: InvitationFacts | undefined, type = facts?.invitationType ?? 'W'): string {
  if (facts?.invitationType === 'W' && facts.groomName && facts.brideName && facts.eventDate) {
    return `${facts.groomName} ♥ ${facts.brideName} 청첩장(${eventDateText(facts.eventDate)})`;
  }
  if (facts?.invitationType === 'F' && facts.deceasedName && facts.funeralDate) {
    const religion = funeralReligions.find((known) => known === facts.religion) ?? 'general';
    return `${religionWordings[religion].honorific} ${facts.deceasedName} 님 부고장(발인 ${eventDateText(facts.funeralDate)})`;
  }
  return kindLabel(type);
}

const hostPageUrl = (publicUrl: string, orderNum: string) => `${publicUrl.replace(/\/$/, '')}/mypage/event/${orderNum}`;

/** To a non-member host right after creating: the order number and the page to manage it (their login is the number and their phone). */
export async function sendOrderGuide(
  deps: Pick<MessageDeps, 'db' | 'jobs' | 'publicUrl' | 'productName'>,
  order: { orderNum: string; invitationType: string; phone: string },
) {
  return enqueueMessage(deps, {
    template: 'ORDER_GUIDE',
    to: order.phone,
    values: {
      서비스: deps.productName,
      제목: invitationHeadline(await invitationFactsOf(deps.db, order.orderNum), order.invitationType),
      주문번호: order.orderNum,
      관리링크: hostPageUrl(deps.publicUrl, order.orderNum),
    },
    dedupeKey: `ORDER_GUIDE:${order.orderNum}`,
    orderNum: order.orderNum,
  });
}

/** At most one 기부화환 도착 per invitation this often: the wreaths paid meanwhile are counted in the next. */
export const wreathMessageGapMs = 5 * 60_000;
const kstOffsetMs = 9 * 60 * 60_000;

/** 22:00–08:00 in Korea (no daylight saving): a message then waits for 08:00. */
export function afterQuietHours(at: Date): Date {
  const korean = new Date(at.getTime() + kstOffsetMs);
  const hour = korean.getUTCHours();
  if (hour >= 8 && hour < 22) return at;
  const morning = new Date(Date.UTC(korean.getUTCFullYear(), korean.getUTCMonth(), korean.getUTCDate(), 8) - kstOffsetMs);
  return hour >= 22 ? new Date(morning.getTime() + 24 * 60 * 60_000) : morning;
}

type Executor = Pick<Database, 'insert' | 'select' | 'execute'>;

/**
 * A wreath was paid (inside the settling transaction, lib/wreath-paid.ts):
 * the host is told, batched. A 기부화환 도착 still waiting for the order
 * will count this wreath too, so nothing is added; otherwise one is queued
 * for the first moment allowed: not within five minutes of the last one,
 * and not in the quiet hours. The key names the message it follows, so two
 * payments settling at once queue one message.
 */
export async function queueWreathArrived(db: Executor, orderNum: string, now = new Date()): Promise<void> {
  const latest = await latestWreathMessage(db, orderNum);
  if (latest?.state === 'QUEUED') return;
  const host = await hostOf(db, orderNum);
  if (!host?.phone) return;
  const last = latest ? (latest.sentAt ?? latest.attemptedAt ?? latest.createDate).getTime() : 0;
  const sendAfter = afterQuietHours(new Date(Math.max(now.getTime(), last + wreathMessageGapMs)));
  await insertMessage(db, {
    template: 'WREATH_ARRIVED',
    recipientPhone: digits(host.phone),
    // Filled when it is sent: the count is of the wreaths paid until then.
    variables: {},
    text: '',
    dedupeKey: `WREATH_ARRIVED:${orderNum}:after-${latest?.messageSeq ?? 0}`,
    orderNum,
    sendAfter,
  });
}

/** The wreaths paid for the order since the last 기부화환 도착 went out, in the template's words. */
async function fillWreathCount(deps: Pick<MessageDeps, 'db' | 'publicUrl' | 'productName'>, message: MessageRecord) {
  const orderNum = message.orderNum ?? '';
  const row = await wreathsSinceLastMessage(deps.db, orderNum, message.messageSeq);
  const filled = renderTemplate('WREATH_ARRIVED', {
    서비스: deps.productName,
    제목: invitationHeadline(await invitationFactsOf(deps.db, orderNum), row?.invitationType ?? 'W'),
    건수: String(Math.max(row?.count ?? 1, 1)),
    관리링크: hostPageUrl(deps.publicUrl, orderNum),
  });
  await fillMessage(deps.db, message.messageSeq, filled);
  return filled;
}

/**
 * A payer who agreed at checkout is sent the receipt once the wreath is paid
 * (inside the settling transaction, like the host's message). The payment's
 * own values are kept now; the site's name and address are added when it is
 * sent, by the app that knows them.
 */
export async function queuePaymentReceipt(db: Executor, payment: { paymentId: string; name: string; phone: string; amount: number }): Promise<void> {
  await insertMessage(db, {
    template: 'PAYMENT_RECEIPT',
    recipientPhone: digits(payment.phone),
    variables: { '#{이름}': payment.name, '#{금액}': formatWon(payment.amount), '#{결제번호}': payment.paymentId },
    text: '',
    dedupeKey: `PAYMENT_RECEIPT:${payment.paymentId}`,
  });
}

async function fillReceipt(deps: Pick<MessageDeps, 'db' | 'publicUrl' | 'productName'>, message: MessageRecord) {
  const kept = message.variables;
  const filled = renderTemplate('PAYMENT_RECEIPT', {
    서비스: deps.productName,
    이름: kept['#{이름}'] ?? '',
    금액: kept['#{금액}'] ?? '',
    결제번호: kept['#{결제번호}'] ?? '',
    영수증링크: `${deps.publicUrl.replace(/\/$/, '')}${receiptLinkPath(kept['#{결제번호}'] ?? '')}`,
  });
  await fillMessage(deps.db, message.messageSeq, filled);
  return filled;
}

/**
 * A declined 환불 요청's answer to the payer, at the phone the request gave
 * (refund_request.contact), once per request. Queued like the receipt (the
 * dispatch pass sends it); the site's name and address are added when sent.
 */
export async function queueRefundDeclined(
  db: Executor,
  refund: { refundRequestSeq: number; paymentId: string; name: string; phone: string; reason: string },
): Promise<void> {
  await insertMessage(db, {
    template: 'REFUND_DECLINED',
    recipientPhone: digits(refund.phone),
    variables: { '#{이름}': refund.name, '#{결제번호}': refund.paymentId, '#{사유}': refund.reason },
    text: '',
    dedupeKey: `REFUND_DECLINED:${refund.refundRequestSeq}`,
  });
}

async function fillRefundDeclined(deps: Pick<MessageDeps, 'db' | 'publicUrl' | 'productName'>, message: MessageRecord) {
  const kept = message.variables;
  const filled = renderTemplate('REFUND_DECLINED', {
    서비스: deps.productName,
    이름: kept['#{이름}'] ?? '',
    결제번호: kept['#{결제번호}'] ?? '',
    사유: kept['#{사유}'] ?? '',
    영수증링크: `${deps.publicUrl.replace(/\/$/, '')}${receiptLinkPath(kept['#{결제번호}'] ?? '')}`,
  });
  await fillMessage(deps.db, message.messageSeq, filled);
  return filled;
}

import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import {
  koreanMinuteInstant,
  koreanMinuteOf,
  messages,
  rsvpAttendanceLabels,
  rsvpMealLabels,
  rsvpPageSize,
  rsvpSideLabels,
  type HostRsvp,
  type Page,
  type RsvpAnswer,
  type RsvpSettings,
  type RsvpSummary,
  type RsvpTally,
  type z,
  type rsvpAnswerRequestSchema,
} from '@ongi/shared';
import type { Database } from '@server/db/client';
import { excelBatch, streamWorkbook, type ExcelColumn } from '@server/lib/admin-resource';
import { HttpError } from '@server/lib/http-error';
import type { SessionUser } from '@server/plugins/session';
import { hashPassword, verifyPassword } from '@server/modules/account';
import { closedError, isArchived } from '@server/modules/invitation';
import { ownsOrder } from '@server/modules/payment';
import {
  answerByToken,
  answersWithPassword,
  countAnswers,
  insertAnswer,
  listAnswers,
  replaceToken,
  saveSettings,
  tallyRows,
  updateAnswer,
  weddingOfOrderNum,
  weddingOfPublicNum,
  type RsvpRow,
  type RsvpValues,
  type RsvpWedding,
} from './queries';

// 참석 의사 of a wedding (issue 24 §1): guests answer without a login, the
// host reads the answers. The guest's token is a random secret the browser
// keeps; only its hash is stored, so the table alone changes no answer.

type AnswerRequest = z.output<typeof rsvpAnswerRequestSchema>;

/** A wedding takes no more answers than this: a flood from many addresses stops here, not in the host's list. */
export const maxAnswersPerWedding = 2000;

const tokenHashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

function newToken() {
  const token = randomBytes(24).toString('base64url');
  return { token, editTokenHash: tokenHashOf(token) };
}

function valuesOf(answer: AnswerRequest): RsvpValues {
  return { ...answer, phone: answer.phone || null, note: answer.note || null };
}

function answerOf(row: RsvpRow): RsvpAnswer {
  return {
    name: row.name,
    side: row.side,
    attendance: row.attendance,
    headcount: row.headcount,
    meal: row.meal,
    phone: row.phone ?? '',
    note: row.note ?? '',
    updatedAt: row.updateDate.toISOString(),
  };
}

/** The wedding of a guest's page: a funeral notice or an unknown number is not found, a private one is closed (410). */
async function guestWedding(db: Database, publicNum: string): Promise<RsvpWedding> {
  const wedding = await weddingOfPublicNum(db, publicNum);
  if (!wedding) throw new HttpError(404, messages.invitation.notFound);
  if (wedding.unpublished) throw closedError('W');
  return wedding;
}

/** Why a new or changed answer is refused now (409), or null while the host takes them. */
export function answerRefusal(wedding: Pick<RsvpWedding, 'rsvpEnabled' | 'rsvpDeadline' | 'archiveDate'>, now = new Date()): string | null {
  if (!wedding.rsvpEnabled) return messages.rsvp.off;
  if (isArchived(wedding.archiveDate, now)) return messages.rsvp.closed;
  if (wedding.rsvpDeadline && now >= wedding.rsvpDeadline) return messages.rsvp.closed;
  return null;
}

function refuseClosed(wedding: RsvpWedding) {
  const refusal = answerRefusal(wedding);
  if (refusal) throw new HttpError(409, refusal);
}

export async function createAnswer(db: Database, publicNum: string, request: { answer: AnswerRequest; password: string }) {
  const wedding = await guestWedding(db, publicNum);
  refuseClosed(wedding);
  if ((await countAnswers(db, wedding.weddingInvitationSeq)) >= maxAnswersPerWedding) throw new HttpError(409, messages.rsvp.full);
  const { token, editTokenHash } = newToken();
  const passwordHash = request.password ? await hashPassword(request.password) : null;
  const row = await insertAnswer(db, wedding.weddingInvitationSeq, valuesOf(request.answer), { editTokenHash, passwordHash });
  return { token, answer: answerOf(row), message: messages.rsvp.sent };
}

async function ownRow(db: Database, wedding: RsvpWedding, token: string): Promise<RsvpRow> {
  const row = await answerByToken(db, wedding.weddingInvitationSeq, tokenHashOf(token));
  if (!row) throw new HttpError(404, messages.rsvp.notFound);
  return row;
}

export async function ownAnswer(db: Database, publicNum: string, token: string) {
  const wedding = await guestWedding(db, publicNum);
  return { answer: answerOf(await ownRow(db, wedding, token)), message: messages.rsvp.sent };
}

export async function changeAnswer(db: Database, publicNum: string, token: string, answer: AnswerRequest) {
  const wedding = await guestWedding(db, publicNum);
  const row = await ownRow(db, wedding, token);
  refuseClosed(wedding);
  return { answer: answerOf(await updateAnswer(db, row.rsvpSeq, valuesOf(answer))), message: messages.rsvp.changed };
}

/** By name and password from another phone: the answer and a new token for this browser. */
export async function findAnswer(db: Database, publicNum: string, name: string, password: string) {
  const wedding = await guestWedding(db, publicNum);
  for (const candidate of await answersWithPassword(db, wedding.weddingInvitationSeq, name)) {
    if (candidate.passwordHash && (await verifyPassword(candidate.passwordHash, password))) {
      const { token, editTokenHash } = newToken();
      return { token, answer: answerOf(await replaceToken(db, candidate.rsvpSeq, editTokenHash)), message: messages.rsvp.sent };
    }
  }
  throw new HttpError(404, messages.rsvp.noMatch);
}

/** The host's own wedding, or the 404 an unknown order answers: an order number is a non-member's login secret. */
async function hostWedding(db: Database, user: SessionUser, orderNum: string): Promise<RsvpWedding> {
  const wedding = await weddingOfOrderNum(db, orderNum);
  if (!wedding || !ownsOrder(user, wedding)) throw new HttpError(404, messages.review.orderNotFound);
  return wedding;
}

const settingsOf = (wedding: Pick<RsvpWedding, 'rsvpEnabled' | 'rsvpDeadline'>): RsvpSettings => ({
  enabled: wedding.rsvpEnabled,
  deadline: wedding.rsvpDeadline ? koreanMinuteOf(wedding.rsvpDeadline) : null,
});

export async function readSettings(db: Database, user: SessionUser, orderNum: string): Promise<RsvpSettings> {
  return settingsOf(await hostWedding(db, user, orderNum));
}

export async function writeSettings(db: Database, user: SessionUser, orderNum: string, settings: RsvpSettings): Promise<RsvpSettings> {
  const wedding = await hostWedding(db, user, orderNum);
  const saved = { rsvpEnabled: settings.enabled, rsvpDeadline: settings.deadline ? koreanMinuteInstant(settings.deadline) : null };
  await saveSettings(db, wedding.weddingInvitationSeq, saved);
  return settingsOf(saved);
}

const emptyTally = (): RsvpTally => ({ attending: 0, attendingGuests: 0, declined: 0, undecided: 0, mealGuests: 0 });

export async function summary(db: Database, user: SessionUser, orderNum: string): Promise<RsvpSummary> {
  const wedding = await hostWedding(db, user, orderNum);
  const sides = { groom: emptyTally(), bride: emptyTally() };
  for (const row of await tallyRows(db, wedding.weddingInvitationSeq)) {
    const tally = sides[row.side];
    if (row.attendance === 'yes') {
      tally.attending += row.answers;
      tally.attendingGuests += row.guests;
      tally.mealGuests += row.mealGuests;
    } else if (row.attendance === 'no') tally.declined += row.answers;
    else tally.undecided += row.answers;
  }
  return { ...settingsOf(wedding), closed: answerRefusal(wedding) !== null, ...sides };
}

function hostRsvpOf(row: RsvpRow): HostRsvp {
  return { ...answerOf(row), rsvpSeq: row.rsvpSeq, createdAt: row.createDate.toISOString() };
}

export async function answers(db: Database, user: SessionUser, orderNum: string, query: { page: number; searchWord?: string }): Promise<Page<HostRsvp>> {
  const wedding = await hostWedding(db, user, orderNum);
  const { content, totalElements } = await listAnswers(db, wedding.weddingInvitationSeq, { page: query.page, size: rsvpPageSize }, query.searchWord);
  return { content: content.map(hostRsvpOf), totalElements };
}

const excelColumns: ExcelColumn<HostRsvp>[] = [
  { header: '성함', width: 14, cell: (row) => row.name },
  { header: '구분', width: 8, cell: (row) => rsvpSideLabels[row.side] },
  { header: '참석 여부', width: 10, cell: (row) => rsvpAttendanceLabels[row.attendance] },
  { header: '인원(명)', kind: 'count', total: true, width: 9, cell: (row) => row.headcount },
  { header: '식사', width: 10, cell: (row) => rsvpMealLabels[row.meal] },
  { header: '연락처', width: 16, cell: (row) => row.phone },
  { header: '남기신 말씀', width: 40, cell: (row) => row.note },
  { header: '전달한 시간', kind: 'time', cell: (row) => row.createdAt },
  { header: '수정한 시간', kind: 'time', cell: (row) => row.updatedAt },
];

/** '참석의사_{orderNum}_{date}.xlsx': every answer the search finds, newest first; counts as numbers, times as dates. */
export async function answersExcel(db: Database, user: SessionUser, orderNum: string, searchWord: string | undefined, reply: FastifyReply) {
  const wedding = await hostWedding(db, user, orderNum);
  return streamWorkbook(
    reply,
    {
      fileName: `참석의사_${orderNum}`,
      sheet: '참석 의사',
      columns: excelColumns,
      heading: { title: `참석 의사 (주문번호 ${orderNum})`, conditions: searchWord ? [`검색어 "${searchWord}"`] : [], searchWord },
    },
    async (page) => {
      const { content, totalElements } = await listAnswers(db, wedding.weddingInvitationSeq, { page, size: excelBatch }, searchWord);
      return { content: content.map(hostRsvpOf), totalElements };
    },
    async () => undefined,
  );
}

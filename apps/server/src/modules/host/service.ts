import type { FastifyReply } from 'fastify';
import {
  brToNewlines,
  funeralTitle,
  hostWreathPageSize,
  messages,
  weddingTitle,
  type GiftTransfer,
  type HostEvent,
  type HostWreath,
  type Page,
} from '@ongi/shared';
import type { Database } from '@server/db/client';
import { excelBatch, streamWorkbook, type ExcelColumn } from '@server/lib/admin-resource';
import { HttpError } from '@server/lib/http-error';
import type { PageRequest } from '@server/lib/paginate';
import type { SessionUser } from '@server/plugins/session';
import { orderLedger, ownsOrder } from '@server/modules/payment';
import { giftTransfers } from '@server/modules/settlement';
import {
  clearThanked,
  countThanked,
  findHostEvent,
  findOrderOfPublicNum,
  isStandingWreathOf,
  listHostWreaths,
  markThanked,
  type HostWreathRow,
} from './queries';

// The host's page for their event: the same order and the same owner rule as
// the received-wreaths list it replaces (records-service's ownsOrder), and the
// same figures as the payments (the donation ledger).

/** The host's own order, or the 404 an unknown one answers: a non-member's order number must not be confirmed to anyone else. */
async function ownOrder(db: Database, user: SessionUser, orderNum: string) {
  const event = await findHostEvent(db, orderNum);
  if (!event || !ownsOrder(user, event)) throw new HttpError(404, messages.review.orderNotFound);
  return event;
}

export async function hostEvent(db: Database, user: SessionUser, orderNum: string): Promise<HostEvent> {
  const event = await ownOrder(db, user, orderNum);
  const [ledger, thankedCount] = await Promise.all([orderLedger(db, orderNum), countThanked(db, orderNum)]);
  return {
    orderNum,
    publicNum: event.publicNum,
    isWedding: event.kind === 'wedding',
    title:
      event.kind === 'wedding'
        ? weddingTitle({ groomName: event.groomName ?? '', brideName: event.brideName ?? '' })
        : funeralTitle({ deceasedName: event.deceasedName, religion: event.religion }),
    eventDate: event.eventDate,
    kioskStyle: event.kioskStyle,
    useCampaign: event.useCampaign,
    donatedPercent: event.donatedPercent,
    viewCount: event.viewCount,
    ledger,
    thankedCount,
  };
}

function hostWreathOf(row: HostWreathRow, transfers: Map<number, GiftTransfer>): HostWreath {
  return {
    paymentSeq: row.paymentSeq,
    name: row.name?.trim() || '이름 없음',
    senderDisplay: row.senderDisplay,
    message: brToNewlines(row.message),
    amount: row.amount - row.cancelledAmount,
    status: row.status === 'PARTIAL_CANCELLED' ? 'PARTIAL_CANCELLED' : 'PAID',
    paidAt: (row.paidAt ?? new Date(0)).toISOString(),
    thankedAt: row.thankedAt?.toISOString() ?? null,
    transfer: transfers.get(row.paymentSeq) ?? null,
  };
}

async function wreathPage(db: Database, orderNum: string, request: PageRequest, searchWord: string | undefined): Promise<Page<HostWreath>> {
  const { paidCount } = await orderLedger(db, orderNum);
  const { content, totalElements } = await listHostWreaths(db, orderNum, request, { word: searchWord, paidCount });
  const transfers = await giftTransfers(
    db,
    content.map((row) => row.paymentSeq),
  );
  return { content: content.map((row) => hostWreathOf(row, transfers)), totalElements };
}

export async function hostWreaths(db: Database, user: SessionUser, orderNum: string, query: { page: number; searchWord?: string }): Promise<Page<HostWreath>> {
  await ownOrder(db, user, orderNum);
  return wreathPage(db, orderNum, { page: query.page, size: hostWreathPageSize }, query.searchWord);
}

const senderDisplayWords = { NAME: '이름 그대로', MASKED: '일부 가림', ANONYMOUS: '익명' } as const;

const excelColumns: ExcelColumn<HostWreath>[] = [
  { header: '보내신 분', width: 18, cell: (row) => row.name },
  { header: '하객 화면 표시', width: 14, cell: (row) => senderDisplayWords[row.senderDisplay] },
  { header: '메시지', width: 50, cell: (row) => row.message },
  { header: '금액(원)', kind: 'amount', total: true, width: 12, cell: (row) => row.amount },
  { header: '부분취소', width: 10, cell: (row) => (row.status === 'PARTIAL_CANCELLED' ? '부분취소' : '') },
  { header: '보낸 시간', kind: 'time', cell: (row) => row.paidAt },
  { header: '감사 인사', width: 12, cell: (row) => (row.thankedAt ? '보냄' : '') },
];

/** '보내주신분_{orderNum}_{date}.xlsx': every wreath the search finds, in the list's order, cells that never become formulas. */
export async function hostWreathsExcel(db: Database, user: SessionUser, orderNum: string, searchWord: string | undefined, reply: FastifyReply) {
  await ownOrder(db, user, orderNum);
  const { paidCount } = await orderLedger(db, orderNum);
  return streamWorkbook(
    reply,
    {
      fileName: `보내주신분_${orderNum}`,
      sheet: '보내주신 분',
      columns: excelColumns,
      heading: { title: `보내주신 분 (주문번호 ${orderNum})`, conditions: searchWord ? [`검색어 "${searchWord}"`] : [], searchWord },
    },
    async (page) => {
      const { content, totalElements } = await listHostWreaths(db, orderNum, { page, size: excelBatch }, { word: searchWord, paidCount });
      const transfers = await giftTransfers(
        db,
        content.map((row) => row.paymentSeq),
      );
      return { content: content.map((row) => hostWreathOf(row, transfers)), totalElements };
    },
    async () => undefined,
  );
}

export async function setThanked(db: Database, user: SessionUser, orderNum: string, paymentSeq: number, thanked: boolean) {
  await ownOrder(db, user, orderNum);
  if (!(await isStandingWreathOf(db, orderNum, paymentSeq))) throw new HttpError(404, messages.host.wreathNotFound);
  if (!thanked) {
    await clearThanked(db, paymentSeq);
    return { paymentSeq, thankedAt: null };
  }
  return { paymentSeq, thankedAt: (await markThanked(db, paymentSeq)).toISOString() };
}

/** The guest page's manage bar: the order number, to its host only; anyone else hears the page has none. */
export async function manageLink(db: Database, user: SessionUser, publicNum: string) {
  const orderNum = await findOrderOfPublicNum(db, publicNum);
  const event = orderNum ? await findHostEvent(db, orderNum) : undefined;
  if (!event || !ownsOrder(user, event)) throw new HttpError(404, messages.invitation.notFound);
  return { orderNum: event.orderNum };
}

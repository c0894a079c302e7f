import { z } from '../zod';
import { messages } from '../messages';
import { formatDateTime } from '../format/date';
import { formatNumber } from '../format/money';
import { withParticle } from '../format/text';
import { blankAsAbsent, instantSchema, maxSeq, pageOf, pageParam } from './query';

// The back office's common shapes: every admin resource answers its list,
// detail, save and delete-many in these, so one list and one form screen
// serve them all (spec 002 §2 "Behaviour shared by all admin list screens").

/** Every admin list shows 10 rows a page (spec 002 §9). */
export const adminPageSize = 10;

/**
 * A list's query: page, the resource's search types and a keyword. The
 * keyword rule of the screens ('검색어를 입력해주세요') is the client's: an
 * empty search on the server lists everything, which is what the list
 * shows after a delete resets its search.
 */
export function adminListQuery<T extends readonly [string, ...string[]], E extends z.ZodRawShape = Record<never, never>>(searchTypes: T, extra?: E) {
  return z.object({
    page: pageParam,
    searchType: blankAsAbsent(z.enum(searchTypes, { error: messages.query.searchType }).default(searchTypes[0] as T[number])),
    searchWord: blankAsAbsent(z.string({ error: messages.query.searchWord }).trim().max(100, messages.query.searchWord).optional()),
    ...(extra ?? ({} as E)),
  });
}

export const listSortDirections = ['asc', 'desc'] as const;
export type ListSortDirection = (typeof listSortDirections)[number];

/**
 * A list's sort: one of the columns the resource lets it sort by (the
 * server maps each name to its SQL; nothing else reaches an ORDER BY) and a
 * direction. Without `sort` the list keeps its own order.
 */
export function adminListSort<T extends readonly [string, ...string[]]>(columns: T) {
  return {
    sort: blankAsAbsent(z.enum(columns, { error: messages.adminList.sortInvalid }).optional()),
    direction: blankAsAbsent(z.enum(listSortDirections, { error: messages.adminList.directionInvalid }).default('asc')),
  };
}

const seq = z.number({ error: messages.query.seq }).int(messages.query.seq).min(1, messages.query.seq).max(maxSeq, messages.query.seq);

/** POST …/delete { seqs }: the checked rows; none checked is the resource's own '선택된 … 없습니다'. */
export function adminDeleteRequest(noneSelected: string) {
  return z.object({
    seqs: z
      .array(seq, { error: noneSelected })
      .min(1, noneSelected)
      .max(1000, messages.admin.tooManySelected)
      .transform((seqs) => [...new Set(seqs)]),
  });
}
export type AdminDeleteRequest = { seqs: number[] };

export const adminDeleteResultSchema = z.object({ deleted: z.number().int(), message: z.string() });
export type AdminDeleteResult = z.infer<typeof adminDeleteResultSchema>;

/** What a save answers: the row's number (new or kept) and the sentence the screen alerts. */
export const adminSaveResultSchema = z.object({ seq: z.number().int(), message: z.string() });
export type AdminSaveResult = z.infer<typeof adminSaveResultSchema>;

/** An on/off switched from a list (category use, campaign category activation). */
export const adminToggleResultSchema = z.object({ seq: z.number().int(), enabled: z.boolean(), message: z.string() });
export type AdminToggleResult = z.infer<typeof adminToggleResultSchema>;

/** A form's own number: absent, null or -1 (the spec's new-row marker) registers a new row. */
export const adminSeqOrNew = z
  .union([seq, z.literal(-1), z.null()])
  .optional()
  .transform((value) => (value === -1 || value === null ? undefined : value));

/** A row number chosen on a form; anything else tells `message`. */
const chosenSeq = (message: string) => z.coerce.number({ error: message }).int(message).min(1, message).max(maxSeq, message);

/** A required choice sent as a number (a category, a partner); missing or 0 tells `message`. */
export function adminRequiredSeq(message: string) {
  return z.preprocess((value) => (value === '' || value === 0 ? undefined : value), chosenSeq(message));
}

/** An optional choice sent as a number (a campaign's category, a built-in wreath's partner): missing, '' or 0 is null; anything else not a row number tells `message`. */
export function adminOptionalSeq(message: string) {
  return z.preprocess((value) => (value === '' || value === 0 || value === undefined ? null : value), chosenSeq(message).nullable());
}

/** Text that must not be blank after trimming, with its own length cap. */
export function requiredText(required: string, max: number, tooLong: string) {
  return z.string({ error: required }).trim().min(1, required).max(max, tooLong);
}

export const adminSeqParams = z.object({
  seq: z.preprocess((value) => (value === '' ? undefined : value), z.coerce.number({ error: messages.query.seq }).pipe(seq)),
});

// ---- Deleting what is in use, and ending instead ----

/** One kind of row that still refers to a row being deleted: '결제 9건(770,000원)', '하위 카테고리 2개'. */
export interface AdminAttachment {
  noun: string;
  count: number;
  /** The counter word; 건 unless another fits (개 for child categories). */
  counter?: string;
  /** Won those rows carry (a payment's standing amount), shown after the count. */
  amount?: number;
}

/** '결제 9건(770,000원)과 부고장 1건': each kind with its count, joined as Korean joins a list. */
export function describeAttachments(attachments: readonly AdminAttachment[]): string {
  const parts = attachments.map(
    (part) => `${part.noun} ${formatNumber(part.count)}${part.counter ?? '건'}${part.amount !== undefined ? `(${formatNumber(part.amount)}원)` : ''}`,
  );
  return parts.map((part, index) => (index < parts.length - 1 ? `${withParticle(part, '과/와')} ` : part)).join('');
}

/** The rows a refusal names: up to three, then how many more ('가을 나눔, 겨울 나눔 외 2개'). */
export function describeNames(names: readonly string[], total = names.length): string {
  const shown = names.slice(0, 3).join(', ');
  return total > 3 ? `${shown} 외 ${formatNumber(total - 3)}개` : shown;
}

/** POST …/end/:seq and …/reopen/:seq: a row ended (종료) or opened again, and the sentence the screen alerts. */
export const adminEndResultSchema = z.object({ seq: z.number().int(), ended: z.boolean(), message: z.string() });
export type AdminEndResult = z.infer<typeof adminEndResultSchema>;

// ---- Audit: who changed what in the back office ----

export const adminAuditActions = [
  'create',
  'update',
  'delete',
  'toggle',
  'answer',
  'cancel',
  'end',
  'reopen',
  'login',
  'loginFailed',
  'excel',
  'view',
] as const;
export type AdminAuditAction = (typeof adminAuditActions)[number];
export const adminAuditActionLabels: Record<AdminAuditAction, string> = {
  create: '등록',
  update: '수정',
  delete: '삭제',
  toggle: '사용 변경',
  answer: '답변',
  cancel: '결제 취소',
  end: '종료',
  reopen: '다시 열기',
  login: '로그인',
  loginFailed: '로그인 실패',
  excel: '엑셀 다운로드',
  view: '조회',
};

/** A value kept in the trail: what a deleted row's field held. */
const auditValueSchema = z.union([z.string(), z.number(), z.boolean(), z.null()]);

/**
 * What a line of the trail keeps beside its sentence: the rows a delete took
 * (each its number, title and key fields, labelled in Korean), an Excel
 * download's search, or the usernames failed logins tried from one address.
 */
export const adminAuditSnapshotSchema = z.object({
  // Fields as a list, not an object: jsonb keeps an object's keys in its own order, and the trail reads in the resource's.
  rows: z.array(z.object({ seq: z.number().int(), title: z.string(), fields: z.array(z.object({ label: z.string(), value: auditValueSchema })) })).optional(),
  search: z.record(z.string(), z.string()).optional(),
  attempts: z.number().int().optional(),
  usernames: z.array(z.string()).optional(),
});
export type AdminAuditSnapshot = z.infer<typeof adminAuditSnapshotSchema>;

/**
 * What a line keeps, as one text (the audit screen and its Excel): each deleted
 * row ('가을 나눔 (12번): 금액 50000, 종료일 2026-12-31'), an Excel download's
 * search, or the usernames failed logins tried.
 */
export function auditSnapshotLines(snapshot: AdminAuditSnapshot | null): string[] {
  if (!snapshot) return [];
  const lines: string[] = [];
  // Kept as stored (an instant in ISO, a number); shown as the back office shows them.
  const shown = (value: string | number | boolean) =>
    typeof value === 'number' ? formatNumber(value) : typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value) ? formatDateTime(value) : String(value);
  for (const row of snapshot.rows ?? []) {
    const fields = row.fields.filter((field) => field.value !== null && field.value !== '').map((field) => `${field.label} ${shown(field.value!)}`);
    lines.push(`${row.title} (${row.seq}번)${fields.length > 0 ? `: ${fields.join(', ')}` : ''}`);
  }
  if (snapshot.search) {
    const search = Object.entries(snapshot.search).map(([name, value]) => `${name}=${value}`);
    lines.push(`검색 조건: ${search.length > 0 ? search.join(', ') : '전체'}`);
  }
  if (snapshot.usernames) lines.push(`시도한 아이디${snapshot.attempts ? ` (${snapshot.attempts}회)` : ''}: ${snapshot.usernames.join(', ')}`);
  return lines;
}

/** The audit trail's resource keys as the back office names them. */
const adminResourceLabels: Record<string, string> = {
  'admin-account': '관리자 계정',
  account: '회원 계정',
  notice: '공지사항',
  faq: 'FAQ',
  sponsor: '후원활동',
  'donation-group': '기부단체',
  campaign: '캠페인',
  'wedding-order': '청첩장',
  'funeral-order': '부고장',
  payment: '결제',
  'donation-ledger': '기부금 정산',
  category: '카테고리',
  campaignCategory: '캠페인 카테고리',
  donationCategory: '기부처',
  popup: '팝업',
  partner: '제휴기관',
  inquiry: '1:1 문의',
  audit: '관리 기록',
  alert: '운영 알림',
};

export function adminResourceLabel(key: string): string {
  return adminResourceLabels[key] ?? key;
}

export const adminAuditSearchTypes = ['all', 'admin', 'resource', 'address'] as const;
/** What the audit trail sorts by: when, administrator, action, resource. */
export const adminAuditSorts = ['createdAt', 'admin', 'action', 'resource'] as const;
export const adminAuditListQuerySchema = adminListQuery(adminAuditSearchTypes, {
  ...adminListSort(adminAuditSorts),
  action: blankAsAbsent(z.enum(adminAuditActions, { error: messages.query.searchType }).optional()),
});
export type AdminAuditListQuery = z.input<typeof adminAuditListQuerySchema>;

export const adminAuditRowSchema = z.object({
  auditSeq: z.number().int(),
  adminUsername: z.string(),
  action: z.enum(adminAuditActions),
  /** The resource's key ('notice', 'campaign'). */
  resource: z.string(),
  /** The rows acted on, by number. */
  targetSeqs: z.array(z.number().int()),
  summary: z.string(),
  /** Where the request came from (the trusted client address). */
  clientAddress: z.string().nullable(),
  /** Which login session did it: the session's public handle, never its secret. */
  sessionRef: z.string().nullable(),
  snapshot: adminAuditSnapshotSchema.nullable(),
  createDate: instantSchema,
});
export type AdminAuditRow = z.infer<typeof adminAuditRowSchema>;
export const adminAuditPageSchema = pageOf(adminAuditRowSchema);

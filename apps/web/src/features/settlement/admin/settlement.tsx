import { useQuery } from '@tanstack/react-query';
import {
  formatDate,
  formatDateTime,
  formatNumber,
  formatWon,
  messages,
  settlementStateLabels,
  settlementStates,
  settlementTransferSchema,
  todayInSeoul,
  type AdminSettlementDetail,
  type AdminSettlementRow,
} from '@ongi/shared';
import { AttachmentsField } from '@web/shared/admin/attachments-field';
import { numberColumn } from '@web/shared/admin/columns';
import { checkedBy, multipartRequest } from '@web/shared/admin/multipart';
import { defineAdminResource, type AdminFormFieldsProps } from '@web/shared/admin/resource';
import { errorMessage } from '@web/shared/lib/api';
import { downloadUrl } from '@web/shared/lib/file-url';
import { FormRow, FormRows, FormValue, TextField } from '@web/shared/ui/form';
import { settlement as adminSettlementEndpoints } from '@ongi/shared/routes/admin/settlement';
import { organisationFilterChoices } from '@web/shared/admin/organisation-options';
import { settlementQueries } from '../api';
import { LinesTable } from '../components/lines-table';
import { BatchReceipts } from './batch-receipts';
import styles from '../components/settlement.module.css';

interface TransferFormValues extends Record<string, unknown> {
  transferredOn?: string;
  bankReference?: string;
  proof?: File[];
}

const transferJson = (values: TransferFormValues, seq?: number) => ({
  settlementBatchSeq: seq ?? 0,
  transferredOn: values.transferredOn ?? '',
  bankReference: values.bankReference ?? '',
});

/** The transfer's fields by the shared schema, then the proof file the server checks again by its bytes. */
const transferForm = checkedBy<TransferFormValues>((values) => transferJson(values, 1), settlementTransferSchema).superRefine((values, context) => {
  if ((values.proof?.length ?? 0) === 0) context.addIssue({ code: 'custom', path: ['proof'], message: messages.settlement.proofRequired });
});

function StateBadge({ state }: { state: AdminSettlementRow['state'] }) {
  return <span className={`${styles.state} ${state === 'TRANSFERRED' ? styles.stateTRANSFERRED : ''}`}>{settlementStateLabels[state]}</span>;
}

/** 단체별 전달 대기: above the batch list, what each organisation is owed from wreaths no batch holds yet. */
function PendingPanel() {
  const pending = useQuery(settlementQueries.pending());
  const rows = pending.data?.filter((row) => row.wreaths > 0) ?? [];
  return (
    <section className={styles.panel} aria-labelledby="settlement-pending-title">
      <h2 id="settlement-pending-title" className={styles.panelTitle}>
        단체별 전달 대기 금액
      </h2>
      {pending.isPending ? (
        <p role="status">전달 대기 금액을 불러오는 중입니다</p>
      ) : pending.isError ? (
        <p role="alert">전달 대기 금액을 불러오지 못했습니다. {errorMessage(pending.error)}</p>
      ) : rows.length === 0 ? (
        <p>모든 기부화환이 정산에 담겼습니다. 전달을 기다리는 금액이 없습니다.</p>
      ) : (
        <div className={styles.scroll} tabIndex={0} role="region" aria-label="단체별 전달 대기 금액 표">
          <table className={`${styles.table} ${styles.compact}`}>
            <thead>
              <tr>
                <th scope="col">기부후원 단체</th>
                <th scope="col" className={styles.end}>
                  기부화환
                </th>
                <th scope="col" className={styles.end}>
                  전달 대기 금액
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.donationGroupSeq}>
                  <td>{row.groupName}</td>
                  <td className={styles.end}>{formatNumber(row.wreaths)}개</td>
                  <td className={styles.end}>{formatWon(row.amount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** One batch: what it holds, line by line, and its transfer (recorded here once, then only shown). */
function BatchFields({ record }: AdminFormFieldsProps<AdminSettlementDetail>) {
  if (!record) return null;
  const open = record.state === 'CLOSED';
  return (
    <FormRows>
      <FormRow label="기부후원 단체">
        <FormValue>{record.groupName}</FormValue>
      </FormRow>
      <FormRow label="정산 기간">
        <FormValue>
          {formatDate(record.periodFrom)} ~ {formatDate(record.periodTo)}
        </FormValue>
      </FormRow>
      <FormRow label="상태">
        <FormValue>
          <StateBadge state={record.state} /> · 마감 {formatDateTime(record.createDate)}
          {record.closedBy ? ` (${record.closedBy})` : ''}
        </FormValue>
      </FormRow>
      <FormRow label="전달 금액">
        <FormValue>
          <strong>{formatWon(record.amount)}</strong> ({formatNumber(record.lineCount)}건)
        </FormValue>
      </FormRow>
      <FormRow label="정산 내역">
        <LinesTable lines={record.lines} amount={record.amount} caption={`${record.groupName} 정산 내역`} />
      </FormRow>
      <FormRow label="기부금 영수증">
        <BatchReceipts settlementBatchSeq={record.settlementBatchSeq} />
      </FormRow>
      {open ? (
        <>
          <TextField name="transferredOn" label="이체일" type="date" max={todayInSeoul()} />
          <TextField name="bankReference" label="은행 거래 참조번호" maxLength={100} hint="이체 확인증의 거래번호(참조번호)를 적습니다." />
          <AttachmentsField name="proof" label="이체 증빙" accept=".jpg,.jpeg,.png,.pdf" hint="이체 확인증 이미지(JPG·PNG) 또는 PDF 한 개" />
        </>
      ) : (
        <>
          <FormRow label="이체일">
            <FormValue>{record.transferredOn ? formatDate(record.transferredOn) : '-'}</FormValue>
          </FormRow>
          <FormRow label="은행 거래 참조번호">
            <FormValue>{record.bankReference ?? '-'}</FormValue>
          </FormRow>
          <FormRow label="이체 증빙">
            <FormValue>
              {record.proofPath && record.proofName ? <a href={downloadUrl(record.proofPath, record.proofName)}>{record.proofName}</a> : '-'}
            </FormValue>
          </FormRow>
        </>
      )}
    </FormRows>
  );
}

/**
 * 기부금 전달 정산 (issue 25 §1): the batches per organisation and period,
 * newest first; 새 정산 closes a period, a batch opens to its lines and the
 * transfer's record. A batch is history once closed: no 삭제.
 */
export const resource = defineAdminResource({
  key: 'settlement',
  endpoints: adminSettlementEndpoints,
  label: '정산',
  rowKey: (row: AdminSettlementRow) => row.settlementBatchSeq,
  list: {
    title: '기부금 전달 정산',
    note: <PendingPanel />,
    searchTypes: [{ value: 'all', label: '단체명' }],
    filters: [
      {
        name: 'donationGroupSeq',
        label: '단체',
        options: [{ value: '', label: '전체 단체' }],
        load: organisationFilterChoices,
      },
      {
        name: 'state',
        label: '상태',
        options: [{ value: '', label: '전체' }, ...settlementStates.map((state) => ({ value: state, label: settlementStateLabels[state] }))],
      },
    ],
    columns: [
      { ...numberColumn<AdminSettlementRow>('4rem'), priority: 'secondary' },
      { header: '기부후원 단체', opensRow: true, sort: 'name', cell: (row) => row.groupName },
      // Amount and state before the period: what a narrow screen keeps in view.
      { header: '전달 금액', width: '9rem', align: 'end', sort: 'amount', sortFirst: 'desc', cell: (row) => <strong>{formatWon(row.amount)}</strong> },
      { header: '상태', width: '6rem', align: 'center', sort: 'status', cell: (row) => <StateBadge state={row.state} /> },
      {
        header: '정산 기간',
        width: '13rem',
        sort: 'period',
        sortFirst: 'desc',
        priority: 'secondary',
        cell: (row) => `${formatDate(row.periodFrom)} ~ ${formatDate(row.periodTo)}`,
      },
      { header: '건수', width: '5rem', align: 'end', sort: 'count', sortFirst: 'desc', priority: 'secondary', cell: (row) => formatNumber(row.lineCount) },
      {
        header: '이체일',
        width: '7rem',
        align: 'center',
        sort: 'transferredOn',
        sortFirst: 'desc',
        priority: 'secondary',
        cell: (row) => (row.transferredOn ? formatDate(row.transferredOn) : '-'),
      },
    ],
    noDelete: true,
    createLabel: '새 정산',
    emptyTitle: '마감한 정산이 없습니다',
    noneSelected: messages.admin.staleSelection,
    deleteConfirm: messages.admin.deleteConfirm,
  },
  form: {
    seqFrom: { query: 'settlementBatchSeq' },
    editOnly: '살펴볼 정산을 목록에서 골라 주세요.',
    schema: transferForm,
    fromRecord: (): TransferFormValues => ({ transferredOn: '', bankReference: '', proof: [] }),
    toRequest: (values: TransferFormValues, seq) => multipartRequest('settlement', transferJson(values, seq), { proof: values.proof ?? [] }),
    Fields: BatchFields,
    noDelete: true,
    viewOnly: (record: AdminSettlementDetail) => record.state !== 'CLOSED',
    saveLabels: { create: '이체 기록', edit: '이체 기록' },
    titles: { create: '정산', edit: '정산 상세' },
    focus: { settlementBatchSeq: 'transferredOn' },
  },
});

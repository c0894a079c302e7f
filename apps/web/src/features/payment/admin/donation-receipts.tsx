import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  donationReceiptStateLabels,
  donationReceiptStates,
  donorTypeLabels,
  formatDate,
  formatDateTime,
  formatWon,
  messages,
  z,
  type AdminDonationReceiptDetail,
  type AdminDonationReceiptRow,
} from '@ongi/shared';
import { donationReceipt as donationReceiptEndpoints } from '@ongi/shared/routes/admin/payment';
import { numberColumn } from '@web/shared/admin/columns';
import { fetchOrganisationOptions, organisationFilterChoices } from '@web/shared/admin/organisation-options';
import { adminResourceQueries, defineAdminResource, type AdminFormFieldsProps } from '@web/shared/admin/resource';
import { call, errorMessage } from '@web/shared/lib/api';
import { postForFile } from '@web/shared/lib/save-file';
import { Button } from '@web/shared/ui/button';
import { FormRow, FormRows, FormValue } from '@web/shared/ui/form';
import { confirm } from '@web/shared/ui/modal/modal-store';
import styles from './donation-receipts.module.css';

const key = 'donationReceipt';
const endpoints = donationReceiptEndpoints;
const queries = adminResourceQueries({ key, endpoints });

const organisationsQuery = {
  queryKey: ['admin', key, 'organisations'] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) => fetchOrganisationOptions(signal),
};

/**
 * 내보내기: one organisation and a period of payments, as the Excel the
 * organisation issues its receipts from. The server marks them exported and
 * deletes their resident numbers in the same step, so it asks first.
 */
function ExportPanel() {
  const queryClient = useQueryClient();
  const organisations = useQuery(organisationsQuery);
  const [donationGroupSeq, setDonationGroupSeq] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ tone: 'ok' | 'bad'; text: string } | null>(null);

  const run = async () => {
    setResult(null);
    if (!donationGroupSeq) return setResult({ tone: 'bad', text: messages.donationReceipt.organisationRequired });
    if (!from || !to) return setResult({ tone: 'bad', text: messages.donationReceipt.periodRequired });
    if (!(await confirm(messages.donationReceipt.exportConfirm, { destructive: true, confirmLabel: '내보내기' }))) return;
    setBusy(true);
    try {
      const fileName = await postForFile(endpoints.export, { body: { donationGroupSeq: Number(donationGroupSeq), from, to } }, '기부금영수증.xlsx');
      setResult({ tone: 'ok', text: `${fileName} 파일로 내보냈습니다.` });
      await queryClient.invalidateQueries({ queryKey: queries.all });
    } catch (error) {
      setResult({ tone: 'bad', text: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={styles.export} aria-labelledby="donation-receipt-export">
      <h2 id="donation-receipt-export" className={styles.exportTitle}>
        기부단체에 내보내기
      </h2>
      <p className={styles.muted}>
        기부단체와 결제 기간을 고르면 아직 내보내지 않은 신청을 엑셀로 받습니다. 내보낸 신청은 &lsquo;기부단체 전달&rsquo;로 바뀌고 주민등록번호는 지워집니다.
      </p>
      <div className={styles.exportControls}>
        <label className={styles.control}>
          <span>기부단체</span>
          <select value={donationGroupSeq} onChange={(event) => setDonationGroupSeq(event.target.value)} disabled={organisations.isPending}>
            <option value="">{organisations.isPending ? '불러오는 중' : '선택'}</option>
            {organisations.data?.map((organisation) => (
              <option key={organisation.donationGroupSeq} value={organisation.donationGroupSeq}>
                {organisation.groupName} (대기 {organisation.waiting}건{organisation.residentNumberAsked ? ', 주민등록번호' : ''})
              </option>
            ))}
          </select>
        </label>
        <label className={styles.control}>
          <span>결제 시작일</span>
          <input type="date" value={from} onChange={(event) => setFrom(event.target.value)} />
        </label>
        <label className={styles.control}>
          <span>결제 종료일</span>
          <input type="date" value={to} onChange={(event) => setTo(event.target.value)} />
        </label>
        <Button size="sm" onClick={() => void run()} loading={busy}>
          엑셀로 내보내기
        </Button>
      </div>
      {organisations.isError ? <p role="alert">{errorMessage(organisations.error)}</p> : null}
      {result ? (
        <p role={result.tone === 'bad' ? 'alert' : 'status'} className={result.tone === 'bad' ? styles.bad : styles.ok}>
          {result.text}
        </p>
      ) : null}
    </section>
  );
}

/** The resident number stays hidden until asked for; each reveal is in the audit trail. */
function ResidentNumber({ record }: { record: AdminDonationReceiptDetail }) {
  const [number, setNumber] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!record.hasResidentNumber) {
    return (
      <FormValue>
        {record.state === 'EXPORTED' ? '내보내면서 지웠습니다.' : record.residentNumberAsked ? '받지 않았습니다.' : '이 기부단체는 받지 않습니다.'}
      </FormValue>
    );
  }
  const reveal = async () => {
    if (!(await confirm(messages.donationReceipt.revealConfirm, { confirmLabel: '보기' }))) return;
    setBusy(true);
    setFailure(null);
    try {
      setNumber((await call(endpoints.reveal, { params: { seq: record.donationReceiptSeq } })).residentNumber);
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={styles.reveal}>
      <FormValue>{number ? `${number.slice(0, 6)}-${number.slice(6)}` : '●●●●●●-●●●●●●●'}</FormValue>
      {number ? null : (
        <Button size="sm" variant="secondary" onClick={() => void reveal()} loading={busy}>
          주민등록번호 보기
        </Button>
      )}
      {failure ? <p role="alert">{failure}</p> : null}
    </div>
  );
}

function RequestFields({ record }: AdminFormFieldsProps<AdminDonationReceiptDetail>) {
  if (!record) return null;
  const rows: Array<[string, string]> = [
    ['결제번호', record.paymentId],
    ['결제일시', record.paidAt ? formatDateTime(record.paidAt) : '-'],
    ['결제하신 분', record.payerName ?? '-'],
    ['기부단체', record.groupName],
    ['기부금액', formatWon(record.donatedAmount)],
    ['받는 분', `${donorTypeLabels[record.donorType]} · ${record.donorName}`],
    record.donorType === 'PERSON' ? ['생년월일', record.birthDate ?? '-'] : ['사업자 번호', record.businessNumber ?? '-'],
    ['주소', record.address],
    ['휴대폰', record.phoneNum ?? '-'],
    ['이메일', record.email ?? '-'],
    ['상태', `${donationReceiptStateLabels[record.state]}${record.exportedAt ? ` · ${formatDateTime(record.exportedAt)}` : ''}`],
    ['신청일시', formatDateTime(record.requestedAt)],
  ];
  return (
    <FormRows>
      {rows.map(([label, value]) => (
        <FormRow key={label} label={label}>
          <FormValue>{value}</FormValue>
        </FormRow>
      ))}
      <FormRow label="주민등록번호">
        <ResidentNumber record={record} />
      </FormRow>
    </FormRows>
  );
}

/**
 * 기부금 영수증 신청 (issue 25): what payers asked from their receipts, by
 * organisation, state and the payment's day; each opens to what was asked
 * (the resident number on request, audited), and an organisation's requests
 * of a period are exported as its Excel.
 */
export const resource = defineAdminResource({
  key,
  endpoints,
  label: '기부금 영수증 신청',
  rowKey: (row: AdminDonationReceiptRow) => row.donationReceiptSeq,
  list: {
    title: '기부금 영수증 신청',
    note: <ExportPanel />,
    emptyTitle: '기부금 영수증 신청이 없습니다',
    searchTypes: [
      { value: 'all', label: '전체' },
      { value: 'paymentId', label: '결제번호' },
      { value: 'donor', label: '신청자' },
    ],
    filters: [
      {
        name: 'donationGroupSeq',
        label: '기부단체',
        options: [{ value: '', label: '전체' }],
        load: organisationFilterChoices,
      },
      {
        name: 'state',
        label: '상태',
        options: [{ value: '', label: '전체' }, ...donationReceiptStates.map((state) => ({ value: state, label: donationReceiptStateLabels[state] }))],
      },
      { kind: 'dateRange', label: '결제일', from: 'from', to: 'to' },
    ],
    columns: [
      { ...numberColumn<AdminDonationReceiptRow>('4rem'), priority: 'secondary' },
      {
        header: '결제',
        width: '13rem',
        opensRow: true,
        sort: 'paidAt',
        sortFirst: 'desc',
        cell: (row) => (
          <span className={styles.lines}>
            <span>{row.paymentId}</span>
            <span className={styles.muted}>{row.paidAt ? formatDate(row.paidAt) : '-'}</span>
          </span>
        ),
      },
      { header: '기부단체', width: '11rem', sort: 'group', priority: 'secondary', cell: (row) => row.groupName },
      {
        header: '받는 분',
        sort: 'name',
        cell: (row) => (
          <span className={styles.lines}>
            <span>{row.donorName}</span>
            <span className={styles.muted}>
              {donorTypeLabels[row.donorType]}
              {row.hasResidentNumber ? ' · 주민등록번호 있음' : ''}
            </span>
          </span>
        ),
      },
      { header: '기부금액', width: '7rem', align: 'end', sort: 'amount', sortFirst: 'desc', cell: (row) => formatWon(row.donatedAmount) },
      {
        header: '상태',
        width: '8rem',
        align: 'center',
        sort: 'status',
        cell: (row) => <span className={`${styles.state} ${styles[row.state]}`}>{donationReceiptStateLabels[row.state]}</span>,
      },
      {
        header: '신청일시',
        width: '8.5rem',
        align: 'center',
        sort: 'createdAt',
        sortFirst: 'desc',
        priority: 'secondary',
        cell: (row) => formatDateTime(row.requestedAt),
      },
    ],
    readOnly: true,
    noneSelected: messages.admin.staleSelection,
    deleteConfirm: messages.admin.deleteConfirm,
  },
  form: {
    seqFrom: { query: 'donationReceiptSeq' },
    editOnly: '살펴볼 신청을 목록에서 골라 주세요.',
    schema: z.object({}),
    fromRecord: () => ({}),
    toRequest: () => ({}),
    Fields: RequestFields,
    noDelete: true,
    viewOnly: () => true,
    titles: { create: '기부금 영수증 신청', edit: '기부금 영수증 신청' },
  },
});

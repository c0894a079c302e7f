import { adminAlertKindLabels, formatDateTime, messages, z, type AdminAlertDetail, type AdminAlertRow } from '@ongi/shared';
import { numberColumn, createdAtColumn } from '@web/shared/admin/columns';
import { defineAdminResource, type AdminFormFieldsProps } from '@web/shared/admin/resource';
import { FormRow, FormRows, FormValue } from '@web/shared/ui/form';
import styles from './alerts.module.css';
import { alert as adminAlertEndpoints } from '@ongi/shared/routes/admin/alert';

function AcknowledgedState({ row }: { row: Pick<AdminAlertRow, 'acknowledgedAt' | 'acknowledgedBy'> }) {
  if (!row.acknowledgedAt) return <span className={styles.open}>미확인</span>;
  return (
    <span className={styles.lines}>
      <span className={styles.done}>확인</span>
      <span className={styles.muted}>{row.acknowledgedBy}</span>
    </span>
  );
}

/** One alert as raised: what, when, about which payment, what the server recorded, and who acknowledged it. */
function AlertFields({ record }: AdminFormFieldsProps<AdminAlertDetail>) {
  if (!record) return null;
  return (
    <FormRows>
      <FormRow label="종류">
        <FormValue>{adminAlertKindLabels[record.kind]}</FormValue>
      </FormRow>
      <FormRow label="일시">
        <FormValue>{formatDateTime(record.createDate)}</FormValue>
      </FormRow>
      <FormRow label="제목">
        <FormValue>{record.title}</FormValue>
      </FormRow>
      <FormRow label="내용">
        <p className={styles.summary}>{record.summary}</p>
      </FormRow>
      <FormRow label="결제번호">
        <FormValue>{record.paymentId ?? '없음'}</FormValue>
      </FormRow>
      <FormRow label="기록된 정보">
        <pre className={styles.details}>{JSON.stringify(record.details, null, 2)}</pre>
      </FormRow>
      <FormRow label="확인">
        <FormValue>{record.acknowledgedAt ? `${record.acknowledgedBy} · ${formatDateTime(record.acknowledgedAt)}` : '아직 확인하지 않았습니다.'}</FormValue>
      </FormRow>
    </FormRows>
  );
}

/** 확인 처리 sends only the alert's number: the form has no fields of its own. */
const acknowledgeForm = z.object({});

/**
 * 운영 알림 (issue 22): what the server noticed that an administrator must
 * look at, newest first, the ones nobody has acknowledged highlighted; each
 * opens to its details and 확인 처리. Raised by the server only: no 등록, no 삭제.
 */
export const resource = defineAdminResource({
  key: 'alert',
  endpoints: adminAlertEndpoints,
  label: '운영 알림',
  rowKey: (row: AdminAlertRow) => row.alertSeq,
  list: {
    title: '운영 알림',
    note: '결제 서버가 사람의 확인이 필요하다고 판단한 일입니다. 내용을 살펴 조치한 뒤 확인 처리해 주세요.',
    searchTypes: [
      { value: 'all', label: '전체' },
      { value: 'title', label: '제목' },
      { value: 'paymentId', label: '결제번호' },
    ],
    filters: [
      {
        name: 'acknowledged',
        label: '확인 여부',
        options: [
          { value: '', label: '전체' },
          { value: 'N', label: '미확인' },
          { value: 'Y', label: '확인' },
        ],
      },
    ],
    columns: [
      { ...numberColumn<AdminAlertRow>('4rem'), priority: 'secondary' },
      createdAtColumn('일시', { withTime: true }),
      { header: '종류', width: '9rem', sort: 'kind', priority: 'secondary', cell: (row) => adminAlertKindLabels[row.kind] },
      { header: '제목', opensRow: true, sort: 'name', cell: (row) => <span className={styles.title}>{row.title}</span> },
      { header: '결제번호', width: '14rem', priority: 'secondary', cell: (row) => <span className={styles.number}>{row.paymentId ?? '-'}</span> },
      { header: '확인', width: '6.5rem', align: 'center', sort: 'status', cell: (row) => <AcknowledgedState row={row} /> },
    ],
    highlight: (row) => row.acknowledgedAt === null,
    readOnly: true,
    noneSelected: messages.admin.staleSelection,
    deleteConfirm: messages.admin.deleteConfirm,
  },
  form: {
    seqFrom: { query: 'alertSeq' },
    editOnly: '살펴볼 알림을 목록에서 골라 주세요.',
    schema: acknowledgeForm,
    fromRecord: () => ({}),
    toRequest: (_values, seq) => ({ alertSeq: seq }),
    Fields: AlertFields,
    noDelete: true,
    viewOnly: (record: AdminAlertDetail) => record.acknowledgedAt !== null,
    saveLabels: { create: '확인 처리', edit: '확인 처리' },
    titles: { create: '운영 알림', edit: '운영 알림' },
  },
});

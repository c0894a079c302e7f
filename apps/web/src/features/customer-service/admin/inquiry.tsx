import {
  adminInquiryAnswerSchema,
  brToNewlines,
  formatDate,
  formatDateTime,
  inquiryAdminMessages,
  messages,
  type AdminInquiryDetail,
  type AdminInquiryRow,
} from '@ongi/shared';
import type { AdminFormFieldsProps } from '@web/shared/admin/resource';
import { defineAdminResource } from '@web/shared/admin/resource';
import { FormHint, FormRow, FormRows, FormValue, TextAreaField } from '@web/shared/ui/form';
import styles from './inquiry.module.css';
import { numberColumn } from '@web/shared/admin/columns';
import { inquiry as adminInquiryEndpoints } from '@ongi/shared/routes/admin/inquiry';

function AnswerStatus({ answered }: { answered: boolean }) {
  return <span className={answered ? styles.answered : styles.waiting}>{answered ? '답변 완료' : '미답변'}</span>;
}

function mailNote(record: AdminInquiryDetail) {
  if (!record.userEmail) return '이메일이 없어 답변은 회원의 마이페이지에만 표시됩니다.';
  if (!record.emailReceive) return '메일 수신을 원하지 않아 답변 메일은 보내지 않습니다.';
  return '저장하면 이 주소로 문의 내용과 답변을 메일로 보냅니다.';
}

/** The answer screen (spec 002): the question read-only, its dates and e-mail, and the answer. */
function InquiryAnswerFields({ record }: AdminFormFieldsProps<AdminInquiryDetail>) {
  if (!record) return null;
  return (
    <FormRows>
      <FormRow label="제목">
        <FormValue>{record.questionTitle}</FormValue>
      </FormRow>
      <FormRow label="등록일">
        <FormValue>{formatDateTime(record.createDate)}</FormValue>
      </FormRow>
      <FormRow label="이메일">
        <FormValue>{record.userEmail ?? '없음'}</FormValue>
        <FormHint>{mailNote(record)}</FormHint>
      </FormRow>
      <FormRow label="문의 내용">
        {/* Stored with <br>: shown as text with its line breaks, never as HTML. */}
        <p className={styles.question}>{brToNewlines(record.questionContent)}</p>
      </FormRow>
      {record.answerDate ? (
        <FormRow label="답변일">
          <FormValue>{formatDateTime(record.answerDate)}</FormValue>
        </FormRow>
      ) : null}
      <TextAreaField name="answer" label="답변" rows={10} maxLength={5000} counter />
    </FormRows>
  );
}

/** 1:1 inquiries (spec 002): number, title, answer status; filed by the public, answered here, never created. */
export const resource = defineAdminResource({
  key: 'inquiry',
  endpoints: adminInquiryEndpoints,
  label: '1:1 문의',
  rowKey: (row: AdminInquiryRow) => row.inquirySeq,
  list: {
    searchTypes: [
      { value: 'all', label: '전체' },
      { value: 'title', label: '제목' },
      { value: 'content', label: '내용' },
      { value: 'email', label: '이메일' },
    ],
    requireSearchWord: true,
    filters: [
      {
        name: 'answerStatus',
        label: '답변 상태',
        options: [
          { value: '', label: '전체' },
          { value: 'answered', label: '답변 완료' },
          { value: 'notAnswered', label: '미답변' },
        ],
      },
    ],
    columns: [
      { ...numberColumn<AdminInquiryRow>('6rem'), priority: 'secondary' },
      { header: '제목', opensRow: true, sort: 'name', cell: (row) => row.questionTitle },
      {
        header: '문의일',
        width: '7.5rem',
        align: 'center',
        sort: 'createdAt',
        sortFirst: 'desc',
        priority: 'secondary',
        cell: (row) => formatDate(row.createDate),
      },
      { header: '답변 상태', width: '8rem', align: 'center', sort: 'status', cell: (row) => <AnswerStatus answered={row.isAnswered} /> },
    ],
    noneSelected: messages.admin.noneSelected.inquiry,
    deleteConfirm: inquiryAdminMessages.deleteConfirm,
    noCreate: true,
  },
  form: {
    seqFrom: { query: 'inquirySeq' },
    editOnly: '답변할 문의를 목록에서 골라 주세요.',
    schema: adminInquiryAnswerSchema,
    fromRecord: (record: AdminInquiryDetail) => ({ inquirySeq: record.inquirySeq, answer: brToNewlines(record.answer) }),
    toRequest: (values, seq) => ({ inquirySeq: seq, answer: values.answer }),
    Fields: InquiryAnswerFields,
    saveLabels: { create: '저장', edit: '저장' },
    titles: { create: '문의 답변', edit: '문의 답변' },
  },
});

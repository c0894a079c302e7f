import {
  adminAttachmentExtensions,
  adminNoticeSaveSchema,
  formatDate,
  formatNumber,
  messages,
  noticeAttachmentNote,
  z,
  type AdminNoticeDetail,
  type AdminNoticeRow,
} from '@ongi/shared';
import { AttachmentsField } from '@web/shared/admin/attachments-field';
import { CategorySelectField } from '@web/shared/admin/category-select-field';
import { defineAdminResource, type AdminFormFieldsProps } from '@web/shared/admin/resource';
import { FormRows, RadioGroupField, RichTextField, TextField } from '@web/shared/ui/form';
import { titleContentSearch } from '@web/shared/admin/columns';
import { notice as adminNoticeEndpoints } from '@ongi/shared/routes/admin/notice';

/** The form's values: the save's fields and the files picked now. */
const noticeFormSchema = adminNoticeSaveSchema.extend({ attachList: z.array(z.instanceof(File)).default([]) });

function NoticeFields({ record }: AdminFormFieldsProps<AdminNoticeDetail>) {
  return (
    <FormRows>
      <TextField name="title" label="제목" maxLength={200} />
      <CategorySelectField parent="notice" />
      <RadioGroupField
        name="topNoticeYn"
        label="상단 고정"
        options={[
          { value: 'Y', label: '고정' },
          { value: 'N', label: '고정 안 함' },
        ]}
      />
      <RichTextField name="content" label="내용" uploadBoard="notice" />
      <AttachmentsField
        stored={record?.attachList}
        accept={adminAttachmentExtensions.map((extension) => `.${extension}`).join(',')}
        hint={noticeAttachmentNote}
      />
    </FormRows>
  );
}

/** 공지사항 (spec 002): pinned rows read 중요 and stand out; the form has the editor and attachments. */
export const resource = defineAdminResource({
  key: 'notice',
  endpoints: adminNoticeEndpoints,
  label: '공지사항',
  rowKey: (row: AdminNoticeRow) => row.noticeSeq,
  list: {
    searchTypes: titleContentSearch,
    columns: [
      { header: '번호', width: '4.5rem', align: 'center', cell: (row, { number }) => (row.topNoticeYn === 'Y' ? <strong>중요</strong> : number) },
      { header: '카테고리', width: '8rem', priority: 'secondary', cell: (row) => row.categoryName ?? '카테고리 없음' },
      // A phone scrolls the table in its frame: the title keeps a readable width.
      { header: '제목', width: '16rem', opensRow: true, sort: 'name', cell: (row) => row.title },
      { header: '등록일', width: '7.5rem', align: 'center', sort: 'createdAt', sortFirst: 'desc', cell: (row) => formatDate(row.createDate) },
      { header: '첨부파일', width: '10rem', priority: 'secondary', cell: (row) => (row.attachNames.length ? row.attachNames.join(', ') : '-') },
      { header: '조회수', width: '4.5rem', align: 'end', sort: 'views', sortFirst: 'desc', priority: 'secondary', cell: (row) => formatNumber(row.viewCnt) },
    ],
    highlight: (row) => row.topNoticeYn === 'Y',
    noneSelected: messages.admin.noneSelected.notice,
    deleteConfirm: messages.admin.deleteConfirm,
  },
  form: {
    seqFrom: { param: 'noticeSeq' },
    schema: noticeFormSchema,
    fromRecord: (record: AdminNoticeDetail) => ({
      title: record.title,
      categorySeq: record.categorySeq,
      topNoticeYn: record.topNoticeYn,
      content: record.content,
      deletedFileSeqs: [],
      attachList: [],
    }),
    // Multipart: the fields as the JSON part `notice`, the new files as `attachList`.
    toRequest: ({ attachList, ...values }, seq) => {
      const body = new FormData();
      body.append('notice', new Blob([JSON.stringify({ ...values, noticeSeq: seq ?? -1 })], { type: 'application/json' }));
      for (const file of attachList) body.append('attachList', file, file.name);
      return body;
    },
    Fields: NoticeFields,
  },
});

import { adminFaqSaveSchema, formatDate, messages, type AdminFaqDetail, type AdminFaqRow } from '@ongi/shared';
import { defineAdminResource } from '@web/shared/admin/resource';
import { FormRows, TextAreaField, TextField } from '@web/shared/ui/form';
import { CategorySelectField } from '@web/shared/admin/category-select-field';
import { numberColumn, titleContentSearch } from '@web/shared/admin/columns';
import { faq as adminFaqEndpoints } from '@ongi/shared/routes/admin/faq';

function FaqFields() {
  return (
    <FormRows>
      <CategorySelectField parent="faq" />
      <TextField name="title" label="제목" maxLength={200} />
      <TextAreaField name="content" label="내용" rows={10} maxLength={5000} counter />
    </FormRows>
  );
}

/** FAQ (spec 002): number, category, title, created date; category, title and content. */
export const resource = defineAdminResource({
  key: 'faq',
  endpoints: adminFaqEndpoints,
  label: 'FAQ',
  rowKey: (row: AdminFaqRow) => row.faqSeq,
  list: {
    searchTypes: titleContentSearch,
    columns: [
      { ...numberColumn<AdminFaqRow>('6rem'), priority: 'secondary' },
      { header: '카테고리', width: '10rem', priority: 'secondary', cell: (row) => row.categoryName ?? '카테고리 없음' },
      { header: '제목', opensRow: true, sort: 'name', cell: (row) => row.title },
      { header: '등록일', width: '8rem', align: 'center', sort: 'createdAt', sortFirst: 'desc', cell: (row) => formatDate(row.createDate) },
    ],
    noneSelected: messages.admin.noneSelected.faq,
    deleteConfirm: messages.admin.deleteConfirm,
  },
  form: {
    seqFrom: { query: 'faqSeq' },
    schema: adminFaqSaveSchema,
    fromRecord: (record: AdminFaqDetail) => ({ categorySeq: record.categorySeq ?? undefined, title: record.title, content: record.content }),
    toRequest: (values, seq) => ({ ...values, faqSeq: seq ?? -1 }),
    Fields: FaqFields,
  },
});

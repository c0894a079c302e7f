import {
  adminCategorySaveSchema,
  categoryAdminMessages,
  messages,
  publicCategoryParentLabels,
  publicCategoryParents,
  type AdminCategoryDetail,
  type AdminCategoryRow,
} from '@ongi/shared';
import { call } from '@web/shared/lib/api';
import { defineAdminResource } from '@web/shared/admin/resource';
import { ToggleCell } from '@web/shared/admin/toggle-cell';
import { FormRows, RadioGroupField, TextField, YesNoField } from '@web/shared/ui/form';
import { numberColumn } from '@web/shared/admin/columns';
import { category as adminCategoryEndpoints } from '@ongi/shared/routes/admin/category';

const groupOptions = publicCategoryParents.map((value) => ({ value, label: publicCategoryParentLabels[value] }));
const useOptions = [
  { value: 'Y', label: '사용' },
  { value: 'N', label: '미사용' },
] as const;

function CategoryFields() {
  return (
    <FormRows>
      <RadioGroupField name="categoryParent" label="구분" options={groupOptions} />
      <TextField name="name" label="카테고리명" maxLength={50} />
      <YesNoField name="useYn" label="사용 여부" yesLabel="사용" noLabel="미사용" />
    </FormRows>
  );
}

/**
 * The public tab categories (spec 002 category list and create): number,
 * name, parent group and the use select that switches at once (a category out
 * of use leaves the public tabs). Edit is the same form with ?categorySeq.
 */
export const resource = defineAdminResource({
  key: 'category',
  endpoints: adminCategoryEndpoints,
  label: '카테고리',
  rowKey: (row: AdminCategoryRow) => row.categorySeq,
  list: {
    searchTypes: [{ value: 'all', label: '전체' }, ...groupOptions],
    columns: [
      { ...numberColumn<AdminCategoryRow>('5rem'), priority: 'secondary' },
      { header: '카테고리명', opensRow: true, sort: 'name', cell: (row) => row.name },
      { header: '상위 카테고리', width: '9rem', sort: 'parent', priority: 'secondary', cell: (row) => publicCategoryParentLabels[row.categoryParent] },
      {
        header: '사용 여부',
        width: '8rem',
        align: 'center',
        sort: 'status',
        cell: (row) => (
          <ToggleCell
            label={`${row.name} 사용 여부`}
            value={row.useYn}
            options={useOptions}
            invalidate={['admin', 'category']}
            change={(useYn) => call(adminCategoryEndpoints.changeUse, { params: { seq: row.categorySeq }, body: { useYn } })}
          />
        ),
      },
    ],
    noneSelected: messages.admin.noneSelected.category,
    deleteConfirm: categoryAdminMessages.deleteConfirm,
    deleteFailed: categoryAdminMessages.deleteFailed,
    note: '사용하지 않는 카테고리는 공개 화면의 탭에서 숨겨집니다.',
  },
  form: {
    seqFrom: { query: 'categorySeq' },
    schema: adminCategorySaveSchema,
    fromRecord: (record: AdminCategoryDetail) => ({ categoryParent: record.categoryParent, name: record.name, useYn: record.useYn }),
    toRequest: (values, seq) => ({ ...values, categorySeq: seq ?? -1 }),
    Fields: CategoryFields,
    saveFailed: categoryAdminMessages.createFailed,
  },
});

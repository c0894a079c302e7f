import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  adminCategoryTreeSaveSchema,
  categoryTreeMessages,
  messages,
  type AdminCategoryTreeDetail,
  type AdminCategoryTreeRow,
  type CategoryTreeKind,
} from '@ongi/shared';
import { call } from '@web/shared/lib/api';
import { defineAdminResource, type AdminFormFieldsProps } from '@web/shared/admin/resource';
import { ToggleCell } from '@web/shared/admin/toggle-cell';
import { CheckboxField, FormRow, FormRows, RadioGroupField, TextField } from '@web/shared/ui/form';
import { numberColumn } from '@web/shared/admin/columns';
import { campaignCategory as adminCampaignCategoryEndpoints, donationCategory as adminDonationCategoryEndpoints } from '@ongi/shared/routes/admin/category';

const trees = {
  campaignCategory: { endpoints: adminCampaignCategoryEndpoints, seq: 'categoryCampaignSeq', nameLabel: '카테고리명', parentLabel: '상위 카테고리' },
  donationCategory: { endpoints: adminDonationCategoryEndpoints, seq: 'categoryDonationSeq', nameLabel: '기부처명', parentLabel: '상위 기부처' },
} as const;

const activeOptions = [
  { value: 'true', label: '활성' },
  { value: 'false', label: '비활성' },
] as const;

/**
 * A two-level tree's back office, written once for the campaign categories
 * and the donation recipients (spec 002: number, name, parent name, the
 * active select that switches at once; create with a parent radio — none
 * (top level) or a top level — name, sort order and active).
 */
export function categoryTreeResource(kind: CategoryTreeKind) {
  const text = categoryTreeMessages[kind];
  const tree = trees[kind];
  const parentsQuery = queryOptions({
    queryKey: ['admin', kind, 'parents'] as const,
    queryFn: ({ signal }) => call(tree.endpoints.parents, {}, { signal }),
  });

  function TreeFields({ record }: AdminFormFieldsProps<AdminCategoryTreeDetail>) {
    const parents = useQuery(parentsQuery);
    const options = [
      { value: 0, label: '없음 (최상위)' },
      ...(parents.data ?? [])
        .filter((parent) => parent.seq !== record?.seq)
        .map((parent) => ({ value: parent.seq, label: parent.isActive ? parent.name : `${parent.name} (비활성)` })),
    ];
    return (
      <FormRows>
        <RadioGroupField<number>
          name="parentSeq"
          label={tree.parentLabel}
          options={options}
          hint={parents.isError ? '상위 목록을 불러오지 못했습니다. 새로 고쳐 주세요.' : '두 단계까지 둘 수 있습니다: 최상위이거나, 최상위 아래의 하위입니다.'}
        />
        <TextField name="name" label={tree.nameLabel} maxLength={50} />
        <TextField name="sortOrder" label="정렬 순서" width="narrow" wholeNumber maxLength={4} hint="작은 수가 앞에 옵니다 (기본 0)." />
        <FormRow label="활성 여부" selfLabelled>
          <CheckboxField name="isActive" label="활성 (공개 화면과 캠페인 선택 목록에 보입니다)" />
        </FormRow>
      </FormRows>
    );
  }

  return defineAdminResource({
    key: kind,
    endpoints: tree.endpoints,
    label: text.label,
    rowKey: (row: AdminCategoryTreeRow) => row.seq,
    list: {
      searchTypes: [
        { value: 'all', label: '전체' },
        { value: 'category_name', label: tree.nameLabel },
        { value: 'parent_category_name', label: tree.parentLabel },
      ],
      requireSearchWord: true,
      columns: [
        { ...numberColumn<AdminCategoryTreeRow>('5rem'), priority: 'secondary' },
        { header: tree.nameLabel, opensRow: true, sort: 'name', cell: (row) => row.name },
        { header: tree.parentLabel, width: '11rem', sort: 'parent', priority: 'secondary', cell: (row) => row.parentName ?? '-' },
        {
          header: '활성 여부',
          width: '8rem',
          align: 'center',
          sort: 'status',
          cell: (row) => (
            <ToggleCell
              label={`${row.name} 활성 여부`}
              value={row.isActive ? 'true' : 'false'}
              options={activeOptions}
              invalidate={['admin', kind]}
              change={(value) => call(tree.endpoints.changeActivation, { params: { seq: row.seq }, body: { isActive: value === 'true' } })}
            />
          ),
        },
      ],
      noneSelected: kind === 'campaignCategory' ? messages.admin.noneSelected.campaignCategory : messages.admin.noneSelected.donationCategory,
      deleteConfirm: text.deleteConfirm,
      deleteFailed: text.deleteFailed,
    },
    form: {
      seqFrom: { query: tree.seq },
      schema: adminCategoryTreeSaveSchema(kind),
      fromRecord: (record: AdminCategoryTreeDetail) => ({
        parentSeq: record.parentSeq ?? 0,
        name: record.name,
        sortOrder: record.sortOrder,
        isActive: record.isActive,
      }),
      toRequest: (values, seq) => ({ ...values, seq: seq ?? -1 }),
      Fields: TreeFields,
      cancelLabel: '취소',
      saveFailed: text.createFailed,
    },
  });
}

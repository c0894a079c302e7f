import { queryOptions, useQuery } from '@tanstack/react-query';
import { type PublicCategoryParent } from '@ongi/shared';
import { call } from '../lib/api';
import { SelectField } from '../ui/form';
import { category as adminCategoryEndpoints } from '@ongi/shared/routes/admin/category';

/** Every category of a group for the admin forms (in use or not); refreshed by the category screens' ['admin', 'category'] invalidation. */
export const adminCategoryOptions = (categoryParent: PublicCategoryParent) =>
  queryOptions({
    queryKey: ['admin', 'category', 'options', categoryParent] as const,
    queryFn: ({ signal }) => call(adminCategoryEndpoints.options, { query: { categoryParent } }, { signal }),
  });

/** The category select of a notice, FAQ, sponsor activity or donation group form; categories out of use say so. */
export function CategorySelectField({ parent, name = 'categorySeq', label = '카테고리' }: { parent: PublicCategoryParent; name?: string; label?: string }) {
  const options = useQuery(adminCategoryOptions(parent));
  return (
    <SelectField
      name={name}
      label={label}
      valueAs="number"
      placeholder={options.isPending ? '카테고리를 불러오는 중입니다' : '카테고리를 선택하세요'}
      options={(options.data ?? []).map((option) => ({
        value: option.categorySeq,
        label: option.inUse ? option.name : `${option.name} (미사용)`,
      }))}
      hint={options.isError ? '카테고리를 불러오지 못했습니다. 새로 고쳐 주세요.' : undefined}
    />
  );
}

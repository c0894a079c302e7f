import { useQuery } from '@tanstack/react-query';
import { FilterTabs, FilterTabsSkeleton, type CategoryFilterSlotProps } from '@web/shared/ui/filter-tabs';
import { categoryQueries, type CategoryParent } from '../api';

interface CategoryFilterProps extends CategoryFilterSlotProps {
  categoryParent: CategoryParent;
  label?: string;
}

/** 전체 and the kind's categories as filter tabs; the active one shows the list's count ('전체 24'). */
export function CategoryFilter({ categoryParent, activeSeq, count, hrefFor, label = '카테고리' }: CategoryFilterProps) {
  const { data: categories, isPending, isError } = useQuery(categoryQueries.list(categoryParent));
  if (isPending) return <FilterTabsSkeleton />;
  const items = [
    { key: 'all', label: '전체', href: hrefFor(undefined) },
    ...(isError ? [] : categories).map((category) => ({
      key: String(category.categorySeq),
      label: category.name,
      href: hrefFor(category.categorySeq),
    })),
  ];
  // A category that is no longer listed (an old shared link) marks no tab rather than the wrong one.
  const activeKey = activeSeq && items.some((item) => item.key === String(activeSeq)) ? String(activeSeq) : activeSeq ? '' : 'all';
  return <FilterTabs label={label} items={items} activeKey={activeKey} count={count} />;
}

import { Building2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { CategoryListPage } from '@web/shared/ui/category-list-page';
import type { CategoryFilterSlotProps } from '@web/shared/ui/filter-tabs';
import { donationGroupPageSize, donationGroupQueries } from '../api';
import { DonationGroupCard } from '../components/donation-group-card';

export interface DonationGroupListPageProps {
  detailHref: (donationGroupSeq: number) => string;
  renderCategoryFilter: (props: CategoryFilterSlotProps) => ReactNode;
}

/** /donation-group: the organisations the wreaths' donations go to, by category, 8 per page. */
export function DonationGroupListPage({ detailHref, renderCategoryFilter }: DonationGroupListPageProps) {
  return (
    <CategoryListPage
      header={{
        eyebrow: '함께하는 기부단체',
        title: '기부단체',
        lead: '기부화환 결제 금액 중 캠페인이 정한 몫(기본 절반)은 이 단체들에게 전달됩니다. 마음을 보낼 곳을 살펴보세요.',
      }}
      noun="기부단체"
      emptyIcon={<Building2 size={24} aria-hidden="true" />}
      pageSize={donationGroupPageSize}
      listQuery={donationGroupQueries.list}
      itemKey={(group) => group.donationGroupSeq}
      renderItem={(group, linkState) => <DonationGroupCard group={group} href={detailHref(group.donationGroupSeq)} linkState={linkState} />}
      renderCategoryFilter={renderCategoryFilter}
    />
  );
}

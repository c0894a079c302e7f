import { Sprout } from 'lucide-react';
import type { ReactNode } from 'react';
import { CategoryListPage } from '@web/shared/ui/category-list-page';
import type { CategoryFilterSlotProps } from '@web/shared/ui/filter-tabs';
import { sponsorPageSize, sponsorQueries } from '../api';
import { SponsorCard } from '../components/sponsor-card';

export interface SponsorListPageProps {
  detailHref: (sponsorSeq: number) => string;
  renderCategoryFilter: (props: CategoryFilterSlotProps) => ReactNode;
}

/** /sponsor: sponsor activity stories by category, 8 per page; category and page live in the URL. */
export function SponsorListPage({ detailHref, renderCategoryFilter }: SponsorListPageProps) {
  return (
    <CategoryListPage
      header={{
        eyebrow: '후원활동 소식',
        title: '후원활동',
        lead: '기부화환으로 모인 마음이 어디에서 어떻게 쓰였는지, 현장의 이야기를 전합니다.',
      }}
      noun="후원활동"
      emptyIcon={<Sprout size={24} aria-hidden="true" />}
      pageSize={sponsorPageSize}
      listQuery={sponsorQueries.list}
      itemKey={(sponsor) => sponsor.sponsorSeq}
      renderItem={(sponsor, linkState) => <SponsorCard sponsor={sponsor} href={detailHref(sponsor.sponsorSeq)} linkState={linkState} />}
      renderCategoryFilter={renderCategoryFilter}
    />
  );
}

import { useQuery } from '@tanstack/react-query';
import { HeartHandshake } from 'lucide-react';
import { useRef, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useListLinkState } from '@web/shared/lib/back-link';
import { useListParams } from '@web/shared/lib/list-params';
import { useScrollIntoViewOnChange } from '@web/shared/lib/scroll-into-view';
import type { CardLayout } from '@web/shared/ui/card-grid';
import { FilterTabs, FilterTabsSkeleton, type CategoryFilterSlotProps } from '@web/shared/ui/filter-tabs';
import listStyles from '@web/shared/ui/list-page.module.css';
import { ListResults } from '@web/shared/ui/list-results';
import { PageHeader } from '@web/shared/ui/page-header';
import { ViewToggle } from '@web/shared/ui/view-toggle';
import { campaignPageSize, campaignQueries } from '../api';
import { CampaignBanner } from '../components/campaign-banner';
import { CampaignCard } from '../components/campaign-card';

export interface CampaignListPageProps {
  detailHref: (campaignSeq: number) => string;
  /** The category tabs (전체 first, the active one with the count), composed in by the route. */
  renderCategoryFilter: (props: CategoryFilterSlotProps) => ReactNode;
}

const filterKeys = ['categorySeq', 'categoryCampaignSeq', 'view'] as const;

/**
 * /campaign: banner carousel, campaign category and category filters, gallery
 * or list of cards, 8 per page. Filters, view and page live in the URL.
 */
export function CampaignListPage({ detailHref, renderCategoryFilter }: CampaignListPageProps) {
  const { page, values, readNumber, hrefWith } = useListParams(filterKeys);
  const [, setSearchParams] = useSearchParams();
  const categorySeq = readNumber('categorySeq');
  const categoryCampaignSeq = readNumber('categoryCampaignSeq');
  const layout: CardLayout = values.view === 'list' ? 'list' : 'gallery';
  const linkState = useListLinkState();
  const sectionRef = useRef<HTMLElement>(null);

  const list = useQuery(campaignQueries.list({ page, categorySeq, categoryCampaignSeq }));
  const tree = useQuery(campaignQueries.categoryTree());
  useScrollIntoViewOnChange(sectionRef, String(page));

  // The view is a way of looking, not a new place: it replaces the entry and keeps the page.
  const changeLayout = (next: CardLayout) =>
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (next === 'list') params.set('view', 'list');
        else params.delete('view');
        return params;
      },
      { replace: true, preventScrollReset: true },
    );

  const filtered = Boolean(categorySeq || categoryCampaignSeq);

  return (
    <div className={listStyles.page}>
      <PageHeader
        eyebrow="함께하는 캠페인"
        title="캠페인"
        lead="축하와 위로의 기부화환이 어디로 전해지는지 골라 보세요. 결제 금액 중 캠페인이 정한 몫(기본 절반)이 캠페인의 기부처로 전달됩니다."
      />
      <CampaignBanner detailHref={detailHref} linkState={linkState} />
      <section ref={sectionRef} className={listStyles.section} aria-labelledby="campaign-list-title">
        <h2 id="campaign-list-title" className="visually-hidden">
          캠페인 목록
        </h2>
        <div className={listStyles.filters}>
          {renderCategoryFilter({
            activeSeq: categorySeq,
            count: list.data && !list.isPlaceholderData ? list.data.totalElements : undefined,
            hrefFor: (seq) => hrefWith({ categorySeq: seq }),
          })}
          <div className={listStyles.toolbar}>
            {tree.isPending ? (
              <FilterTabsSkeleton variant="chips" />
            ) : (
              <FilterTabs
                variant="chips"
                label="캠페인 분류"
                activeKey={categoryCampaignSeq ? String(categoryCampaignSeq) : 'all'}
                items={[
                  { key: 'all', label: '모든 분류', href: hrefWith({ categoryCampaignSeq: undefined }) },
                  ...(tree.data ?? []).map((node) => ({
                    key: String(node.seq),
                    label: node.name,
                    href: hrefWith({ categoryCampaignSeq: node.seq }),
                  })),
                ]}
              />
            )}
            <ViewToggle value={layout} onChange={changeLayout} />
          </div>
        </div>
        <ListResults
          query={list}
          page={page}
          pageSize={campaignPageSize}
          hrefFor={(target) => hrefWith({ page: target })}
          noun="캠페인"
          emptyIcon={<HeartHandshake size={24} aria-hidden="true" />}
          clearFiltersHref={filtered ? hrefWith({ categorySeq: undefined, categoryCampaignSeq: undefined }) : undefined}
          layout={layout}
          itemKey={(campaign) => campaign.campaignSeq}
          renderItem={(campaign) => <CampaignCard campaign={campaign} href={detailHref(campaign.campaignSeq)} linkState={linkState} layout={layout} />}
        />
      </section>
    </div>
  );
}

import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { MessageSquareText } from 'lucide-react';
import { filterDaysLabel, filterStartDate, reviewFilterDays, todayInSeoul } from '@ongi/shared';
import { AppLink } from '@web/shared/ui/app-link';
import { buttonClass } from '@web/shared/ui/button';
import { ListState } from '@web/shared/ui/list-state';
import { Pagination } from '@web/shared/ui/pagination';
import { PeriodFilter, usePeriodParams, type PeriodParams } from '@web/shared/ui/period-filter';
import { ResultCount, Screen } from '@web/shared/ui/screen';
import { myReviewPageSize, reviewQueries, type MyReview, type MyReviewFilters } from '../api';
import { MyReviewItem } from '../components/my-review-item';
import { ReviewPhotoViewer } from '../components/review-photo-viewer';
import type { MyReviewLinks } from '../links';
import styles from './my-review-page.module.css';

interface OpenPhoto {
  review: MyReview;
  index: number;
  opener: HTMLElement;
}

/** 전체 first (a review older than any period stays reachable), then the spec's days (오늘 … 90일). */
const myReviewChoices = ['all', ...reviewFilterDays] as const;

function periodLabel(period: PeriodParams<(typeof myReviewChoices)[number]>): string {
  if (period.range) return `${period.range.startDate} ~ ${period.range.endDate}`;
  return filterDaysLabel(period.days);
}

/** The days the server is asked for: a picked range, the last N days, or none for 전체. */
function filtersOf({ page, days, range }: PeriodParams<(typeof myReviewChoices)[number]>): MyReviewFilters {
  if (range) return { page, ...range };
  if (days === 'all') return { page };
  return { page, startDate: filterStartDate(days) ?? todayInSeoul(), endDate: todayInSeoul() };
}

/** /mypage/my-review: my reviews, all of them or of a period or range of days, 10 per page; photos open large. */
export function MyReviewPage({ links }: { links: MyReviewLinks }) {
  const period = usePeriodParams({ choices: myReviewChoices, defaultChoice: 'all', withRange: true });
  const { page, hrefWith } = period;
  const reviews = useQuery(reviewQueries.myList(filtersOf(period)));
  const [openPhoto, setOpenPhoto] = useState<OpenPhoto | null>(null);

  return (
    <Screen title="나의 상품평" lead="작성하신 상품평을 모두, 또는 기간을 골라 확인할 수 있습니다.">
      <div className={styles.toolbar}>
        <PeriodFilter period={period} />
        <ResultCount label={periodLabel(period)} total={reviews.data && !reviews.isPlaceholderData ? reviews.data.totalElements : undefined} />
      </div>
      <ListState
        query={reviews}
        loadingLabel="상품평을 불러오는 중입니다"
        errorTitle="상품평을 불러오지 못했습니다"
        empty={{
          icon: <MessageSquareText size={24} aria-hidden="true" />,
          title: period.days === 'all' && !period.range ? '작성한 상품평이 없습니다' : '이 기간에 작성한 상품평이 없습니다',
          text: '캠페인을 사용한 주문은 주문 조회에서 상품평을 남길 수 있습니다.',
          actions: (
            <AppLink to={links.orderList} className={buttonClass('secondary', 'sm')}>
              주문 조회로 가기
            </AppLink>
          ),
        }}
      >
        {({ content }, { busy }) => (
          <ul className={styles.list} aria-label="나의 상품평 목록" aria-busy={busy || undefined}>
            {content.map((review) => (
              <li key={review.reviewSeq}>
                <MyReviewItem
                  review={review}
                  campaignHref={review.campaignSeq !== null ? links.campaignDetail(review.campaignSeq) : null}
                  onOpenPhoto={(index, opener) => setOpenPhoto({ review, index, opener })}
                />
              </li>
            ))}
          </ul>
        )}
      </ListState>
      <Pagination
        page={page}
        totalElements={reviews.data?.totalElements ?? 0}
        pageSize={myReviewPageSize}
        hrefFor={(target) => hrefWith({ page: target })}
        label="상품평 페이지"
      />
      {openPhoto ? (
        <ReviewPhotoViewer
          photos={openPhoto.review.attachList}
          startIndex={openPhoto.index}
          label="나의 상품평 사진"
          onClose={() => setOpenPhoto(null)}
          returnFocusTo={openPhoto.opener}
        />
      ) : null}
    </Screen>
  );
}

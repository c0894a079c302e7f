import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { MessageSquareText, RotateCw } from 'lucide-react';
import { filterDaysLabel, filterStartDate, reviewFilterDays, todayInSeoul } from '@ongi/shared';
import { errorMessage } from '../../../shared/lib/api';
import { AppLink } from '../../../shared/ui/app-link';
import { Button, buttonClass } from '../../../shared/ui/button';
import { EmptyState } from '../../../shared/ui/empty-state';
import { PageLoading } from '../../../shared/ui/page-loading';
import { Pagination } from '../../../shared/ui/pagination';
import { PeriodFilter, usePeriodParams } from '../../../shared/ui/period-filter';
import { ResultCount, Screen } from '../../../shared/ui/screen';
import { myReviewPageSize, reviewQueries, type MyReview } from '../api';
import { MyReviewItem } from '../components/my-review-item';
import { ReviewPhotoViewer } from '../components/review-photo-viewer';
import type { MyReviewLinks } from '../links';
import styles from './my-review-page.module.css';

interface OpenPhoto {
  review: MyReview;
  index: number;
  opener: HTMLElement;
}

/** /mypage/my-review: my reviews of the last 오늘 … 90일, 10 per page; photos open large. */
export function MyReviewPage({ links }: { links: MyReviewLinks }) {
  // Without a choice the widest period shows, so a member's reviews are there on arrival.
  const period = usePeriodParams({ choices: reviewFilterDays, defaultChoice: reviewFilterDays[reviewFilterDays.length - 1] });
  const { page, days, hrefWith } = period;
  const today = todayInSeoul();
  const reviews = useQuery(reviewQueries.myList({ page, startDate: filterStartDate(days) ?? today, endDate: today }));
  const [openPhoto, setOpenPhoto] = useState<OpenPhoto | null>(null);

  let body;
  if (reviews.isPending) {
    body = <PageLoading label="상품평을 불러오는 중입니다" />;
  } else if (reviews.isError && !reviews.data) {
    body = (
      <EmptyState
        tone="error"
        icon={<RotateCw size={24} aria-hidden="true" />}
        title="상품평을 불러오지 못했습니다"
        text={errorMessage(reviews.error)}
        actions={
          <Button variant="secondary" onClick={() => void reviews.refetch()}>
            다시 시도
          </Button>
        }
      />
    );
  } else if (reviews.data.content.length === 0) {
    body = (
      <EmptyState
        icon={<MessageSquareText size={24} aria-hidden="true" />}
        title="이 기간에 작성한 상품평이 없습니다"
        text="캠페인을 사용한 주문은 주문 조회에서 상품평을 남길 수 있습니다."
        actions={
          <AppLink to={links.orderList} className={buttonClass('secondary', 'sm')}>
            주문 조회로 가기
          </AppLink>
        }
      />
    );
  } else {
    body = (
      <ul className={styles.list} aria-label="나의 상품평 목록" aria-busy={reviews.isPlaceholderData || undefined}>
        {reviews.data.content.map((review) => (
          <li key={review.reviewSeq}>
            <MyReviewItem
              review={review}
              campaignHref={review.campaignSeq !== null ? links.campaignDetail(review.campaignSeq) : null}
              onOpenPhoto={(index, opener) => setOpenPhoto({ review, index, opener })}
            />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <Screen title="나의 상품평" lead="작성하신 상품평을 기간별로 확인할 수 있습니다.">
      <div className={styles.toolbar}>
        <PeriodFilter period={period} />
        <ResultCount
          label={filterDaysLabel(days)}
          total={reviews.data && !reviews.isPlaceholderData ? reviews.data.totalElements : undefined}
        />
      </div>
      {body}
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

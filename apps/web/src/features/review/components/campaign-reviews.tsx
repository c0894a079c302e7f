import { useQuery } from '@tanstack/react-query';
import { formatNumber } from '@ongi/shared';
import { Camera, MessageSquareText } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useListParams } from '@web/shared/lib/list-params';
import { useScrollIntoViewOnChange } from '@web/shared/lib/scroll-into-view';
import { EmptyState } from '@web/shared/ui/empty-state';
import { ListState } from '@web/shared/ui/list-state';
import { Pagination } from '@web/shared/ui/pagination';
import { reviewPageSize, reviewQueries, type CampaignReview, type ReviewSort } from '../api';
import { RatingSummary } from './rating-summary';
import { ReviewItem } from './review-item';
import { ReviewPhotoViewer } from './review-photo-viewer';
import styles from './campaign-reviews.module.css';

const sorts: { value: ReviewSort; label: string }[] = [
  { value: 'latest', label: '최신순' },
  { value: 'topRated', label: '평점순' },
];

const paramKeys = ['sort', 'photo'] as const;

interface OpenPhoto {
  review: CampaignReview;
  index: number;
  opener: HTMLElement;
}

/**
 * The review section of a campaign (spec 000 §9): summary, sort 최신순 / 평점순,
 * 사진 리뷰만 (applied to the fetched page, as the spec says), 10 per page.
 * Sort, filter and page live in the URL.
 */
export function CampaignReviews({ campaignSeq }: { campaignSeq: number }) {
  const titleId = useId();
  const sectionRef = useRef<HTMLElement>(null);
  const navigate = useNavigate();
  const { page, values, hrefWith } = useListParams(paramKeys);
  const sortType: ReviewSort = values.sort === 'topRated' ? 'topRated' : 'latest';
  const photoOnly = values.photo === '1';
  const [openPhoto, setOpenPhoto] = useState<OpenPhoto | null>(null);

  const reviews = useQuery(reviewQueries.campaignList({ campaignSeq, page, sortType }));
  useScrollIntoViewOnChange(sectionRef, `${page}/${sortType}/${photoOnly}`);

  const go = (href: string) => navigate(href, { preventScrollReset: true, replace: true });
  const total = reviews.data?.summary.count ?? reviews.data?.totalElements;

  return (
    <section ref={sectionRef} className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        구매 후기
        {total !== undefined ? (
          <>
            {' '}
            <span className={styles.total}>
              {formatNumber(total)}
              <span className="visually-hidden">개</span>
            </span>
          </>
        ) : null}
      </h2>

      <ListState
        query={reviews}
        loadingLabel="후기를 불러오는 중입니다"
        skeleton={
          <div className={styles.loading}>
            <span className={styles.skeleton} />
            <span className={styles.skeletonLine} />
            <span className={styles.skeletonLine} />
          </div>
        }
        errorTitle="후기를 불러오지 못했습니다"
        isEmpty={(data) => data.summary.count === 0 && data.totalElements === 0}
        empty={{
          icon: <MessageSquareText size={24} aria-hidden="true" />,
          title: '아직 작성된 후기가 없습니다',
          text: '이 캠페인으로 기부화환을 보내신 뒤 마이페이지에서 첫 후기를 남겨 주세요.',
        }}
      >
        {(data, { busy }) => {
          const shown = data.content.filter((review) => !photoOnly || review.attachList.length > 0);
          return (
            <>
              <RatingSummary summary={data.summary} />
              <div className={styles.toolbar}>
                <div className={styles.sorts} role="group" aria-label="후기 정렬">
                  {sorts.map((sort) => (
                    <button
                      key={sort.value}
                      type="button"
                      className={styles.sort}
                      aria-pressed={sortType === sort.value}
                      onClick={() => go(hrefWith({ sort: sort.value === 'latest' ? undefined : sort.value }))}
                    >
                      {sort.label}
                    </button>
                  ))}
                </div>
                <button
                  type="button"
                  className={styles.photoToggle}
                  aria-pressed={photoOnly}
                  onClick={() => go(hrefWith({ photo: photoOnly ? undefined : '1', page }))}
                >
                  <Camera size={16} aria-hidden="true" />
                  사진 리뷰만
                </button>
              </div>
              {shown.length === 0 ? (
                <EmptyState
                  icon={<Camera size={24} aria-hidden="true" />}
                  title={photoOnly ? '이 페이지에는 사진 후기가 없습니다' : '이 페이지에는 후기가 없습니다'}
                  text={photoOnly ? '다른 페이지를 보시거나 사진 리뷰만 보기를 꺼 주세요.' : undefined}
                />
              ) : (
                <ul className={`${styles.list} ${busy ? styles.busy : ''}`} aria-busy={busy || undefined} aria-label="후기 목록">
                  {shown.map((review) => (
                    <li key={review.reviewSeq}>
                      <ReviewItem review={review} onOpenPhoto={(index, opener) => setOpenPhoto({ review, index, opener })} />
                    </li>
                  ))}
                </ul>
              )}
              <Pagination
                page={page}
                totalElements={data.totalElements}
                pageSize={reviewPageSize}
                hrefFor={(target) => hrefWith({ page: target })}
                label="후기 페이지"
                preventScrollReset
              />
            </>
          );
        }}
      </ListState>
      {openPhoto ? (
        <ReviewPhotoViewer
          photos={openPhoto.review.attachList}
          startIndex={openPhoto.index}
          label={`${openPhoto.review.userId}님의 후기 사진`}
          onClose={() => setOpenPhoto(null)}
          returnFocusTo={openPhoto.opener}
        />
      ) : null}
    </section>
  );
}

import { useQuery } from '@tanstack/react-query';
import { Quote } from 'lucide-react';
import { formatRating, type PublicReview } from '@ongi/shared';
import { imageUrl } from '@web/shared/lib/file-url';
import { Carousel } from '@web/shared/ui/carousel';
import { StarRating } from '@web/shared/ui/star-rating';
import { homeQueries } from '../api';
import type { HomeLinks } from '../links';
import { BlockContent, HomeSection, Skeleton } from './home-section';
import styles from './cards.module.css';

/** Best reviews: 5 / 4 / 2 cards by width (spec 000 §2). */
export function BestReviews({ links }: { links: HomeLinks }) {
  const query = useQuery(homeQueries.list('bestReviews'));
  return (
    <HomeSection
      id="home-reviews"
      eyebrow="BEST REVIEWS"
      title="베스트 후기"
      lead="기부화환을 보내고 받은 분들이 남겨 주신 이야기입니다."
      more={{ to: links.campaignList, label: '캠페인 보기' }}
      tone="tinted"
    >
      <BlockContent
        query={query}
        what="후기를"
        empty="아직 등록된 후기가 없습니다."
        skeleton={
          <div className={`${styles.skeletonRow} ${styles.skeletonRowWide}`}>
            {[0, 1, 2, 3, 4].map((key) => (
              <div key={key} className={`${styles.skeletonCard} ${styles.skeletonReview}`}>
                <Skeleton height={16} width="60%" />
                <Skeleton height={14} />
                <Skeleton height={14} />
                <Skeleton height={14} width="70%" />
                <Skeleton height={12} width="50%" />
              </div>
            ))}
          </div>
        }
      >
        {(items) => (
          <Carousel
            label="베스트 후기 목록"
            items={items}
            itemKey={(item) => item.reviewSeq}
            perView={{ base: 2, md: 4, lg: 5 }}
            gap={12}
            arrows
            prevLabel="이전 후기"
            nextLabel="다음 후기"
            renderItem={(item) => <ReviewCard item={item} />}
          />
        )}
      </BlockContent>
    </HomeSection>
  );
}

function ReviewCard({ item }: { item: PublicReview }) {
  const photo = item.attachList?.[0]?.path;
  return (
    <article className={styles.review}>
      <div className={styles.reviewHead}>
        <StarRating value={item.reviewRating} size={14} />
        <span className={styles.ratingValue} aria-hidden="true">
          {formatRating(item.reviewRating)}
        </span>
      </div>
      <div className={styles.reviewBody}>
        {photo ? (
          <img src={imageUrl(photo)} alt="후기 사진" loading="lazy" decoding="async" width={64} height={64} className={styles.reviewPhoto} />
        ) : (
          <Quote size={18} className={styles.quote} aria-hidden="true" />
        )}
        <p className={styles.reviewText}>{item.reviewText}</p>
      </div>
      <footer className={styles.reviewFoot}>
        <p className={styles.reviewer}>
          <span className="visually-hidden">작성자 </span>
          {item.userId}
        </p>
        {item.campaignName ? (
          <p className={styles.reviewCampaign}>
            <span className="visually-hidden">캠페인 </span>
            {item.campaignName}
          </p>
        ) : null}
      </footer>
    </article>
  );
}

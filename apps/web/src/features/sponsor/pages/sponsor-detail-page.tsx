import { useQuery } from '@tanstack/react-query';
import { formatDate, formatWon } from '@ongi/shared';
import type { ReactNode } from 'react';
import { errorMessage } from '@web/shared/lib/api';
import { useBackHref } from '@web/shared/lib/back-link';
import { usePageTitle } from '@web/shared/lib/document-title';
import { imageUrl } from '@web/shared/lib/file-url';
import { AttachmentList } from '@web/shared/ui/attachment-list';
import { BackLink, BackToListButton } from '@web/shared/ui/back-link';
import { Button } from '@web/shared/ui/button';
import styles from '@web/shared/ui/detail-page.module.css';
import { DetailSkeleton } from '@web/shared/ui/detail-skeleton';
import { EmptyState } from '@web/shared/ui/empty-state';
import { FallbackImage } from '@web/shared/ui/fallback-image';
import { HtmlContent } from '@web/shared/ui/html-content';
import { isNotFound, sponsorQueries, type SponsorDetail } from '../api';

export interface SponsorDetailPageProps {
  sponsorSeq: number;
  /** The sponsor list; the back link returns to the page of it the visitor came from. */
  listHref: string;
  /** What an unknown sponsor activity shows. */
  notFound: ReactNode;
}

/** /sponsor/sponsor-dtl/{sponsorSeq}: the story of one sponsor activity. */
export function SponsorDetailPage({ sponsorSeq, listHref, notFound }: SponsorDetailPageProps) {
  const detail = useQuery(sponsorQueries.detail(sponsorSeq));
  const backHref = useBackHref(listHref);
  usePageTitle(detail.data?.sponsorTitle ?? (isNotFound(detail.error) ? '페이지를 찾을 수 없습니다' : undefined));

  if (detail.isError && isNotFound(detail.error)) return <>{notFound}</>;
  return (
    <div className={styles.page}>
      <BackLink to={backHref} label="후원활동 목록" />
      {detail.isPending ? (
        <DetailSkeleton label="후원활동을 불러오는 중입니다" />
      ) : detail.isError ? (
        <EmptyState
          tone="error"
          title="후원활동을 불러오지 못했습니다"
          text={errorMessage(detail.error)}
          actions={
            <Button variant="secondary" onClick={() => detail.refetch()}>
              다시 불러오기
            </Button>
          }
        />
      ) : (
        <SponsorDetailView sponsor={detail.data} />
      )}
      {detail.isSuccess ? <BackToListButton to={backHref} /> : null}
    </div>
  );
}

function period(sponsor: SponsorDetail): string {
  const start = formatDate(sponsor.startDate);
  const end = sponsor.endDate ? formatDate(sponsor.endDate) : '상시 후원';
  return start ? `${start} ~ ${end}` : end;
}

function SponsorDetailView({ sponsor }: { sponsor: SponsorDetail }) {
  return (
    <>
      <article className={styles.body} aria-labelledby="sponsor-title">
        <div className={styles.top}>
          <figure className={styles.cover}>
            <FallbackImage
              src={sponsor.thumbnailPath ? imageUrl(sponsor.thumbnailPath) : undefined}
              alt=""
              width={800}
              height={600}
              fetchPriority="high"
              className={styles.coverImage}
            />
          </figure>
          <div className={styles.summary}>
            {sponsor.category ? <p className={styles.badge}>{sponsor.category.name}</p> : null}
            <h1 id="sponsor-title" className={styles.title}>
              {sponsor.sponsorTitle}
            </h1>
            {sponsor.sponsorContent ? <p className={styles.description}>{sponsor.sponsorContent}</p> : null}
            <dl className={styles.facts}>
              <dt>기간</dt>
              <dd>{period(sponsor)}</dd>
              {sponsor.sponsorAmount ? (
                <>
                  <dt>후원 금액</dt>
                  <dd>{formatWon(sponsor.sponsorAmount)}</dd>
                </>
              ) : null}
              <dt>등록일</dt>
              <dd>{formatDate(sponsor.createDate)}</dd>
            </dl>
          </div>
        </div>
        <h2 className={styles.sectionTitle}>활동 이야기</h2>
        <HtmlContent html={sponsor.editorHtml} title={sponsor.sponsorTitle} className={styles.prose} />
      </article>
      <AttachmentList items={sponsor.attachList.map((file) => ({ key: file.sponsorAttachSeq, originalName: file.originalName, path: file.path }))} />
    </>
  );
}

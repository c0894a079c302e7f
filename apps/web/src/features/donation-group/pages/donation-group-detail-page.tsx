import { useQuery } from '@tanstack/react-query';
import { formatDate } from '@ongi/shared';
import type { ReactNode } from 'react';
import { errorMessage } from '@web/shared/lib/api';
import { useBackHref } from '@web/shared/lib/back-link';
import { usePageTitle } from '@web/shared/lib/document-title';
import { AttachmentList } from '@web/shared/ui/attachment-list';
import { BackLink, BackToListButton } from '@web/shared/ui/back-link';
import { Button } from '@web/shared/ui/button';
import styles from '@web/shared/ui/detail-page.module.css';
import { DetailSkeleton } from '@web/shared/ui/detail-skeleton';
import { DonationLedgerLine } from '@web/shared/ui/donation-ledger-line';
import { EmptyState } from '@web/shared/ui/empty-state';
import { HtmlContent } from '@web/shared/ui/html-content';
import { CardImage } from '@web/shared/ui/media-card';
import { donationGroupQueries, isNotFound, type DonationGroupDetail } from '../api';

export interface DonationGroupDetailPageProps {
  donationGroupSeq: number;
  /** The list; the back link returns to the page of it the visitor came from. */
  listHref: string;
  /** What an unknown donation group shows. */
  notFound: ReactNode;
  /** The organisation's transfer record (the settlement feature's, composed in by the route). */
  transfers?: ReactNode;
}

/** /donation-group/donation-dtl/{donationGroupSeq}: one organisation, its introduction and files. */
export function DonationGroupDetailPage({ donationGroupSeq, listHref, notFound, transfers }: DonationGroupDetailPageProps) {
  const detail = useQuery(donationGroupQueries.detail(donationGroupSeq));
  const backHref = useBackHref(listHref);
  usePageTitle(detail.data?.groupName ?? (isNotFound(detail.error) ? '페이지를 찾을 수 없습니다' : undefined));

  if (detail.isError && isNotFound(detail.error)) return <>{notFound}</>;
  return (
    <div className={styles.page}>
      <BackLink to={backHref} label="기부단체 목록" />
      {detail.isPending ? (
        <DetailSkeleton label="기부단체 정보를 불러오는 중입니다" />
      ) : detail.isError ? (
        <EmptyState
          tone="error"
          title="기부단체 정보를 불러오지 못했습니다"
          text={errorMessage(detail.error)}
          actions={
            <Button variant="secondary" onClick={() => detail.refetch()}>
              다시 불러오기
            </Button>
          }
        />
      ) : (
        <>
          <DonationGroupDetailView group={detail.data} />
          {transfers}
        </>
      )}
      {detail.isSuccess ? <BackToListButton to={backHref} /> : null}
    </div>
  );
}

function DonationGroupDetailView({ group }: { group: DonationGroupDetail }) {
  return (
    <>
      <article className={styles.body} aria-labelledby="donation-group-title">
        <div className={styles.top}>
          <figure className={styles.cover}>
            <CardImage path={group.thumbnailPath} loading="eager" fetchPriority="high" width={800} height={600} className={styles.coverImage} />
          </figure>
          <div className={styles.summary}>
            {group.category ? <p className={styles.badge}>{group.category.name}</p> : null}
            <h1 id="donation-group-title" className={styles.title}>
              {group.groupName}
            </h1>
            {group.groupExplain ? <p className={styles.description}>{group.groupExplain}</p> : null}
            <dl className={styles.facts}>
              <dt>분야</dt>
              <dd>{group.category?.name ?? '-'}</dd>
              <dt>등록일</dt>
              <dd>{formatDate(group.createDate)}</dd>
            </dl>
            <DonationLedgerLine ledger={group.donationLedger} />
          </div>
        </div>
        <h2 className={styles.sectionTitle}>단체 소개</h2>
        <HtmlContent html={group.editorHtml} title={group.groupName} className={styles.prose} />
      </article>
      <AttachmentList items={group.attachList.map((file) => ({ key: file.donationGroupAttachSeq, originalName: file.originalName, path: file.path }))} />
    </>
  );
}

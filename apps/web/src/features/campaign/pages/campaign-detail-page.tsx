import { useQuery } from '@tanstack/react-query';
import { Flower, Flower2, HeartHandshake } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { campaignPictures, messages, todayInSeoul } from '@ongi/shared';
import { useBackHref } from '@web/shared/lib/back-link';
import { errorMessage } from '@web/shared/lib/api';
import { usePageTitle } from '@web/shared/lib/document-title';
import { BackLink, BackToListButton } from '@web/shared/ui/back-link';
import { Button } from '@web/shared/ui/button';
import { DetailSkeleton } from '@web/shared/ui/detail-skeleton';
import { DonationLedgerLine } from '@web/shared/ui/donation-ledger-line';
import { EmptyState } from '@web/shared/ui/empty-state';
import { HtmlContent } from '@web/shared/ui/html-content';
import { campaignQueries, isNotFound, type CampaignDetail, type CampaignType } from '../api';
import { CampaignGallery } from '../components/campaign-gallery';
import { CampaignInfoTable } from '../components/campaign-info-table';
import styles from './campaign-detail-page.module.css';

export interface CampaignDetailPageProps {
  campaignSeq: number;
  /** The campaign list; the back link returns to the page of it the visitor came from. */
  listHref: string;
  /** The review section, composed in by the route. */
  reviews: ReactNode;
  /** The campaign's transfer record (the settlement feature's), composed in by the route. */
  transfers?: ReactNode;
  /** What an unknown campaign shows. */
  notFound: ReactNode;
  /** '기부화환 보내기': opens the payment modal, composed in by the route. */
  onSendWreath?: (campaign: CampaignDetail) => void;
  /** Arrived to send a wreath (the quick menu's 축하 / 근조 기부화환): the modal opens once the campaign is here. */
  sendWreathOnArrival?: boolean;
}

/** The display class of a campaign's type: celebration, mourning, or the default look. */
export function campaignTone(type: CampaignType | null | undefined): 'wedding' | 'funeral' | 'default' {
  if (type === 'WEDDING') return 'wedding';
  if (type === 'FUNERAL') return 'funeral';
  return 'default';
}

const toneBadge = {
  wedding: { label: '축하 캠페인', icon: Flower2 },
  funeral: { label: '추모 캠페인', icon: Flower },
  default: { label: '나눔 캠페인', icon: HeartHandshake },
} as const;

/** /campaign/campaign-dtl/{campaignSeq}: pictures, basic information, the story and the reviews. */
export function CampaignDetailPage({
  campaignSeq,
  listHref,
  reviews,
  transfers,
  notFound,
  onSendWreath,
  sendWreathOnArrival = false,
}: CampaignDetailPageProps) {
  const detail = useQuery(campaignQueries.detail(campaignSeq));
  const backHref = useBackHref(listHref);
  usePageTitle(detail.data?.campaignName ?? (isNotFound(detail.error) ? '페이지를 찾을 수 없습니다' : undefined));

  if (detail.isPending) {
    return (
      <div className={styles.inner}>
        <BackLink to={backHref} label="캠페인 목록" />
        <DetailSkeleton label="캠페인을 불러오는 중입니다" />
      </div>
    );
  }
  if (detail.isError) {
    if (isNotFound(detail.error)) return <>{notFound}</>;
    return (
      <div className={styles.inner}>
        <BackLink to={backHref} label="캠페인 목록" />
        <EmptyState
          tone="error"
          title="캠페인을 불러오지 못했습니다"
          text={errorMessage(detail.error)}
          actions={
            <Button variant="secondary" onClick={() => detail.refetch()}>
              다시 불러오기
            </Button>
          }
        />
      </div>
    );
  }
  return (
    <CampaignDetailView
      campaign={detail.data}
      backHref={backHref}
      reviews={reviews}
      transfers={transfers}
      onSendWreath={onSendWreath}
      sendWreathOnArrival={sendWreathOnArrival}
    />
  );
}

/**
 * A campaign takes wreaths until an administrator ends it (종료) or its end
 * date has passed in Korea (one without an end date always does).
 */
function takesWreaths(campaign: CampaignDetail): boolean {
  return campaign.endedAt === null && (!campaign.endDate || campaign.endDate >= todayInSeoul());
}

function CampaignDetailView({
  campaign,
  backHref,
  reviews,
  transfers,
  onSendWreath,
  sendWreathOnArrival,
}: {
  campaign: CampaignDetail;
  backHref: string;
  reviews: ReactNode;
  transfers: ReactNode;
  onSendWreath?: (campaign: CampaignDetail) => void;
  sendWreathOnArrival: boolean;
}) {
  const canSend = Boolean(onSendWreath) && takesWreaths(campaign);
  const arrived = useRef(false);
  useEffect(() => {
    if (!sendWreathOnArrival || arrived.current || !canSend) return;
    arrived.current = true;
    onSendWreath?.(campaign);
  }, [sendWreathOnArrival, canSend, onSendWreath, campaign]);
  const tone = campaignTone(campaign.campaignType);
  const badge = toneBadge[tone];
  const BadgeIcon = badge.icon;
  const images = campaignPictures(campaign);

  return (
    <article className={`${styles.page} ${styles[tone]}`} data-tone={tone} aria-labelledby="campaign-title">
      <div className={styles.hero}>
        <div className={styles.inner}>
          <BackLink to={backHref} label="캠페인 목록" />
          <div className={styles.top}>
            <CampaignGallery images={images} name={campaign.campaignName} />
            <div className={styles.summary}>
              <p className={styles.badges}>
                <span className={styles.toneBadge}>
                  <BadgeIcon size={14} aria-hidden="true" />
                  {badge.label}
                </span>
                {campaign.category ? <span className={styles.category}>{campaign.category.name}</span> : null}
                {campaign.endedAt ? <span className={styles.endedBadge}>종료된 캠페인</span> : null}
              </p>
              <h1 id="campaign-title" className={styles.title}>
                {campaign.campaignName}
              </h1>
              {campaign.description ? <p className={styles.description}>{campaign.description}</p> : null}
              <h2 className="visually-hidden">기본 정보</h2>
              <CampaignInfoTable campaign={campaign} />
              <DonationLedgerLine ledger={campaign.donationLedger} />
              {onSendWreath && canSend ? (
                <Button size="lg" className={styles.sendWreath} onClick={() => onSendWreath(campaign)}>
                  <BadgeIcon size={18} aria-hidden="true" />
                  기부화환 보내기
                </Button>
              ) : onSendWreath ? (
                <p className={styles.closedNote} role="note">
                  {campaign.endedAt ? messages.payment.campaignClosed : messages.payment.campaignEnded}
                </p>
              ) : null}
            </div>
          </div>
        </div>
      </div>
      <div className={`${styles.inner} ${styles.sections}`}>
        <section className={styles.section} aria-labelledby="campaign-content-title">
          <h2 id="campaign-content-title" className={styles.sectionTitle}>
            캠페인 소개
          </h2>
          <HtmlContent html={campaign.content} title={campaign.campaignName} className={styles.prose} />
        </section>
        {transfers ? <div className={styles.section}>{transfers}</div> : null}
        {reviews}
        <BackToListButton to={backHref} />
      </div>
    </article>
  );
}

import { CalendarDays, Building2 } from 'lucide-react';
import { formatEndDate, formatWon } from '@ongi/shared';
import type { CardLayout } from '@web/shared/ui/card-grid';
import { CardImage, MediaCard } from '@web/shared/ui/media-card';
import type { CampaignCard as CampaignCardData } from '../api';
import styles from './campaign-card.module.css';

interface CampaignCardProps {
  campaign: CampaignCardData;
  href: string;
  linkState?: unknown;
  layout: CardLayout;
}

/** A campaign in the list: picture, category, name, partner, end date ('~ MM/DD', 상시 후원, or 종료된 캠페인 once ended) and amount. */
export function CampaignCard({ campaign, href, linkState, layout }: CampaignCardProps) {
  return (
    <MediaCard
      layout={layout}
      href={href}
      state={linkState}
      image={<CardImage path={campaign.thumbnailPath} />}
      badge={campaign.category?.name}
      title={campaign.campaignName}
      text={layout === 'list' ? (campaign.description ?? undefined) : undefined}
      meta={
        <>
          {campaign.partnerCompany ? (
            <span>
              <Building2 size={14} aria-hidden="true" />
              {campaign.partnerCompany}
            </span>
          ) : null}
          <span className={campaign.endedAt ? styles.ended : campaign.endDate ? undefined : styles.always}>
            <CalendarDays size={14} aria-hidden="true" />
            {campaign.endedAt ? '종료된 캠페인' : formatEndDate(campaign.endDate)}
          </span>
        </>
      }
      aside={
        <>
          <span className={styles.asideLabel}>후원 금액</span>
          <strong className={styles.amount}>{formatWon(campaign.campaignAmount)}</strong>
        </>
      }
    />
  );
}

import { useQuery } from '@tanstack/react-query';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { bannerIntervals, formatEndDate } from '@ongi/shared';
import { imageUrl } from '@web/shared/lib/file-url';
import { Carousel } from '@web/shared/ui/carousel';
import { campaignQueries } from '../api';
import styles from './campaign-banner.module.css';

interface CampaignBannerProps {
  detailHref: (campaignSeq: number) => string;
  linkState?: unknown;
}

/** The campaign list's banner: featured campaigns turning every 4 s (spec 000 §9), with pause and bullets. */
export function CampaignBanner({ detailHref, linkState }: CampaignBannerProps) {
  const { data: banners, isPending } = useQuery(campaignQueries.banners());

  if (isPending) return <div className={`${styles.banner} ${styles.skeleton}`} aria-hidden="true" />;
  if (!banners || banners.length === 0) return null;

  return (
    <div className={styles.banner}>
      <Carousel
        label="추천 캠페인"
        items={banners}
        itemKey={(campaign) => campaign.campaignSeq}
        slideLabel={(campaign, index) => `${index + 1} / ${banners.length}: ${campaign.campaignName}`}
        autoplayMs={bannerIntervals.campaign}
        loop
        bullets
        gap={0}
        speed={600}
        controlsClassName={styles.controls}
        renderItem={(campaign, index) => (
          <div className={styles.slide}>
            <div className={styles.visual}>
              {campaign.thumbnailPath ? (
                <img
                  className={styles.image}
                  src={imageUrl(campaign.thumbnailPath)}
                  alt=""
                  width={640}
                  height={480}
                  loading={index === 0 ? 'eager' : 'lazy'}
                  fetchPriority={index === 0 ? 'high' : undefined}
                  decoding="async"
                />
              ) : null}
            </div>
            <div className={styles.copy}>
              <p className={styles.eyebrow}>
                {[campaign.categoryCampaignName ?? campaign.category?.name, formatEndDate(campaign.endDate)].filter(Boolean).join(' · ')}
              </p>
              <p className={styles.title}>{campaign.campaignName}</p>
              {campaign.description ? <p className={styles.description}>{campaign.description}</p> : null}
              <Link to={detailHref(campaign.campaignSeq)} state={linkState} className={styles.more} aria-label={`${campaign.campaignName} 자세히 보기`}>
                자세히 보기
                <ChevronRight size={16} aria-hidden="true" />
              </Link>
            </div>
          </div>
        )}
      />
    </div>
  );
}

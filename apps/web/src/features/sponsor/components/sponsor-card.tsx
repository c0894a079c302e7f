import { CalendarDays } from 'lucide-react';
import { cardTextLimits, formatEndDate, truncate } from '@ongi/shared';
import { imageUrl } from '@web/shared/lib/file-url';
import { FallbackImage } from '@web/shared/ui/fallback-image';
import { cardImageClass, MediaCard } from '@web/shared/ui/media-card';
import type { SponsorCard as SponsorCardData } from '../api';

interface SponsorCardProps {
  sponsor: SponsorCardData;
  href: string;
  linkState?: unknown;
}

/** A sponsor activity: picture (a fallback when it fails), category, title cut at 14, content at 20, end date. */
export function SponsorCard({ sponsor, href, linkState }: SponsorCardProps) {
  return (
    <MediaCard
      href={href}
      state={linkState}
      image={
        <FallbackImage
          src={sponsor.thumbnailPath ? imageUrl(sponsor.thumbnailPath) : undefined}
          alt=""
          width={480}
          height={360}
          loading="lazy"
          decoding="async"
          className={cardImageClass}
        />
      }
      badge={sponsor.category?.name}
      title={truncate(sponsor.sponsorTitle, cardTextLimits.sponsorTitle)}
      fullTitle={sponsor.sponsorTitle}
      text={truncate(sponsor.sponsorContent, cardTextLimits.sponsorContent)}
      meta={
        <span>
          <CalendarDays size={14} aria-hidden="true" />
          {formatEndDate(sponsor.endDate)}
        </span>
      }
    />
  );
}

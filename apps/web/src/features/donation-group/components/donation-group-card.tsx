import { cardTextLimits, truncate } from '@ongi/shared';
import { CardImage, MediaCard } from '@web/shared/ui/media-card';
import type { DonationGroupCard as DonationGroupCardData } from '../api';

interface DonationGroupCardProps {
  group: DonationGroupCardData;
  href: string;
  linkState?: unknown;
}

/** A donation group: picture, category, name and its introduction cut at 40 characters. */
export function DonationGroupCard({ group, href, linkState }: DonationGroupCardProps) {
  return (
    <MediaCard
      href={href}
      state={linkState}
      image={<CardImage path={group.thumbnailPath} />}
      badge={group.category?.name}
      title={group.groupName}
      text={truncate(group.groupExplain, cardTextLimits.donationGroupText)}
    />
  );
}

import { useQuery } from '@tanstack/react-query';
import { cardTextLimits, formatWon, truncate, type SponsorCard } from '@ongi/shared';
import { imageUrl } from '@web/shared/lib/file-url';
import { AppLink } from '@web/shared/ui/app-link';
import { Carousel } from '@web/shared/ui/carousel';
import { FallbackImage } from '@web/shared/ui/fallback-image';
import { homeQueries } from '../api';
import type { HomeLinks } from '../links';
import { BlockContent, HomeSection, Skeleton } from './home-section';
import styles from './cards.module.css';

/** Sponsor-activity news: 4 / 3 / 2 cards by width, title and text cut at 20 characters (spec 000 §2, §9). */
export function SponsorNews({ links }: { links: HomeLinks }) {
  const query = useQuery(homeQueries.list('sponsorNews'));
  return (
    <HomeSection
      id="home-sponsor"
      eyebrow="SPONSOR NEWS"
      title="후원 소식"
      lead="기부화환으로 모인 마음이 이렇게 쓰였습니다."
      more={{ to: links.sponsorList, label: '전체 보기' }}
    >
      <BlockContent
        query={query}
        what="후원 소식을"
        empty="아직 등록된 소식이 없습니다."
        skeleton={
          <div className={styles.skeletonRow}>
            {[0, 1, 2, 3].map((key) => (
              <div key={key} className={styles.skeletonCard}>
                <Skeleton aspectRatio="4 / 3" radius="var(--radius-md)" />
                <Skeleton height={14} width="40%" />
                <Skeleton height={18} />
                <Skeleton height={14} width="80%" />
              </div>
            ))}
          </div>
        }
      >
        {(items) => (
          <Carousel
            label="후원 소식 목록"
            items={items}
            itemKey={(item) => item.sponsorSeq}
            perView={{ base: 2, md: 3, lg: 4 }}
            gap={16}
            arrows
            prevLabel="이전 후원 소식"
            nextLabel="다음 후원 소식"
            renderItem={(item) => <SponsorCard item={item} href={links.sponsorDetail(item.sponsorSeq)} />}
          />
        )}
      </BlockContent>
    </HomeSection>
  );
}

function SponsorCard({ item, href }: { item: SponsorCard; href: string }) {
  const title = truncate(item.sponsorTitle, cardTextLimits.homeSponsorTitle);
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        <FallbackImage
          src={item.thumbnailPath ? imageUrl(item.thumbnailPath) : undefined}
          alt=""
          loading="lazy"
          decoding="async"
          width={480}
          height={360}
          className={styles.image}
        />
      </div>
      <div className={styles.body}>
        {item.category ? <p className={styles.badge}>{item.category.name}</p> : null}
        <h3 className={styles.cardTitle}>
          <AppLink to={href} className={styles.cardLink} aria-label={title !== item.sponsorTitle ? item.sponsorTitle : undefined}>
            {title}
          </AppLink>
        </h3>
        <p className={styles.cardText}>{truncate(item.sponsorContent, cardTextLimits.homeSponsorContent)}</p>
        {item.sponsorAmount ? (
          <p className={styles.amount}>
            <span className="visually-hidden">후원 금액 </span>
            {formatWon(item.sponsorAmount)}
          </p>
        ) : null}
      </div>
    </article>
  );
}

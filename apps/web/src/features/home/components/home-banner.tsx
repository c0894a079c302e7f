import { ArrowRight, Flower, Flower2, Heart } from 'lucide-react';
import { bannerIntervals } from '@ongi/shared';
import { AppLink } from '@web/shared/ui/app-link';
import { buttonClass } from '@web/shared/ui/button';
import { Carousel } from '@web/shared/ui/carousel';
import type { HomeLinks } from '../links';
import styles from './home-banner.module.css';

type SlideId = 'wreath' | 'wedding' | 'funeral';

interface Slide {
  id: SlideId;
  eyebrow: string;
  title: [string, string];
  text: string;
  primary: { label: string; to: (links: HomeLinks) => string };
  secondary?: { label: string; to: (links: HomeLinks) => string };
}

const slides: readonly Slide[] = [
  {
    id: 'wreath',
    eyebrow: '꽃 대신 기부화환',
    title: ['시드는 화환 대신,', '오래 남는 마음을'],
    text: '결제 금액의 절반은 고르신 기부처에 전해지고, 보내신 메시지는 행사장 화면에 화환처럼 걸립니다.',
    primary: { label: '디지털 기부화환 알아보기', to: (links) => links.overview },
  },
  {
    id: 'wedding',
    eyebrow: '청첩장 만들기',
    title: ['축하의 자리에', '나눔을 더한 청첩장'],
    text: '사진과 인사말, 오시는 길, 마음 전할 곳까지 몇 분이면 완성. 축하 화환은 기부화환으로 받으세요.',
    primary: { label: '청첩장 만들기', to: (links) => links.wedding },
    secondary: { label: '만드는 방법', to: (links) => links.guide },
  },
  {
    id: 'funeral',
    eyebrow: '부고장 만들기',
    title: ['정중한 부고,', '오래 남는 위로'],
    text: '부고를 차분히 알리고, 조화 대신 근조 기부화환으로 고인의 이름을 나눔으로 남깁니다.',
    primary: { label: '부고장 만들기', to: (links) => links.funeral },
    secondary: { label: '만드는 방법', to: (links) => links.guide },
  },
];

/** Three slides about the service, turning every 2 s (spec 000 §2, §9). */
export function HomeBanner({ links }: { links: HomeLinks }) {
  return (
    <div className={styles.banner}>
      <Carousel
        label="주요 안내"
        items={slides}
        itemKey={(slide) => slide.id}
        slideLabel={(slide, index) => `${index + 1} / ${slides.length}: ${slide.eyebrow}`}
        autoplayMs={bannerIntervals.home}
        loop
        bullets
        gap={0}
        speed={600}
        controlsClassName={styles.controls}
        renderItem={(slide) => (
          <div className={`${styles.slide} ${styles[slide.id]}`} data-slide={slide.id}>
            <div className={styles.inner}>
              <div className={styles.copy}>
                <p className={styles.eyebrow}>{slide.eyebrow}</p>
                <h2 className={styles.title}>
                  {slide.title[0]}
                  <br />
                  {slide.title[1]}
                </h2>
                <p className={styles.text}>{slide.text}</p>
                <div className={styles.actions}>
                  <AppLink to={slide.primary.to(links)} className={buttonClass(slide.id === 'funeral' ? 'secondary' : 'primary')}>
                    {slide.primary.label}
                    <ArrowRight size={18} aria-hidden="true" />
                  </AppLink>
                  {slide.secondary ? (
                    <AppLink to={slide.secondary.to(links)} className={styles.textLink}>
                      {slide.secondary.label}
                    </AppLink>
                  ) : null}
                </div>
              </div>
              <SlideVisual id={slide.id} />
            </div>
          </div>
        )}
      />
    </div>
  );
}

/** Drawn with CSS and icons only: a kiosk screen, a wedding card, a funeral notice. */
function SlideVisual({ id }: { id: SlideId }) {
  if (id === 'wreath') {
    return (
      <div className={styles.visual} aria-hidden="true">
        <div className={styles.kiosk}>
          <p className={styles.kioskLabel}>
            <Flower2 size={16} />
            축하 기부화환
          </p>
          <p className={styles.kioskMessage}>두 분의 새로운 시작을 진심으로 축하합니다.</p>
          <p className={styles.kioskFrom}>김하늘 드림</p>
          <div className={styles.kioskFoot}>
            <span>보내신 마음의 절반은 기부처로 전해집니다</span>
            <span className={styles.qr} />
          </div>
        </div>
        <div className={`${styles.kiosk} ${styles.kioskBack}`}>
          <p className={styles.kioskLabel}>근조 기부화환</p>
          <p className={styles.kioskMessage}>삼가 고인의 명복을 빕니다.</p>
        </div>
      </div>
    );
  }
  if (id === 'wedding') {
    return (
      <div className={styles.visual} aria-hidden="true">
        <div className={`${styles.phone} ${styles.weddingPhone}`}>
          <p className={styles.phoneKicker}>WEDDING INVITATION</p>
          <div className={styles.photo}>
            <Heart size={28} />
          </div>
          <p className={styles.phoneNames}>민준 · 서연</p>
          <p className={styles.phoneMeta}>10월 17일 토요일 오후 1시</p>
          <p className={styles.phoneChip}>
            <Flower2 size={14} />
            축하 기부화환 24
          </p>
        </div>
      </div>
    );
  }
  return (
    <div className={styles.visual} aria-hidden="true">
      <div className={`${styles.phone} ${styles.funeralPhone}`}>
        <p className={styles.phoneKicker}>訃告</p>
        <div className={`${styles.photo} ${styles.funeralPhoto}`}>
          <Flower size={30} />
        </div>
        <p className={styles.phoneNames}>故 김영수 님</p>
        <p className={styles.phoneMeta}>삼가 고인의 명복을 빕니다</p>
        <p className={`${styles.phoneChip} ${styles.funeralChip}`}>
          <Flower size={14} />
          근조 기부화환 18
        </p>
      </div>
    </div>
  );
}

import type { Key, ReactNode } from 'react';
import { Swiper, SwiperSlide } from 'swiper/react';
import { Autoplay, EffectFade } from 'swiper/modules';
import 'swiper/css';
import 'swiper/css/effect-fade';
import { useReducedMotion } from '@web/shared/lib/use-reduced-motion';
import styles from './kiosk.module.css';

/** The spec's carousel: a new slide every 4 s, moving for 800 ms, round and round. */
export const kioskAutoplayMs = 4_000;
export const kioskTransitionMs = 800;

export type KioskMotion = 'fade' | 'slide' | 'vertical';

interface KioskCarouselProps<T> {
  label: string;
  items: readonly T[];
  itemKey: (item: T) => Key;
  renderItem: (item: T) => ReactNode;
  motion: KioskMotion;
  /** Slides in view at once (wedding style 2 shows two, style 4 five). */
  perView?: number;
  gap?: number;
  className?: string;
  slideClassName?: string;
}

/**
 * Swiper's loop needs more slides than are in view; a short list is repeated
 * so two photos still go round a five-slide strip.
 */
function filled<T>(items: readonly T[], perView: number): { item: T; round: number }[] {
  if (items.length === 0) return [];
  const needed = items.length > 1 ? perView * 2 + 1 : 1;
  const out: { item: T; round: number }[] = [];
  for (let round = 0; out.length < Math.max(needed, items.length); round += 1) {
    for (const item of items) out.push({ item, round });
  }
  return out;
}

/**
 * A screen's carousel: autoplay that never pauses (nobody touches a kiosk),
 * loop, 800 ms transitions. With reduced motion the slides still change (the
 * screen must show every message) but without movement.
 */
export function KioskCarousel<T>({ label, items, itemKey, renderItem, motion, perView = 1, gap = 0, className, slideClassName }: KioskCarouselProps<T>) {
  const reducedMotion = useReducedMotion();
  const slides = filled(items, perView);
  const moving = slides.length > perView;
  const effect = motion === 'fade' || (reducedMotion && perView === 1) ? 'fade' : 'slide';
  return (
    <div
      // A new set of slides starts the loop over (Swiper's loop keeps copies of the old ones otherwise), fading in
      // with the newest message first rather than cutting to it.
      key={`${slides.length}:${moving}`}
      className={`${className ?? ''} ${styles.enter}`}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
    >
      <Swiper
        modules={[Autoplay, EffectFade]}
        direction={motion === 'vertical' ? 'vertical' : 'horizontal'}
        effect={effect}
        fadeEffect={{ crossFade: true }}
        slidesPerView={perView}
        centeredSlides={motion === 'slide' && perView > 1}
        spaceBetween={gap}
        speed={reducedMotion ? 0 : kioskTransitionMs}
        loop={moving}
        autoplay={moving ? { delay: kioskAutoplayMs, disableOnInteraction: false, pauseOnMouseEnter: false } : false}
        allowTouchMove={false}
        style={{ width: '100%', height: '100%' }}
      >
        {slides.map(({ item, round }) => (
          <SwiperSlide key={`${itemKey(item)}:${round}`} className={slideClassName} aria-hidden={round > 0 || undefined}>
            {renderItem(item)}
          </SwiperSlide>
        ))}
      </Swiper>
    </div>
  );
}

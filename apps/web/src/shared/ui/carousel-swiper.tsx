import { memo, type Key, type ReactNode } from 'react';
import { Swiper, SwiperSlide } from 'swiper/react';
import { Autoplay } from 'swiper/modules';
import type { Swiper as SwiperInstance } from 'swiper/types';

export interface SwiperSlideProps {
  key: Key;
  className: string;
  label: string;
  index: number;
  onFocus: () => void;
  content: ReactNode;
}

export interface SwiperTrackProps {
  id: string;
  className: string;
  /** A number for one slide in view; 'auto' when the stylesheet sizes the slides (several in view, by width). */
  slidesPerView: number | 'auto';
  gap: number;
  loop: boolean;
  speed: number;
  autoplayMs?: number;
  slides: SwiperSlideProps[];
  onSwiper: (instance: SwiperInstance) => void;
  onChange: (instance: SwiperInstance) => void;
}

/**
 * Swiper itself, loaded by the carousel once the page is drawn: the first
 * paint shows the same slides laid out by the stylesheet, and the slider's
 * code (84 KB) and its measuring stay out of the page's first second.
 */
function SwiperTrack({ id, className, slidesPerView, gap, loop, speed, autoplayMs, slides, onSwiper, onChange }: SwiperTrackProps) {
  return (
    <Swiper
      id={id}
      modules={[Autoplay]}
      slidesPerView={slidesPerView}
      spaceBetween={gap}
      loop={loop}
      speed={speed}
      autoplay={autoplayMs ? { delay: autoplayMs, disableOnInteraction: false } : false}
      watchSlidesProgress
      // The stylesheet sizes every slide and each picture holds its place (width and height), so a picture's
      // arrival changes nothing Swiper measures: without this, each one in an 'auto' row forced a full update.
      lazyPreload={false}
      onSwiper={onSwiper}
      onSlideChange={onChange}
      onResize={onChange}
      className={className}
    >
      {slides.map((slide) => (
        <SwiperSlide
          key={slide.key}
          className={slide.className}
          role="group"
          aria-roledescription="슬라이드"
          aria-label={slide.label}
          data-index={slide.index}
          onFocus={slide.onFocus}
        >
          {slide.content}
        </SwiperSlide>
      ))}
    </Swiper>
  );
}

/** Memoised: the carousel's bullets follow each turn; the slides and Swiper's options do not change with it. */
export default memo(SwiperTrack);

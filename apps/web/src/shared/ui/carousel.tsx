import { useEffect, useId, useRef, useState, type FocusEvent, type Key, type ReactNode } from 'react';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { Swiper, SwiperSlide } from 'swiper/react';
import { Autoplay } from 'swiper/modules';
import type { Swiper as SwiperInstance } from 'swiper/types';
import 'swiper/css';
import { useReducedMotion } from '../lib/use-reduced-motion';
import styles from './carousel.module.css';

/** Slides in view: on phones, from 768 px and from 1024 px wide. */
export interface PerView {
  base: number;
  md?: number;
  lg?: number;
}

export interface CarouselProps<T> {
  /** Accessible name of the carousel ('주요 안내', '후원 소식'). */
  label: string;
  items: readonly T[];
  itemKey: (item: T, index: number) => Key;
  renderItem: (item: T, index: number) => ReactNode;
  /** Accessible name of one slide; defaults to '2 / 5'. */
  slideLabel?: (item: T, index: number) => string;
  perView?: PerView;
  /** Space between slides in px. */
  gap?: number;
  /** Turns autoplay on, every this many ms. Stops while hovered or focused, when paused, and for reduced motion. */
  autoplayMs?: number;
  loop?: boolean;
  /** Round buttons, one per slide (for one-slide-per-view banners). */
  bullets?: boolean;
  /** Previous / next buttons. */
  arrows?: boolean;
  /** Names of the arrow buttons ('이전 후원 소식'). */
  prevLabel?: string;
  nextLabel?: string;
  /** Transition length in ms. */
  speed?: number;
  className?: string;
  /** Extra class for the bullets and pause row (a banner lays it over its slides). */
  controlsClassName?: string;
}

const md = 768;
const lg = 1024;

/**
 * The one carousel of the app (Swiper underneath): autoplay that pauses on
 * hover and keyboard focus and has its own pause button (WCAG 2.2.2), stays
 * still for reduced motion, real <button> bullets and arrows, slides
 * announced as '2 / 5'. Banners: perView 1 with autoplay, loop and bullets;
 * card rows: perView {base, md, lg} with arrows.
 */
export function Carousel<T>({
  label,
  items,
  itemKey,
  renderItem,
  slideLabel,
  perView = { base: 1 },
  gap = 16,
  autoplayMs,
  loop = false,
  bullets = false,
  arrows = false,
  prevLabel = '이전',
  nextLabel = '다음',
  speed = 500,
  className,
  controlsClassName,
}: CarouselProps<T>) {
  const id = useId();
  const reducedMotion = useReducedMotion();
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [active, setActive] = useState(0);
  const [edges, setEdges] = useState({ beginning: true, end: items.length <= perView.base });
  const [userPaused, setUserPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const viewportRef = useRef<HTMLDivElement>(null);

  const autoplay = Boolean(autoplayMs) && items.length > 1;
  const canLoop = loop && items.length > (perView.lg ?? perView.md ?? perView.base);
  const playing = autoplay && !reducedMotion && !userPaused && !hovered && !focused;

  useEffect(() => {
    if (!swiper || swiper.destroyed || !autoplay) return;
    if (playing) swiper.autoplay.start();
    else swiper.autoplay.stop();
  }, [swiper, autoplay, playing]);

  const sync = (instance: SwiperInstance) => {
    setActive(instance.realIndex);
    setEdges({ beginning: instance.isBeginning, end: instance.isEnd });
  };

  // Keyboard focus on a slide out of view brings it into view (the browser would scroll the clipped box instead).
  const showSlide = (index: number) => {
    if (!swiper || swiper.destroyed) return;
    swiper.el.scrollLeft = 0;
    const slide = swiper.slides.find((el) => Number(el.dataset.index) === index);
    if (slide && !slide.classList.contains('swiper-slide-fully-visible')) {
      if (canLoop) swiper.slideToLoop(index);
      else swiper.slideTo(index);
    }
  };

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!viewportRef.current?.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  const prevDisabled = !canLoop && edges.beginning;
  const nextDisabled = !canLoop && edges.end;
  const showArrows = arrows && items.length > perView.base;

  const arrowButtons = showArrows ? (
    <div className={styles.arrows}>
      <button
        type="button"
        className={styles.arrow}
        aria-label={prevLabel}
        aria-controls={id}
        disabled={prevDisabled}
        onClick={() => swiper?.slidePrev()}
      >
        <ChevronLeft size={20} aria-hidden="true" />
      </button>
      <button
        type="button"
        className={styles.arrow}
        aria-label={nextLabel}
        aria-controls={id}
        disabled={nextDisabled}
        onClick={() => swiper?.slideNext()}
      >
        <ChevronRight size={20} aria-hidden="true" />
      </button>
    </div>
  ) : null;

  return (
    <section
      className={[styles.carousel, className].filter(Boolean).join(' ')}
      aria-roledescription="캐러셀"
      aria-label={label}
      data-active-index={active}
      data-playing={playing || undefined}
    >
      <div
        ref={viewportRef}
        className={styles.viewport}
        onPointerEnter={(event) => event.pointerType === 'mouse' && setHovered(true)}
        onPointerLeave={(event) => event.pointerType === 'mouse' && setHovered(false)}
        onFocus={() => setFocused(true)}
        onBlur={onBlur}
      >
      <Swiper
        id={id}
        modules={[Autoplay]}
        slidesPerView={perView.base}
        spaceBetween={gap}
        breakpoints={{
          [md]: { slidesPerView: perView.md ?? perView.base },
          [lg]: { slidesPerView: perView.lg ?? perView.md ?? perView.base },
        }}
        loop={canLoop}
        speed={reducedMotion ? 0 : speed}
        autoplay={autoplay ? { delay: autoplayMs, disableOnInteraction: false } : false}
        watchSlidesProgress
        onSwiper={(instance) => {
          setSwiper(instance);
          sync(instance);
        }}
        onSlideChange={sync}
        onResize={sync}
        onBreakpoint={sync}
        className={styles.swiper}
      >
        {items.map((item, index) => (
          <SwiperSlide
            key={itemKey(item, index)}
            className={styles.slide}
            role="group"
            aria-roledescription="슬라이드"
            aria-label={slideLabel ? slideLabel(item, index) : `${index + 1} / ${items.length}`}
            data-index={index}
            onFocus={() => showSlide(index)}
          >
            {renderItem(item, index)}
          </SwiperSlide>
        ))}
      </Swiper>
        {arrowButtons}
      </div>
      {bullets || autoplay ? (
        <div className={[styles.controls, controlsClassName].filter(Boolean).join(' ')}>
          {autoplay && !reducedMotion ? (
            <button
              type="button"
              className={styles.playToggle}
              aria-label={`${label} ${userPaused ? '자동 넘김 시작' : '자동 넘김 멈춤'}`}
              onClick={() => setUserPaused((paused) => !paused)}
            >
              {userPaused ? <Play size={14} aria-hidden="true" /> : <Pause size={14} aria-hidden="true" />}
            </button>
          ) : null}
          {bullets && items.length > 1 ? (
            <div className={styles.bullets}>
              {items.map((item, index) => (
                <button
                  key={itemKey(item, index)}
                  type="button"
                  className={styles.bullet}
                  aria-label={`${index + 1}번째 슬라이드 보기`}
                  aria-controls={id}
                  aria-current={index === active ? 'true' : undefined}
                  onClick={() => (canLoop ? swiper?.slideToLoop(index) : swiper?.slideTo(index))}
                >
                  <span className={styles.dot} aria-hidden="true" />
                </button>
              ))}
            </div>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}

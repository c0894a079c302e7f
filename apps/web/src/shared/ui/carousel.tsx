import {
  lazy,
  startTransition,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type CSSProperties,
  type FocusEvent,
  type Key,
  type ReactNode,
} from 'react';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import { useReducedMotion } from '../lib/use-reduced-motion';
import type { SwiperSlideProps, SwiperTrackProps } from './carousel-swiper';
import styles from './carousel.module.css';

/** The slides as the stylesheet lays them out: the first paint, and what shows while (or if) Swiper cannot load. */
function DrawnTrack({ id, className, slides }: Pick<SwiperTrackProps, 'id' | 'className' | 'slides'>) {
  return (
    <div id={id} className={className}>
      <div className="swiper-wrapper">
        {slides.map((slide) => (
          <div
            key={slide.key}
            className={`swiper-slide ${slide.className}`}
            role="group"
            aria-roledescription="슬라이드"
            aria-label={slide.label}
            data-index={slide.index}
          >
            {slide.content}
          </div>
        ))}
      </div>
    </div>
  );
}

// A slider that failed to load (offline, a deploy in between) leaves the slides drawn: the page stays usable.
const SwiperTrack = lazy((): Promise<{ default: ComponentType<SwiperTrackProps> }> => import('./carousel-swiper').catch(() => ({ default: DrawnTrack })));

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

/** Runs once the browser has painted what is on screen now. */
function afterPaint(run: () => void): () => void {
  let timer = 0;
  const frame = requestAnimationFrame(() => {
    timer = window.setTimeout(run, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    window.clearTimeout(timer);
  };
}

const focusable = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The one carousel of the app (Swiper underneath): autoplay that pauses on
 * hover and keyboard focus and has its own pause button (WCAG 2.2.2), stays
 * still for reduced motion, real <button> bullets and arrows, slides
 * announced as '2 / 5'. Banners: perView 1 with autoplay, loop and bullets;
 * card rows: perView {base, md, lg} with arrows.
 *
 * The stylesheet lays the slides out (how many in view at each width), so the
 * first paint shows the carousel as it will stay. Swiper's code loads after
 * that paint for an autoplaying banner, and for a row of cards when it comes
 * near the screen or is pointed at, focused or its arrows pressed; it then
 * takes over the same slides.
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
  const [wanted, setWanted] = useState(false);
  const [active, setActive] = useState(0);
  const [edges, setEdges] = useState({ beginning: true, end: items.length <= perView.base });
  const [userPaused, setUserPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const viewportRef = useRef<HTMLDivElement>(null);
  const swiperRef = useRef<SwiperInstance | null>(null);
  // What the person asked for before Swiper was there, and where their focus was.
  const pendingRef = useRef<((instance: SwiperInstance) => void) | null>(null);
  const focusRef = useRef<{ slide: number; position: number } | null>(null);

  const autoplay = Boolean(autoplayMs) && items.length > 1;
  const largest = perView.lg ?? perView.md ?? perView.base;
  const canLoop = loop && items.length > largest;
  const playing = autoplay && !reducedMotion && !userPaused && !hovered && !focused;
  // One slide in view everywhere: Swiper sizes it. Several: the stylesheet does, by width.
  const single = perView.base === 1 && largest === 1;

  // In a transition: the drawn slides stay until Swiper is ready to take their place.
  const want = useCallback(() => startTransition(() => setWanted(true)), []);

  useEffect(() => {
    if (wanted) return;
    const cancels: Array<() => void> = [];
    if (autoplay) cancels.push(afterPaint(want));
    const viewport = viewportRef.current;
    if (viewport && 'IntersectionObserver' in window) {
      const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && want(), { rootMargin: '200px' });
      observer.observe(viewport);
      cancels.push(() => observer.disconnect());
    }
    return () => cancels.forEach((cancel) => cancel());
  }, [wanted, autoplay, want]);

  useEffect(() => {
    if (!swiper || swiper.destroyed || !autoplay) return;
    if (playing) swiper.autoplay.start();
    else swiper.autoplay.stop();
  }, [swiper, autoplay, playing]);

  // Stable across slide changes, so a turning banner re-renders its bullets, not its slides.
  const sync = useCallback((instance: SwiperInstance) => {
    setActive(instance.realIndex);
    setEdges((current) =>
      current.beginning === instance.isBeginning && current.end === instance.isEnd ? current : { beginning: instance.isBeginning, end: instance.isEnd },
    );
  }, []);

  const onSwiper = useCallback(
    (instance: SwiperInstance) => {
      swiperRef.current = instance;
      setSwiper(instance);
      sync(instance);
      // Focus that was inside the slides before Swiper replaced them goes back to the same place.
      const wasFocused = focusRef.current;
      if (wasFocused && (!document.activeElement || document.activeElement === document.body)) {
        const slide = instance.slides.find((el) => Number(el.dataset.index) === wasFocused.slide);
        slide?.querySelectorAll<HTMLElement>(focusable)[wasFocused.position]?.focus({ preventScroll: true });
      }
      const pending = pendingRef.current;
      pendingRef.current = null;
      pending?.(instance);
    },
    [sync],
  );

  /** Does it now, or as soon as Swiper is there. */
  const withSwiper = (act: (instance: SwiperInstance) => void) => {
    if (swiper && !swiper.destroyed) return act(swiper);
    pendingRef.current = act;
    want();
  };

  // Keyboard focus on a slide out of view brings it into view (the browser would scroll the clipped box instead).
  const showSlide = useCallback(
    (index: number) => {
      const instance = swiperRef.current;
      if (!instance || instance.destroyed) return;
      instance.el.scrollLeft = 0;
      const slide = instance.slides.find((el) => Number(el.dataset.index) === index);
      if (slide && !slide.classList.contains('swiper-slide-fully-visible')) {
        if (canLoop) instance.slideToLoop(index);
        else instance.slideTo(index);
      }
    },
    [canLoop],
  );

  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    setFocused(true);
    want();
    const slide = (event.target as HTMLElement).closest<HTMLElement>('[data-index]');
    if (slide) focusRef.current = { slide: Number(slide.dataset.index), position: [...slide.querySelectorAll(focusable)].indexOf(event.target as Element) };
  };

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!viewportRef.current?.contains(event.relatedTarget as Node | null)) {
      setFocused(false);
      focusRef.current = null;
    }
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
        onClick={() => withSwiper((instance) => instance.slidePrev())}
      >
        <ChevronLeft size={20} aria-hidden="true" />
      </button>
      <button
        type="button"
        className={styles.arrow}
        aria-label={nextLabel}
        aria-controls={id}
        disabled={nextDisabled}
        onClick={() => withSwiper((instance) => instance.slideNext())}
      >
        <ChevronRight size={20} aria-hidden="true" />
      </button>
    </div>
  ) : null;

  // The slides are drawn once per list, not at every turn of the banner.
  const slides = useMemo<SwiperSlideProps[]>(
    () =>
      items.map((item, index) => ({
        key: itemKey(item, index),
        className: styles.slide ?? '',
        label: slideLabel ? slideLabel(item, index) : `${index + 1} / ${items.length}`,
        index,
        onFocus: () => showSlide(index),
        content: renderItem(item, index),
      })),
    [items, itemKey, slideLabel, renderItem, showSlide],
  );
  const trackClass = `swiper ${styles.swiper}`;
  const layout = { '--per-base': perView.base, '--per-md': perView.md ?? perView.base, '--per-lg': largest, '--gap': `${gap}px` } as CSSProperties;

  const drawn = <DrawnTrack id={id} className={trackClass} slides={slides} />;

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
        className={`${styles.viewport} ${single ? '' : styles.multi}`}
        style={layout}
        onPointerEnter={(event) => {
          want();
          if (event.pointerType === 'mouse') setHovered(true);
        }}
        onPointerLeave={(event) => event.pointerType === 'mouse' && setHovered(false)}
        onFocus={onFocus}
        onBlur={onBlur}
      >
        <Suspense fallback={drawn}>
          {wanted ? (
            <SwiperTrack
              id={id}
              className={trackClass}
              slidesPerView={single ? 1 : 'auto'}
              gap={gap}
              loop={canLoop}
              speed={reducedMotion ? 0 : speed}
              autoplayMs={autoplay ? autoplayMs : undefined}
              slides={slides}
              onSwiper={onSwiper}
              onChange={sync}
            />
          ) : (
            drawn
          )}
        </Suspense>
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
                  onClick={() => withSwiper((instance) => (canLoop ? instance.slideToLoop(index) : instance.slideTo(index)))}
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

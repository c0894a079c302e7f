import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { InvitationPhoto, KioskName, KioskPayment } from '@ongi/shared';
import { formatNumber, formatWon, messages } from '@ongi/shared';
import { imageUrl } from '@web/shared/lib/file-url';
import { KioskCarousel, type KioskMotion } from './kiosk-carousel';
import { samePages, wallPages, type WallPage } from './name-wall-pages';
import type { LiveWreaths } from './use-kiosk-wreaths';
import type { NameWall } from './use-name-wall';
import styles from './kiosk.module.css';

/** A photo from its resized WebP sizes, at the width it takes on the screen. */
export function KioskPhoto({ photo, sizes }: { photo: InvitationPhoto; sizes: string }) {
  const fallback = photo.variants.at(-1);
  if (!fallback) return null;
  return (
    <img
      className={styles.photo}
      alt=""
      width={photo.width}
      height={photo.height}
      srcSet={photo.variants.map((variant) => `${imageUrl(variant.path)} ${variant.width}w`).join(', ')}
      sizes={sizes}
      src={imageUrl(fallback.path)}
      decoding="async"
    />
  );
}

export function PhotoCarousel({
  photos,
  motion,
  perView = 1,
  sizes,
  className,
}: {
  photos: InvitationPhoto[];
  motion: KioskMotion;
  perView?: number;
  sizes: string;
  className?: string;
}) {
  if (photos.length === 0) return null;
  return (
    <KioskCarousel
      label="사진"
      className={`${styles.photos} ${className ?? ''}`}
      slideClassName={styles.photoSlide}
      items={photos}
      itemKey={(photo) => photo.path}
      renderItem={(photo) => <KioskPhoto photo={photo} sizes={sizes} />}
      motion={motion}
      perView={perView}
      gap={perView > 1 ? 24 : 0}
    />
  );
}

/** One message as the screen shows it: the words, then who sent them. Plain text, never HTML. */
function MessageCard({ payment, fresh }: { payment: KioskPayment; fresh: boolean }) {
  return (
    <figure className={`${styles.message} ${fresh ? styles.fresh : ''}`}>
      <blockquote className={styles.messageText}>{payment.message || '마음을 담아 보냅니다.'}</blockquote>
      <figcaption className={styles.messageFrom}>
        <span aria-hidden="true">— </span>
        {payment.name}
      </figcaption>
    </figure>
  );
}

export function MessageCarousel({ wreaths, empty, className }: { wreaths: LiveWreaths; empty: string; className?: string }) {
  if (wreaths.payments.length === 0) {
    return (
      <div className={`${styles.messages} ${styles.messagesEmpty} ${className ?? ''}`}>
        <p>{wreaths.loaded ? empty : ''}</p>
      </div>
    );
  }
  return (
    <KioskCarousel
      label="보내주신 메시지"
      className={`${styles.messages} ${className ?? ''}`}
      slideClassName={styles.messageSlide}
      items={wreaths.payments}
      itemKey={(payment) => payment.paymentSeq}
      renderItem={(payment) => <MessageCard payment={payment} fresh={wreaths.fresh.has(payment.paymentSeq)} />}
      motion="fade"
    />
  );
}

interface NameWallPagesProps {
  names: readonly KioskName[];
  fresh: ReadonlySet<number>;
  latest: number | null;
  pageMs: number;
}

/**
 * Every name, a page at a time: the names are laid out once, unseen, at the
 * wall's width; the pages are cut between their lines to the height the wall
 * actually has (measured again when the names, the box or the fonts change),
 * so no name is ever half shown; a new page every `pageMs`, round and round;
 * a new arrival turns the wall back to its first page, where it stands on
 * top. Without motion the pages change without fading.
 */
function NameWallPages({ names, fresh, latest, pageMs }: NameWallPagesProps) {
  const box = useRef<HTMLDivElement>(null);
  const measure = useRef<HTMLUListElement>(null);
  const [pages, setPages] = useState<WallPage[]>([]);
  const [index, setIndex] = useState(0);

  useLayoutEffect(() => {
    const wall = box.current;
    const list = measure.current;
    if (!wall || !list) return;
    const cut = () => {
      const boxes = Array.from(list.children as HTMLCollectionOf<HTMLElement>, (chip) => ({ top: chip.offsetTop, height: chip.offsetHeight }));
      const next = wallPages(boxes, wall.clientHeight);
      setPages((current) => (samePages(current, next) ? current : next));
    };
    cut();
    const observer = new ResizeObserver(cut);
    observer.observe(wall);
    observer.observe(list);
    let stopped = false;
    // Pretendard arriving after the first layout changes every chip's width.
    void document.fonts?.ready.then(() => {
      if (!stopped) cut();
    });
    return () => {
      stopped = true;
      observer.disconnect();
    };
  }, [names]);

  useEffect(() => {
    if (latest !== null) setIndex(0);
  }, [latest]);

  useEffect(() => {
    if (pages.length < 2) return;
    const timer = setTimeout(() => setIndex((current) => (current + 1) % pages.length), pageMs);
    return () => clearTimeout(timer);
  }, [index, pages, pageMs]);

  const current = pages.length > 0 ? index % pages.length : 0;
  const page = pages[current];
  return (
    <>
      {/* Always there (empty for one page), so the wall's height does not change with its own page count. */}
      <p className={styles.wallPager} aria-hidden="true">
        {pages.length < 2
          ? null
          : pages.length <= 12
            ? pages.map((_, dot) => <span key={dot} className={dot === current ? styles.wallDotOn : styles.wallDot} />)
            : `${current + 1} / ${pages.length}`}
      </p>
      <div ref={box} className={styles.wall} data-wall-page={current + 1} data-wall-pages={pages.length}>
        <ul ref={measure} className={`${styles.nameList} ${styles.nameMeasure}`} aria-hidden="true">
          {names.map((name) => (
            <li key={name.paymentSeq}>{name.name}</li>
          ))}
        </ul>
        {page ? (
          <ul key={current} className={`${styles.nameList} ${styles.wallPage}`}>
            {names.slice(page.start, page.end).map((name) => (
              <li key={name.paymentSeq} className={fresh.has(name.paymentSeq) ? styles.freshName : undefined}>
                {name.name}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </>
  );
}

interface SenderNamesProps {
  wall: NameWall;
  wreaths: LiveWreaths;
  heading: string;
  pageMs: number;
  className?: string;
}

/**
 * The name wall: the heading on one line, the count as people ('30분') or,
 * when the host chose it, the running total, then every name a page at a time.
 */
export function SenderNames({ wall, wreaths, heading, pageMs, className }: SenderNamesProps) {
  return (
    <section className={`${styles.names} ${className ?? ''}`} aria-label={heading}>
      <div className={styles.namesHead}>
        <h2 className={styles.namesHeading}>{heading}</h2>
        {wall.total ? (
          <p className={styles.namesTotal}>{messages.kiosk.total(formatNumber(wall.total.paidCount), formatWon(wall.total.donatedAmount))}</p>
        ) : wall.totalElements > 0 ? (
          <p className={styles.namesCount}>{messages.kiosk.senders(formatNumber(wall.totalElements))}</p>
        ) : null}
      </div>
      {wall.names.length === 0 ? (
        <p className={styles.namesEmpty}>{wall.loaded ? '첫 번째 마음을 기다리고 있습니다' : ''}</p>
      ) : (
        <NameWallPages names={wall.names} fresh={wreaths.fresh} latest={wreaths.latest} pageMs={pageMs} />
      )}
    </section>
  );
}

/** The newest arrival, named at the top of the screen for a few seconds while its message takes the carousel. */
export function ArrivalCard({ wreaths, title }: { wreaths: LiveWreaths; title: string }) {
  const payment = wreaths.latest === null ? null : wreaths.payments.find((candidate) => candidate.paymentSeq === wreaths.latest);
  return (
    <div className={styles.arrivalArea} role="status" aria-live="polite">
      {payment ? (
        <p key={payment.paymentSeq} className={styles.arrival}>
          <span className={styles.arrivalTitle}>{title}</span>
          <span className={styles.arrivalName}>{payment.name}</span>
        </p>
      ) : null}
    </div>
  );
}

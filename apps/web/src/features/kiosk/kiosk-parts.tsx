import { useLayoutEffect, useRef, type RefObject } from 'react';
import type { InvitationPhoto, KioskPayment } from '@ongi/shared';
import { formatNumber } from '@ongi/shared';
import { imageUrl } from '@web/shared/lib/file-url';
import { KioskCarousel, type KioskMotion } from './kiosk-carousel';
import type { LiveWreaths } from './use-kiosk-wreaths';
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

/** Names kept on the page at most; those that do not fit the screen's box are hidden, the total is shown. */
const shownNames = 80;

/**
 * Hides the chips that fall below the list's box, so the screen never shows
 * half a name; measured again when the names or the box change.
 */
function useWholeNames(list: RefObject<HTMLUListElement | null>, names: readonly unknown[]) {
  useLayoutEffect(() => {
    const element = list.current;
    if (!element) return;
    const fit = () => {
      const bottom = element.clientHeight;
      for (const item of Array.from(element.children) as HTMLElement[]) {
        item.style.visibility = item.offsetTop + item.offsetHeight <= bottom ? '' : 'hidden';
      }
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(element);
    return () => observer.disconnect();
  }, [list, names]);
}

export function SenderNames({ wreaths, heading, className }: { wreaths: LiveWreaths; heading: string; className?: string }) {
  const names = wreaths.payments.slice(0, shownNames);
  const list = useRef<HTMLUListElement>(null);
  useWholeNames(list, names);
  return (
    <section className={`${styles.names} ${className ?? ''}`} aria-label={heading}>
      <div className={styles.namesHead}>
        <h2 className={styles.namesHeading}>{heading}</h2>
        {wreaths.totalElements > 0 ? <p className={styles.namesCount}>{formatNumber(wreaths.totalElements)}분</p> : null}
      </div>
      {names.length === 0 ? (
        <p className={styles.namesEmpty}>{wreaths.loaded ? '첫 번째 마음을 기다리고 있습니다' : ''}</p>
      ) : (
        <ul ref={list} className={styles.nameList}>
          {names.map((payment) => (
            <li key={payment.paymentSeq} className={wreaths.fresh.has(payment.paymentSeq) ? styles.freshName : undefined}>
              {payment.name}
            </li>
          ))}
        </ul>
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

import type { KioskData, KioskFuneral, KioskWedding } from '@ongi/shared';
import { clockText, shortDateText } from '@ongi/shared';
import type { KioskStyle } from './kiosk-address';
import { KioskMessages } from './kiosk-messages';
import { KioskQr } from './kiosk-qr';
import { ArrivalCard, MessageCarousel, PhotoCarousel, SenderNames } from './kiosk-parts';
import type { LiveWreaths } from './use-kiosk-wreaths';
import type { NameWall } from './use-name-wall';
import styles from './kiosk.module.css';

interface ViewProps {
  data: KioskData;
  style: KioskStyle;
  wreaths: LiveWreaths;
  /** Every sender's name and the running total (the name wall). */
  names: NameWall;
  /** How long the name wall shows each page. */
  namePageMs: number;
  guestAddress: string;
}

function QrBlock({ address, note, label }: { address: string; note: string; label: string }) {
  return (
    <div className={styles.qr}>
      <KioskQr address={address} className={styles.qrCode} label={label} />
      <p className={styles.qrNote}>{note}</p>
    </div>
  );
}

/** What the landscape and portrait screens leave for a photo (the srcset's sizes). */
const photoSizes: Record<KioskStyle, string> = {
  1: '(orientation: portrait) 100vw, 45vw',
  2: '(orientation: portrait) 50vw, 30vw',
  3: '(orientation: portrait) 60vw, 34vw',
  4: '(orientation: portrait) 30vw, 18vw',
};

function Couple({ wedding }: { wedding: KioskWedding }) {
  return (
    <h1 className={styles.couple}>
      <span>{wedding.groomName}</span>
      <span className={styles.amp} aria-label="와">
        ♥
      </span>
      <span>{wedding.brideName}</span>
    </h1>
  );
}

function WeddingDay({ wedding }: { wedding: KioskWedding }) {
  return <p className={styles.when}>{[shortDateText(wedding.eventDate), clockText(wedding.eventTime), wedding.placeName].filter(Boolean).join(' · ')}</p>;
}

/**
 * The wedding screen (spec: names in styles 3 and 4, the fading carousel of
 * messages with their senders, photos (style 2 two centred slides sliding,
 * style 4 a vertical strip of five), the guests' names and the QR code).
 */
export function WeddingKiosk({ data, style, wreaths, names, namePageMs, guestAddress }: ViewProps) {
  const wedding = data.wedding!;
  const showsNames = style === 3 || style === 4;
  const motion = style === 2 ? 'slide' : style === 4 ? 'vertical' : 'fade';
  const perView = style === 2 ? 2 : style === 4 ? 5 : 1;
  return (
    <div className={`${styles.screen} ${styles[`w${style}`]}`} data-kiosk-style={`W${style}`}>
      <header className={styles.head}>
        {showsNames ? (
          <>
            <p className={styles.kicker}>THE WEDDING OF</p>
            <Couple wedding={wedding} />
          </>
        ) : (
          <>
            <p className={styles.kicker}>{style === 1 ? 'WITH LOVE' : 'OUR WEDDING DAY'}</p>
            <h1 className={styles.title}>축하의 마음을 전해주셔서 감사합니다</h1>
          </>
        )}
        <WeddingDay wedding={wedding} />
      </header>
      {data.photos.length > 0 ? (
        <PhotoCarousel photos={data.photos} motion={motion} perView={perView} sizes={photoSizes[style]} className={styles.photoArea} />
      ) : (
        <div className={`${styles.photoArea} ${styles.noPhoto}`} aria-hidden="true">
          ♥
        </div>
      )}
      <div className={styles.messageArea}>
        <MessageCarousel wreaths={wreaths} empty="QR 코드를 찍어 두 사람에게 축하의 마음을 전해 주세요" />
        <ArrivalCard wreaths={wreaths} title="방금 도착한 축하" />
        <KioskMessages data={data} />
      </div>
      <SenderNames wall={names} wreaths={wreaths} heading="축하해 주신 분들" pageMs={namePageMs} className={styles.namesArea} />
      <QrBlock address={guestAddress} label="모바일 청첩장 QR 코드" note="휴대폰 카메라로 찍으면 모바일 청첩장이 열립니다" />
    </div>
  );
}

const funeralSendersHeading: Record<KioskStyle, string> = { 1: '마음을 전해주신 분들', 2: '보내주신 분들', 3: '함께해 주신 분들', 4: '마음을 전해주신 분들' };

function Deceased({ funeral }: { funeral: KioskFuneral }) {
  return (
    <h1 className={styles.deceased}>
      <span className={styles.honorific}>{funeral.honorific}</span> {funeral.deceasedName} <span className={styles.honorificSuffix}>님</span>
    </h1>
  );
}

/**
 * The funeral screen (spec: the deceased's name with the honorific, the
 * message carousel with senders, the senders' names ('마음을 전해주신 분들'
 * in styles 1 and 4) and the QR code), in restrained greys and whites.
 */
export function FuneralKiosk({ data, style, wreaths, names, namePageMs, guestAddress }: ViewProps) {
  const funeral = data.funeral!;
  return (
    <div className={`${styles.screen} ${styles[`f${style}`]}`} data-kiosk-style={`F${style}`}>
      <header className={styles.head}>
        <p className={styles.kicker}>{funeral.heading}</p>
        <Deceased funeral={funeral} />
        {funeral.placeName ? <p className={styles.when}>{funeral.placeName}</p> : null}
      </header>
      <div className={styles.messageArea}>
        <MessageCarousel wreaths={wreaths} empty="QR 코드를 찍어 조의의 마음을 전해 주세요" />
        <ArrivalCard wreaths={wreaths} title="방금 전해진 마음" />
        <KioskMessages data={data} />
      </div>
      <SenderNames wall={names} wreaths={wreaths} heading={funeralSendersHeading[style]} pageMs={namePageMs} className={styles.namesArea} />
      <QrBlock address={guestAddress} label="모바일 부고장 QR 코드" note="휴대폰 카메라로 찍으면 모바일 부고장이 열립니다" />
    </div>
  );
}

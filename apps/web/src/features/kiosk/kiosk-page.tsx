import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Maximize, Minimize, WifiOff } from 'lucide-react';
import { ApiError } from '@web/shared/lib/api';
import { usePageTitle } from '@web/shared/lib/document-title';
import { kioskQueries } from './api';
import { useKioskOperation } from './use-kiosk-operation';
import { useKioskWreaths, type LiveWreaths } from './use-kiosk-wreaths';
import { kioskPageOf, kioskStyleOf } from './kiosk-address';
import { FuneralKiosk, WeddingKiosk } from './kiosk-views';
import { namePageMsOf } from './name-wall-pages';
import { useNameWall } from './use-name-wall';
import styles from './kiosk.module.css';

interface KioskPageProps {
  publicNum: string;
  /** ?kioskStyle= as given; anything but 1..4 falls back to the invitation's own style. */
  requestedStyle: string | null;
  /** ?page= as given, passed to the payment list (spec). */
  requestedPage: string | null;
  /** ?namesEvery= as given: ms per page of the name wall (the journeys turn it faster); anything out of range is the calm pace. */
  requestedNamePace?: string | null;
  /** Where a failed or empty answer sends the screen (home). */
  onNotFound: () => void;
  /** The guest page's full address (the QR code's content). */
  guestAddress: string;
}

/**
 * What the screen's connection is, said truthfully and quietly: a small
 * '실시간 연결됨' while the stream is live (staff can tell at a glance that
 * wreaths will appear as they are paid), the dark line while it is lost and
 * being asked for again, and nothing during the first second of opening.
 */
function LinkStatus({ wreaths }: { wreaths: LiveWreaths }) {
  const state = !wreaths.online ? 'reconnecting' : wreaths.link === 'live' ? 'live' : 'connecting';
  return (
    <p className={state === 'reconnecting' ? styles.offline : styles.live} role="status" data-link={state}>
      {state === 'reconnecting' ? (
        <>
          <WifiOff aria-hidden="true" size="1em" /> 연결이 끊겨 다시 연결하는 중
        </>
      ) : state === 'live' ? (
        <>
          <span className={styles.liveDot} aria-hidden="true" /> 실시간 연결됨
        </>
      ) : null}
    </p>
  );
}

/** The on-site screen: the invitation once, the wreaths live, operated without a keyboard. */
export function KioskPage({ publicNum, requestedStyle, requestedPage, requestedNamePace = null, onNotFound, guestAddress }: KioskPageProps) {
  const data = useQuery(kioskQueries.data(publicNum));
  const wreaths = useKioskWreaths(publicNum, kioskPageOf(requestedPage));
  const names = useNameWall(publicNum, wreaths);
  const { idle, fullScreen, toggleFullScreen } = useKioskOperation();
  const kiosk = data.data;
  const usable = kiosk && (kiosk.type === 'W' ? kiosk.wedding : kiosk.funeral);

  // The host made the invitation private (410): a calm closed screen stays, rather than home.
  const closed = data.error instanceof ApiError && data.error.status === 410 ? data.error.message : null;

  useEffect(() => {
    if ((data.isError && closed === null) || (data.isSuccess && !usable)) onNotFound();
  }, [data.isError, data.isSuccess, usable, onNotFound, closed]);

  usePageTitle(
    kiosk?.wedding
      ? `${kiosk.wedding.groomName} ♥ ${kiosk.wedding.brideName} 키오스크`
      : kiosk?.funeral
        ? `${kiosk.funeral.honorific} ${kiosk.funeral.deceasedName} 님 키오스크`
        : (closed ?? '키오스크 화면'),
  );

  if (closed !== null) {
    return (
      <main className={styles.closed}>
        <h1>{closed}</h1>
      </main>
    );
  }
  if (!kiosk || !usable) return <div className={styles.loading} aria-busy="true" />;
  const style = kioskStyleOf(requestedStyle, kiosk.kioskStyle);
  const View = kiosk.type === 'W' ? WeddingKiosk : FuneralKiosk;
  return (
    <div className={`${styles.kiosk} ${idle ? styles.idle : ''}`}>
      <View data={kiosk} style={style} wreaths={wreaths} names={names} namePageMs={namePageMsOf(requestedNamePace)} guestAddress={guestAddress} />
      <LinkStatus wreaths={wreaths} />
      <button type="button" className={styles.fullScreen} onClick={toggleFullScreen} aria-pressed={fullScreen}>
        {fullScreen ? <Minimize aria-hidden="true" size="1.2em" /> : <Maximize aria-hidden="true" size="1.2em" />}
        {fullScreen ? '전체 화면 끝내기' : '전체 화면'}
      </button>
    </div>
  );
}

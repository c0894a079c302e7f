import { useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { Copy, MapPin, Navigation } from 'lucide-react';
import { copyWithNotice } from './copy';
import { kakaoJsKey } from '@web/shared/lib/kakao-sdk';
import { DrawnMap } from '@web/shared/ui/map/drawn-map';
import mapStyles from '@web/shared/ui/map/map.module.css';
import { copyableAddress, mapAppLinks, type MapApp, type ViewPlace } from './map-links';
import { NewTab, Section } from './section';
import styles from './view.module.css';

type Located = ViewPlace & { latitude: number; longitude: number };

/** The Kakao map, its SDK fetched only when the block comes near; the drawn map if Kakao cannot be reached. */
function KakaoMap({ place, appKey }: { place: Located; appKey: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const container = ref.current;
    if (!container) return;
    let cancelled = false;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        import('@web/shared/ui/map/kakao-map')
          .then(({ showKakaoMap }) => showKakaoMap(container, place, appKey))
          .catch(() => {
            if (!cancelled) setFailed(true);
          });
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(container);
    return () => {
      cancelled = true;
      observer.disconnect();
    };
  }, [place, appKey]);
  if (failed) return <DrawnMap place={place} />;
  return <div ref={ref} className={mapStyles.mapBox} role="group" aria-label={`${place.name || place.address} 지도`} />;
}

/** On a phone an app opens when it is installed, else its web address (the href) a moment later; on a computer the web. */
function openApp(event: MouseEvent<HTMLAnchorElement>, appUrl: string | null) {
  if (!appUrl || !window.matchMedia('(pointer: coarse)').matches) return;
  event.preventDefault();
  const webUrl = event.currentTarget.href;
  const fallback = window.setTimeout(() => {
    if (!document.hidden) window.location.href = webUrl;
  }, 1500);
  document.addEventListener('visibilitychange', () => window.clearTimeout(fallback), { once: true });
  window.location.href = appUrl;
}

const appMarks: Record<MapApp, ReactNode> = { naver: 'N', kakaomap: 'K', tmap: 'T', kakaonavi: <Navigation size={15} /> };

export function MapBlock({ place, title = '오시는 길' }: { place: ViewPlace; title?: string }) {
  const appKey = kakaoJsKey();
  const located = place.latitude !== null && place.longitude !== null ? (place as Located) : null;
  return (
    <Section title={title}>
      <div className={styles.placeHead}>
        <p className={styles.placeName}>
          <MapPin aria-hidden="true" size={18} />
          {place.name}
        </p>
        {place.detail ? <p className={styles.placeDetail}>{place.detail}</p> : null}
        {place.address ? <p className={styles.placeAddress}>{place.address}</p> : null}
      </div>
      {located ? appKey ? <KakaoMap place={located} appKey={appKey} /> : <DrawnMap place={located} /> : null}
      <ul className={styles.mapApps} aria-label="지도 앱에서 열기">
        {mapAppLinks(place, window.location.hostname).map((link) => (
          <li key={link.app}>
            <a href={link.webUrl} target="_blank" rel="noopener noreferrer" onClick={(event) => openApp(event, link.appUrl)}>
              <span className={styles.appMark} data-app={link.app} aria-hidden="true">
                {appMarks[link.app]}
              </span>
              {link.label}
              <NewTab />
            </a>
          </li>
        ))}
      </ul>
      {place.address || place.name ? (
        <button type="button" className={styles.ghostButton} onClick={() => void copyWithNotice(copyableAddress(place))}>
          <Copy aria-hidden="true" size={16} />
          주소 복사
        </button>
      ) : null}
    </Section>
  );
}

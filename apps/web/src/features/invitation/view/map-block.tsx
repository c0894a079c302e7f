import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { Copy, MapPin } from 'lucide-react';
import { copyWithNotice } from './copy';
import { kakaoJsKey } from '@web/shared/lib/kakao-sdk';
import { DrawnMap } from '@web/shared/ui/map/drawn-map';
import mapStyles from '@web/shared/ui/map/map.module.css';
import { copyableAddress, kakaoMapUrl, naverAppUrl, naverWebUrl, tmapUrl, type ViewPlace } from './map-links';
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

/** On a phone Naver Map opens in its app when it is installed, else on the web; on a computer on the web. */
function openNaverApp(event: MouseEvent<HTMLAnchorElement>, appUrl: string | null) {
  if (!appUrl || !window.matchMedia('(pointer: coarse)').matches) return;
  event.preventDefault();
  const webUrl = event.currentTarget.href;
  const fallback = window.setTimeout(() => {
    if (!document.hidden) window.location.href = webUrl;
  }, 1500);
  document.addEventListener('visibilitychange', () => window.clearTimeout(fallback), { once: true });
  window.location.href = appUrl;
}

export function MapBlock({ place, title = '오시는 길' }: { place: ViewPlace; title?: string }) {
  const appKey = kakaoJsKey();
  const located = place.latitude !== null && place.longitude !== null ? (place as Located) : null;
  const naverApp = naverAppUrl(place, window.location.hostname);
  const tmap = tmapUrl(place);
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
        <li>
          <a href={naverWebUrl(place)} target="_blank" rel="noopener noreferrer" onClick={(event) => openNaverApp(event, naverApp)}>
            <span className={styles.appMark} data-app="naver" aria-hidden="true">
              N
            </span>
            네이버 지도
            <NewTab />
          </a>
        </li>
        <li>
          <a href={kakaoMapUrl(place)} target="_blank" rel="noopener noreferrer">
            <span className={styles.appMark} data-app="kakao" aria-hidden="true">
              K
            </span>
            카카오맵
            <NewTab />
          </a>
        </li>
        {tmap ? (
          <li>
            <a href={tmap}>
              <span className={styles.appMark} data-app="tmap" aria-hidden="true">
                T
              </span>
              티맵
            </a>
          </li>
        ) : null}
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

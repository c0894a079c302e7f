import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { MapPin, Search } from 'lucide-react';
import { messages, type Place } from '@ongi/shared';
import { errorMessage } from '@web/shared/lib/api';
import { useSiteSettings } from '@web/shared/lib/site-settings';
import { Button } from '../button';
import fieldStyles from '../field.module.css';
import { DrawnMap } from './drawn-map';
import type { LocatedPlace, MapPlace } from './place';
import { placeSearchQuery } from './place-search';
import styles from './map.module.css';

/** The Kakao map when the site has a key; the drawn map if Kakao cannot be reached. */
function KakaoPlaceMap({ place, appKey }: { place: LocatedPlace; appKey: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const container = ref.current;
    if (!container) return;
    let cancelled = false;
    container.replaceChildren();
    import('./kakao-map')
      .then(({ showKakaoMap }) => showKakaoMap(container, place, appKey))
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
    };
  }, [place, appKey]);
  if (failed) return <DrawnMap place={place} />;
  return <div ref={ref} className={styles.kakaoMap} role="group" aria-label={`${place.name || place.address} 지도`} />;
}

export const placeAddress = (place: Place) => place.roadAddressName || place.addressName;

const located = (place: MapPlace | null): place is LocatedPlace => place !== null && place.latitude !== null && place.longitude !== null;

export interface PlacePickerProps {
  /** The place on the map now; pass one object per place (memoised), so the map is drawn again only when it changes. */
  place: MapPlace | null;
  /** A result was chosen: the caller fills its fields from it. */
  onChoose: (place: Place) => void;
  searchPlaceholder: string;
  /** The map shown before a place is chosen (the partner form's default centre); the empty frame without it. */
  fallback?: LocatedPlace;
  /** The line under the map (the address the map shows). */
  footer?: ReactNode;
  /** The search box's label ('장소 검색' unless told). */
  label?: string;
  /** The search box's name: a form's failure can focus it. */
  inputName?: string;
  /** false: the search and its results only (a form that shows the map further down). */
  showMap?: boolean;
  /** What an empty box searches for (a venue's name already typed beside it), shown as its placeholder. */
  defaultQuery?: string;
}

/**
 * A place keyword search (Enter or the button), its results, and the map
 * with the chosen place's marker: the invitation forms' map and the partner
 * form's. Choosing a result hands it to the caller.
 */
export function PlacePicker({
  place,
  onChoose,
  searchPlaceholder,
  fallback,
  footer,
  label = '장소 검색',
  inputName,
  showMap = true,
  defaultQuery = '',
}: PlacePickerProps) {
  const id = useId();
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const results = useQuery({ ...placeSearchQuery(query), enabled: query !== '' });
  const settings = useSiteSettings();
  const appKey = settings.data?.kakaoJsKey ?? null;

  const search = () => {
    const words = typed.trim() || defaultQuery.trim();
    if (!words) {
      setProblem(messages.place.queryRequired);
      return;
    }
    if (!typed.trim()) setTyped(words);
    setProblem(null);
    setQuery(words);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter searches; it must not send the whole form.
    if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      event.preventDefault();
      search();
    }
  };

  const shown = located(place) ? place : (fallback ?? null);

  return (
    <div className={styles.picker}>
      <div className={styles.search} role="search" aria-labelledby={`${id}-label`}>
        <label id={`${id}-label`} htmlFor={`${id}-query`} className={styles.label}>
          {label}
        </label>
        <div className={styles.searchRow}>
          <input
            id={`${id}-query`}
            name={inputName}
            type="search"
            className={fieldStyles.input}
            value={typed}
            maxLength={50}
            placeholder={defaultQuery.trim() || searchPlaceholder}
            aria-describedby={problem ? `${id}-problem` : undefined}
            aria-invalid={problem ? true : undefined}
            onChange={(event) => setTyped(event.target.value)}
            onKeyDown={onKeyDown}
          />
          <Button variant="secondary" onClick={search}>
            <Search size={18} aria-hidden="true" />
            검색
          </Button>
        </div>
        {problem ? (
          <p id={`${id}-problem`} className={fieldStyles.error} role="alert">
            {problem}
          </p>
        ) : null}
      </div>

      {query ? (
        <div className={styles.results} aria-live="polite" aria-busy={results.isFetching || undefined}>
          {results.isPending ? (
            <p className={styles.note}>찾는 중입니다…</p>
          ) : results.isError ? (
            <p className={styles.note} role="alert">
              {errorMessage(results.error)}
            </p>
          ) : results.data.length === 0 ? (
            <p className={styles.note}>{messages.place.noResult}</p>
          ) : (
            <ul className={styles.placeList} aria-label={`'${query}' 검색 결과 ${results.data.length}곳`}>
              {results.data.map((result) => {
                const chosen = located(place) && result.latitude === place.latitude && result.longitude === place.longitude;
                return (
                  <li key={result.id}>
                    <button type="button" className={styles.placeItem} aria-pressed={chosen} onClick={() => onChoose(result)}>
                      <MapPin size={18} aria-hidden="true" />
                      <span>
                        <span className={styles.placeName}>{result.placeName}</span>
                        <span className={styles.placeAddress}>{placeAddress(result)}</span>
                      </span>
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      ) : null}

      {showMap ? (
        <div className={styles.frame}>
          {shown ? (
            appKey ? (
              <KakaoPlaceMap place={shown} appKey={appKey} />
            ) : (
              <DrawnMap place={shown} />
            )
          ) : (
            <div className={styles.empty}>
              <MapPin size={28} aria-hidden="true" />
              <p>장소를 검색해 고르면 지도에 표시됩니다.</p>
            </div>
          )}
        </div>
      ) : null}
      {footer ? (
        <p className={styles.address} aria-live="polite">
          {footer}
        </p>
      ) : null}
    </div>
  );
}

/** The line under a map: a small label and the address. */
export function MapAddressLine({ label, address }: { label: string; address: string }) {
  return (
    <>
      <span className={styles.addressLabel}>{label}</span> {address}
    </>
  );
}

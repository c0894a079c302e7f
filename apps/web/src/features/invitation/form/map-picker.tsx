import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { MapPin, Search } from 'lucide-react';
import { useFormContext, useWatch, type FieldValues } from 'react-hook-form';
import { messages, type Place } from '@ongi/shared';
import { errorMessage } from '../../../shared/lib/api';
import { useSiteSettings } from '../../../shared/lib/site-settings';
import { Button } from '../../../shared/ui/button';
import fieldStyles from '../../../shared/ui/field.module.css';
import { invitationFormQueries } from '../api';
import { DrawnMap } from '../view/drawn-map';
import type { ViewPlace } from '../view/map-links';
import type { VenueNames } from './venue-fields';
import styles from './invitation-form.module.css';

type Located = ViewPlace & { latitude: number; longitude: number };

/** The Kakao map when the site has a key (the guest page's own, read-only reuse); the drawn map if Kakao cannot be reached. */
function KakaoPlaceMap({ place, appKey }: { place: Located; appKey: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const container = ref.current;
    if (!container) return;
    let cancelled = false;
    container.replaceChildren();
    import('../view/kakao-map')
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

const addressOf = (place: Place) => place.roadAddressName || place.addressName;

/**
 * The map of the invitation (spec 001 §2): a place keyword search (Enter
 * or the button), the results, and the map with the chosen place's marker.
 * Choosing a result sets the coordinates and the address.
 */
export function MapPicker({ names, placeName, searchPlaceholder }: { names: VenueNames; placeName: string; searchPlaceholder: string }) {
  const id = useId();
  const { control, setValue } = useFormContext<FieldValues>();
  const [latitude, longitude, address, name, detail] = useWatch({ control, name: [names.latitude, names.longitude, 'mapAddress', names.name, names.detail] }) as [
    number | null,
    number | null,
    string,
    string,
    string,
  ];
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const results = useQuery({ ...invitationFormQueries.places(query), enabled: query !== '' });
  const settings = useSiteSettings();
  const appKey = settings.data?.kakaoJsKey ?? null;

  const search = () => {
    const words = typed.trim();
    if (!words) {
      setProblem(messages.place.queryRequired);
      return;
    }
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
  const choose = (place: Place) => {
    setValue(names.latitude, place.latitude, { shouldDirty: true });
    setValue(names.longitude, place.longitude, { shouldDirty: true });
    setValue('mapAddress', addressOf(place), { shouldDirty: true });
  };

  const shownName = name || placeName;
  // One object per place, so the map is drawn again only when the place changes.
  const located = useMemo<Located | null>(
    () => (latitude !== null && longitude !== null ? { name: shownName, detail, address, latitude, longitude } : null),
    [shownName, detail, address, latitude, longitude],
  );

  return (
    <div className={styles.mapPicker}>
      <div className={styles.mapSearch} role="search" aria-labelledby={`${id}-label`}>
        <label id={`${id}-label`} htmlFor={`${id}-query`} className={styles.fieldLegend}>
          장소 검색
        </label>
        <div className={styles.mapSearchRow}>
          <input
            id={`${id}-query`}
            type="search"
            className={fieldStyles.input}
            value={typed}
            maxLength={50}
            placeholder={searchPlaceholder}
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
        <div className={styles.mapResults} aria-live="polite" aria-busy={results.isFetching || undefined}>
          {results.isPending ? (
            <p className={styles.listNote}>찾는 중입니다…</p>
          ) : results.isError ? (
            <p className={styles.listNote} role="alert">
              {errorMessage(results.error)}
            </p>
          ) : results.data.length === 0 ? (
            <p className={styles.listNote}>{messages.place.noResult}</p>
          ) : (
            <ul className={styles.placeList} aria-label={`'${query}' 검색 결과 ${results.data.length}곳`}>
              {results.data.map((result) => {
                const chosen = result.latitude === latitude && result.longitude === longitude;
                return (
                  <li key={result.id}>
                    <button type="button" className={styles.placeItem} aria-pressed={chosen} onClick={() => choose(result)}>
                      <MapPin size={18} aria-hidden="true" />
                      <span>
                        <span className={styles.placeName}>{result.placeName}</span>
                        <span className={styles.placeAddress}>{addressOf(result)}</span>
                      </span>
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      ) : null}

      <div className={styles.mapFrame}>
        {located ? (
          appKey ? (
            <KakaoPlaceMap place={located} appKey={appKey} />
          ) : (
            <DrawnMap place={located} />
          )
        ) : (
          <div className={styles.mapEmpty}>
            <MapPin size={28} aria-hidden="true" />
            <p>장소를 검색해 고르면 지도에 표시됩니다.</p>
          </div>
        )}
      </div>
      <p className={styles.mapAddress} aria-live="polite">
        {address ? (
          <>
            <span className={styles.mapAddressLabel}>지도 주소</span> {address}
          </>
        ) : (
          '아직 지도에 표시할 장소를 고르지 않았습니다.'
        )}
      </p>
    </div>
  );
}

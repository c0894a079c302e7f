import { useMemo } from 'react';
import { useFormContext, useWatch, type FieldValues } from 'react-hook-form';
import type { Place } from '@ongi/shared';
import { MapAddressLine, PlacePicker, placeAddress } from '@web/shared/ui/map/place-picker';
import type { MapPlace } from '@web/shared/ui/map/place';
import type { VenueNames } from './venue-fields';

/**
 * The map of the invitation (spec 001 §2): the shared place search and map,
 * bound to the form. Choosing a result sets the coordinates and the address.
 */
export function MapPicker({ names, placeName, searchPlaceholder }: { names: VenueNames; placeName: string; searchPlaceholder: string }) {
  const { control, setValue } = useFormContext<FieldValues>();
  const [latitude, longitude, address, name, detail] = useWatch({
    control,
    name: [names.latitude, names.longitude, 'mapAddress', names.name, names.detail],
  }) as [number | null, number | null, string, string, string];
  const choose = (place: Place) => {
    setValue(names.latitude, place.latitude, { shouldDirty: true });
    setValue(names.longitude, place.longitude, { shouldDirty: true });
    setValue('mapAddress', placeAddress(place), { shouldDirty: true });
  };

  const shownName = name || placeName;
  // One object per place, so the map is drawn again only when the place changes.
  const place = useMemo<MapPlace | null>(
    () => (latitude !== null && longitude !== null ? { name: shownName, detail, address, latitude, longitude } : null),
    [shownName, detail, address, latitude, longitude],
  );

  return (
    <PlacePicker
      place={place}
      onChoose={choose}
      searchPlaceholder={searchPlaceholder}
      footer={address ? <MapAddressLine label="지도 주소" address={address} /> : '아직 지도에 표시할 장소를 고르지 않았습니다.'}
    />
  );
}

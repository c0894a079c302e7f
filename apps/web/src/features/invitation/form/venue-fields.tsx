import { useMemo, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { CheckCircle2 } from 'lucide-react';
import { useFormContext, useWatch, type FieldValues } from 'react-hook-form';
import { isEnteredPlace, type PartnerWithDetails, type Place } from '@ongi/shared';
import { SelectField, TextField } from '@web/shared/ui/form';
import { PlacePicker, placeAddress } from '@web/shared/ui/map/place-picker';
import type { MapPlace } from '@web/shared/ui/map/place';
import { invitationFormQueries } from '../api';
import { FieldGrid } from './form-section';
import { partnerNamed, partnerOf, venueSearchName } from './lookups';
import styles from './invitation-form.module.css';

/** The form values the venue fields and the map share. */
export interface VenueNames {
  name: string;
  detail: string;
  latitude: string;
  longitude: string;
}

interface VenueFieldsProps {
  partners: readonly PartnerWithDetails[];
  names: VenueNames;
  labels: { partner: ReactNode; name: ReactNode; hall: string; detail: string; search: string };
  /** '예식장' or '장례식장', in the sentences around the search. */
  noun: string;
  namePlaceholder?: string;
  detailPlaceholder?: string;
  searchPlaceholder: string;
  /** After the partner changed by the host's hand (a funeral home reloads its campaigns). */
  onPartnerChange?: (partner: PartnerWithDetails | undefined) => void;
}

/** The partner a search result stands for: the directory's own id, or the same name. */
function partnerOfPlace(partners: readonly PartnerWithDetails[], place: Place): PartnerWithDetails | undefined {
  const own = /^partner:(\d+)$/.exec(place.id);
  return (own ? partnerOf(partners, Number(own[1])) : undefined) ?? partnerNamed(partners, place.placeName);
}

/**
 * The venue or funeral home (spec 001 §4, issue 26): choosing a partner
 * clears the hall and its text, sets the place name and centres the map on
 * it; a typed name that no longer is the partner's clears the partner;
 * choosing a hall fills the hall text, and '직접 입력' clears it. A place that
 * is not a partner is found with the place search (Kakao Local, or the
 * shipped list), which gives it the address and the point on the map that a
 * partner has; a partner found that way is chosen as the partner.
 */
export function VenueFields({ partners, names, labels, noun, namePlaceholder, detailPlaceholder, searchPlaceholder, onPartnerChange }: VenueFieldsProps) {
  const queryClient = useQueryClient();
  const { control, getValues, setValue } = useFormContext<FieldValues>();
  const [partnerSeq, name, address, latitude, longitude] = useWatch({
    control,
    name: ['partnerSeq', names.name, 'mapAddress', names.latitude, names.longitude],
  }) as [number | null, string, string, number | null, number | null];
  const partner = partnerOf(partners, partnerSeq);
  const set = (field: string, value: unknown) => setValue(field, value, { shouldDirty: true });
  const entered = partner === undefined && isEnteredPlace({ name: name.trim(), address, latitude, longitude });
  // One object per place, so the results mark the chosen one.
  const chosenPlace = useMemo<MapPlace | null>(
    () => (latitude !== null && longitude !== null ? { name, address, latitude, longitude } : null),
    [name, address, latitude, longitude],
  );

  /** The map goes to the partner's own place, or to the first place found under its name. */
  const centreOn = async (chosen: PartnerWithDetails) => {
    let place =
      chosen.latitude !== null && chosen.longitude !== null
        ? { latitude: chosen.latitude, longitude: chosen.longitude, address: chosen.roadAddressName || chosen.addressName || '' }
        : null;
    if (!place) {
      const found = await queryClient.fetchQuery(invitationFormQueries.places(chosen.name)).catch(() => []);
      const first = found[0];
      place = first ? { latitude: first.latitude, longitude: first.longitude, address: first.roadAddressName || first.addressName } : null;
    }
    // The host may have chosen another partner while the search ran.
    if (!place || getValues('partnerSeq') !== chosen.partnerSeq) return;
    set(names.latitude, place.latitude);
    set(names.longitude, place.longitude);
    set('mapAddress', place.address);
  };

  const choosePartner = (chosen: PartnerWithDetails | undefined) => {
    set('hallSeq', null);
    set(names.detail, '');
    if (chosen) {
      set(names.name, chosen.name);
      void centreOn(chosen);
    }
    onPartnerChange?.(chosen);
  };

  /** A place found with the search: a partner is chosen as one; any other is kept with its address and point. */
  const choosePlace = (place: Place) => {
    const asPartner = partnerOfPlace(partners, place);
    if (asPartner) {
      set('partnerSeq', asPartner.partnerSeq);
      choosePartner(asPartner);
      return;
    }
    set(names.name, place.placeName);
    set(names.latitude, place.latitude);
    set(names.longitude, place.longitude);
    set('mapAddress', placeAddress(place));
  };

  return (
    <>
      <FieldGrid>
        <SelectField<number>
          name="partnerSeq"
          label={labels.partner}
          valueAs="number"
          placeholder="직접 입력"
          options={partners.map((option) => ({ value: option.partnerSeq, label: option.name }))}
          onValueChange={(value) => choosePartner(partnerOf(partners, typeof value === 'number' ? value : null))}
        />
        <TextField
          name={names.name}
          label={labels.name}
          maxLength={100}
          placeholder={namePlaceholder}
          autoComplete="off"
          onChange={(event) => {
            if (partner && event.target.value.trim() !== partner.name) {
              set('partnerSeq', null);
              set('hallSeq', null);
            }
          }}
        />
      </FieldGrid>
      {partner === undefined ? (
        <div className={styles.placeFinder}>
          <PlacePicker
            place={chosenPlace}
            onChoose={choosePlace}
            label={labels.search}
            inputName={venueSearchName}
            searchPlaceholder={searchPlaceholder}
            defaultQuery={entered ? '' : name}
            showMap={false}
            footer={
              entered ? (
                <span className={styles.placeChosen}>
                  <CheckCircle2 size={16} aria-hidden="true" />
                  <span>
                    <strong>{name}</strong> {address}
                  </span>
                </span>
              ) : (
                `제휴 ${noun}이 아니면 이름이나 주소로 찾아 골라 주세요. 고른 곳의 주소와 지도가 함께 저장됩니다.`
              )
            }
          />
        </div>
      ) : null}
      <FieldGrid>
        <SelectField<number>
          name="hallSeq"
          label={labels.hall}
          valueAs="number"
          placeholder="직접 입력"
          disabled={!partner || partner.details.length === 0}
          options={(partner?.details ?? []).map((detail) => ({ value: detail.seq, label: detail.name }))}
          onValueChange={(value) => {
            const hall = partner?.details.find((detail) => detail.seq === value);
            set(names.detail, hall ? hall.name : '');
          }}
        />
        <TextField name={names.detail} label={labels.detail} maxLength={100} placeholder={detailPlaceholder} autoComplete="off" />
      </FieldGrid>
    </>
  );
}

import type { ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useFormContext, useWatch, type FieldValues } from 'react-hook-form';
import type { PartnerWithDetails } from '@ongi/shared';
import { SelectField, TextField } from '../../../shared/ui/form';
import { invitationFormQueries } from '../api';
import { FieldGrid } from './form-section';
import { partnerOf } from './lookups';

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
  labels: { partner: ReactNode; name: ReactNode; hall: string; detail: string };
  /** The partner select's first option: '직접 입력' (a wedding venue) or a request to choose (a funeral home). */
  partnerPlaceholder: string;
  namePlaceholder?: string;
  detailPlaceholder?: string;
  /** After the partner changed by the host's hand (a funeral home reloads its campaigns). */
  onPartnerChange?: (partner: PartnerWithDetails | undefined) => void;
}

/**
 * The venue or funeral home (spec 001 §4): choosing a partner clears the
 * hall and its text, sets the place name and centres the map on it; a typed
 * name that no longer is the partner's clears the partner; choosing a hall
 * fills the hall text, and '직접 입력' clears it.
 */
export function VenueFields({ partners, names, labels, partnerPlaceholder, namePlaceholder, detailPlaceholder, onPartnerChange }: VenueFieldsProps) {
  const queryClient = useQueryClient();
  const { control, getValues, setValue } = useFormContext<FieldValues>();
  const partnerSeq = useWatch({ control, name: 'partnerSeq' }) as number | null;
  const partner = partnerOf(partners, partnerSeq);
  const set = (name: string, value: unknown) => setValue(name, value, { shouldDirty: true });

  /** The map goes to the partner's own place, or to the first place found under its name. */
  const centreOn = async (chosen: PartnerWithDetails) => {
    let place = chosen.latitude !== null && chosen.longitude !== null
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

  return (
    <>
      <FieldGrid>
        <SelectField<number>
          name="partnerSeq"
          label={labels.partner}
          valueAs="number"
          placeholder={partnerPlaceholder}
          options={partners.map((option) => ({ value: option.partnerSeq, label: option.name }))}
          onValueChange={(value) => {
            const chosen = partnerOf(partners, typeof value === 'number' ? value : null);
            set('hallSeq', null);
            set(names.detail, '');
            if (chosen) {
              set(names.name, chosen.name);
              void centreOn(chosen);
            }
            onPartnerChange?.(chosen);
          }}
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

import { useMemo } from 'react';
import { useFormContext, useWatch, type FieldValues } from 'react-hook-form';
import {
  adminPartnerSaveSchema,
  formatPhone,
  messages,
  partnerAdminMessages,
  partnerKindLabels,
  partnerKinds,
  type AdminPartnerDetail,
  type AdminPartnerRow,
  type Place,
} from '@ongi/shared';
import { defineAdminResource } from '@web/shared/admin/resource';
import { FormRow, FormRows, RadioGroupField, RepeatableRows, TextField } from '@web/shared/ui/form';
import type { LocatedPlace, MapPlace } from '@web/shared/ui/map/place';
import { MapAddressLine, PlacePicker } from '@web/shared/ui/map/place-picker';
import { createdAtColumn, numberColumn } from '@web/shared/admin/columns';
import { partner as adminPartnerEndpoints } from '@ongi/shared/routes/admin/partner';

/** Spec 002 §9: the partner form's map starts at Seoul City Hall, zoom 4. */
const defaultCentre: LocatedPlace = { name: '기본 위치 · 서울시청', address: '', latitude: 37.5665, longitude: 126.978 };

const kindOptions = partnerKinds.map((kind) => ({ value: kind, label: partnerKindLabels[kind] }));

function PartnerFields() {
  const { control, setValue } = useFormContext<FieldValues>();
  const [name, latitude, longitude, roadAddressName, addressName] = useWatch({
    control,
    name: ['name', 'latitude', 'longitude', 'roadAddressName', 'addressName'],
  }) as [string | undefined, number | null | undefined, number | null | undefined, string | undefined, string | undefined];
  const address = roadAddressName || addressName || '';
  // One object per place, so the map is drawn again only when the place changes.
  const place = useMemo<MapPlace | null>(
    () => (typeof latitude === 'number' && typeof longitude === 'number' ? { name: name ?? '', address, latitude, longitude } : null),
    [name, address, latitude, longitude],
  );

  // Picking a place fills the name, the coordinates, both addresses, the phone and the place URL (spec 002 partner form).
  const choose = (picked: Place) => {
    const options = { shouldDirty: true };
    setValue('name', picked.placeName, options);
    setValue('latitude', picked.latitude, options);
    setValue('longitude', picked.longitude, options);
    setValue('addressName', picked.addressName, options);
    setValue('roadAddressName', picked.roadAddressName, options);
    setValue('phone', picked.phone, options);
    setValue('placeUrl', picked.placeUrl ?? '', options);
  };

  return (
    <FormRows>
      <RadioGroupField name="type" label="기관 유형" options={kindOptions} />
      <FormRow label="지도" selfLabelled>
        <PlacePicker
          place={place}
          onChoose={choose}
          fallback={defaultCentre}
          searchPlaceholder="예식장·장례식장 이름이나 주소"
          footer={
            place ? (
              <MapAddressLine label="좌표" address={`위도 ${place.latitude}, 경도 ${place.longitude}`} />
            ) : (
              '아직 고른 장소가 없습니다. 검색해 고르면 이름, 좌표, 주소, 전화번호와 장소 URL이 채워집니다.'
            )
          }
        />
      </FormRow>
      <TextField name="name" label="기관명" maxLength={100} />
      <TextField name="roadAddressName" label="도로명 주소" maxLength={200} />
      <TextField name="addressName" label="지번 주소" maxLength={200} />
      <TextField name="phone" label="전화번호" maxLength={20} inputMode="tel" autoComplete="off" />
      <TextField name="placeUrl" label="장소 URL" type="url" maxLength={500} placeholder="https://place.map.kakao.com/…" />
      <RepeatableRows
        name="details"
        emptyRow={{ name: '' }}
        legend="세부 장소"
        noun="세부 장소"
        rowLabel={(index) => `세부 장소 ${index + 1}`}
        max={{ count: 50, message: partnerAdminMessages.tooManyDetails }}
        hint="예식홀이나 빈소의 이름입니다. 비워 둔 줄은 저장하지 않습니다."
      >
        {({ index, path }) => <TextField name={path('name')} label={`세부 장소 ${index + 1} 이름`} hideLabel maxLength={50} placeholder="예: 그랜드홀, 특실" />}
      </RepeatableRows>
    </FormRows>
  );
}

/** Partners (spec 002): wedding venues and funeral homes found on the map, with their halls or rooms. */
export const resource = defineAdminResource({
  key: 'partner',
  endpoints: adminPartnerEndpoints,
  label: '제휴기관',
  rowKey: (row: AdminPartnerRow) => row.partnerSeq,
  list: {
    searchTypes: [
      { value: 'all', label: '전체' },
      { value: 'name', label: '기관명' },
      { value: 'address', label: '주소' },
    ],
    requireSearchWord: true,
    columns: [
      { ...numberColumn<AdminPartnerRow>('4rem'), priority: 'secondary' },
      { header: '유형', width: '5.5rem', align: 'center', sort: 'type', cell: (row) => partnerKindLabels[row.type] },
      { header: '기관명', opensRow: true, sort: 'name', cell: (row) => row.name },
      { header: '도로명 주소', priority: 'secondary', cell: (row) => row.roadAddressName || row.addressName || '없음' },
      { header: '전화번호', width: '8.5rem', align: 'center', priority: 'secondary', cell: (row) => (row.phone ? formatPhone(row.phone) : '없음') },
      createdAtColumn(),
    ],
    noneSelected: messages.admin.noneSelected.partner,
    deleteConfirm: messages.admin.deleteConfirm,
  },
  end: {
    listEnded: (row: AdminPartnerRow) => row.endedAt !== null,
    recordEnded: (record: AdminPartnerDetail) => record.endedAt !== null,
    endConfirm: partnerAdminMessages.endConfirm,
    reopenConfirm: partnerAdminMessages.reopenConfirm,
    endedNote: partnerAdminMessages.endedNote,
  },
  form: {
    seqFrom: { query: 'partnerSeq' },
    schema: adminPartnerSaveSchema,
    fromRecord: (record: AdminPartnerDetail) => ({
      type: record.type,
      name: record.name,
      latitude: record.latitude,
      longitude: record.longitude,
      addressName: record.addressName ?? '',
      roadAddressName: record.roadAddressName ?? '',
      phone: record.phone ?? '',
      placeUrl: record.placeUrl ?? '',
      details: record.details.map((detail) => ({ name: detail.name })),
    }),
    toRequest: (values, seq) => ({ ...values, partnerSeq: seq ?? -1 }),
    Fields: PartnerFields,
  },
});

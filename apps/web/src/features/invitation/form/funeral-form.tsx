import { useWatch, type Control, type FieldValues } from 'react-hook-form';
import {
  funeralCampaignLimit,
  funeralDesigns,
  funeralGreetingTemplates,
  funeralMainMessageTemplates,
  funeralNoticePresets,
  funeralReligions,
  funeralThankyouPresets,
  galleryMax,
  religionWordings,
  type InvitationPhoto,
  type InvitationSaved,
  type FuneralInvitationRequest,
} from '@ongi/shared';
import { DateSelectsField, PhonePartsField, RadioGroupField, TextAreaField, TextField } from '@web/shared/ui/form';
import type { CampaignPickerFilter } from '../api';
import { AccountRows } from './account-rows';
import { FuneralDesignArt } from './design-art';
import { FieldGrid, FormSection, RequiredLabel, SubGroup } from './form-section';
import { FormPreview } from './form-preview';
import { FormShell } from './form-shell';
import { funeralFocus, funeralFormSchema, type FuneralFormValues, type FuneralLookups } from './funeral-values';
import { PresetSelect } from './preset-select';
import { funeralPreviewView } from './preview-view';
import { AccountsSection, DesignSection, GallerySection, kakaoPayLinkHint, MapSection, NonMemberSection, WreathSection } from './sections';
import { TemplateSelect, useTemplatesFollow } from './template-select';
import { useInvitationForm } from './use-invitation-form';
import { VenueFields, type VenueNames } from './venue-fields';

const venueNames: VenueNames = { name: 'funeralLocationName', detail: 'funeralLocationDtl', latitude: 'funeralLatitude', longitude: 'funeralLongitude' };

const followed = [
  { name: 'mainMessageTemplate', target: 'mainMessage', templates: funeralMainMessageTemplates },
  { name: 'greetingTemplate', target: 'greetingsMessage', templates: funeralGreetingTemplates },
] as const;

const religionOptions = funeralReligions.map((religion) => ({ value: religion, label: religionWordings[religion].label }));

/**
 * The campaigns offered (at most 7): the funeral home's own first, then the
 * wreaths of no partner; at a funeral home that is not a partner, those alone.
 */
export function funeralCampaignFilter(partnerSeq: number | null): CampaignPickerFilter {
  return partnerSeq === null
    ? { campaignType: 'FUNERAL', unpartnered: 'only', limit: funeralCampaignLimit }
    : { campaignType: 'FUNERAL', partnerSeq, unpartnered: 'after', limit: funeralCampaignLimit };
}

const previewCampaignFilter = (values: FuneralFormValues) => funeralCampaignFilter(values.partnerSeq);

export interface FuneralFormProps {
  seq?: number;
  member: boolean;
  initialValues: FuneralFormValues;
  lookups: FuneralLookups;
  storedPhotos: ReadonlyMap<number, InvitationPhoto>;
  years: { funeral: readonly number[]; death: readonly number[] };
  onSaved: (saved: InvitationSaved) => void;
}

/** The funeral notice form (spec 001 §2), one form for create and edit. */
export function FuneralForm({ seq, member, initialValues, lookups, storedPhotos, years, onSaved }: FuneralFormProps) {
  const { mode, form, saving, progress, showNonMember, onSubmit } = useInvitationForm<FuneralFormValues, FuneralInvitationRequest>({
    kind: 'funeral',
    seq,
    member,
    initialValues,
    schemaOf: funeralFormSchema,
    focus: funeralFocus,
    onSaved,
  });
  const { control, getValues, setValue } = form;
  const anyControl = control as unknown as Control<FieldValues>;
  useTemplatesFollow(anyControl, getValues as never, setValue as never, followed);
  const [partnerSeq, religion] = useWatch({ control, name: ['partnerSeq', 'religion'] });
  const wording = religionWordings[religion];
  let index = 0;
  const next = () => (index += 1);

  return (
    <FormShell<FuneralFormValues, FuneralInvitationRequest>
      form={form}
      onSubmit={onSubmit}
      tone="funeral"
      noun="부고장"
      mode={mode}
      createLead="경황이 없으신 중에도 몇 분이면 충분합니다. 장례식장과 고인의 정보를 채우면 카카오톡으로 보낼 수 있는 부고장이 만들어집니다."
      saving={saving}
      progress={progress}
      preview={(close) => (
        <FormPreview
          control={control}
          storedPhotos={storedPhotos}
          title="부고장 미리보기"
          campaignFilter={previewCampaignFilter}
          viewOf={funeralPreviewView}
          onClose={close}
        />
      )}
    >
      <FormSection
        index={next()}
        title="장례 정보"
        required
        description="제휴 장례식장을 고르면 빈소 목록과 지도, 그 장례식장의 근조 기부화환 캠페인이 함께 채워집니다. 목록에 없는 장례식장은 이름으로 찾아 고르시면 됩니다."
      >
        <VenueFields
          partners={lookups.partners}
          names={venueNames}
          noun="장례식장"
          labels={{
            partner: '제휴 장례식장',
            name: <RequiredLabel>장례식장 이름</RequiredLabel>,
            hall: '빈소',
            detail: '빈소 (호실)',
            search: '장례식장 찾기',
          }}
          namePlaceholder="예: 서울아산병원 장례식장"
          detailPlaceholder="예: 특실 (지하 1층)"
          searchPlaceholder="이름 또는 주소"
          onPartnerChange={() => setValue('campaignSeq', null, { shouldDirty: true })}
        />
        <FieldGrid>
          <DateSelectsField name="deathbedDate" legend={`${wording.death} 날짜`} years={years.death} />
          <TextField name="deathbedTime" label={`${wording.death} 시간`} placeholder="14:30" maxLength={20} autoComplete="off" />
        </FieldGrid>
        <FieldGrid>
          <DateSelectsField name="funeralDate" legend="발인 날짜 (필수)" years={years.funeral} />
          <TextField name="funeralTime" label={<RequiredLabel>발인 시간</RequiredLabel>} placeholder="08:00" maxLength={20} autoComplete="off" />
        </FieldGrid>
      </FormSection>

      <DesignSection
        index={next()}
        description="부고장 첫 화면의 모양과 고인의 사진을 골라 주세요. 사진은 넣지 않아도 됩니다."
        designs={funeralDesigns.map((design) => ({
          value: design.value,
          title: design.name,
          description: design.description,
          picture: <FuneralDesignArt design={design.value} />,
        }))}
        photo={{ label: '고인의 사진', noun: '고인의 사진', hint: 'JPG·PNG·GIF·WEBP, 한 장 15MB까지.' }}
      />

      <FormSection index={next()} title="고인 정보" description="종교를 고르면 부고의 머리말과 문구가 그에 맞게 바뀝니다.">
        <RadioGroupField<string> name="religion" label="종교" options={religionOptions} hint={`머리말: ${wording.heading} · ${wording.death}`} />
        <FieldGrid>
          <TextField name="deceasedName" label={<RequiredLabel>고인 성함</RequiredLabel>} maxLength={30} autoComplete="off" />
          <TextField name="age" label="향년 (나이)" digits={3} placeholder="예: 85" autoComplete="off" />
        </FieldGrid>
      </FormSection>

      <FormSection index={next()} title="부고 문구" description="준비된 문구를 고르면 고인의 성함과 나이가 입력하는 대로 채워집니다. 직접 적으셔도 됩니다.">
        <TemplateSelect name="mainMessageTemplate" target="mainMessage" label="메인 문구 고르기" templates={funeralMainMessageTemplates} />
        <TextField name="mainMessage" label="메인 문구" maxLength={300} autoComplete="off" />
        <TemplateSelect name="greetingTemplate" target="greetingsMessage" label="인사말 고르기" templates={funeralGreetingTemplates} />
        <TextAreaField name="greetingsMessage" label="인사말" rows={5} maxLength={1000} counter />
      </FormSection>

      <FormSection index={next()} title="상주 연락처" description="대표 상주의 연락처와 유족 명단입니다. 명단은 한 줄에 한 분씩 적어 주세요.">
        <SubGroup title="대표 상주">
          <FieldGrid columns={3}>
            <TextField name="mainMournerId" label="관계" maxLength={20} placeholder="예: 장남" autoComplete="off" />
            <TextField name="mainMournerName" label="이름" maxLength={30} autoComplete="off" />
            <PhonePartsField name="mainMournerPhone" legend="대표 상주 휴대폰 번호" />
          </FieldGrid>
        </SubGroup>
        <TextAreaField name="mourners" label="상주 명단" rows={5} maxLength={1000} placeholder={'예:\n장남 김철수\n장녀 김영희\n며느리 박지은'} />
      </FormSection>

      <GallerySection
        index={next()}
        description={`고인을 기억할 사진을 ${galleryMax}장까지 올릴 수 있습니다.`}
        label="갤러리 사진"
        hint="JPG·PNG·GIF·WEBP, 한 장 15MB까지."
      />

      <FormSection index={next()} title="알리는 말씀" description="조문 시간, 주차, 조화 사양처럼 조문객께 알릴 내용을 적어 주세요.">
        <TextField name="funeralInfoTitle" label="안내 제목" maxLength={50} placeholder="예: 조문 안내" autoComplete="off" />
        <TextAreaField name="funeralInfoDtl" label="안내 내용" rows={4} maxLength={1000} counter />
        <PresetSelect target="noticeMessage" label="안내 문구 추가" presets={funeralNoticePresets} mode="append" placeholder="문구를 골라 아래에 더하기" />
        <TextAreaField name="noticeMessage" label="안내 문구" rows={3} maxLength={500} counter />
      </FormSection>

      <FormSection index={next()} title="장지" description="발인 뒤 고인을 모실 곳입니다. 부고장에 빈소, 발인과 함께 나옵니다.">
        <TextField name="burialPlace" label="장지" maxLength={200} placeholder="예: 서울추모공원 (화장 후 봉안)" autoComplete="off" />
      </FormSection>

      <AccountsSection
        index={next()}
        title="조의금 받으실 곳"
        description="멀리서 마음을 전하실 분들을 위한 상주의 계좌입니다. 부고장의 '조의금' 버튼에서 보입니다."
        thankyouPresets={funeralThankyouPresets}
        thankyouRows={2}
      >
        <AccountRows name="mournerList" legend="상주 계좌" owner="상주" kind="mourner" />
        <TextField
          name="kakaoPayLink"
          label="카카오페이 송금 링크 (선택)"
          type="url"
          inputMode="url"
          maxLength={200}
          autoComplete="off"
          placeholder="https://qr.kakaopay.com/…"
          hint={kakaoPayLinkHint}
        />
      </AccountsSection>

      <WreathSection
        index={next()}
        title="디지털 근조 기부화환"
        description="조화 대신 기부로 위로를 받습니다. 보내 주신 마음은 빈소 화면에 이름과 함께 전해지고, 결제 금액의 절반이 기부됩니다."
        switchLabel="디지털 근조 기부화환 받기"
        taking={{ on: '조문객이 부고장에서 근조 기부화환을 보낼 수 있습니다.', off: '부고장에 기부화환을 보내는 버튼이 나오지 않습니다.' }}
        filter={funeralCampaignFilter(partnerSeq)}
        kioskHint="빈소 화면에 보낸 분의 메시지와 이름, QR 코드가 이렇게 전시됩니다."
        tone="funeral"
      />

      {showNonMember ? <NonMemberSection index={next()} noun="부고장" /> : null}

      <MapSection
        index={next()}
        description="장례식장을 고르거나 찾으면 지도가 그곳으로 옮겨집니다. 입구처럼 다른 곳을 표시하려면 검색해 골라 주세요."
        names={venueNames}
        placeName="장례식장"
        searchPlaceholder="장례식장 이름이나 주소"
        noun="부고장"
      />
    </FormShell>
  );
}

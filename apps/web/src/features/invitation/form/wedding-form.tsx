import { useWatch } from 'react-hook-form';
import {
  galleryMax,
  parseEditStyle,
  weddingDesigns,
  weddingGreetingPresets,
  weddingMainMessagePresets,
  weddingNoticePresets,
  weddingThankyouPresets,
  type CategoryTreeNode,
  type InvitationPhoto,
  type InvitationSaved,
  type WeddingInvitationRequest,
} from '@ongi/shared';
import { CascadingSelectField, DateSelectsField, PhonePartsField, TextAreaField, TextField } from '@web/shared/ui/form';
import type { CampaignPickerFilter } from '../api';
import { AccountRows } from './account-rows';
import { WeddingDesignArt } from './design-art';
import { EditStylePicker } from './edit-style-picker';
import { FieldGrid, FormSection, RequiredLabel, SubGroup } from './form-section';
import { FormPreview } from './form-preview';
import { FormShell } from './form-shell';
import { PresetSelect } from './preset-select';
import { weddingPreviewView } from './preview-view';
import { AccountsSection, DesignSection, GallerySection, kakaoPayLinkHint, MapSection, NonMemberSection, WreathSection } from './sections';
import { useInvitationForm } from './use-invitation-form';
import { VenueFields, type VenueNames } from './venue-fields';
import { weddingFocus, weddingFormSchema, type WeddingFormValues, type WeddingLookups } from './wedding-values';
import styles from './invitation-form.module.css';

const venueNames: VenueNames = { name: 'eventLocationName', detail: 'eventLocationDetail', latitude: 'eventLatitude', longitude: 'eventLongitude' };

const treeOptions = (tree: readonly CategoryTreeNode[]) => tree.map((node) => ({ value: node.seq, label: node.name }));
const childOptions = (tree: readonly CategoryTreeNode[]) => (parent: number) =>
  (tree.find((node) => node.seq === parent)?.children ?? []).map((child) => ({ value: child.seq, label: child.name }));

/** The campaigns offered for the chosen categories (the second level when chosen, else the top). */
export function weddingCampaignFilter(
  values: Pick<WeddingFormValues, 'campaignCategoryTop' | 'categoryCampaignSeq' | 'donationCategoryTop' | 'categoryDonationSeq'>,
): CampaignPickerFilter {
  return {
    campaignType: 'WEDDING',
    categoryCampaignSeq: values.categoryCampaignSeq ?? values.campaignCategoryTop ?? undefined,
    categoryDonationSeq: values.categoryDonationSeq ?? values.donationCategoryTop ?? undefined,
  };
}

export interface WeddingFormProps {
  /** The card being edited; absent for a new one. */
  seq?: number;
  /** A member's session (a logged-out host gives a name and phone instead). */
  member: boolean;
  initialValues: WeddingFormValues;
  lookups: WeddingLookups;
  /** The stored photos of an edit, by attachment seq (the preview shows them). */
  storedPhotos: ReadonlyMap<number, InvitationPhoto>;
  years: readonly number[];
  onSaved: (saved: InvitationSaved) => void;
}

/** The wedding card form (spec 001 §2), one form for create and edit, its sections in the spec's order. */
export function WeddingForm({ seq, member, initialValues, lookups, storedPhotos, years, onSaved }: WeddingFormProps) {
  const { mode, form, saving, progress, showNonMember, onSubmit } = useInvitationForm<WeddingFormValues, WeddingInvitationRequest>({
    kind: 'wedding',
    seq,
    member,
    initialValues,
    schemaOf: weddingFormSchema,
    focus: weddingFocus,
    onSaved,
  });
  const { control } = form;
  const [editStyle, campaignCategoryTop, categoryCampaignSeq, donationCategoryTop, categoryDonationSeq] = useWatch({
    control,
    name: ['editStyle', 'campaignCategoryTop', 'categoryCampaignSeq', 'donationCategoryTop', 'categoryDonationSeq'],
  });
  const accent = parseEditStyle(editStyle).accent;
  let index = 0;
  const next = () => (index += 1);

  return (
    <FormShell<WeddingFormValues, WeddingInvitationRequest>
      form={form}
      onSubmit={onSubmit}
      tone="wedding"
      noun="청첩장"
      mode={mode}
      createLead="예식 정보와 디자인, 인사말과 사진을 채우면 카카오톡으로 보낼 수 있는 모바일 청첩장이 만들어집니다. 화환 대신 기부화환으로 축하를 받아 보세요."
      saving={saving}
      progress={progress}
      preview={(close) => (
        <FormPreview
          control={control}
          storedPhotos={storedPhotos}
          title="청첩장 미리보기"
          campaignFilter={weddingCampaignFilter}
          viewOf={weddingPreviewView}
          onClose={close}
        />
      )}
    >
      <FormSection
        index={next()}
        title="예식 정보"
        required
        description="예식 날짜와 시간, 예식장을 알려 주세요. 제휴 예식장을 고르면 홀 목록과 지도가 함께 채워지고, 목록에 없는 예식장은 이름으로 찾아 고르시면 됩니다."
      >
        <FieldGrid>
          <DateSelectsField name="eventDate" legend="예식 날짜" years={years} partLabels={{ year: '예식 연도', month: '예식 월', day: '예식 일' }} />
          <TextField
            name="eventTime"
            label={<RequiredLabel>예식 시간</RequiredLabel>}
            placeholder="13:30"
            maxLength={20}
            autoComplete="off"
            hint="24시간제로 적어 주세요. 예: 13:30"
          />
        </FieldGrid>
        <VenueFields
          partners={lookups.partners}
          names={venueNames}
          noun="예식장"
          labels={{ partner: '제휴 예식장', name: <RequiredLabel>예식장 이름</RequiredLabel>, hall: '예식홀', detail: '층·홀', search: '예식장 찾기' }}
          namePlaceholder="예: 라온채플 강남"
          detailPlaceholder="예: 3층 그랜드홀"
          searchPlaceholder="이름 또는 주소"
        />
      </FormSection>

      <DesignSection
        index={next()}
        description="청첩장 첫 화면의 모양과 대표 사진을 골라 주세요."
        designs={weddingDesigns.map((design) => ({
          value: design.value,
          title: design.name,
          description: design.description,
          picture: <WeddingDesignArt design={design.value} accent={accent} />,
        }))}
        photo={{
          label: mode === 'create' ? <RequiredLabel>대표 사진</RequiredLabel> : '대표 사진',
          noun: '대표 사진',
          hint: '첫 화면에 크게 보이는 사진입니다. JPG·PNG·GIF·WEBP, 한 장 15MB까지.',
        }}
      />

      <FormSection index={next()} title="편집 스타일" description="글꼴과 색의 분위기를 고릅니다. 스타일을 고르면 첫 번째 색상이 함께 선택됩니다.">
        <EditStylePicker />
      </FormSection>

      <FormSection index={next()} title="인사말" description="준비된 문구를 고르거나 직접 적어 주세요. 고른 문구도 자유롭게 고칠 수 있습니다.">
        <PresetSelect target="mainMessage" label="메인 문구 고르기" presets={weddingMainMessagePresets} mode="replace" placeholder="직접 입력" />
        <TextField name="mainMessage" label="메인 문구" maxLength={100} placeholder="예: 저희 두 사람, 결혼합니다" autoComplete="off" />
        <PresetSelect target="greetingsMessage" label="인사말 고르기" presets={weddingGreetingPresets} mode="replace" placeholder="직접 입력" />
        <TextAreaField name="greetingsMessage" label="인사말" rows={6} maxLength={1000} counter placeholder="하객께 전하고 싶은 인사를 적어 주세요." />
      </FormSection>

      <FormSection index={next()} title="혼주 성함" description="청첩장에 '○○○ · ○○○의 아들 ○○○'처럼 소개됩니다.">
        <div className={styles.sides}>
          <SubGroup title="신랑측" tone="groom">
            <TextField name="groomFatherName" label="아버지" maxLength={30} autoComplete="off" />
            <TextField name="groomMotherName" label="어머니" maxLength={30} autoComplete="off" />
            <TextField name="groomName" label={<RequiredLabel>신랑</RequiredLabel>} maxLength={30} autoComplete="off" />
          </SubGroup>
          <SubGroup title="신부측" tone="bride">
            <TextField name="brideFatherName" label="아버지" maxLength={30} autoComplete="off" />
            <TextField name="brideMotherName" label="어머니" maxLength={30} autoComplete="off" />
            <TextField name="brideName" label={<RequiredLabel>신부</RequiredLabel>} maxLength={30} autoComplete="off" />
          </SubGroup>
        </div>
      </FormSection>

      <FormSection index={next()} title="연락처" description="하객이 전화나 문자로 축하를 전할 수 있는 연락처입니다. 비워 두면 보이지 않습니다.">
        <div className={styles.sides}>
          <SubGroup title="신랑측" tone="groom">
            <TextField name="groomContactName" label="이름" maxLength={30} autoComplete="off" />
            <PhonePartsField name="groomContactPhone" legend="신랑측 휴대폰 번호" />
          </SubGroup>
          <SubGroup title="신부측" tone="bride">
            <TextField name="brideContactName" label="이름" maxLength={30} autoComplete="off" />
            <PhonePartsField name="brideContactPhone" legend="신부측 휴대폰 번호" />
          </SubGroup>
        </div>
      </FormSection>

      <GallerySection
        index={next()}
        description={`두 사람의 사진을 ${galleryMax}장까지 올릴 수 있습니다. 여러 장을 한 번에 골라도 됩니다.`}
        label={mode === 'create' ? <RequiredLabel>갤러리 사진</RequiredLabel> : '갤러리 사진'}
        hint="사진은 고른 순서대로 보입니다. JPG·PNG·GIF·WEBP, 한 장 15MB까지."
      />

      <FormSection index={next()} title="안내 문구" description="주차, 식사, 화환 사양처럼 하객께 미리 알릴 내용을 적어 주세요.">
        <PresetSelect target="noticeMessage" label="안내 문구 추가" presets={weddingNoticePresets} mode="append" placeholder="문구를 골라 아래에 더하기" />
        <TextAreaField name="noticeMessage" label="안내 문구" rows={4} maxLength={500} counter />
      </FormSection>

      <AccountsSection
        index={next()}
        title="마음 전하실 곳"
        description="참석하지 못하는 분들을 위한 계좌입니다. 청첩장에서는 접혀 있다가 누르면 보입니다."
        thankyouPresets={weddingThankyouPresets}
        thankyouRows={3}
      >
        <AccountRows name="groomAccounts" legend="신랑측 계좌" owner="신랑측" kind="congrat" />
        <TextField
          name="groomKakaoPayLink"
          label="신랑측 카카오페이 송금 링크 (선택)"
          type="url"
          inputMode="url"
          maxLength={200}
          autoComplete="off"
          placeholder="https://qr.kakaopay.com/…"
          hint={kakaoPayLinkHint}
        />
        <AccountRows name="brideAccounts" legend="신부측 계좌" owner="신부측" kind="congrat" />
        <TextField
          name="brideKakaoPayLink"
          label="신부측 카카오페이 송금 링크 (선택)"
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
        title="디지털 기부화환"
        description="화환 대신 기부로 축하를 받습니다. 보내 주신 마음은 예식장 화면에 이름과 함께 전해지고, 결제 금액의 절반이 고른 기부처에 전달됩니다."
        switchLabel="디지털 기부화환 받기"
        taking={{ on: '하객이 청첩장에서 기부화환을 보낼 수 있습니다.', off: '청첩장에 기부화환을 보내는 버튼이 나오지 않습니다.' }}
        filter={weddingCampaignFilter({ campaignCategoryTop, categoryCampaignSeq, donationCategoryTop, categoryDonationSeq })}
        kioskHint="예식장 화면에 보낸 분의 메시지와 이름, QR 코드가 이렇게 전시됩니다."
        tone="wedding"
      >
        <FieldGrid>
          <CascadingSelectField<number, number>
            parent={{ name: 'campaignCategoryTop', label: '캠페인 카테고리', placeholder: '카테고리 선택', options: treeOptions(lookups.campaignTree) }}
            child={{ name: 'categoryCampaignSeq', label: '세부 카테고리', placeholder: '세부 카테고리 선택' }}
            childOptions={childOptions(lookups.campaignTree)}
            clears={['campaignSeq']}
          />
        </FieldGrid>
        <FieldGrid>
          <CascadingSelectField<number, number>
            parent={{ name: 'donationCategoryTop', label: '기부처 분야', placeholder: '분야 선택', options: treeOptions(lookups.donationTree) }}
            child={{ name: 'categoryDonationSeq', label: '기부처', placeholder: '기부처 선택' }}
            childOptions={childOptions(lookups.donationTree)}
            clears={['campaignSeq']}
          />
        </FieldGrid>
      </WreathSection>

      {showNonMember ? <NonMemberSection index={next()} noun="청첩장" /> : null}

      <MapSection
        index={next()}
        description="지도에 표시할 장소를 검색해 골라 주세요. 청첩장에는 지도와 네이버 지도·카카오맵·티맵 바로가기가 함께 나옵니다."
        names={venueNames}
        placeName="예식장"
        searchPlaceholder="예식장 이름이나 주소"
        noun="청첩장"
      />
    </FormShell>
  );
}

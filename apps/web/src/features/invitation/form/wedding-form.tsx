import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useWatch, type Control } from 'react-hook-form';
import {
  galleryMax,
  kioskStyles,
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
import {
  CascadingSelectField,
  DateSelectsField,
  ImageListField,
  PhonePartsField,
  SingleImageField,
  TextAreaField,
  TextField,
  useSpecForm,
} from '../../../shared/ui/form';
import { invitationFormQueries, type CampaignPickerFilter } from '../api';
import { AccountRows } from './account-rows';
import { CampaignPicker } from './campaign-picker';
import { ChoiceCards } from './choice-cards';
import { KioskArt, WeddingDesignArt } from './design-art';
import { EditStylePicker } from './edit-style-picker';
import { FieldGrid, FormSection, RequiredLabel, SubGroup } from './form-section';
import { FormShell } from './form-shell';
import { MapPicker } from './map-picker';
import { photoFilesOf, photoRules } from './photos';
import { PresetSelect } from './preset-select';
import { PreviewDialog } from './preview-dialog';
import { weddingPreviewView } from './preview-view';
import { SwitchField } from './switch-field';
import { useDraft } from './use-draft';
import { refusalFieldOf, useInvitationSubmit } from './use-invitation-submit';
import { usePreviewPhotos } from './use-preview-photos';
import { VenueFields, type VenueNames } from './venue-fields';
import { weddingFocus, weddingFormSchema, type WeddingFormValues, type WeddingLookups } from './wedding-values';
import styles from './invitation-form.module.css';

const venueNames: VenueNames = { name: 'eventLocationName', detail: 'eventLocationDetail', latitude: 'eventLatitude', longitude: 'eventLongitude' };

const treeOptions = (tree: readonly CategoryTreeNode[]) => tree.map((node) => ({ value: node.seq, label: node.name }));
const childOptions = (tree: readonly CategoryTreeNode[]) => (parent: number) =>
  (tree.find((node) => node.seq === parent)?.children ?? []).map((child) => ({ value: child.seq, label: child.name }));

/** The campaigns offered for the chosen categories (the second level when chosen, else the top). */
export function weddingCampaignFilter(values: Pick<WeddingFormValues, 'campaignCategoryTop' | 'categoryCampaignSeq' | 'donationCategoryTop' | 'categoryDonationSeq'>): CampaignPickerFilter {
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

function WeddingPreview({ control, storedPhotos, onClose }: { control: Control<WeddingFormValues, unknown, WeddingInvitationRequest>; storedPhotos: ReadonlyMap<number, InvitationPhoto>; onClose: () => void }) {
  const values = useWatch({ control }) as WeddingFormValues;
  const photos = usePreviewPhotos(values.mainImage, values.gallery, storedPhotos);
  const campaigns = useQuery({ ...invitationFormQueries.campaigns(weddingCampaignFilter(values)), enabled: values.useCampaign });
  const view = useMemo(() => weddingPreviewView(values, { photos, campaigns: campaigns.data ?? [], now: new Date() }), [values, photos, campaigns.data]);
  return <PreviewDialog view={view} title="청첩장 미리보기" onClose={onClose} />;
}

/** The wedding card form (spec 001 §2), one form for create and edit, its sections in the spec's order. */
export function WeddingForm({ seq, member, initialValues, lookups, storedPhotos, years, onSaved }: WeddingFormProps) {
  const mode = seq === undefined ? 'create' : 'edit';
  const schema = useMemo(() => weddingFormSchema({ mode, loggedIn: mode === 'edit' || member }), [mode, member]);
  const form = useSpecForm(schema, {
    defaultValues: initialValues,
    focus: weddingFocus,
    refusalField: (error) => refusalFieldOf(error),
  });
  const { control } = form;
  const { discard } = useDraft(form, { kind: 'wedding', seq: seq ?? null });
  // Read while rendering, so react-hook-form keeps it (leaving asks only when something changed).
  const dirty = form.formState.isDirty;
  const { submit, saving, progress } = useInvitationSubmit({
    kind: 'wedding',
    seq,
    refuse: form.refuse,
    discardDraft: discard,
    isDirty: () => dirty,
    onSaved,
  });
  const [useCampaign, editStyle, campaignCategoryTop, categoryCampaignSeq, donationCategoryTop, categoryDonationSeq] = useWatch({
    control,
    name: ['useCampaign', 'editStyle', 'campaignCategoryTop', 'categoryCampaignSeq', 'donationCategoryTop', 'categoryDonationSeq'],
  });
  const accent = parseEditStyle(editStyle).accent;
  const showNonMember = mode === 'create' && !member;
  let index = 0;
  const next = () => (index += 1);

  return (
    <FormShell<WeddingFormValues, WeddingInvitationRequest>
      form={form}
      onSubmit={(request) => submit({ json: request, ...photoFilesOf(form.getValues()) })}
      tone="wedding"
      eyebrow="모바일 청첩장"
      title={mode === 'create' ? '청첩장 만들기' : '청첩장 수정'}
      lead={
        mode === 'create'
          ? '예식 정보와 디자인, 인사말과 사진을 채우면 카카오톡으로 보낼 수 있는 모바일 청첩장이 만들어집니다. 화환 대신 기부화환으로 축하를 받아 보세요.'
          : '고친 내용은 저장하는 즉시 청첩장에 반영됩니다.'
      }
      saveLabel={mode === 'create' ? '청첩장 만들기' : '수정 내용 저장'}
      saving={saving}
      progress={progress}
      preview={(close) => <WeddingPreview control={control} storedPhotos={storedPhotos} onClose={close} />}
    >
      <FormSection
        index={next()}
        title="예식 정보"
        required
        description="예식 날짜와 시간, 예식장을 알려 주세요. 제휴 예식장을 고르면 홀 목록과 지도가 함께 채워지고, 목록에 없는 예식장은 이름으로 찾아 고르시면 됩니다."
      >
        <FieldGrid>
          <DateSelectsField name="eventDate" legend="예식 날짜" years={years} partLabels={{ year: '예식 연도', month: '예식 월', day: '예식 일' }} />
          <TextField name="eventTime" label={<RequiredLabel>예식 시간</RequiredLabel>} placeholder="13:30" maxLength={20} autoComplete="off" hint="24시간제로 적어 주세요. 예: 13:30" />
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

      <FormSection index={next()} title="메인 디자인" description="청첩장 첫 화면의 모양과 대표 사진을 골라 주세요.">
        <ChoiceCards<number>
          name="mainDesign"
          legend="디자인"
          shape="tall"
          options={weddingDesigns.map((design) => ({
            value: design.value,
            title: design.name,
            description: design.description,
            picture: <WeddingDesignArt design={design.value} accent={accent} />,
          }))}
        />
        <SingleImageField
          name="mainImage"
          label={mode === 'create' ? <RequiredLabel>대표 사진</RequiredLabel> : '대표 사진'}
          noun="대표 사진"
          rules={photoRules}
          removedName="deletedAttachSeqs"
          hint="첫 화면에 크게 보이는 사진입니다. JPG·PNG·GIF·WEBP, 한 장 15MB까지."
        />
      </FormSection>

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

      <FormSection index={next()} title="사진 갤러리" description={`두 사람의 사진을 ${galleryMax}장까지 올릴 수 있습니다. 여러 장을 한 번에 골라도 됩니다.`}>
        <ImageListField
          name="gallery"
          label={mode === 'create' ? <RequiredLabel>갤러리 사진</RequiredLabel> : '갤러리 사진'}
          max={galleryMax}
          rules={photoRules}
          removedName="deletedAttachSeqs"
          hint="사진은 고른 순서대로 보입니다. JPG·PNG·GIF·WEBP, 한 장 15MB까지."
        />
      </FormSection>

      <FormSection index={next()} title="안내 문구" description="주차, 식사, 화환 사양처럼 하객께 미리 알릴 내용을 적어 주세요.">
        <PresetSelect target="noticeMessage" label="안내 문구 추가" presets={weddingNoticePresets} mode="append" placeholder="문구를 골라 아래에 더하기" />
        <TextAreaField name="noticeMessage" label="안내 문구" rows={4} maxLength={500} counter />
      </FormSection>

      <FormSection index={next()} title="마음 전하실 곳" description="참석하지 못하는 분들을 위한 계좌입니다. 청첩장에서는 접혀 있다가 누르면 보입니다.">
        <PresetSelect target="thankyouMessage" label="감사 문구 고르기" presets={weddingThankyouPresets} mode="replace" placeholder="직접 입력" />
        <TextAreaField name="thankyouMessage" label="감사 문구" rows={3} maxLength={300} />
        <AccountRows name="groomAccounts" legend="신랑측 계좌" owner="신랑측" kind="congrat" />
        <AccountRows name="brideAccounts" legend="신부측 계좌" owner="신부측" kind="congrat" />
      </FormSection>

      <FormSection index={next()} title="디지털 기부화환" description="화환 대신 기부로 축하를 받습니다. 보내 주신 마음은 예식장 화면에 이름과 함께 전해지고, 결제 금액의 절반이 고른 기부처에 전달됩니다.">
        <SwitchField name="useCampaign" label="디지털 기부화환 받기" description={useCampaign ? '하객이 청첩장에서 기부화환을 보낼 수 있습니다.' : '청첩장에 기부화환을 보내는 버튼이 나오지 않습니다.'} />
        {useCampaign ? (
          <>
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
            <CampaignPicker
              legend="캠페인"
              filter={weddingCampaignFilter({ campaignCategoryTop, categoryCampaignSeq, donationCategoryTop, categoryDonationSeq })}
              waiting=""
            />
            <ChoiceCards<number>
              name="kioskStyle"
              legend="키오스크 화면"
              hint="예식장 화면에 보낸 분의 메시지와 이름, QR 코드가 이렇게 전시됩니다."
              shape="wide"
              options={kioskStyles.map((style) => ({ value: style.value, title: style.name, picture: <KioskArt style={style.value} tone="wedding" /> }))}
            />
          </>
        ) : null}
      </FormSection>

      {showNonMember ? (
        <FormSection index={next()} title="주문하시는 분" required description="로그인하지 않고 만드는 경우, 이름과 휴대폰 번호, 만든 뒤 알려 드리는 주문번호로 비회원 로그인해 청첩장을 확인하고 고칠 수 있습니다.">
          <FieldGrid>
            <TextField name="nonMemberName" label={<RequiredLabel>이름</RequiredLabel>} maxLength={30} autoComplete="name" />
            <PhonePartsField name="nonMemberPhone" legend="휴대폰 번호 (필수)" />
          </FieldGrid>
        </FormSection>
      ) : null}

      <FormSection index={next()} title="오시는 길" description="지도에 표시할 장소를 검색해 골라 주세요. 청첩장에는 지도와 네이버 지도·카카오맵·티맵 바로가기가 함께 나옵니다.">
        <MapPicker names={venueNames} placeName="예식장" searchPlaceholder="예식장 이름이나 주소" />
        <p className={styles.myPageNote}>만든 청첩장은 마이페이지의 주문 내역에서 언제든 다시 보고 고칠 수 있습니다.</p>
      </FormSection>
    </FormShell>
  );
}

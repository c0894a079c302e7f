// The sections both invitation forms have, written once: the main design
// and photo, the gallery, the thank-you words and accounts, the donation
// wreath, a logged-out host's name and phone, and the map. Each takes the
// words that differ between a wedding card and a funeral notice.
import type { ReactNode } from 'react';
import { useFormContext, useWatch, type FieldValues } from 'react-hook-form';
import { galleryMax, kioskStyles } from '@ongi/shared';
import { ImageListField, PhonePartsField, SingleImageField, SwitchField, TextAreaField, TextField } from '@web/shared/ui/form';
import type { CampaignPickerFilter } from '../api';
import { CampaignPicker } from './campaign-picker';
import { ChoiceCards, type ChoiceCard } from './choice-cards';
import { KioskArt } from './design-art';
import { FieldGrid, FormSection, RequiredLabel } from './form-section';
import { MapPicker } from './map-picker';
import { photoRules } from './photos';
import { PresetSelect } from './preset-select';
import type { VenueNames } from './venue-fields';
import styles from './invitation-form.module.css';

/** '청첩장' or '부고장', in the sentences the sections share. */
export type InvitationNoun = '청첩장' | '부고장';

interface Numbered {
  /** Its place in the form. */
  index: number;
}

/** The main design's pictures and the photo on the first screen. */
export function DesignSection({
  index,
  description,
  designs,
  photo,
}: Numbered & { description: string; designs: readonly ChoiceCard<number>[]; photo: { label: ReactNode; noun: string; hint: string } }) {
  return (
    <FormSection index={index} title="메인 디자인" description={description}>
      <ChoiceCards<number> name="mainDesign" legend="디자인" shape="tall" options={designs} />
      <SingleImageField name="mainImage" label={photo.label} noun={photo.noun} rules={photoRules} removedName="deletedAttachSeqs" hint={photo.hint} />
    </FormSection>
  );
}

/** The gallery, up to galleryMax photos. */
export function GallerySection({ index, description, label, hint }: Numbered & { description: string; label: ReactNode; hint: string }) {
  return (
    <FormSection index={index} title="사진 갤러리" description={description}>
      <ImageListField name="gallery" label={label} max={galleryMax} rules={photoRules} removedName="deletedAttachSeqs" hint={hint} />
    </FormSection>
  );
}

/** Where a host finds their own KakaoPay link: without one the guest page offers no KakaoPay button. */
export const kakaoPayLinkHint = '카카오페이 앱 › 송금 › 송금코드에서 만든 링크를 붙여 넣으면 하객 화면에 ‘카카오페이로 보내기’가 생깁니다.';

/** The thank-you words over the accounts (the kind's account rows are the children). */
export function AccountsSection({
  index,
  title,
  description,
  thankyouPresets,
  thankyouRows,
  children,
}: Numbered & { title: string; description: string; thankyouPresets: readonly string[]; thankyouRows: number; children: ReactNode }) {
  return (
    <FormSection index={index} title={title} description={description}>
      <PresetSelect target="thankyouMessage" label="감사 문구 고르기" presets={thankyouPresets} mode="replace" placeholder="직접 입력" />
      <TextAreaField name="thankyouMessage" label="감사 문구" rows={thankyouRows} maxLength={300} />
      {children}
    </FormSection>
  );
}

interface WreathSectionProps extends Numbered {
  title: string;
  description: string;
  switchLabel: string;
  /** The switch's line while wreaths are taken, and while they are not. */
  taking: { on: string; off: string };
  /** Which campaigns are offered. */
  filter: CampaignPickerFilter;
  kioskHint: string;
  tone: 'wedding' | 'funeral';
  /** What the kind asks before the campaign (the wedding's categories). */
  children?: ReactNode;
}

/** The donation wreath: whether guests may send one, the campaign and the kiosk screen's style. */
export function WreathSection({ index, title, description, switchLabel, taking, filter, kioskHint, tone, children }: WreathSectionProps) {
  const { control } = useFormContext<FieldValues>();
  const useCampaign = useWatch({ control, name: 'useCampaign' }) as boolean;
  return (
    <FormSection index={index} title={title} description={description}>
      <SwitchField name="useCampaign" label={switchLabel} description={useCampaign ? taking.on : taking.off} />
      {useCampaign ? (
        <>
          {children}
          <CampaignPicker legend="캠페인" filter={filter} waiting="" />
          <ChoiceCards<number>
            name="kioskStyle"
            legend="키오스크 화면"
            hint={kioskHint}
            shape="wide"
            options={kioskStyles.map((style) => ({ value: style.value, title: style.name, picture: <KioskArt style={style.value} tone={tone} /> }))}
          />
        </>
      ) : null}
    </FormSection>
  );
}

/** A logged-out host's name and phone: with the order number, their login. */
export function NonMemberSection({ index, noun }: Numbered & { noun: InvitationNoun }) {
  return (
    <FormSection
      index={index}
      title="주문하시는 분"
      required
      description={`로그인하지 않고 만드는 경우, 이름과 휴대폰 번호, 만든 뒤 알려 드리는 주문번호로 비회원 로그인해 ${noun}을 확인하고 고칠 수 있습니다.`}
    >
      <FieldGrid>
        <TextField name="nonMemberName" label={<RequiredLabel>이름</RequiredLabel>} maxLength={30} autoComplete="name" />
        <PhonePartsField name="nonMemberPhone" legend="휴대폰 번호 (필수)" />
      </FieldGrid>
    </FormSection>
  );
}

/** The map and its place search. */
export function MapSection({
  index,
  description,
  names,
  placeName,
  searchPlaceholder,
  noun,
}: Numbered & { description: string; names: VenueNames; placeName: string; searchPlaceholder: string; noun: InvitationNoun }) {
  return (
    <FormSection index={index} title="오시는 길" description={description}>
      <MapPicker names={names} placeName={placeName} searchPlaceholder={searchPlaceholder} />
      <p className={styles.myPageNote}>{`만든 ${noun}은 마이페이지의 주문 내역에서 언제든 다시 보고 고칠 수 있습니다.`}</p>
    </FormSection>
  );
}

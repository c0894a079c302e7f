import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { emailChangeNeedsPassword, formatKoreanDate, messages, profileFormSchema, profileFormToRequest, type AccountInfo } from '@ongi/shared';
import { errorMessage } from '@web/shared/lib/api';
import { Button } from '@web/shared/ui/button';
import { EmptyState } from '@web/shared/ui/empty-state';
import {
  EmailField,
  emailPartsOf,
  FieldGroup,
  FormActions,
  FormRow,
  FormRows,
  FormValue,
  PhonePartsField,
  phonePartsOf,
  SpecForm,
  TextField,
  YesNoField,
  useSpecForm,
} from '@web/shared/ui/form';
import { alert } from '@web/shared/ui/modal';
import { PageLoading } from '@web/shared/ui/page-loading';
import { PostcodeField } from '@web/shared/ui/postcode-field';
import { isCurrentPasswordRefusal } from '@web/features/account/components/refusals';
import { useAccountInfo, useSaveProfile } from '../api';
import { Screen } from '@web/shared/ui/screen';
import layout from '@web/shared/ui/form-layout.module.css';
import styles from '../components/mypage-form.module.css';

/** The stored account in the form's boxes: phones in three, the e-mail in two halves. */
function formValuesOf(info: AccountInfo) {
  const [phone1, phone2, phone3] = phonePartsOf(info.phoneNum);
  const [tel1, tel2, tel3] = phonePartsOf(info.telNum);
  const [emailLocal, emailDomain] = emailPartsOf(info.email);
  return {
    zonecode: info.zonecode,
    roadAddress: info.roadAddress,
    detailAddress: info.detailAddress,
    phone1,
    phone2,
    phone3,
    tel1,
    tel2,
    tel3,
    emailLocal,
    emailDomain,
    marketingSms: info.marketingSms,
    marketingEmail: info.marketingEmail,
  };
}

/** /mypage/edit-profile: name, username and birthday as they are; contact details, address and consents to change. */
export function EditProfilePage() {
  const info = useAccountInfo();
  return (
    <Screen title="회원정보 수정" lead="연락처와 주소, 이메일, 마케팅 정보 수신 동의를 바꿀 수 있습니다.">
      {info.isPending ? (
        <PageLoading label="회원정보를 불러오는 중입니다" />
      ) : info.isError ? (
        <EmptyState tone="error" title="회원정보를 불러오지 못했습니다." text={errorMessage(info.error)} />
      ) : (
        <ProfileForm info={info.data} />
      )}
    </Screen>
  );
}

function ProfileForm({ info }: { info: AccountInfo }) {
  const schema = useMemo(() => profileFormSchema(info), [info]);
  const form = useSpecForm(schema, {
    defaultValues: formValuesOf(info),
    refusalField: (refusal, values) =>
      emailChangeNeedsPassword(info, `${values.emailLocal?.trim()}@${values.emailDomain?.trim()}`) && isCurrentPasswordRefusal(refusal)
        ? 'currentPassword'
        : undefined,
  });
  // The stored e-mail is where password reset links go: changing it asks for the current password (ASVS).
  const [emailLocal = '', emailDomain = ''] = useWatch({ control: form.control, name: ['emailLocal', 'emailDomain'] });
  const needsPassword = emailChangeNeedsPassword(info, `${emailLocal.trim()}@${emailDomain.trim()}`);
  const save = useSaveProfile();

  const onSubmit = (values: Parameters<typeof profileFormToRequest>[0]) =>
    save.mutate(profileFormToRequest(values, info), {
      onSuccess: async (result) => {
        // The saved e-mail is now the stored one: the password box goes, and its content with it.
        form.setValue('currentPassword', '');
        await alert(result?.message || messages.profile.saved);
      },
      onError: (error) => form.refuse(error),
    });

  const calendar = info.birthdayCalendar === 'lunar' ? '음력' : info.birthdayCalendar === 'solar' ? '양력' : '';

  return (
    <SpecForm form={form} onSubmit={onSubmit} aria-label="회원정보 수정" className={layout.form}>
      <FormRows>
        <FormRow label="이름">
          <FormValue>{info.name}</FormValue>
        </FormRow>
        <FormRow label="아이디">
          <FormValue>{info.username}</FormValue>
        </FormRow>
        <FormRow label="생년월일">
          <FormValue>{info.birthday ? `${formatKoreanDate(info.birthday)}${calendar ? ` (${calendar})` : ''}` : '입력하지 않음'}</FormValue>
        </FormRow>
        <FormRow label="주소" selfLabelled className={styles.address}>
          <PostcodeField control={form.control} legend="주소" />
        </FormRow>
        <PhonePartsField names={['phone1', 'phone2', 'phone3']} legend="휴대폰 번호" />
        <PhonePartsField names={['tel1', 'tel2', 'tel3']} legend="전화 번호" />
        <EmailField names={{ local: 'emailLocal', domain: 'emailDomain' }} />
        {needsPassword ? (
          <TextField
            name="currentPassword"
            label="현재 비밀번호"
            type="password"
            width="narrow"
            autoComplete="current-password"
            hint={messages.profile.currentPasswordForEmail}
          />
        ) : null}
        <FieldGroup label="마케팅 정보 수신" className={styles.consents}>
          <YesNoField name="marketingSms" label="SMS" yesLabel="동의" noLabel="비동의" />
          <YesNoField name="marketingEmail" label="이메일" yesLabel="동의" noLabel="비동의" />
        </FieldGroup>
      </FormRows>
      <FormActions>
        <Button type="submit" size="lg" loading={save.isPending}>
          저장
        </Button>
      </FormActions>
    </SpecForm>
  );
}

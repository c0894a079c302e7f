import { useForm } from 'react-hook-form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  changeAccountInfoSchema,
  formatKoreanDate,
  joinPhone,
  messages,
  splitPhone,
  type AccountInfo,
  type ChangeAccountInfoInput,
  type YesNo,
} from '@ongi/shared';
import { afterModalClose } from '../../../../shared/lib/after-modal';
import { errorMessage } from '../../../../shared/lib/api';
import { Button } from '../../../../shared/ui/button';
import { EmptyState } from '../../../../shared/ui/empty-state';
import { alert } from '../../../../shared/ui/modal';
import { PageLoading } from '../../../../shared/ui/page-loading';
import { PostcodeField } from '../../../../shared/ui/postcode-field';
import { EmailField } from '../../components/email-field';
import { PhonePartsField } from '../../components/phone-parts-field';
import { YesNoRadios } from '../../components/yes-no-radios';
import { myPageApi, myPageQueries } from '../api';
import { FormActions, FormRow, FormRows, FormValue } from '../../../../shared/ui/form-rows';
import { Screen } from '../../../../shared/ui/screen';
import layout from '../../../../shared/ui/form-layout.module.css';
import styles from '../components/mypage-form.module.css';

/** What the form holds: phones in three boxes, e-mail in two halves. */
interface ProfileFormValues {
  zonecode: string;
  roadAddress: string;
  detailAddress: string;
  phone1: string;
  phone2: string;
  phone3: string;
  tel1: string;
  tel2: string;
  tel3: string;
  emailLocal: string;
  emailDomain: string;
  marketingSms: YesNo;
  marketingEmail: YesNo;
}
type FieldName = keyof ProfileFormValues;

/** Three boxes of a stored number; one that cannot be split stays whole in the first box to be corrected. */
function phoneParts(phone: string): [string, string, string] {
  const parts = splitPhone(phone);
  return parts.length === 3 ? [parts[0], parts[1], parts[2]] : [phone, '', ''];
}

/** 'a@b.c' → ['a', 'b.c']. */
function splitEmail(email: string): [string, string] {
  const at = email.lastIndexOf('@');
  return at < 0 ? [email, ''] : [email.slice(0, at), email.slice(at + 1)];
}

function formValuesOf(info: AccountInfo): ProfileFormValues {
  const [phone1, phone2, phone3] = phoneParts(info.phoneNum);
  const [tel1, tel2, tel3] = phoneParts(info.telNum);
  const [emailLocal, emailDomain] = splitEmail(info.email);
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

function requestOf(values: ProfileFormValues): ChangeAccountInfoInput {
  return {
    zonecode: values.zonecode,
    roadAddress: values.roadAddress,
    detailAddress: values.detailAddress,
    phoneNum: joinPhone([values.phone1, values.phone2, values.phone3]),
    telNum: joinPhone([values.tel1, values.tel2, values.tel3]),
    email: `${values.emailLocal.trim()}@${values.emailDomain.trim()}`,
    marketingSms: values.marketingSms,
    marketingEmail: values.marketingEmail,
  };
}

type Checked = { payload: ChangeAccountInfoInput } | { message: string; focus: FieldName };

const firstEmpty = (values: ProfileFormValues, names: readonly FieldName[]) => names.find((name) => !String(values[name]).trim());

/**
 * The spec's checks in order (000 §5): an empty mobile box, an empty landline
 * box, an empty e-mail half; then the request schema the server applies too
 * (too few digits, an e-mail that is not one).
 */
function check(values: ProfileFormValues): Checked {
  const emptyPhone = firstEmpty(values, ['phone1', 'phone2', 'phone3']);
  if (emptyPhone) return { message: messages.profile.mobileRequired, focus: emptyPhone };
  const emptyTel = firstEmpty(values, ['tel1', 'tel2', 'tel3']);
  if (emptyTel) return { message: messages.profile.telRequired, focus: emptyTel };
  const emptyEmail = firstEmpty(values, ['emailLocal', 'emailDomain']);
  if (emptyEmail) return { message: messages.profile.emailRequired, focus: emptyEmail };

  const payload = requestOf(values);
  const result = changeAccountInfoSchema.safeParse(payload);
  if (result.success) return { payload };
  const issue = result.error.issues[0];
  const focusOf: Record<string, FieldName> = { phoneNum: 'phone1', telNum: 'tel1', email: 'emailLocal' };
  return { message: issue.message, focus: focusOf[String(issue.path[0])] ?? 'phone1' };
}

/** /mypage/edit-profile: name, username and birthday as they are; contact details, address and consents to change. */
export function EditProfilePage() {
  const info = useQuery(myPageQueries.accountInfo());
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
  const queryClient = useQueryClient();
  const { control, handleSubmit, setFocus, reset } = useForm<ProfileFormValues>({
    defaultValues: formValuesOf(info),
  });

  const save = useMutation({
    mutationFn: myPageApi.changeAccountInfo,
    onSuccess: async (result) => {
      reset(undefined, { keepValues: true });
      void queryClient.invalidateQueries({ queryKey: myPageQueries.accountInfo().queryKey });
      await alert(result?.message || messages.profile.saved);
    },
    onError: (error) => alert(errorMessage(error)),
  });

  const onSubmit = handleSubmit(async (values) => {
    const checked = check(values);
    if ('payload' in checked) {
      save.mutate(checked.payload);
      return;
    }
    await alert(checked.message);
    afterModalClose(() => setFocus(checked.focus));
  });

  const calendar = info.birthdayCalendar === 'lunar' ? '음력' : info.birthdayCalendar === 'solar' ? '양력' : '';

  return (
    <form onSubmit={onSubmit} noValidate aria-label="회원정보 수정" className={layout.form}>
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
          <PostcodeField control={control} legend="주소" />
        </FormRow>
        <FormRow label="휴대폰 번호" selfLabelled>
          <div className={styles.phoneGroup}>
            <PhonePartsField control={control} names={['phone1', 'phone2', 'phone3']} legend="휴대폰 번호" />
          </div>
        </FormRow>
        <FormRow label="전화 번호" selfLabelled>
          <div className={styles.phoneGroup}>
            <PhonePartsField control={control} names={['tel1', 'tel2', 'tel3']} legend="전화 번호" />
          </div>
        </FormRow>
        <FormRow label="이메일" selfLabelled>
          <div className={styles.emailGroup}>
            <EmailField control={control} names={{ local: 'emailLocal', domain: 'emailDomain' }} />
          </div>
        </FormRow>
        <FormRow label="마케팅 정보 수신">
          <div className={styles.consents}>
            <YesNoRadios control={control} name="marketingSms" label="SMS" yesLabel="동의" noLabel="비동의" />
            <YesNoRadios control={control} name="marketingEmail" label="이메일" yesLabel="동의" noLabel="비동의" />
          </div>
        </FormRow>
      </FormRows>
      <FormActions>
        <Button type="submit" size="lg" loading={save.isPending}>
          저장
        </Button>
      </FormActions>
    </form>
  );
}

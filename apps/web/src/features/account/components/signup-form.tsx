import { useMemo, useRef } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import {
  birthdayCalendars,
  currentYearInSeoul,
  daysInMonth,
  joinPhoneParts,
  messages,
  signupFormSchema,
  signupFormToRequest,
  yearOptions,
  yearRanges,
  type BirthdayCalendar,
  type SignupForm as SignupFormValues,
  type SignupFormInput,
  type SignupResult,
  type YesNo,
} from '@ongi/shared';
import { afterModalClose } from '../../../shared/lib/after-modal';
import { errorMessage } from '../../../shared/lib/api';
import { Button } from '../../../shared/ui/button';
import { TextField } from '../../../shared/ui/field';
import fieldStyles from '../../../shared/ui/field.module.css';
import { alert } from '../../../shared/ui/modal';
import { PostcodeField } from '../../../shared/ui/postcode-field';
import { accountApi } from '../api';
import { useIdentityVerification, type IdentityOptions } from '../identity';
import layout from '../../../shared/ui/form-layout.module.css';
import formStyles from './account-form.module.css';
import { EmailField } from './email-field';
import { PasswordPairFields } from './password-pair-fields';
import { PhonePartsField } from './phone-parts-field';
import styles from './signup.module.css';
import { YesNoRadios } from './yes-no-radios';

type FieldName = keyof SignupFormInput;

/** Where each message of the spec's order puts the focus. */
const checkOrder = [
  'name',
  'username',
  'pwd',
  'pwdConfirm',
  'phone1',
  'phone2',
  'phone3',
  'tel1',
  'tel2',
  'tel3',
  'identityVerificationId',
  'emailLocal',
  'emailDomain',
  'birthday',
] as const satisfies readonly FieldName[];

const calendarLabels: Record<BirthdayCalendar, string> = { solar: '양력', lunar: '음력' };
const months = Array.from({ length: 12 }, (_, index) => index + 1);

interface SignupFormProps {
  marketing: { marketingSms: YesNo; marketingEmail: YesNo };
  identity: IdentityOptions;
  onSignedUp: (result: SignupResult) => void;
}

/** Step 2: the member's details (spec 000 §3, §5), 본인인증 and the signup request. */
export function SignupForm({ marketing, identity, onSignedUp }: SignupFormProps) {
  const { register, control, handleSubmit, setValue, getValues, setFocus } = useForm<SignupFormInput, unknown, SignupFormValues>({
    resolver: zodResolver(signupFormSchema),
    defaultValues: {
      name: '',
      username: '',
      pwd: '',
      pwdConfirm: '',
      birthday: { year: '', month: '', day: '' },
      birthdayCalendar: 'solar',
      zonecode: '',
      roadAddress: '',
      detailAddress: '',
      phone1: '',
      phone2: '',
      phone3: '',
      tel1: '',
      tel2: '',
      tel3: '',
      emailLocal: '',
      emailDomain: '',
      marketingSms: marketing.marketingSms,
      marketingEmail: marketing.marketingEmail,
      identityVerificationId: '',
      isUsernameChecked: false,
    },
    shouldFocusError: false,
  });
  const [isUsernameChecked, identityVerificationId, birthYear, birthMonth] = useWatch({
    control,
    name: ['isUsernameChecked', 'identityVerificationId', 'birthday.year', 'birthday.month'],
  });
  const verified = Boolean(identityVerificationId);
  const identityButton = useRef<HTMLButtonElement>(null);
  const { verify, isPending: verifying } = useIdentityVerification(identity);

  const years = useMemo(() => yearOptions(currentYearInSeoul(), yearRanges.birthdayPast, 'past'), []);
  // Without a year yet, February keeps its 29th (a leap year) so no day is taken away too early.
  const dayCount = birthMonth ? daysInMonth(Number(birthYear) || 2000, Number(birthMonth)) : 31;
  const days = Array.from({ length: dayCount }, (_, index) => index + 1);

  const checkDuplicate = useMutation({
    mutationFn: accountApi.checkDuplicate,
    onSuccess: async (result) => {
      setValue('isUsernameChecked', result.available);
      await alert(result.message);
      if (!result.available) afterModalClose(() => setFocus('username'));
    },
    onError: async (error) => {
      await alert(errorMessage(error));
      afterModalClose(() => setFocus('username'));
    },
  });

  const signup = useMutation({
    mutationFn: accountApi.signup,
    onSuccess: onSignedUp,
    // Everything typed stays; the server's sentence says what to fix.
    onError: (error) => alert(errorMessage(error)),
  });

  const username = register('username', {
    onChange: () => {
      if (getValues('isUsernameChecked')) setValue('isUsernameChecked', false);
    },
  });

  const birthdayPart = (part: 'year' | 'month') =>
    register(`birthday.${part}`, {
      onChange: () => {
        // A day the new month does not have is cleared rather than silently moved.
        const { year, month, day } = getValues('birthday') ?? {};
        if (day && month && Number(day) > daysInMonth(Number(year) || 2000, Number(month))) setValue('birthday.day', '');
      },
    });

  const startIdentity = async () => {
    const { name = '', phone1 = '', phone2 = '', phone3 = '' } = getValues();
    const result = await verify(name, joinPhoneParts([phone1, phone2, phone3]));
    if (result) setValue('identityVerificationId', result.identityVerificationId);
  };

  const redoIdentity = () => {
    setValue('identityVerificationId', '');
    setFocus('name');
  };

  const focusField = (name: (typeof checkOrder)[number]) => {
    if (name === 'identityVerificationId') identityButton.current?.focus();
    else if (name === 'birthday') {
      const { year, month } = getValues('birthday') ?? {};
      setFocus(!year ? 'birthday.year' : !month ? 'birthday.month' : 'birthday.day');
    } else setFocus(name);
  };

  const onInvalid = async (errors: FieldErrors<SignupFormInput>) => {
    const byName = errors as Record<string, { message?: unknown } | undefined>;
    const first = checkOrder.find((name) => typeof byName[name]?.message === 'string');
    await alert(first ? String(byName[first]?.message) : messages.common.badRequest);
    if (first) afterModalClose(() => focusField(first));
  };

  const onSubmit = handleSubmit((form) => signup.mutate(signupFormToRequest(form)), onInvalid);

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="회원 정보 입력">
      <p className={styles.lead}>{messages.signupFlow.formLead}</p>

      <TextField
        label="이름"
        autoComplete="name"
        maxLength={30}
        readOnly={verified}
        hint={verified ? messages.signupFlow.identityLocked : undefined}
        {...register('name')}
      />

      <div className={styles.withButton}>
        <TextField
          label="아이디"
          className={styles.grow}
          autoComplete="username"
          autoCapitalize="off"
          spellCheck={false}
          maxLength={16}
          placeholder="6~16자 영문, 숫자, _, -"
          hint={
            <span aria-live="polite" className={isUsernameChecked ? formStyles.ok : formStyles.muted}>
              {isUsernameChecked ? messages.signup.usernameAvailable : messages.signup.usernameRule}
            </span>
          }
          {...username}
        />
        <Button
          variant="secondary"
          className={styles.sideButton}
          loading={checkDuplicate.isPending}
          onClick={() => checkDuplicate.mutate(getValues('username')?.trim() ?? '')}
        >
          중복확인
        </Button>
      </div>

      <PasswordPairFields control={control} names={{ password: 'pwd', confirm: 'pwdConfirm' }} />

      <fieldset className={layout.group}>
        <legend className={layout.legend}>생년월일 (선택)</legend>
        <div className={styles.birthday}>
          <label className="visually-hidden" htmlFor="signup-birth-year">
            태어난 해
          </label>
          <select id="signup-birth-year" className={`${fieldStyles.input} ${layout.select}`} {...birthdayPart('year')}>
            <option value="">년</option>
            {years.map((year) => (
              <option key={year} value={String(year)}>
                {year}년
              </option>
            ))}
          </select>
          <label className="visually-hidden" htmlFor="signup-birth-month">
            태어난 달
          </label>
          <select id="signup-birth-month" className={`${fieldStyles.input} ${layout.select}`} {...birthdayPart('month')}>
            <option value="">월</option>
            {months.map((month) => (
              <option key={month} value={String(month)}>
                {month}월
              </option>
            ))}
          </select>
          <label className="visually-hidden" htmlFor="signup-birth-day">
            태어난 날
          </label>
          <select id="signup-birth-day" className={`${fieldStyles.input} ${layout.select}`} {...register('birthday.day')}>
            <option value="">일</option>
            {days.map((day) => (
              <option key={day} value={String(day)}>
                {day}일
              </option>
            ))}
          </select>
        </div>
        <div className={layout.radios} role="radiogroup" aria-label="양력 또는 음력">
          {birthdayCalendars.map((calendar) => (
            <label key={calendar} className={layout.radio}>
              <input type="radio" value={calendar} className={layout.radioInput} {...register('birthdayCalendar')} />
              <span>{calendarLabels[calendar]}</span>
            </label>
          ))}
        </div>
      </fieldset>

      <PostcodeField control={control} legend="주소 (선택)" />

      <PhonePartsField
        control={control}
        names={['phone1', 'phone2', 'phone3']}
        legend="휴대폰 번호"
        readOnly={verified}
      />

      <div className={styles.identity}>
        <div className={styles.identityStatus} aria-live="polite">
          {verified ? (
            <span className={formStyles.ok}>{messages.signupFlow.identityDone}</span>
          ) : (
            <span className={formStyles.muted}>{messages.signupFlow.identityHint}</span>
          )}
        </div>
        {verified ? (
          <Button variant="ghost" size="sm" onClick={redoIdentity}>
            다시 인증
          </Button>
        ) : (
          <Button ref={identityButton} variant="secondary" loading={verifying} onClick={() => void startIdentity()}>
            본인인증
          </Button>
        )}
      </div>

      <PhonePartsField control={control} names={['tel1', 'tel2', 'tel3']} legend="전화번호" />

      <EmailField control={control} names={{ local: 'emailLocal', domain: 'emailDomain' }} />

      <fieldset className={layout.group}>
        <legend className={layout.legend}>마케팅 정보 수신</legend>
        <YesNoRadios control={control} name="marketingSms" label="SMS" />
        <YesNoRadios control={control} name="marketingEmail" label="이메일" />
      </fieldset>

      <div className={styles.actions}>
        <Button type="submit" size="lg" block loading={signup.isPending}>
          가입하기
        </Button>
      </div>
    </form>
  );
}

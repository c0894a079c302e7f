import { useMemo, useRef } from 'react';
import { useWatch } from 'react-hook-form';
import { useMutation } from '@tanstack/react-query';
import {
  birthdayCalendars,
  currentYearInSeoul,
  joinPhoneParts,
  messages,
  signupFormSchema,
  signupFormToRequest,
  yearOptions,
  yearRanges,
  type BirthdayCalendar,
  type SignupResult,
  type YesNo,
} from '@ongi/shared';
import { errorMessage } from '@web/shared/lib/api';
import { Button } from '@web/shared/ui/button';
import {
  DateSelectsField,
  EmailField,
  FieldGroup,
  FieldStatus,
  PasswordPairField,
  PhonePartsField,
  RadioGroupField,
  SpecForm,
  TextField,
  YesNoField,
  useSpecForm,
} from '@web/shared/ui/form';
import { alert } from '@web/shared/ui/modal';
import { PostcodeField } from '@web/shared/ui/postcode-field';
import { accountApi } from '../api';
import { useIdentityVerification, type IdentityOptions } from '../identity';
import { isNewPasswordRefusal } from './refusals';
import styles from './signup.module.css';

const calendarLabels: Record<BirthdayCalendar, string> = { solar: '양력', lunar: '음력' };
const calendarOptions = birthdayCalendars.map((calendar) => ({ value: calendar, label: calendarLabels[calendar] }));

interface SignupFormProps {
  marketing: { marketingSms: YesNo; marketingEmail: YesNo };
  identity: IdentityOptions;
  onSignedUp: (result: SignupResult) => void;
}

/** Step 2: the member's details (spec 000 §3, §5), 본인인증 and the signup request. */
export function SignupForm({ marketing, identity, onSignedUp }: SignupFormProps) {
  const identityButton = useRef<HTMLButtonElement>(null);
  const form = useSpecForm(signupFormSchema, {
    defaultValues: marketing,
    // 본인인증 is proven by its button; the birthday by whichever part is missing first (the kit's default).
    focus: { identityVerificationId: () => identityButton.current },
    // A common password only the server can tell: back to the password box.
    refusalField: (refusal) => (isNewPasswordRefusal(refusal) ? 'pwd' : refusal.message === messages.signup.usernameTaken ? 'username' : undefined),
  });
  const { control, setValue, getValues, setFocus } = form;
  const [isUsernameChecked, identityVerificationId] = useWatch({ control, name: ['isUsernameChecked', 'identityVerificationId'] });
  const verified = Boolean(identityVerificationId);
  const { verify, isPending: verifying } = useIdentityVerification(identity);
  const years = useMemo(() => yearOptions(currentYearInSeoul(), yearRanges.birthdayPast, 'past'), []);

  const checkDuplicate = useMutation({
    mutationFn: accountApi.checkDuplicate,
    onSuccess: async (result) => {
      setValue('isUsernameChecked', result.available);
      if (result.available) await alert(result.message);
      else await form.fail({ path: 'username', message: result.message });
    },
    onError: (error) => form.fail({ path: 'username', message: errorMessage(error) }),
  });

  const signup = useMutation({ mutationFn: accountApi.signup, onSuccess: onSignedUp, onError: (error) => form.refuse(error) });

  const startIdentity = async () => {
    const { name = '', phone1 = '', phone2 = '', phone3 = '' } = getValues();
    const result = await verify(name, joinPhoneParts([phone1, phone2, phone3]));
    if (result) setValue('identityVerificationId', result.identityVerificationId);
  };

  const redoIdentity = () => {
    setValue('identityVerificationId', '');
    setFocus('name');
  };

  return (
    <SpecForm form={form} onSubmit={(values) => signup.mutate(signupFormToRequest(values))} className={styles.form} aria-label="회원 정보 입력">
      <p className={styles.lead}>{messages.signupFlow.formLead}</p>

      <TextField
        name="name"
        label="이름"
        autoComplete="name"
        maxLength={30}
        readOnly={verified}
        hint={verified ? messages.signupFlow.identityLocked : undefined}
      />

      <div className={styles.withButton}>
        <TextField
          name="username"
          label="아이디"
          className={styles.grow}
          autoComplete="username"
          autoCapitalize="off"
          spellCheck={false}
          maxLength={16}
          placeholder="6~16자 영문, 숫자, _, -"
          hint={
            <FieldStatus tone={isUsernameChecked ? 'ok' : 'muted'}>
              {isUsernameChecked ? messages.signup.usernameAvailable : messages.signup.usernameRule}
            </FieldStatus>
          }
          // Editing the username takes the duplicate check back.
          onChange={() => {
            if (getValues('isUsernameChecked')) setValue('isUsernameChecked', false);
          }}
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

      <PasswordPairField names={{ password: 'pwd', confirm: 'pwdConfirm' }} />

      <DateSelectsField
        name="birthday"
        valueAs="parts"
        legend="생년월일 (선택)"
        years={years}
        partLabels={{ year: '태어난 해', month: '태어난 달', day: '태어난 날' }}
      >
        <RadioGroupField name="birthdayCalendar" label="양력 또는 음력" hideLabel options={calendarOptions} />
      </DateSelectsField>

      <PostcodeField control={control} legend="주소 (선택)" />

      <PhonePartsField names={['phone1', 'phone2', 'phone3']} legend="휴대폰 번호" readOnly={verified} />

      <div className={styles.identity}>
        <div className={styles.identityStatus}>
          <FieldStatus tone={verified ? 'ok' : 'muted'}>{verified ? messages.signupFlow.identityDone : messages.signupFlow.identityHint}</FieldStatus>
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

      <PhonePartsField names={['tel1', 'tel2', 'tel3']} legend="전화번호" />

      <EmailField names={{ local: 'emailLocal', domain: 'emailDomain' }} />

      <FieldGroup label="마케팅 정보 수신">
        <YesNoField name="marketingSms" label="SMS" />
        <YesNoField name="marketingEmail" label="이메일" />
      </FieldGroup>

      <div className={styles.actions}>
        <Button type="submit" size="lg" block loading={signup.isPending}>
          가입하기
        </Button>
      </div>
    </SpecForm>
  );
}

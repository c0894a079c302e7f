import { useId, type ReactNode } from 'react';
import { useFormContext, useWatch, type FieldValues } from 'react-hook-form';
import {
  adminAccountFormSchema,
  adminAccountFormToRequest,
  adminAccountMessages,
  messages,
  type AdminAccountDetail,
  type AdminAccountForm,
  type RoleType,
} from '@ongi/shared';
import fieldStyles from '@web/shared/ui/field.module.css';
import { Button } from '@web/shared/ui/button';
import { FieldStatus, FormHint, FormRow, FormValue, PasswordPairField, TextField, useSpecFormKit } from '@web/shared/ui/form';
import styles from './accounts.module.css';

/**
 * The username row of both account forms: the input with its button beside
 * it (중복확인 or 검색). Typing resets the check (spec 002 §4); `locked`
 * holds the username once the search's new account was confirmed.
 */
export function UsernameRow({
  button,
  onButton,
  busy,
  locked,
  status,
}: {
  button: string;
  onButton: () => void;
  busy: boolean;
  locked?: boolean;
  status?: ReactNode;
}) {
  const id = useId();
  const { register, getValues, setValue } = useFormContext<FieldValues>();
  const registration = register('username');
  return (
    <FormRow label="아이디" htmlFor={id}>
      <div className={styles.withButton}>
        <input
          id={id}
          className={`${fieldStyles.input} ${styles.grow}`}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          maxLength={16}
          placeholder="6~16자 영문, 숫자, _, -"
          readOnly={locked}
          aria-describedby={`${id}-hint`}
          {...registration}
          onChange={(event) => {
            void registration.onChange(event);
            if (getValues('usernameChecked')) setValue('usernameChecked', false);
          }}
        />
        <Button variant="secondary" className={styles.sideButton} loading={busy} onClick={onButton}>
          {button}
        </Button>
      </div>
      <FormHint id={`${id}-hint`}>{status ?? messages.signup.usernameRule}</FormHint>
    </FormRow>
  );
}

/** Under the username: the rule until the duplicate check passes, then its answer. */
export function CheckedStatus() {
  const { control } = useFormContext<FieldValues>();
  const checked = useWatch({ control, name: 'usernameChecked' }) as boolean | undefined;
  return checked ? (
    <FieldStatus tone="ok">{adminAccountMessages.usernameAvailable}</FieldStatus>
  ) : (
    <FieldStatus tone="muted">{messages.signup.usernameRule}</FieldStatus>
  );
}

/** An edited account's username, which never changes. */
export function StoredUsername({ record }: { record: AdminAccountDetail }) {
  return (
    <FormRow label="아이디">
      <FormValue>{record.username}</FormValue>
    </FormRow>
  );
}

/** The password pair: required for a new account, optional (kept when blank) on an edit. */
export function AccountPasswordFields({ editing }: { editing: boolean }) {
  return (
    <>
      {editing ? (
        <FormRow label="비밀번호 변경">
          <FormValue>{adminAccountMessages.pwdKeepHint}</FormValue>
        </FormRow>
      ) : null}
      <PasswordPairField
        names={{ password: 'pwd', confirm: 'pwdConfirm' }}
        labels={editing ? { password: '새 비밀번호', confirm: '새 비밀번호 확인' } : undefined}
      />
    </>
  );
}

/** Name, description and e-mail, both roles. */
export function AccountBasicFields() {
  return (
    <>
      <TextField name="name" label="이름" maxLength={30} autoComplete="off" />
      <TextField name="description" label="설명" maxLength={200} />
    </>
  );
}

export function EmailTextField() {
  return <TextField name="email" label="이메일 (선택)" type="email" maxLength={100} autoComplete="off" />;
}

/** The typed username, or the required sentence when there is none (the server tells the rest). */
export function useUsernameCheck() {
  const kit = useSpecFormKit();
  const { getValues } = useFormContext<FieldValues>();
  return async (): Promise<string | undefined> => {
    const username = String(getValues('username') ?? '').trim();
    if (username === '') {
      await kit.fail({ path: 'username', message: messages.signup.usernameRequired });
      return undefined;
    }
    return username;
  };
}

/**
 * What the two account resources share: the lists' search (all, username,
 * name; a keyword required) and 선택된 계정이 없습니다, and the form's seq,
 * schema, record and request for the role (spec 002 admin-account-manage,
 * account-create: one form each, create and edit).
 */
export function accountResourceParts(roleType: RoleType) {
  return {
    list: {
      searchTypes: [
        { value: 'all', label: '전체' },
        { value: 'username', label: '아이디' },
        { value: 'name', label: '이름' },
      ],
      requireSearchWord: true,
      noneSelected: messages.admin.noneSelected.account,
    },
    form: {
      seqFrom: { query: 'accountSeq' },
      schema: adminAccountFormSchema(roleType),
      fromRecord: (record: AdminAccountDetail) => ({
        accountSeq: record.accountSeq,
        username: record.username,
        name: record.name,
        description: record.description ?? '',
        division: record.division ?? '',
        email: record.email ?? '',
        phoneNum: record.phoneNum ?? '',
        bankName: record.bankName ?? '',
        bankOwner: record.bankOwner ?? '',
        bankNumber: record.bankNumber ?? '',
        usernameChecked: true,
      }),
      toRequest: (values: unknown, seq: number | undefined) => adminAccountFormToRequest(roleType, values as AdminAccountForm, seq),
    },
  } as const;
}

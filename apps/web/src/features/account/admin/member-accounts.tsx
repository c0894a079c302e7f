import { useMutation } from '@tanstack/react-query';
import { useFormContext, type FieldValues } from 'react-hook-form';
import { formatDate, refundBanks, type AdminAccountDetail, type AdminMemberRow } from '@ongi/shared';
import { defineAdminResource, type AdminFormFieldsProps } from '@web/shared/admin/resource';
import { call, errorMessage } from '@web/shared/lib/api';
import { FormRows, SelectField, TextField, useSpecFormKit } from '@web/shared/ui/form';
import { alert } from '@web/shared/ui/modal';
import {
  accountResourceParts,
  AccountBasicFields,
  AccountPasswordFields,
  CheckedStatus,
  EmailTextField,
  StoredUsername,
  UsernameRow,
  useUsernameCheck,
} from './account-fields';
import styles from './accounts.module.css';
import { account as adminAccountEndpoints } from '@ongi/shared/routes/admin/account';

/** GET /api/admin/account/check-username-duplicate/{username}: true when taken. */
const checkDuplicate = (username: string) => call(adminAccountEndpoints.checkUsernameDuplicate, { params: { username } });

function DuplicateCheckedUsername() {
  const kit = useSpecFormKit();
  const { setValue } = useFormContext<FieldValues>();
  const readUsername = useUsernameCheck();
  const check = useMutation({ mutationFn: checkDuplicate });
  const onCheck = async () => {
    const username = await readUsername();
    if (!username) return;
    try {
      const result = await check.mutateAsync(username);
      setValue('usernameChecked', !result.duplicate);
      if (result.duplicate) await kit.fail({ path: 'username', message: result.message });
      else await alert(result.message);
    } catch (error) {
      await kit.fail({ path: 'username', message: errorMessage(error) });
    }
  };
  return <UsernameRow button="중복확인" onButton={onCheck} busy={check.isPending} status={<CheckedStatus />} />;
}

function MemberAccountFields({ record }: AdminFormFieldsProps<AdminAccountDetail>) {
  return (
    <FormRows>
      {record ? <StoredUsername record={record} /> : <DuplicateCheckedUsername />}
      <AccountPasswordFields editing={record !== undefined} />
      <AccountBasicFields />
      <EmailTextField />
      <h2 className={styles.section}>환불 계좌 (선택)</h2>
      <SelectField name="bankName" label="환불 은행" options={refundBanks} placeholder="선택 안 함" />
      <TextField name="bankOwner" label="예금주" maxLength={30} autoComplete="off" />
      <TextField name="bankNumber" label="계좌번호" digits={16} autoComplete="off" />
    </FormRows>
  );
}

const parts = accountResourceParts('NORMAL');

/** 회원 계정 (spec 002 account-list, account-create): username, name, e-mail, description, refund account; Excel of the search. */
export const resource = defineAdminResource({
  key: 'account',
  endpoints: adminAccountEndpoints,
  label: '회원 계정',
  rowKey: (row: AdminMemberRow) => row.accountSeq,
  list: {
    ...parts.list,
    columns: [
      { header: '아이디', width: '9rem', opensRow: true, sort: 'username', cell: (row) => row.username },
      { header: '이름', width: '6rem', sort: 'name', cell: (row) => row.name },
      { header: '이메일', width: '13rem', priority: 'secondary', cell: (row) => row.email ?? '' },
      { header: '설명', priority: 'secondary', cell: (row) => row.description ?? '' },
      { header: '환불 은행', width: '6.5rem', align: 'center', priority: 'secondary', cell: (row) => row.bankName ?? '-' },
      { header: '환불 계좌번호', width: '9rem', priority: 'secondary', cell: (row) => row.bankNumber ?? '-' },
      { header: '가입일', width: '7rem', align: 'center', sort: 'createdAt', sortFirst: 'desc', cell: (row) => formatDate(row.createDate) },
    ],
    deleteConfirm: '선택한 회원 계정을 삭제하시겠습니까? 삭제한 계정은 로그인할 수 없고 아이디는 다시 쓸 수 없습니다.',
  },
  form: { ...parts.form, Fields: MemberAccountFields, titles: { create: '회원 계정 등록', edit: '회원 계정 수정' } },
});

import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useFormContext, type FieldValues } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { formatDateTime, type AdminAccountDetail, type AdminAccountRow, type SearchAdminUsernameResult } from '@ongi/shared';
import { defineAdminResource, type AdminFormFieldsProps } from '@web/shared/admin/resource';
import { call, errorMessage } from '@web/shared/lib/api';
import { Button } from '@web/shared/ui/button';
import { FieldStatus, FormRows, PhonePartsField, TextField, useSpecFormKit } from '@web/shared/ui/form';
import { alert, confirm } from '@web/shared/ui/modal';
import {
  accountResourceParts,
  AccountBasicFields,
  AccountPasswordFields,
  EmailTextField,
  StoredUsername,
  UsernameRow,
  useUsernameCheck,
} from './account-fields';
import styles from './accounts.module.css';
import { createdAtColumn, numberColumn } from '@web/shared/admin/columns';
import { account as adminAccountEndpoints, adminAccount as administratorAccountEndpoints } from '@ongi/shared/routes/admin/account';

/** GET /api/admin/account/search-admin-username: noAccount, existing, normalAccount (or a withdrawn account's name). */
const searchUsername = (username: string) => call(adminAccountEndpoints.searchAdminUsername, { query: { username } });

type Found = NonNullable<SearchAdminUsernameResult['account']>;

/** The existing administrator the search found (spec 002 §4: existing shows the admin's description). */
function FoundAdmin({ account, onOpen }: { account: Found; onOpen: () => void }) {
  return (
    <section className={styles.found} aria-label="검색된 관리자 계정">
      <p className={styles.foundTitle}>이미 등록된 관리자 계정입니다.</p>
      <dl className={styles.foundList}>
        <dt>아이디</dt>
        <dd>{account.username}</dd>
        <dt>이름</dt>
        <dd>{account.name}</dd>
        <dt>설명</dt>
        <dd>{account.description || '-'}</dd>
        <dt>소속</dt>
        <dd>{account.division || '-'}</dd>
      </dl>
      <div>
        <Button variant="secondary" size="sm" onClick={onOpen}>
          계정 정보 수정
        </Button>
      </div>
    </section>
  );
}

/**
 * A new administrator: the username is searched first. noAccount asks to
 * create one, then locks the username and shows the other fields; existing
 * shows that administrator; normalAccount is told (spec 002 §4).
 */
function NewAdminFields() {
  const kit = useSpecFormKit();
  const { setValue, setFocus } = useFormContext<FieldValues>();
  const [, setSearchParams] = useSearchParams();
  const readUsername = useUsernameCheck();
  const [confirmed, setConfirmed] = useState(false);
  const [found, setFound] = useState<Found | null>(null);
  const search = useMutation({ mutationFn: searchUsername });

  const onSearch = async () => {
    if (confirmed) {
      // 다시 검색: the username opens again and the check is taken back.
      setConfirmed(false);
      setValue('usernameChecked', false);
      setFocus('username');
      return;
    }
    setFound(null);
    const username = await readUsername();
    if (!username) return;
    try {
      const result = await search.mutateAsync(username);
      if (result.result === 'noAccount') {
        if (!(await confirm(result.message))) return;
        setValue('usernameChecked', true);
        setConfirmed(true);
        setTimeout(() => setFocus('pwd'), 0);
      } else if (result.result === 'existing' && result.account) {
        setFound(result.account);
      } else if (result.result === 'normalAccount') {
        await alert(result.message);
      } else {
        await kit.fail({ path: 'username', message: result.message });
      }
    } catch (error) {
      await kit.fail({ path: 'username', message: errorMessage(error) });
    }
  };

  return (
    <FormRows>
      <UsernameRow
        button={confirmed ? '다시 검색' : '검색'}
        onButton={onSearch}
        busy={search.isPending}
        locked={confirmed}
        status={confirmed ? <FieldStatus tone="ok">새 관리자 계정을 만듭니다.</FieldStatus> : '아이디를 검색해 기존 관리자 계정을 확인하거나 새로 만듭니다.'}
      />
      {found ? <FoundAdmin account={found} onOpen={() => setSearchParams({ accountSeq: String(found.accountSeq) })} /> : null}
      {confirmed ? <AdminDetailFields editing={false} /> : null}
    </FormRows>
  );
}

function AdminDetailFields({ editing }: { editing: boolean }) {
  return (
    <>
      <AccountPasswordFields editing={editing} />
      <AccountBasicFields />
      <TextField name="division" label="소속" maxLength={50} />
      <EmailTextField />
      <PhonePartsField name="phoneNum" legend="연락처 (선택)" />
    </>
  );
}

function AdminAccountFields({ record }: AdminFormFieldsProps<AdminAccountDetail>) {
  if (!record) return <NewAdminFields />;
  return (
    <FormRows>
      <StoredUsername record={record} />
      <AdminDetailFields editing />
    </FormRows>
  );
}

const parts = accountResourceParts('ADMIN');

/** 관리자 계정 (spec 002 admin-account-list, admin-account-manage). */
export const resource = defineAdminResource({
  key: 'admin-account',
  endpoints: administratorAccountEndpoints,
  label: '관리자 계정',
  rowKey: (row: AdminAccountRow) => row.accountSeq,
  list: {
    ...parts.list,
    columns: [
      { ...numberColumn<AdminAccountRow>('5rem'), priority: 'secondary' },
      { header: '아이디', width: '10rem', opensRow: true, sort: 'username', cell: (row) => row.username },
      { header: '이름', width: '7rem', sort: 'name', cell: (row) => row.name },
      { header: '설명', priority: 'secondary', cell: (row) => row.description ?? '' },
      { header: '소속', width: '8rem', priority: 'secondary', cell: (row) => row.division ?? '' },
      createdAtColumn('생성일'),
      {
        header: '최근 로그인',
        width: '9rem',
        align: 'center',
        sort: 'lastLogin',
        sortFirst: 'desc',
        cell: (row) => (row.lastLoginDate ? formatDateTime(row.lastLoginDate) : '-'),
      },
    ],
    deleteConfirm: '선택한 관리자 계정을 삭제하시겠습니까? 삭제한 계정은 로그인할 수 없습니다.',
  },
  form: { ...parts.form, Fields: AdminAccountFields, titles: { create: '관리자 계정 등록', edit: '관리자 계정 수정' } },
});

import { useFormContext, useWatch, type FieldValues } from 'react-hook-form';
import { accountRowsMax, messages, refundBanks } from '@ongi/shared';
import { RepeatableRows, SelectField, TextField } from '@web/shared/ui/form';
import { emptyAccountRow, emptyMournerRow } from './accounts';
import styles from './invitation-form.module.css';

type Row = Record<string, string>;

/** The bank select: the banks listed for refunds, plus a stored bank outside that list (an edit keeps it). */
function BankSelect({ name, label }: { name: string; label: string }) {
  const { control } = useFormContext<FieldValues>();
  const stored = (useWatch({ control, name }) as string | undefined) ?? '';
  const banks: string[] = [...refundBanks];
  if (stored && !banks.includes(stored)) banks.unshift(stored);
  return <SelectField name={name} label={label} placeholder="은행 선택" options={banks} />;
}

interface AccountRowsProps {
  /** The form's rows ('groomAccounts', 'brideAccounts', 'mournerList'). */
  name: string;
  legend: string;
  /** What one row's owner is called on its labels ('신랑측', '상주'). */
  owner: string;
  kind: 'congrat' | 'mourner';
}

/**
 * Account rows (spec 001 §2): the add button on the first row only;
 * removing the only row leaves one empty row. Account numbers and phones
 * keep digits only.
 */
export function AccountRows({ name, legend, owner, kind }: AccountRowsProps) {
  const numberField = kind === 'congrat' ? 'bankNumber' : 'bankInfo';
  return (
    <RepeatableRows<Row>
      name={name}
      legend={legend}
      noun={`${owner} 계좌`}
      rowLabel={(index) => `${owner} 계좌 ${index + 1}`}
      emptyRow={(kind === 'congrat' ? emptyAccountRow : emptyMournerRow) as unknown as Row}
      max={{ count: accountRowsMax, message: messages.invitation.accountRowsFull(accountRowsMax) }}
      className={styles.accountRows}
    >
      {({ index, path }) => (
        <>
          <TextField name={path('name')} label="예금주" aria-label={`${owner} 계좌 ${index + 1} 예금주`} maxLength={30} autoComplete="off" />
          <BankSelect name={path('bankName')} label="은행" />
          <TextField
            name={path(numberField)}
            label="계좌번호"
            aria-label={`${owner} 계좌 ${index + 1} 계좌번호`}
            digits={20}
            placeholder="숫자만 입력"
            autoComplete="off"
          />
          <TextField
            name={path('phoneNumber')}
            label="연락처 (선택)"
            aria-label={`${owner} 계좌 ${index + 1} 연락처`}
            digits={11}
            placeholder="숫자만 입력"
            autoComplete="off"
          />
        </>
      )}
    </RepeatableRows>
  );
}

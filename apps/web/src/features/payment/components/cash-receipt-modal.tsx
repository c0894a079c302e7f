import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import {
  cashReceiptLimits,
  cashReceiptRequestSchema,
  cashReceiptStatusLabels,
  cashReceiptUsageLabels,
  donorTypeLabels,
  formatDateTime,
  formatWon,
  phoneMaxDigits,
  type CashReceiptRequestInput,
} from '@ongi/shared';
import { errorMessage } from '@web/shared/lib/api';
import { Button } from '@web/shared/ui/button';
import { CheckboxField, FormActions, FormFailure, RadioGroupField, SpecForm, TextField, useSpecForm } from '@web/shared/ui/form';
import { PageLoading } from '@web/shared/ui/page-loading';
import { cashReceiptQueries, saveCashReceipt, type CashReceipt, type PayerKey } from '../records-api';
import styles from './cash-receipt-modal.module.css';

const usageOptions = [
  { value: 'income', label: `${cashReceiptUsageLabels.income} (휴대폰 번호)` },
  { value: 'expense', label: `${cashReceiptUsageLabels.expense} (사업자 번호)` },
] as const;
const donorOptions = [
  { value: 'PERSON', label: donorTypeLabels.PERSON },
  { value: 'BUSINESS', label: donorTypeLabels.BUSINESS },
] as const;

export interface CashReceiptEditorProps {
  payer: PayerKey;
  /** The part of the payment that goes to the organisation: what a 기부금 영수증 is for. */
  donatedAmount: number;
  /** Back to the receipt. */
  onDone: () => void;
}

/**
 * The spec's 'cash receipt edit': what the payer's cash receipt (소득공제용 by
 * phone, 지출증빙용 by business number) and the 기부금 영수증 for the donated
 * half are issued to. Shown inside the receipt lookup, whose payment number,
 * name and phone are its key; once issued it can only be read.
 */
export function CashReceiptEditor({ payer, donatedAmount, onDone }: CashReceiptEditorProps) {
  const stored = useQuery(cashReceiptQueries.detail(payer));
  if (stored.isPending) return <PageLoading label="영수증 발급 정보를 불러오는 중입니다" />;
  if (stored.isError) {
    return (
      <div className={styles.editor}>
        <p role="alert">{errorMessage(stored.error)}</p>
        <FormActions>
          <Button variant="secondary" onClick={onDone}>
            영수증으로 돌아가기
          </Button>
        </FormActions>
      </div>
    );
  }
  const receipt = stored.data.cashReceipt;
  if (receipt?.status === 'ISSUED') return <IssuedReceipt receipt={receipt} onDone={onDone} />;
  return <CashReceiptForm payer={payer} donatedAmount={donatedAmount} stored={receipt} onDone={onDone} />;
}

/** The stored details, or a start from the payment itself (the phone it was paid with, for 소득공제용). */
function valuesOf(receipt: CashReceipt | null, payer: PayerKey): CashReceiptRequestInput & { wantsDonationReceipt: boolean } {
  const donation = receipt?.donationReceipt;
  return {
    usageType: receipt?.usageType ?? 'income',
    identityNumber: receipt?.identityNumber ?? payer.phoneNum,
    wantsDonationReceipt: Boolean(donation),
    donationReceipt: donation
      ? {
          donorType: donation.donorType,
          donorName: donation.donorName,
          birthDate: donation.birthDate ?? '',
          businessNumber: donation.businessNumber ?? '',
          address: donation.address,
        }
      : { donorType: 'PERSON', donorName: payer.name, birthDate: '', businessNumber: '', address: '' },
  };
}

function CashReceiptForm({ payer, donatedAmount, stored, onDone }: CashReceiptEditorProps & { stored: CashReceipt | null }) {
  const [saved, setSaved] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // Unticking the 기부금 영수증 box drops its fields from what is sent (shouldUnregister).
  const form = useSpecForm(cashReceiptRequestSchema, { report: 'inline', defaultValues: valuesOf(stored, payer), shouldUnregister: true });

  const save = async (request: Parameters<typeof saveCashReceipt>[1]) => {
    setSaving(true);
    try {
      const answer = await saveCashReceipt(payer, request);
      setSaved(answer.message);
    } catch (error) {
      await form.refuse(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <SpecForm form={form} onSubmit={save} className={styles.editor} aria-label="기부금 영수증 발급 정보">
      <p className={styles.lead}>
        결제번호 {payer.paymentId}의 영수증을 받을 정보를 남겨 주세요. 발급 전까지는 언제든 고칠 수 있습니다.
        {stored ? ` 현재 상태: ${cashReceiptStatusLabels[stored.status]}` : null}
      </p>
      <RadioGroupField name="usageType" label="영수증 용도" options={usageOptions} />
      <IdentityField />
      <CheckboxField name="wantsDonationReceipt" label={`기부금 영수증을 받겠습니다 (기부된 금액 ${formatWon(donatedAmount)})`} />
      <DonationFields />
      <FormFailure />
      {saved ? (
        <p className={styles.saved} role="status">
          {saved}
        </p>
      ) : null}
      <FormActions>
        <Button variant="secondary" onClick={onDone}>
          영수증으로 돌아가기
        </Button>
        <Button type="submit" loading={saving}>
          저장
        </Button>
      </FormActions>
    </SpecForm>
  );
}

/** The number the receipt is issued to: a mobile number (소득공제용) or a business number (지출증빙용). */
function IdentityField() {
  const usage = useWatch({ name: 'usageType' });
  return usage === 'expense' ? (
    <TextField
      key="business"
      name="identityNumber"
      label="사업자 번호"
      type="text"
      inputMode="numeric"
      digits={10}
      autoComplete="off"
      placeholder="숫자 10자리"
    />
  ) : (
    <TextField
      key="phone"
      name="identityNumber"
      label="휴대폰 번호"
      type="tel"
      digits={phoneMaxDigits}
      autoComplete="tel"
      placeholder="숫자만 입력 (예: 01012345678)"
    />
  );
}

function DonationFields() {
  const wanted = useWatch({ name: 'wantsDonationReceipt' });
  const donorType = useWatch({ name: 'donationReceipt.donorType' });
  if (!wanted) return null;
  return (
    <fieldset className={styles.donation}>
      <legend className="visually-hidden">기부금 영수증 정보</legend>
      <RadioGroupField name="donationReceipt.donorType" label="받는 분" options={donorOptions} />
      <TextField
        name="donationReceipt.donorName"
        label={donorType === 'BUSINESS' ? '상호' : '이름'}
        maxLength={cashReceiptLimits.donorName}
        autoComplete="name"
      />
      {donorType === 'BUSINESS' ? (
        <TextField
          key="business"
          name="donationReceipt.businessNumber"
          label="받는 분 사업자 번호"
          inputMode="numeric"
          digits={10}
          autoComplete="off"
          placeholder="숫자 10자리"
        />
      ) : (
        <TextField
          key="birth"
          name="donationReceipt.birthDate"
          label="생년월일"
          type="date"
          autoComplete="bday"
          hint="주민등록번호는 기부처가 영수증을 발급할 때 직접 확인합니다."
        />
      )}
      <TextField name="donationReceipt.address" label="주소" maxLength={cashReceiptLimits.address} autoComplete="street-address" />
    </fieldset>
  );
}

function IssuedReceipt({ receipt, onDone }: { receipt: CashReceipt; onDone: () => void }) {
  return (
    <div className={styles.editor}>
      <p className={styles.lead}>이미 발급된 영수증입니다. 고쳐야 할 내용이 있으면 고객센터로 문의해 주세요.</p>
      <dl className={styles.facts}>
        <dt>용도</dt>
        <dd>{cashReceiptUsageLabels[receipt.usageType]}</dd>
        <dt>발급 번호</dt>
        <dd>{receipt.identityNumber}</dd>
        <dt>승인 번호</dt>
        <dd>{receipt.approvalNo ?? '-'}</dd>
        <dt>발급일</dt>
        <dd>{receipt.issuedAt ? formatDateTime(receipt.issuedAt) : '-'}</dd>
        {receipt.donationReceipt ? (
          <>
            <dt>기부금 영수증</dt>
            <dd>
              {donorTypeLabels[receipt.donationReceipt.donorType]} · {receipt.donationReceipt.donorName}
            </dd>
          </>
        ) : null}
      </dl>
      <FormActions>
        <Button variant="secondary" onClick={onDone}>
          영수증으로 돌아가기
        </Button>
      </FormActions>
    </div>
  );
}

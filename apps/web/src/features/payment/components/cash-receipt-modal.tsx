import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import {
  cashReceiptRequestSchema,
  cashReceiptStatusLabels,
  cashReceiptUsageLabels,
  formatDateTime,
  phoneMaxDigits,
  type CashReceiptRequestInput,
} from '@ongi/shared';
import { errorMessage } from '@web/shared/lib/api';
import { Button } from '@web/shared/ui/button';
import { FormActions, FormFailure, RadioGroupField, SpecForm, TextField, useSpecForm } from '@web/shared/ui/form';
import { PageLoading } from '@web/shared/ui/page-loading';
import { cashReceiptQueries, saveCashReceipt, type CashReceipt, type PayerKey } from '../records-api';
import styles from './cash-receipt-modal.module.css';

const usageOptions = [
  { value: 'income', label: `${cashReceiptUsageLabels.income} (휴대폰 번호)` },
  { value: 'expense', label: `${cashReceiptUsageLabels.expense} (사업자 번호)` },
] as const;

export interface CashReceiptEditorProps {
  payer: PayerKey;
  /** To the 기부금 영수증 request, the one way to ask for that receipt. */
  onAskDonationReceipt: () => void;
  /** Back to the receipt. */
  onDone: () => void;
}

/**
 * The spec's 'cash receipt edit': what the payer's cash receipt (소득공제용 by
 * phone, 지출증빙용 by business number) is issued to. Shown in place of the
 * receipt, whose payment number, name and phone are its key; once issued it
 * can only be read. A 기부금 영수증 is not asked for here but through its
 * request (donation-receipt-request.tsx), which this form points to.
 */
export function CashReceiptEditor({ payer, onAskDonationReceipt, onDone }: CashReceiptEditorProps) {
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
  if (receipt?.status === 'ISSUED') return <IssuedReceipt receipt={receipt} onAskDonationReceipt={onAskDonationReceipt} onDone={onDone} />;
  return <CashReceiptForm payer={payer} stored={receipt} onAskDonationReceipt={onAskDonationReceipt} onDone={onDone} />;
}

/** Where a 기부금 영수증 is asked for: its own request, one tap away. */
function DonationReceiptPointer({ onAskDonationReceipt }: Pick<CashReceiptEditorProps, 'onAskDonationReceipt'>) {
  return (
    <div className={styles.pointer}>
      <p className={styles.lead}>기부금 영수증은 기부단체가 발급합니다.</p>
      <Button variant="secondary" size="sm" onClick={onAskDonationReceipt}>
        기부금 영수증 신청
      </Button>
    </div>
  );
}

/** The stored details, or a start from the payment itself (the phone it was paid with, for 소득공제용). */
function valuesOf(receipt: CashReceipt | null, payer: PayerKey): CashReceiptRequestInput {
  return { usageType: receipt?.usageType ?? 'income', identityNumber: receipt?.identityNumber ?? payer.phoneNum };
}

function CashReceiptForm({ payer, stored, onAskDonationReceipt, onDone }: CashReceiptEditorProps & { stored: CashReceipt | null }) {
  const [saved, setSaved] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const form = useSpecForm(cashReceiptRequestSchema, { report: 'inline', defaultValues: valuesOf(stored, payer) });

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
    <SpecForm form={form} onSubmit={save} className={styles.editor} aria-label="현금영수증 발급 정보">
      <p className={styles.lead}>
        결제번호 {payer.paymentId}의 현금영수증을 받을 정보를 남겨 주세요. 발급 전까지는 언제든 고칠 수 있습니다.
        {stored ? ` 현재 상태: ${cashReceiptStatusLabels[stored.status]}` : null}
      </p>
      <RadioGroupField name="usageType" label="영수증 용도" options={usageOptions} />
      <IdentityField />
      <DonationReceiptPointer onAskDonationReceipt={onAskDonationReceipt} />
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

function IssuedReceipt({ receipt, onAskDonationReceipt, onDone }: Pick<CashReceiptEditorProps, 'onAskDonationReceipt' | 'onDone'> & { receipt: CashReceipt }) {
  return (
    <div className={styles.editor}>
      <p className={styles.lead}>이미 발급된 현금영수증입니다. 고쳐야 할 내용이 있으면 고객센터로 문의해 주세요.</p>
      <dl className={styles.facts}>
        <dt>용도</dt>
        <dd>{cashReceiptUsageLabels[receipt.usageType]}</dd>
        <dt>발급 번호</dt>
        <dd>{receipt.identityNumber}</dd>
        <dt>승인 번호</dt>
        <dd>{receipt.approvalNo ?? '-'}</dd>
        <dt>발급일</dt>
        <dd>{receipt.issuedAt ? formatDateTime(receipt.issuedAt) : '-'}</dd>
      </dl>
      <DonationReceiptPointer onAskDonationReceipt={onAskDonationReceipt} />
      <FormActions>
        <Button variant="secondary" onClick={onDone}>
          영수증으로 돌아가기
        </Button>
      </FormActions>
    </div>
  );
}

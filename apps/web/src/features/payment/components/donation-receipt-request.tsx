import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import {
  donationReceiptLimits,
  donationReceiptRequestSchemaFor,
  donationReceiptStateLabels,
  donorTypeLabels,
  formatDateTime,
  formatWon,
  phoneMaxDigits,
  residentNumberKeptUntil,
  type DonationReceipt,
  type DonationReceiptRequestInput,
  type DonationReceiptView,
} from '@ongi/shared';
import { errorMessage } from '@web/shared/lib/api';
import { Button } from '@web/shared/ui/button';
import { FormActions, FormFailure, RadioGroupField, SpecForm, TextField, useSpecForm } from '@web/shared/ui/form';
import { PageLoading } from '@web/shared/ui/page-loading';
import { donationReceiptQueries, saveDonationReceipt, type PayerKey } from '../records-api';
import styles from './cash-receipt-modal.module.css';

const donorOptions = [
  { value: 'PERSON', label: donorTypeLabels.PERSON },
  { value: 'BUSINESS', label: donorTypeLabels.BUSINESS },
] as const;

export interface DonationReceiptEditorProps {
  payer: PayerKey;
  /** Back to the receipt. */
  onDone: () => void;
}

function BackToReceipt({ onDone }: { onDone: () => void }) {
  return (
    <FormActions>
      <Button variant="secondary" onClick={onDone}>
        영수증으로 돌아가기
      </Button>
    </FormActions>
  );
}

/**
 * 기부금 영수증 신청 (issue 25) inside the receipt lookup, whose payment
 * number, name and phone are its key: what the organisation needs to issue a
 * receipt for the donated part, the resident number only when it asks for
 * one. Editable until the request is passed on to the organisation.
 */
export function DonationReceiptEditor({ payer, onDone }: DonationReceiptEditorProps) {
  const view = useQuery(donationReceiptQueries.detail(payer));
  if (view.isPending) return <PageLoading label="기부금 영수증 신청 정보를 불러오는 중입니다" />;
  if (view.isError) {
    return (
      <div className={styles.editor}>
        <p role="alert">{errorMessage(view.error)}</p>
        <BackToReceipt onDone={onDone} />
      </div>
    );
  }
  const { request, refusal } = view.data;
  if (request?.state === 'EXPORTED') return <ExportedRequest request={request} view={view.data} onDone={onDone} />;
  if (!request && refusal) {
    return (
      <div className={styles.editor}>
        <p role="alert">{refusal}</p>
        <BackToReceipt onDone={onDone} />
      </div>
    );
  }
  return <DonationReceiptForm payer={payer} view={view.data} onDone={onDone} />;
}

function valuesOf(request: DonationReceipt | null, payer: PayerKey): DonationReceiptRequestInput {
  return {
    donorType: request?.donorType ?? 'PERSON',
    donorName: request?.donorName ?? payer.name,
    birthDate: request?.birthDate ?? '',
    businessNumber: request?.businessNumber ?? '',
    address: request?.address ?? '',
    phoneNum: request ? (request.phoneNum ?? '') : payer.phoneNum,
    email: request?.email ?? '',
    residentNumber: '',
  };
}

function DonationReceiptForm({ payer, view, onDone }: DonationReceiptEditorProps & { view: DonationReceiptView }) {
  const [request, setRequest] = useState(view.request);
  const [saved, setSaved] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const schema = donationReceiptRequestSchemaFor(view.residentNumberAsked && !request?.hasResidentNumber);
  const form = useSpecForm(schema, { report: 'inline', defaultValues: valuesOf(request, payer), shouldUnregister: true });

  const save = async (body: DonationReceiptRequestInput) => {
    setSaving(true);
    try {
      const answer = await saveDonationReceipt(payer, body, request !== null);
      setRequest(answer.request);
      setSaved(answer.message);
      form.setValue('residentNumber', '');
    } catch (error) {
      await form.refuse(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <SpecForm form={form} onSubmit={save} className={styles.editor} aria-label="기부금 영수증 신청서">
      <dl className={styles.facts}>
        <dt>기부단체</dt>
        <dd>{view.organisationName}</dd>
        <dt>기부된 금액</dt>
        <dd>{formatWon(view.donatedAmount)}</dd>
        {request ? (
          <>
            <dt>신청 상태</dt>
            <dd>
              {donationReceiptStateLabels[request.state]} · {formatDateTime(request.requestedAt)}
            </dd>
          </>
        ) : null}
      </dl>
      <p className={styles.lead}>
        결제 금액 중 기부단체에 전달되는 금액에 대해 기부단체가 기부금 영수증을 발급합니다. 기부단체에 전달되기 전까지는 신청 내용을 고칠 수 있습니다.
      </p>
      <RadioGroupField name="donorType" label="받는 분" options={donorOptions} />
      <DonorFields residentNumberAsked={view.residentNumberAsked} organisationName={view.organisationName} stored={request?.hasResidentNumber ?? false} />
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
          {request ? '신청 내용 고치기' : '신청하기'}
        </Button>
      </FormActions>
    </SpecForm>
  );
}

function DonorFields({ residentNumberAsked, organisationName, stored }: { residentNumberAsked: boolean; organisationName: string | null; stored: boolean }) {
  const donorType = useWatch({ name: 'donorType' });
  const person = donorType !== 'BUSINESS';
  return (
    <>
      <TextField
        name="donorName"
        label={person ? '이름' : '상호'}
        maxLength={donationReceiptLimits.donorName}
        autoComplete={person ? 'name' : 'organization'}
      />
      {person ? (
        <TextField key="birth" name="birthDate" label="생년월일" type="date" autoComplete="bday" />
      ) : (
        <TextField key="business" name="businessNumber" label="사업자 번호" inputMode="numeric" digits={10} autoComplete="off" placeholder="숫자 10자리" />
      )}
      <TextField name="address" label="주소" maxLength={donationReceiptLimits.address} autoComplete="street-address" />
      <TextField
        name="phoneNum"
        label="영수증 받을 휴대폰"
        type="tel"
        digits={phoneMaxDigits}
        autoComplete="tel"
        placeholder="숫자만 입력 (예: 01012345678)"
        hint="휴대폰 번호나 이메일 중 하나는 꼭 입력해 주세요."
      />
      <TextField name="email" label="영수증 받을 이메일" type="email" maxLength={donationReceiptLimits.email} autoComplete="email" />
      {person && residentNumberAsked ? (
        <div className={styles.donation}>
          <p className={styles.lead}>
            {organisationName ?? '이 기부단체'}은(는) 기부금 영수증을 발급하고 국세청에 기부 내역을 신고할 때 주민등록번호가 필요합니다.{' '}
            {residentNumberKeptUntil} 관리자만 볼 수 있습니다.
          </p>
          <TextField
            name="residentNumber"
            label="주민등록번호"
            type="password"
            inputMode="numeric"
            digits={13}
            autoComplete="off"
            placeholder={stored ? '저장된 번호를 바꿀 때만 입력' : '숫자 13자리'}
            hint={
              stored
                ? '저장된 주민등록번호가 있습니다. 바꿀 때만 다시 입력해 주세요.'
                : "'-' 없이 숫자 13자리를 입력해 주세요. 입력한 번호는 화면에 가려 보입니다."
            }
          />
        </div>
      ) : null}
    </>
  );
}

function ExportedRequest({ request, view, onDone }: { request: DonationReceipt; view: DonationReceiptView; onDone: () => void }) {
  return (
    <div className={styles.editor}>
      <p className={styles.lead}>
        신청 내용이 기부단체에 전달되었습니다. 기부단체가 기부금 영수증을 발급해 보내 드립니다. 고쳐야 할 내용이 있으면 고객센터로 문의해 주세요.
      </p>
      <dl className={styles.facts}>
        <dt>기부단체</dt>
        <dd>{view.organisationName}</dd>
        <dt>기부된 금액</dt>
        <dd>{formatWon(view.donatedAmount)}</dd>
        <dt>받는 분</dt>
        <dd>
          {donorTypeLabels[request.donorType]} · {request.donorName}
        </dd>
        <dt>전달일</dt>
        <dd>{request.exportedAt ? formatDateTime(request.exportedAt) : '-'}</dd>
      </dl>
      <BackToReceipt onDone={onDone} />
    </div>
  );
}

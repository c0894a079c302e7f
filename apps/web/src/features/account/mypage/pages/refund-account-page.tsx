import { Landmark } from 'lucide-react';
import { formatDate, messages, refundBankNumberLength, refundBankSchema, refundBanks, type RefundBankInfo, type RefundBankInput } from '@ongi/shared';
import { errorMessage } from '@web/shared/lib/api';
import { Button } from '@web/shared/ui/button';
import { EmptyState } from '@web/shared/ui/empty-state';
import { alert, confirm } from '@web/shared/ui/modal';
import { PageLoading } from '@web/shared/ui/page-loading';
import { useDeleteRefundBank, useRefundBank, useRegisterRefundBank } from '../api';
import { NoticeList } from '../components/notice-list';
import { FormActions, FormRows, SelectField, SpecForm, TextField, useSpecForm } from '@web/shared/ui/form';
import { Screen } from '@web/shared/ui/screen';
import layout from '@web/shared/ui/form-layout.module.css';
import pageStyles from './refund-account-page.module.css';

/** /mypage/account-management: the one refund account, shown with 삭제, or the form to register it. */
export function RefundAccountPage() {
  const bank = useRefundBank();
  return (
    <Screen title="환불 계좌 관리" lead="주문을 취소하거나 환불받을 때 돈을 돌려받을 계좌입니다.">
      {bank.isPending ? (
        <PageLoading label="환불 계좌를 불러오는 중입니다" />
      ) : bank.isError ? (
        <EmptyState tone="error" title="환불 계좌를 불러오지 못했습니다." text={errorMessage(bank.error)} />
      ) : bank.data ? (
        <RegisteredAccount account={bank.data} />
      ) : (
        <RefundAccountForm />
      )}
      <NoticeList tone="info" label="환불 계좌 안내" notices={messages.refundBank.notices} />
    </Screen>
  );
}

function RegisteredAccount({ account }: { account: NonNullable<RefundBankInfo> }) {
  const remove = useDeleteRefundBank();

  const onDelete = async () => {
    if (!(await confirm(messages.refundBank.deleteConfirm, { destructive: true, confirmLabel: messages.common.deleteAction }))) return;
    remove.mutate(undefined, {
      onSuccess: (result) => alert(result?.message || messages.common.deleted),
      onError: (error) => alert(errorMessage(error)),
    });
  };

  return (
    <section className={pageStyles.card} aria-label="등록된 환불 계좌">
      <span className={pageStyles.cardIcon} aria-hidden="true">
        <Landmark size={22} strokeWidth={1.75} />
      </span>
      <dl className={pageStyles.details}>
        <div>
          <dt>은행</dt>
          <dd>{account.bankName}</dd>
        </div>
        <div>
          <dt>예금주</dt>
          <dd>{account.bankOwner}</dd>
        </div>
        <div>
          <dt>계좌번호</dt>
          <dd className={pageStyles.number}>{account.bankNumber}</dd>
        </div>
        <div>
          <dt>등록일</dt>
          <dd>{formatDate(account.createDate)}</dd>
        </div>
      </dl>
      <Button variant="secondary" onClick={() => void onDelete()} loading={remove.isPending} className={pageStyles.delete}>
        삭제
      </Button>
    </section>
  );
}

function RefundAccountForm() {
  const form = useSpecForm(refundBankSchema);
  const registerBank = useRegisterRefundBank();

  const onSubmit = (payload: RefundBankInput) =>
    registerBank.mutate(payload, {
      onSuccess: (result) => alert(result?.message || messages.refundBank.registered),
      onError: (error) => form.refuse(error),
    });

  return (
    <SpecForm form={form} onSubmit={onSubmit} aria-label="환불 계좌 등록" className={layout.form}>
      <FormRows>
        <SelectField name="bankName" label="은행" width="narrow" placeholder="은행을 선택해 주세요" options={refundBanks} />
        <TextField name="bankOwner" label="예금주" width="narrow" autoComplete="name" maxLength={30} placeholder="회원 본인 이름" />
        {/* Digits only, kept before the length limit: a pasted '3333-01-2345678' stays whole. */}
        <TextField name="bankNumber" label="계좌번호" width="narrow" digits={refundBankNumberLength.max} autoComplete="off" placeholder="'-' 없이 숫자만" />
      </FormRows>
      <FormActions>
        <Button type="submit" size="lg" loading={registerBank.isPending}>
          등록
        </Button>
      </FormActions>
    </SpecForm>
  );
}

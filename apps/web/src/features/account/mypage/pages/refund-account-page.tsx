import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Landmark } from 'lucide-react';
import {
  digitsOnly,
  formatDate,
  messages,
  refundBankNumberLength,
  refundBankSchema,
  refundBanks,
  type RefundBankInfo,
  type RefundBankInput,
} from '@ongi/shared';
import { afterModalClose } from '../../../../shared/lib/after-modal';
import { errorMessage } from '../../../../shared/lib/api';
import { Button } from '../../../../shared/ui/button';
import { EmptyState } from '../../../../shared/ui/empty-state';
import { alert, confirm } from '../../../../shared/ui/modal';
import { PageLoading } from '../../../../shared/ui/page-loading';
import { firstError } from '../../components/first-error';
import { myPageApi, myPageQueries } from '../api';
import { NoticeList } from '../components/notice-list';
import { FormActions, FormRow, FormRows } from '../../../../shared/ui/form-rows';
import { Screen } from '../../../../shared/ui/screen';
import layout from '../../../../shared/ui/form-layout.module.css';
import styles from '../components/mypage-form.module.css';
import pageStyles from './refund-account-page.module.css';

const fieldOrder = ['bankName', 'bankOwner', 'bankNumber'] as const;

/** /mypage/account-management: the one refund account, shown with 삭제, or the form to register it. */
export function RefundAccountPage() {
  const bank = useQuery(myPageQueries.refundBank());
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
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: myPageApi.deleteRefundBank,
    onSuccess: async (result) => {
      await queryClient.invalidateQueries({ queryKey: myPageQueries.refundBank().queryKey });
      await alert(result?.message || messages.common.deleted);
    },
    onError: (error) => alert(errorMessage(error)),
  });

  const onDelete = async () => {
    if (await confirm(messages.refundBank.deleteConfirm)) remove.mutate();
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
  const id = useId();
  const queryClient = useQueryClient();
  const { register, handleSubmit, setFocus, setValue } = useForm<RefundBankInput>({
    resolver: zodResolver(refundBankSchema),
    defaultValues: { bankName: '', bankOwner: '', bankNumber: '' },
    shouldFocusError: false,
  });

  const registerBank = useMutation({
    mutationFn: myPageApi.registerRefundBank,
    onSuccess: async (result) => {
      await alert(result?.message || messages.refundBank.registered);
      await queryClient.invalidateQueries({ queryKey: myPageQueries.refundBank().queryKey });
    },
    onError: (error) => alert(errorMessage(error)),
  });

  const onSubmit = handleSubmit(
    (payload) => registerBank.mutate(payload),
    async (errors) => {
      const first = firstError(errors, fieldOrder);
      await alert(first?.message ?? messages.common.badRequest);
      if (first) afterModalClose(() => setFocus(first.name));
    },
  );

  const numberField = register('bankNumber', {
    onChange: (event: { target: { value: string } }) =>
      setValue('bankNumber', digitsOnly(event.target.value, refundBankNumberLength.max)),
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="환불 계좌 등록" className={layout.form}>
      <FormRows>
        <FormRow label="은행" htmlFor={`${id}-bank`}>
          <select id={`${id}-bank`} className={`${layout.select} ${styles.narrow}`} {...register('bankName')}>
            <option value="">은행을 선택해 주세요</option>
            {refundBanks.map((bank) => (
              <option key={bank} value={bank}>
                {bank}
              </option>
            ))}
          </select>
        </FormRow>
        <FormRow label="예금주" htmlFor={`${id}-owner`}>
          <input
            id={`${id}-owner`}
            className={`${layout.input} ${styles.narrow}`}
            autoComplete="name"
            maxLength={30}
            placeholder="회원 본인 이름"
            {...register('bankOwner')}
          />
        </FormRow>
        <FormRow label="계좌번호" htmlFor={`${id}-number`}>
          <input
            id={`${id}-number`}
            className={`${layout.input} ${styles.narrow}`}
            inputMode="numeric"
            autoComplete="off"
            maxLength={refundBankNumberLength.max}
            placeholder="'-' 없이 숫자만"
            {...numberField}
          />
        </FormRow>
      </FormRows>
      <FormActions>
        <Button type="submit" size="lg" loading={registerBank.isPending}>
          등록
        </Button>
      </FormActions>
    </form>
  );
}

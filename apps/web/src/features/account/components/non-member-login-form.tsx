import { nonMemberLoginSchema, phoneMaxDigits } from '@ongi/shared';
import { Button } from '@web/shared/ui/button';
import { SpecForm, TextField, useSpecForm } from '@web/shared/ui/form';
import { openFindOrder } from '../order-lookup';
import { useNonMemberLogin } from '../session';
import styles from './login-form.module.css';

interface NonMemberLoginFormProps {
  onSuccess: () => void;
  /** Logged in to an order found with '주문번호 찾기'. */
  onFoundOrderLogin: () => void;
}

export function NonMemberLoginForm({ onSuccess, onFoundOrderLogin }: NonMemberLoginFormProps) {
  const form = useSpecForm(nonMemberLoginSchema);
  const login = useNonMemberLogin();
  const findOrder = async () => {
    // What was typed here is carried over, so nothing is typed twice.
    const { nonUserName, phoneNum } = form.getValues();
    const outcome = await openFindOrder({ name: nonUserName, phone: phoneNum });
    if (outcome.loggedIn) onFoundOrderLogin();
  };

  return (
    <SpecForm
      form={form}
      onSubmit={(payload) => login.mutate(payload, { onSuccess, onError: (error) => form.refuse(error) })}
      className={styles.form}
      aria-label="비회원 로그인"
    >
      <p className={styles.lead}>주문할 때 입력한 이름과 휴대폰 번호, 주문번호로 주문을 확인할 수 있습니다.</p>
      <TextField name="nonUserName" label="이름" autoComplete="name" placeholder="주문자 이름" />
      {/* Digits only, at most 11 (spec), kept before the limit applies: a pasted '010-4827-3916' stays whole. */}
      <TextField name="phoneNum" label="휴대폰 번호" type="tel" digits={phoneMaxDigits} autoComplete="tel" placeholder="숫자만 입력 (예: 01012345678)" />
      <TextField name="orderNum" label="주문번호" autoComplete="off" placeholder="주문 시 받은 주문번호" hint="주문번호가 비회원 주문 비밀번호입니다." />
      <Button type="submit" size="lg" block loading={login.isPending}>
        비회원 로그인
      </Button>
      <div className={styles.links}>
        <span className={styles.lead}>주문번호를 잊으셨나요?</span>
        <button type="button" className={styles.textLink} onClick={() => void findOrder()}>
          주문번호 찾기
        </button>
      </div>
    </SpecForm>
  );
}

import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Printer, Search } from 'lucide-react';
import { phoneMaxDigits, receiptParamsSchema, type z } from '@ongi/shared';
import { afterModalClose } from '@web/shared/lib/after-modal';
import { Button } from '@web/shared/ui/button';
import { FormFailure, SpecForm, TextField, useSpecForm } from '@web/shared/ui/form';
import { Dialog, type ModalControls } from '@web/shared/ui/modal';
import { receiptQueries, type PaymentReceipt as Receipt } from '../api';
import { PaymentReceipt } from './payment-receipt';
import { useReceiptForms } from './receipt-forms';
import { RefundRequest } from './refund-request';
import styles from './receipt-lookup-modal.module.css';

type Params = z.output<typeof receiptParamsSchema>;

/**
 * The purchase history lookup (spec 000 §2, §5): a payer finds their receipt
 * by the payment's own number, their name and the phone they paid with, then
 * prints it. Each box is required with its own message, checked with the
 * shared schema in the spec's order; a failed lookup shows the server's
 * sentence. Messages stay inside the modal (an alert would replace it and lose
 * what was typed).
 */
export interface ReceiptLookupProps {
  /** The payment number, when the lookup was opened from the receipt message's link: the payer types the rest. */
  paymentId?: string;
}

export function ReceiptLookupModal({ close, titleId, descriptionId, returnFocusTo, paymentId }: ModalControls<void> & ReceiptLookupProps) {
  const queryClient = useQueryClient();
  const [receipt, setReceipt] = useState<Receipt | null>(null);
  // The lookup's key, kept for the receipt forms and the refund request of the same payment.
  const [payer, setPayer] = useState<Params | null>(null);
  const receiptForms = useReceiptForms(payer, styles.cashReceipt);
  const [looking, setLooking] = useState(false);
  const resultRef = useRef<HTMLDivElement>(null);
  // The spec's order: payment number, name, contact (spec 000 §5); each sentence shows at its box.
  const form = useSpecForm(receiptParamsSchema, { report: 'inline', ...(paymentId ? { defaultValues: { paymentId } } : {}) });
  // Opened with the payment number filled in: the payer starts at their name.
  useEffect(() => {
    if (paymentId) afterModalClose(() => form.setFocus('name'));
  }, [paymentId, form]);

  const lookUp = async (params: Params) => {
    setLooking(true);
    try {
      setReceipt(await queryClient.fetchQuery(receiptQueries.detail(params)));
      setPayer(params);
      // Focus on the receipt, read from its top (the dialog scrolls to it).
      afterModalClose(() => resultRef.current?.querySelector<HTMLElement>('article')?.focus());
    } catch (error) {
      // Not found, too many tries, or the server's own trouble: its sentence, as it said it.
      await form.refuse(error);
    } finally {
      setLooking(false);
    }
  };

  const lookAgain = () => {
    setReceipt(null);
    receiptForms.close();
    afterModalClose(() => form.setFocus('paymentId'));
  };

  if (receipt && receiptForms.open) {
    return (
      <Dialog title={receiptForms.open.title} ids={{ titleId, descriptionId }} size="md" onDismiss={() => close()} returnFocusTo={returnFocusTo}>
        {receiptForms.open.body}
      </Dialog>
    );
  }

  return (
    <Dialog
      title="결제 영수증 조회"
      description={receipt ? undefined : '결제하신 분의 결제번호, 이름, 연락처로 카드 영수증을 찾아 인쇄하고 환불을 요청할 수 있습니다.'}
      ids={{ titleId, descriptionId }}
      size="md"
      onDismiss={() => close()}
      returnFocusTo={returnFocusTo}
      actions={
        receipt ? (
          <>
            <Button variant="secondary" onClick={lookAgain}>
              다른 결제 조회
            </Button>
            <Button onClick={() => window.print()}>
              <Printer size={18} aria-hidden="true" />
              인쇄
            </Button>
          </>
        ) : (
          <Button variant="secondary" onClick={() => close()}>
            닫기
          </Button>
        )
      }
    >
      {receipt ? (
        <div ref={resultRef} className={styles.result}>
          <PaymentReceipt receipt={receipt} />
          {receiptForms.buttons}
          {payer ? <RefundRequest receipt={receipt} payer={payer} onChange={(refundRequest) => setReceipt({ ...receipt, refundRequest })} /> : null}
        </div>
      ) : (
        <SpecForm form={form} onSubmit={lookUp} className={styles.form} aria-label="결제 영수증 조회">
          <TextField
            name="paymentId"
            label="결제번호"
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            placeholder="결제 완료 화면의 결제번호"
            hint="기부화환 결제를 마친 화면과 결제 안내 메시지에 있는 결제번호입니다."
          />
          <TextField name="name" label="이름" autoComplete="name" placeholder="결제하신 분의 이름" />
          {/* Digits only, kept before the limit applies: a pasted 010-1234-5678 stays whole. */}
          <TextField name="phoneNum" label="연락처" type="tel" digits={phoneMaxDigits} autoComplete="tel" placeholder="숫자만 입력 (예: 01012345678)" />
          <FormFailure />
          <Button type="submit" size="lg" block loading={looking}>
            <Search size={18} aria-hidden="true" />
            조회하기
          </Button>
        </SpecForm>
      )}
    </Dialog>
  );
}

import { useQuery } from '@tanstack/react-query';
import { Printer } from 'lucide-react';
import { errorMessage } from '@web/shared/lib/api';
import { Button } from '@web/shared/ui/button';
import { Dialog, type ModalControls } from '@web/shared/ui/modal';
import { receiptQueries } from '../api';
import { PaymentReceipt } from '../components/payment-receipt';
import { useReceiptForms } from '../components/receipt-forms';
import styles from './payment-modal.module.css';

export interface PaidModalProps {
  paymentId: string;
  name: string;
  phoneNum: string;
}

/**
 * After a verified payment: its receipt, as the receipt lookup shows it, to
 * print or save as PDF. The payment's number is what the lookup asks for later.
 */
export function PaidModal({ close, titleId, descriptionId, returnFocusTo, paymentId, name, phoneNum }: ModalControls<void> & PaidModalProps) {
  const receipt = useQuery(receiptQueries.detail({ paymentId, name, phoneNum }));
  // The receipt lookup's forms, right after paying: the same payment number, name and phone are their key.
  const receiptForms = useReceiptForms({ paymentId, name, phoneNum }, styles.cashReceipt);

  if (receipt.data && receiptForms.open) {
    return (
      <Dialog title={receiptForms.open.title} ids={{ titleId, descriptionId }} size="md" onDismiss={() => close()} returnFocusTo={returnFocusTo}>
        {receiptForms.open.body}
      </Dialog>
    );
  }

  return (
    <Dialog
      title="기부화환 결제 완료"
      description="결제번호는 영수증 조회에 쓰입니다. 영수증을 인쇄하거나 PDF로 저장해 두세요."
      ids={{ titleId, descriptionId }}
      size="md"
      onDismiss={() => close()}
      returnFocusTo={returnFocusTo}
      actions={
        <>
          <Button variant="secondary" onClick={() => close()}>
            닫기
          </Button>
          <Button onClick={() => window.print()} disabled={!receipt.data}>
            <Printer size={18} aria-hidden="true" />
            인쇄
          </Button>
        </>
      }
    >
      <div className={styles.receipt}>
        {receipt.data ? (
          <>
            <PaymentReceipt receipt={receipt.data} />
            {receiptForms.buttons}
          </>
        ) : receipt.isError ? (
          <p role="alert">{errorMessage(receipt.error)}</p>
        ) : (
          <p role="status">영수증을 불러오는 중입니다.</p>
        )}
      </div>
    </Dialog>
  );
}

import { useState, type ReactNode } from 'react';
import { FileText, HandHeart } from 'lucide-react';
import { Button } from '@web/shared/ui/button';
import type { PayerKey } from '../records-api';
import { CashReceiptEditor } from './cash-receipt-modal';
import { DonationReceiptEditor } from './donation-receipt-request';

type ReceiptForm = 'cash' | 'donation';

const titles: Record<ReceiptForm, string> = { cash: '현금영수증 정보', donation: '기부금 영수증 신청' };

export interface ReceiptForms {
  /** The open form, to show in place of the receipt under its own title; null while the receipt shows. */
  open: { title: string; body: ReactNode } | null;
  /** The receipt's buttons that open them. */
  buttons: ReactNode;
  /** Back to the receipt. */
  close: () => void;
}

/**
 * The two forms a payer reaches from a receipt, wherever the receipt is shown
 * (the lookup, the paid modal): the cash receipt's details, and the one way
 * to ask for a 기부금 영수증, its request. Each opens in place of the receipt
 * and leads back to it; the cash receipt's form points to the request.
 */
export function useReceiptForms(payer: PayerKey | null, buttonClassName?: string): ReceiptForms {
  const [form, setForm] = useState<ReceiptForm | null>(null);
  const close = () => setForm(null);
  const body =
    payer && form === 'cash' ? (
      <CashReceiptEditor payer={payer} onAskDonationReceipt={() => setForm('donation')} onDone={close} />
    ) : payer && form === 'donation' ? (
      <DonationReceiptEditor payer={payer} onDone={close} />
    ) : null;
  return {
    open: body && form ? { title: titles[form], body } : null,
    close,
    // In the body, not among the dialog's buttons: three of them do not fit a phone's width.
    buttons: (
      <>
        <Button variant="secondary" block className={buttonClassName} onClick={() => setForm('donation')}>
          <HandHeart size={18} aria-hidden="true" />
          {titles.donation}
        </Button>
        <Button variant="secondary" block className={buttonClassName} onClick={() => setForm('cash')}>
          <FileText size={18} aria-hidden="true" />
          {titles.cash}
        </Button>
      </>
    ),
  };
}

import { useEffect, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import {
  defaultDonatedPercent,
  donatedShareSubject,
  donatedShare,
  paymentCollectedItems,
  refundPolicyPath,
  formatWon,
  messages,
  paymentIntentRequestSchema,
  paymentTextLimits,
  paymentTotal,
  phoneMaxDigits,
  senderDisplayLabels,
  senderDisplayName,
  senderDisplays,
  wreathMessagePresetsFor,
  type PaymentIntent,
  type PaymentIntentRequestInput,
  type SenderDisplay,
} from '@ongi/shared';
import { Button } from '@web/shared/ui/button';
import { CheckboxField, FormFailure, RadioGroupField, SpecForm, TextAreaField, TextField, useSpecForm } from '@web/shared/ui/form';
import { Dialog, type ModalControls } from '@web/shared/ui/modal';
import { checkoutApi } from '../api';
import { DonationField } from './donation-field';
import { checkAfterWindow, openKiwoomWindow, payWithPortOne, postKiwoomForm, type PayOutcome, type VerifyBody, type VerifyOptions } from './pay';
import { rememberRedirectedPayment } from './payment-return';
import { watchWindow } from './provider-window';
import styles from './payment-modal.module.css';

/** Where a wreath goes: the guest page's invitation, or a campaign (its page, the home's quick menu). */
export type WreathTarget = { publicNum: string } | { campaignSeq: number };

export interface WreathPaymentProps {
  target: WreathTarget;
  campaignName: string;
  /** The campaign's base amount (운영비); the donation is added to it. */
  baseAmount: number;
  /** The campaign's donated share (%): the split shown before paying; half when not given. */
  donatedPercent?: number;
  /** Which preset sentences fit: an invitation's kind or a campaign's type. */
  kind: 'W' | 'F' | 'WEDDING' | 'FUNERAL' | null;
}

export type PaymentFormValues = PaymentIntentRequestInput;

/** What the modal hands back once the payment has an outcome. */
export interface PaymentModalResult {
  outcome: PayOutcome;
  intent: PaymentIntent;
  /** What was typed, to fill the form again after a failure and to find the receipt after a success. */
  values: PaymentFormValues;
  payer: { name: string; phoneNum: string };
}

type Stage = { step: 'form' } | { step: 'paying' } | { step: 'window'; intent: PaymentIntent; body: VerifyBody; checking: boolean; note: string | null };

/**
 * The wreath payment modal (spec 000 §3, §5, §9; 001 §4): campaign and base
 * amount, the add-on donation, the total, the sender, the message with its
 * presets, how the name shows, the terms and the pay button. The first
 * failing rule shows at its field, which takes the focus (an alert would
 * replace this modal and lose what was typed). The server decides the
 * amount; the browser only shows the same sum.
 */
export function PaymentModal({
  close,
  titleId,
  descriptionId,
  returnFocusTo,
  target,
  campaignName,
  baseAmount,
  donatedPercent = defaultDonatedPercent,
  kind,
  values,
}: ModalControls<PaymentModalResult> & WreathPaymentProps & { values?: PaymentFormValues }) {
  const [stage, setStage] = useState<Stage>({ step: 'form' });
  /** The confirmation is being asked again (no answer or a server error the first time): said calmly, not as a failure. */
  const [confirming, setConfirming] = useState(false);
  const form = useSpecForm(paymentIntentRequestSchema, {
    report: 'inline',
    defaultValues: {
      ...values,
      ...target,
      senderDisplay: values?.senderDisplay ?? 'MASKED',
      agreeTerms: values?.agreeTerms ?? false,
      receiptByMessage: values?.receiptByMessage ?? false,
    },
    // A typed amount is focused in its own box; a missing choice at the first choice.
    focus: { donationAmount: () => document.querySelector<HTMLElement>('[data-custom-donation]') ?? 'donationAmount' },
  });
  const donation = useWatch({ control: form.control, name: 'donationAmount' });
  const name = useWatch({ control: form.control, name: 'name' });
  const display = useWatch({ control: form.control, name: 'senderDisplay' });
  const total = paymentTotal(baseAmount, typeof donation === 'number' ? donation : 0);
  // The server fixes the same share on the payment (payment.donated_amount), rounded down to the won.
  const donated = donatedShare(total, 0, donatedPercent);
  const presets = wreathMessagePresetsFor(kind);
  const windowRef = useRef<Window | null>(null);
  const mounted = useRef(true);
  const watching = useRef<AbortController | null>(null);
  useEffect(() => {
    // Set here too: StrictMode's rehearsal unmounts and mounts again in development.
    mounted.current = true;
    return () => {
      mounted.current = false;
      watching.current?.abort();
    };
  }, []);

  const retrying: VerifyOptions = { onRetry: () => mounted.current && setConfirming(true) };

  const finish = (outcome: PayOutcome, intent: PaymentIntent, body: VerifyBody) => {
    if (!mounted.current) return;
    setConfirming(false);
    close({ outcome, intent, values: form.getValues(), payer: { name: body?.name ?? '', phoneNum: body?.phoneNum ?? '' } });
  };

  /** After the Kiwoom window's action (the sandbox's answer, or 확인하기): the spec's 1.5 s, then the result. */
  const checking = useRef(false);
  const check = async (intent: PaymentIntent, body: VerifyBody) => {
    if (checking.current) return;
    checking.current = true;
    setStage({ step: 'window', intent, body, checking: true, note: null });
    const outcome = await checkAfterWindow(intent, body, retrying);
    checking.current = false;
    if (!mounted.current) return;
    setConfirming(false);
    if (outcome.kind === 'paid' || outcome.kind === 'failed') return finish(outcome, intent, body);
    if (outcome.kind === 'unverified' && outcome.result && (outcome.result.status === 'FAILED' || outcome.result.status === 'CANCELLED')) {
      return finish({ kind: 'failed', reason: null }, intent, body);
    }
    // Not paid yet: the window is still the place to pay.
    setStage({ step: 'window', intent, body, checking: false, note: messages.payment.windowHint });
  };

  const pay = async (request: ReturnType<typeof paymentIntentRequestSchema.parse>) => {
    setStage({ step: 'paying' });
    let intent: PaymentIntent;
    try {
      intent = await checkoutApi.createIntent({
        ...request.target,
        donationAmount: request.donationAmount,
        name: request.name,
        phoneNum: request.phoneNum,
        message: request.message,
        senderDisplay: request.senderDisplay,
        agreeTerms: request.agreeTerms,
        receiptByMessage: request.receiptByMessage,
      });
    } catch (error) {
      setStage({ step: 'form' });
      await form.refuse(error);
      return;
    }
    const body: VerifyBody = { name: request.name, phoneNum: request.phoneNum, message: request.message };
    if (intent.flow === 'portone') {
      const outcome = await payWithPortOne(intent, body, {
        ...retrying,
        // The redirect mode leaves this page: what the return page and a second try need is kept first.
        beforeRedirect: () =>
          rememberRedirectedPayment({
            paymentId: intent.paymentId,
            invitationSeq: intent.invitationSeq,
            returnTo: `${window.location.pathname}${window.location.search}`,
            payer: { name: request.name, phoneNum: request.phoneNum },
            wreath: { target, campaignName, baseAmount, donatedPercent, kind },
            values: form.getValues(),
          }),
      });
      return finish(outcome, intent, body);
    }
    const popup = openKiwoomWindow();
    windowRef.current = popup;
    try {
      const answer = await postKiwoomForm(intent, popup);
      if (answer.status === 'PAID') return check(intent, body);
    } catch (error) {
      popup?.close();
      setStage({ step: 'form' });
      await form.refuse(error);
      return;
    }
    setStage({ step: 'window', intent, body, checking: false, note: messages.payment.windowHint });
    // The window's action (the sandbox says when it approved or declined); Kiwoom's own window tells nothing, and 확인하기 asks.
    if (popup) {
      watching.current = new AbortController();
      void watchWindow(popup, intent.paymentId, { untilClosed: false, signal: watching.current.signal }).then(() => {
        if (mounted.current) void check(intent, body);
      });
    }
  };

  const dismiss = () => {
    windowRef.current?.close();
    close();
  };

  const paying = stage.step === 'paying';
  const inWindow = stage.step === 'window';
  const shownName = senderDisplayName(name, (display as SenderDisplay) ?? 'MASKED');

  return (
    <Dialog
      title="기부화환 보내기"
      description={`${campaignName} 캠페인으로 기부화환을 보냅니다. 결제 금액의 ${donatedShareSubject(donatedPercent)} 기부단체에 전달됩니다.`}
      ids={{ titleId, descriptionId }}
      size="md"
      onDismiss={dismiss}
      returnFocusTo={returnFocusTo}
    >
      <SpecForm form={form} onSubmit={pay} className={styles.form} aria-label="기부화환 결제">
        <dl className={styles.campaign}>
          <div>
            <dt>캠페인</dt>
            <dd>{campaignName}</dd>
          </div>
          <div>
            <dt>기본 금액</dt>
            <dd>{formatWon(baseAmount)}</dd>
          </div>
        </dl>
        <fieldset className={styles.fields} disabled={paying || inWindow}>
          <legend className="visually-hidden">결제 정보</legend>
          <DonationField name="donationAmount" />
          <TextField name="name" label="보내는 분" autoComplete="name" maxLength={paymentTextLimits.name} placeholder="이름 또는 단체명" />
          <TextField name="phoneNum" label="휴대폰 번호" type="tel" digits={phoneMaxDigits} autoComplete="tel" placeholder="숫자만 입력 (예: 01012345678)" />
          <div className={styles.message}>
            <TextAreaField name="message" label="메시지" rows={3} maxLength={paymentTextLimits.message} counter placeholder="전하실 마음을 적어 주세요" />
            <div className={styles.presets} role="group" aria-label="추천 문구">
              {presets.map((sentence) => (
                <button
                  key={sentence}
                  type="button"
                  className={styles.preset}
                  onClick={() => form.setValue('message', sentence, { shouldDirty: true, shouldValidate: form.formState.isSubmitted })}
                >
                  {sentence}
                </button>
              ))}
            </div>
          </div>
          <RadioGroupField<SenderDisplay>
            className={styles.senderDisplay}
            name="senderDisplay"
            label="이름 표시"
            hint={`키오스크와 후원자 목록에 '${shownName}'(으)로 표시됩니다.`}
            options={senderDisplays.map((value) => ({ value, label: senderDisplayLabels[value] }))}
          />
          <CheckboxField name="agreeTerms" label="결제 내용을 확인했으며 결제 진행과 개인정보 수집·이용에 동의합니다. (필수)" />
          {/* What Korean checkout pages state beside the agreement: what is collected, why, for how long, and the refund policy. */}
          <dl className={styles.agreement} aria-label="개인정보 수집·이용 안내">
            <div>
              <dt>수집 항목</dt>
              <dd>{paymentCollectedItems.join(', ')}</dd>
            </div>
            <div>
              <dt>이용 목적</dt>
              <dd>결제와 영수증 조회, 환불, 키오스크·후원자 목록 표시</dd>
            </div>
            <div>
              <dt>보관 기간</dt>
              <dd>관련 법령에 따라 5년</dd>
            </div>
            <div>
              <dt>환불</dt>
              <dd>
                메시지가 표시되기 전 7일 이내 전액 환불{' '}
                <a href={refundPolicyPath} target="_blank" rel="noopener">
                  환불 정책 보기<span className="visually-hidden"> (새 창)</span>
                </a>
              </dd>
            </div>
          </dl>
          <CheckboxField name="receiptByMessage" label="결제 영수증을 카카오톡 알림톡으로 받기 (선택)" />
        </fieldset>
        <FormFailure />
        <div className={styles.total} aria-live="polite">
          <span>총 결제 금액</span>
          <strong>{formatWon(total)}</strong>
          <p className={styles.split}>{messages.settlement.split(formatWon(donated), formatWon(total - donated))}</p>
        </div>
        {confirming ? (
          <p className={styles.windowNote} role="status">
            {messages.payment.confirming}
          </p>
        ) : inWindow && stage.note ? (
          <p className={styles.windowNote} role="status">
            {stage.note}
          </p>
        ) : null}
        <div className={styles.buttons}>
          <Button variant="secondary" size="lg" onClick={dismiss}>
            닫기
          </Button>
          {inWindow ? (
            <Button size="lg" loading={stage.checking} onClick={() => void check(stage.intent, stage.body)}>
              {messages.payment.confirmButton}
            </Button>
          ) : (
            <Button type="submit" size="lg" loading={paying}>
              {messages.payment.payButton}
            </Button>
          )}
        </div>
      </SpecForm>
    </Dialog>
  );
}

import { useState, type FormEvent } from 'react';
import { ShieldCheck } from 'lucide-react';
import { digitsOnly, messages } from '@ongi/shared';
import { errorMessage } from '@web/shared/lib/api';
import { Button } from '@web/shared/ui/button';
import { TextField } from '@web/shared/ui/field';
import { alert } from '@web/shared/ui/modal';
import { sandboxApi } from '../api';
import { sandboxIdentityMessageType, type SandboxIdentityMessage } from '../identity';
import { SandboxWindow, sandboxWindowStyles as frame } from '@web/shared/ui/sandbox-window';

export interface SandboxIdentityPageProps {
  identityVerificationId: string;
  name: string;
  phoneNum: string;
}

type Outcome = 'VERIFIED' | 'FAILED';

/**
 * The popup that stands in for PortOne's identity window when no keys are
 * configured: it records the outcome on the server as PortOne would, tells
 * the opener and closes. Whether it counts is still the server's call.
 */
export function SandboxIdentityPage({ identityVerificationId, name: requestedName, phoneNum: requestedPhone }: SandboxIdentityPageProps) {
  const [name, setName] = useState(requestedName);
  const [phoneNum, setPhoneNum] = useState(requestedPhone);
  const [birthDate, setBirthDate] = useState('');
  const [pending, setPending] = useState<Outcome | null>(null);
  const [sent, setSent] = useState(false);

  const answer = async (outcome: Outcome) => {
    setPending(outcome);
    try {
      const failReason = outcome === 'FAILED' ? messages.sandbox.identityFailReason : null;
      await sandboxApi.answerIdentity(identityVerificationId, { name, phoneNum, birthDate: birthDate || null, outcome, failReason });
      const message: SandboxIdentityMessage =
        outcome === 'VERIFIED'
          ? { type: sandboxIdentityMessageType, identityVerificationId }
          : { type: sandboxIdentityMessageType, identityVerificationId, code: 'FAILED', message: failReason ?? undefined };
      if (window.opener && !window.opener.closed) {
        (window.opener as Window).postMessage(message, window.location.origin);
        window.close();
      }
      setSent(true);
    } catch (error) {
      await alert(errorMessage(error));
    } finally {
      setPending(null);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void answer('VERIFIED');
  };

  return (
    <SandboxWindow icon={<ShieldCheck size={28} aria-hidden="true" />} title="테스트용 본인인증" tone="identity">
      <p className={frame.note}>{messages.sandbox.identityNote}</p>
      {!identityVerificationId ? (
        <p className={frame.error} role="alert">
          {messages.sandbox.invalidRequest}
        </p>
      ) : sent ? (
        <p className={frame.done} role="status">
          {messages.sandbox.identitySent}
        </p>
      ) : (
        <form className={frame.form} onSubmit={submit} noValidate aria-label="테스트용 본인인증 정보">
          <TextField label="이름" autoComplete="off" maxLength={30} value={name} onChange={(event) => setName(event.target.value)} />
          <TextField
            label="휴대폰 번호"
            inputMode="numeric"
            autoComplete="off"
            value={phoneNum}
            onChange={(event) => setPhoneNum(digitsOnly(event.target.value))}
          />
          <TextField label="생년월일 (선택)" type="date" value={birthDate} onChange={(event) => setBirthDate(event.target.value)} />
          <div className={frame.actions}>
            <Button type="submit" size="lg" block loading={pending === 'VERIFIED'} disabled={pending !== null}>
              인증하기
            </Button>
            <Button variant="secondary" size="lg" block loading={pending === 'FAILED'} disabled={pending !== null} onClick={() => void answer('FAILED')}>
              인증 실패 시험
            </Button>
          </div>
        </form>
      )}
    </SandboxWindow>
  );
}

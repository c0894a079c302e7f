import { useState, type FormEvent } from 'react';
import { digitsOnly, formatDate, messages, passwordResetRequestSchema, type FindIdResult, type PasswordResetRequestInput } from '@ongi/shared';
import { errorMessage } from '@web/shared/lib/api';
import { Button } from '@web/shared/ui/button';
import { TextField as PlainTextField } from '@web/shared/ui/field';
import { SpecForm, TextField, useSpecForm } from '@web/shared/ui/form';
import { Dialog, type ModalControls } from '@web/shared/ui/modal';
import { Tabs } from '@web/shared/ui/tabs';
import { accountApi } from '../api';
import type { FindAccountTab } from '../find-account';
import { useIdentityVerification, type IdentityOptions } from '../identity';
import styles from './find-account-modal.module.css';

export interface FindAccountModalProps extends ModalControls {
  identity: IdentityOptions;
  initialTab?: FindAccountTab;
}

type Notice = { tone: 'ok' | 'bad'; text: string } | null;

function NoticeLine({ notice }: { notice: Notice }) {
  // Always rendered, so screen readers announce each new sentence.
  return (
    <p className={notice ? `${styles.notice} ${styles[notice.tone]}` : styles.empty} role="status" aria-live="polite">
      {notice?.text ?? ''}
    </p>
  );
}

/** 아이디 찾기: 본인인증 with name and mobile, then the masked usernames of that person. */
function FindIdPanel({ identity }: { identity: IdentityOptions }) {
  const [name, setName] = useState('');
  const [phoneNum, setPhoneNum] = useState('');
  const [notice, setNotice] = useState<Notice>(null);
  const [accounts, setAccounts] = useState<FindIdResult['accounts'] | null>(null);
  const [searching, setSearching] = useState(false);
  const { verify, isPending } = useIdentityVerification(identity, (text, kind) => setNotice({ tone: kind === 'verified' ? 'ok' : 'bad', text }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAccounts(null);
    setNotice(null);
    const verified = await verify(name, phoneNum);
    if (!verified) return;
    setSearching(true);
    try {
      const found = await accountApi.findId(verified.identityVerificationId);
      setAccounts(found.accounts);
      setNotice(null);
    } catch (error) {
      setNotice({ tone: 'bad', text: errorMessage(error) });
    } finally {
      setSearching(false);
    }
  };

  return (
    <form className={styles.panel} onSubmit={(event) => void submit(event)} noValidate aria-label="아이디 찾기">
      <p className={styles.lead}>{messages.findAccountFlow.findIdLead}</p>
      <PlainTextField label="이름" autoComplete="name" maxLength={30} value={name} onChange={(event) => setName(event.target.value)} />
      <PlainTextField
        label="휴대폰 번호"
        inputMode="numeric"
        autoComplete="tel-national"
        placeholder="'-' 없이 숫자만 입력"
        value={phoneNum}
        onChange={(event) => setPhoneNum(digitsOnly(event.target.value))}
      />
      <Button type="submit" size="lg" block loading={isPending || searching}>
        본인인증하고 아이디 찾기
      </Button>
      <NoticeLine notice={notice} />
      {accounts ? (
        <section className={styles.result} aria-labelledby="find-id-result">
          <h3 id="find-id-result" className={styles.resultTitle}>
            {messages.findAccountFlow.findIdFound}
          </h3>
          <ul className={styles.accounts}>
            {accounts.map((account) => (
              <li key={`${account.username}-${account.createDate}`} className={styles.account}>
                <span className={styles.username}>{account.username}</span>
                <span className={styles.joined}>가입일 {formatDate(account.createDate)}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </form>
  );
}

/** 비밀번호 찾기: username and e-mail; the server mails a reset link and always answers the same. */
function FindPasswordPanel() {
  // Inside the modal the sentence shows at its field: an alert would take the modal's place.
  const form = useSpecForm(passwordResetRequestSchema, { report: 'inline' });
  const [notice, setNotice] = useState<Notice>(null);
  const [sending, setSending] = useState(false);

  const submit = async (request: PasswordResetRequestInput) => {
    setNotice(null);
    setSending(true);
    try {
      const { message } = await accountApi.passwordResetRequest(request);
      setNotice({ tone: 'ok', text: message });
    } catch (error) {
      setNotice({ tone: 'bad', text: errorMessage(error) });
    } finally {
      setSending(false);
    }
  };

  return (
    <SpecForm form={form} onSubmit={submit} className={styles.panel} aria-label="비밀번호 찾기">
      <p className={styles.lead}>{messages.findAccountFlow.findPasswordLead}</p>
      <TextField name="username" label="아이디" autoComplete="username" autoCapitalize="off" spellCheck={false} maxLength={16} />
      <TextField name="email" label="이메일" type="email" autoComplete="email" autoCapitalize="off" spellCheck={false} maxLength={254} />
      <Button type="submit" size="lg" block loading={sending}>
        재설정 링크 받기
      </Button>
      <NoticeLine notice={notice} />
    </SpecForm>
  );
}

/** The named modal 'find-account' opened from the login page: two tabs, everything told inside it. */
export function FindAccountModal({ identity, initialTab = 'id', close, titleId, descriptionId, returnFocusTo }: FindAccountModalProps) {
  const [tab, setTab] = useState<FindAccountTab>(initialTab);
  return (
    <Dialog
      title="아이디/비밀번호 찾기"
      ids={{ titleId, descriptionId }}
      size="md"
      onDismiss={() => close()}
      returnFocusTo={returnFocusTo}
      actions={
        <Button variant="secondary" onClick={() => close()}>
          닫기
        </Button>
      }
    >
      <Tabs<FindAccountTab>
        label="찾을 정보"
        value={tab}
        onChange={setTab}
        items={[
          { id: 'id', label: '아이디 찾기', panel: <FindIdPanel identity={identity} /> },
          { id: 'password', label: '비밀번호 찾기', panel: <FindPasswordPanel /> },
        ]}
      />
    </Dialog>
  );
}

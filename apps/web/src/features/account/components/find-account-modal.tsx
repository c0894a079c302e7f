import { useRef, useState, type FormEvent } from 'react';
import { formatDate, messages, passwordResetRequestSchema, type FindIdResult } from '@ongi/shared';
import { errorMessage } from '../../../shared/lib/api';
import { Button } from '../../../shared/ui/button';
import { TextField } from '../../../shared/ui/field';
import { Dialog, type ModalControls } from '../../../shared/ui/modal';
import { Tabs } from '../../../shared/ui/tabs';
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
      <TextField label="이름" autoComplete="name" maxLength={30} value={name} onChange={(event) => setName(event.target.value)} />
      <TextField
        label="휴대폰 번호"
        inputMode="numeric"
        autoComplete="tel-national"
        placeholder="'-' 없이 숫자만 입력"
        maxLength={11}
        value={phoneNum}
        onChange={(event) => setPhoneNum(event.target.value.replace(/\D/g, ''))}
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
  const [values, setValues] = useState({ username: '', email: '' });
  const [fieldError, setFieldError] = useState<{ name: 'username' | 'email'; message: string } | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const [sending, setSending] = useState(false);
  const inputs = useRef(new Map<'username' | 'email', HTMLInputElement>());

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    const parsed = passwordResetRequestSchema.safeParse(values);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const name = issue?.path[0] === 'email' ? 'email' : 'username';
      setFieldError({ name, message: issue?.message ?? messages.common.badRequest });
      inputs.current.get(name)?.focus();
      return;
    }
    setFieldError(null);
    setSending(true);
    try {
      const { message } = await accountApi.passwordResetRequest(parsed.data);
      setNotice({ tone: 'ok', text: message });
    } catch (error) {
      setNotice({ tone: 'bad', text: errorMessage(error) });
    } finally {
      setSending(false);
    }
  };

  const inputRef = (name: 'username' | 'email') => (input: HTMLInputElement | null) => {
    if (input) inputs.current.set(name, input);
    else inputs.current.delete(name);
  };
  const update = (name: 'username' | 'email', value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    if (fieldError?.name === name) setFieldError(null);
  };

  return (
    <form className={styles.panel} onSubmit={(event) => void submit(event)} noValidate aria-label="비밀번호 찾기">
      <p className={styles.lead}>{messages.findAccountFlow.findPasswordLead}</p>
      <TextField
        ref={inputRef('username')}
        label="아이디"
        autoComplete="username"
        autoCapitalize="off"
        spellCheck={false}
        maxLength={16}
        value={values.username}
        error={fieldError?.name === 'username' ? fieldError.message : undefined}
        onChange={(event) => update('username', event.target.value)}
      />
      <TextField
        ref={inputRef('email')}
        label="이메일"
        type="email"
        autoComplete="email"
        autoCapitalize="off"
        spellCheck={false}
        maxLength={254}
        value={values.email}
        error={fieldError?.name === 'email' ? fieldError.message : undefined}
        onChange={(event) => update('email', event.target.value)}
      />
      <Button type="submit" size="lg" block loading={sending}>
        재설정 링크 받기
      </Button>
      <NoticeLine notice={notice} />
    </form>
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

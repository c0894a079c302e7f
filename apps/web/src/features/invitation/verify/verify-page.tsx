import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { CircleAlert, CircleCheck, EyeOff, ShieldAlert } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { messages, type InvitationVerify } from '@ongi/shared';
import { ApiError, errorMessage } from '@web/shared/lib/api';
import { Button } from '@web/shared/ui/button';
import { TextField } from '@web/shared/ui/field';
import { PageHeader } from '@web/shared/ui/page-header';
import { verifyQueries } from './api';
import styles from './verify-page.module.css';

/** What a fake looks like: what people meet in smishing, and what 온기 never does. */
const fakeSigns = (ownHost: string) => [
  {
    title: '주소가 다릅니다',
    text: `온기의 청첩장·부고장은 ${ownHost} 주소로만 열립니다. 비슷해 보이는 주소(글자 하나가 다르거나, 앞뒤에 다른 단어가 붙은 주소)는 다른 곳입니다.`,
  },
  { title: '짧게 줄인 주소로 옵니다', text: 'bit.ly, han.gl 같은 줄인 주소는 실제로 어디로 가는지 숨깁니다. 온기는 줄인 주소를 쓰지 않습니다.' },
  {
    title: '앱을 설치하라고 합니다',
    text: '온기는 앱 설치를 요청하지 않습니다. 초대장을 보려면 앱이나 파일(.apk)을 내려받아야 한다면 가짜입니다.',
  },
  {
    title: '결제창 밖에서 카드 번호를 묻습니다',
    text: '기부화환 결제는 결제 회사의 결제창에서만 이루어집니다. 화면이나 문자로 카드 번호, 비밀번호, 인증번호를 묻는다면 입력하지 마세요.',
  },
];

function Result({ answer, ownHost }: { answer: InvitationVerify; ownHost: string }) {
  if (answer.result === 'real') {
    return (
      <div className={`${styles.result} ${styles.real}`}>
        <h2 className={styles.resultTitle}>
          <CircleCheck size={22} aria-hidden="true" />
          {messages.invitationVerify.real(answer.invitationType)}
        </h2>
        <dl className={styles.facts}>
          <div>
            <dt>{answer.invitationType === 'W' ? '신랑·신부' : '고인'}</dt>
            <dd>{answer.names}</dd>
          </div>
          <div>
            <dt>일시</dt>
            <dd>{answer.when}</dd>
          </div>
          <div>
            <dt>장소</dt>
            <dd>{answer.where}</dd>
          </div>
          <div>
            <dt>주소</dt>
            <dd className={styles.address}>{answer.url}</dd>
          </div>
        </dl>
        <p className={styles.note}>{messages.invitationVerify.realNote}</p>
        <a className={styles.open} href={answer.url}>
          {answer.invitationType === 'W' ? '청첩장 열기' : '부고장 열기'}
        </a>
      </div>
    );
  }
  if (answer.result === 'private') {
    return (
      <div className={`${styles.result} ${styles.quiet}`}>
        <h2 className={styles.resultTitle}>
          <EyeOff size={22} aria-hidden="true" />
          비공개 초대장입니다
        </h2>
        <p>{messages.invitationVerify.private}</p>
      </div>
    );
  }
  return (
    <div className={`${styles.result} ${styles.warning}`}>
      <h2 className={styles.resultTitle}>
        <ShieldAlert size={22} aria-hidden="true" />
        {messages.invitationVerify.foreignTitle}
      </h2>
      <p>{messages.invitationVerify.foreign(answer.domain, ownHost)}</p>
      {answer.shortened ? <p>{messages.invitationVerify.shortened}</p> : null}
    </div>
  );
}

/**
 * /verify, 온기 초대장 확인 (issue 24 §5): anyone pastes a link or number they
 * received and sees whether it is an invitation of this service, and whose;
 * below, what a fake looks like. The guest page links here with its own
 * number, so the check runs on arrival.
 */
export function VerifyPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const checked = searchParams.get('link') ?? '';
  const [text, setText] = useState(checked);
  const [emptyError, setEmptyError] = useState<string | undefined>();
  const input = useRef<HTMLInputElement>(null);
  const ownHost = window.location.host;
  const check = useQuery({ ...verifyQueries.check(checked), enabled: checked.trim() !== '' });

  // A link followed from elsewhere (the guest page, the back button) shows what it checks.
  useEffect(() => setText(checked), [checked]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() === '') {
      setEmptyError(messages.invitationVerify.empty);
      input.current?.focus();
      return;
    }
    setEmptyError(undefined);
    setSearchParams({ link: text.trim() });
  };

  const failure = check.isError ? errorMessage(check.error) : undefined;
  // An unknown number is a warning (someone sent it); a typing slip or a pause of the limit is not.
  const unknown = check.error instanceof ApiError && check.error.status === 404;

  return (
    <div className={styles.page}>
      <PageHeader
        eyebrow="안심 확인"
        title="온기 초대장 확인"
        lead="받은 청첩장·부고장 링크가 온기에서 만든 것인지 확인해 드립니다. 링크를 누르기 전에 그대로 복사해 붙여 넣어 보세요."
      />
      <form className={styles.form} onSubmit={submit} noValidate aria-label="초대장 확인">
        <TextField
          ref={input}
          label="받은 링크 또는 초대장 번호"
          hint={`예: ${ownHost}/invitation/123456789012 또는 12자리 번호`}
          name="link"
          inputMode="url"
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          value={text}
          onChange={(event) => setText(event.target.value)}
          error={emptyError}
        />
        <Button type="submit" loading={check.isFetching} className={styles.submit}>
          확인하기
        </Button>
      </form>

      <div className={styles.outcome} aria-live="polite">
        {checked && check.data ? <Result answer={check.data} ownHost={ownHost} /> : null}
        {checked && failure ? (
          <div className={`${styles.result} ${unknown ? styles.warning : styles.quiet}`}>
            <h2 className={styles.resultTitle}>
              <CircleAlert size={22} aria-hidden="true" />
              {unknown ? '온기의 초대장이 아닙니다' : '확인하지 못했습니다'}
            </h2>
            <p>{failure}</p>
          </div>
        ) : null}
      </div>

      <section className={styles.guide} aria-labelledby="fake-signs">
        <h2 id="fake-signs" className={styles.guideTitle}>
          가짜 초대장은 이렇게 보입니다
        </h2>
        <ul className={styles.signs}>
          {fakeSigns(ownHost).map((sign) => (
            <li key={sign.title}>
              <strong>{sign.title}</strong>
              <p>{sign.text}</p>
            </li>
          ))}
        </ul>
        <p className={styles.help}>
          의심스러운 링크는 누르지 말고 보낸 분께 전화로 확인해 주세요. 이미 앱을 설치했거나 정보를 입력했다면 휴대폰을 비행기 모드로 바꾸고
          118(한국인터넷진흥원 불법스팸·해킹 상담)에 알려 주세요.
        </p>
      </section>
    </div>
  );
}

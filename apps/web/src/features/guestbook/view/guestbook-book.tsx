import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { GuestbookMessage, InvitationView } from '@ongi/shared';
import { formatDate, guestbookLimits } from '@ongi/shared/light';
import { useWantedSoon } from '@web/shared/lib/use-wanted-soon';
import { deleteMessage, fetchGuestbook, GuestbookRefusal, writeMessage } from './guest-api';
import styles from './guestbook-book.module.css';

type Field = 'name' | 'body' | 'password';

/** The kind's words: a wedding's congratulations, a funeral's condolences said calmly. */
const words = {
  W: {
    book: '방명록',
    lead: '두 사람에게 축하의 마음을 글로 남겨 주세요.',
    placeholder: '두 사람의 앞날을 축복하는 말을 남겨 주세요.',
    submit: '방명록 남기기',
    empty: '아직 남겨진 글이 없습니다. 첫 축하의 글을 남겨 주세요.',
    hostOnly: '남겨 주신 글은 신랑·신부만 볼 수 있습니다.',
    host: '신랑·신부',
  },
  F: {
    book: '추모의 글',
    lead: '고인을 기리는 마음을 글로 남겨 주세요.',
    placeholder: '삼가 고인의 명복을 빕니다.',
    submit: '추모의 글 남기기',
    empty: '아직 남겨진 추모의 글이 없습니다.',
    hostOnly: '남겨 주신 글은 유족만 볼 수 있습니다.',
    host: '유족',
  },
} as const;

/** The field a refusal is about, found by the same rules in the same order as the server's. */
function fieldOf(values: Record<Field, string>): Field {
  const name = values.name.trim();
  if (!name || name.length > guestbookLimits.name) return 'name';
  const body = values.body.trim();
  if (!body || body.length > guestbookLimits.body) return 'body';
  return 'password';
}

/**
 * The guestbook on the guest page (issue 24 §2): 방명록 on a wedding, 추모의 글
 * on a funeral notice. The list (plain text, line breaks kept, nothing made a
 * link) is asked for once the page is idle or the section nears the screen; a
 * guest writes with a name, the message and a password, and deletes their own
 * with it.
 */
export function GuestbookBook({ view }: { view: InvitationView }) {
  const kind = words[view.invitationType];
  const ids = useId();
  const anchor = useRef<HTMLDivElement>(null);
  const [listed, setListed] = useState<GuestbookMessage[]>([]);
  const [total, setTotal] = useState(0);
  const [page, setPage] = useState(0);
  const [status, setStatus] = useState<'idle' | 'loading' | 'ready' | 'error'>('idle');
  const [values, setValues] = useState<Record<Field, string>>({ name: '', body: '', password: '' });
  const [failure, setFailure] = useState<{ field: Field | null; text: string } | null>(null);
  const [sending, setSending] = useState(false);
  const [said, setSaid] = useState('');
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | HTMLTextAreaElement | null>>>({});
  const listsMessages = view.guestbook === 'public';
  const { wanted } = useWantedSoon(anchor, listsMessages);

  const load = useCallback(
    async (next: number) => {
      setStatus('loading');
      try {
        const answer = await fetchGuestbook(view.publicNum, next);
        setListed((shown) => {
          if (next === 1) return answer.content;
          const seen = new Set(shown.map((message) => message.messageSeq));
          return [...shown, ...answer.content.filter((message) => !seen.has(message.messageSeq))];
        });
        setTotal(answer.totalElements);
        setPage(next);
        setStatus('ready');
      } catch {
        setStatus('error');
      }
    },
    [view.publicNum],
  );

  useEffect(() => {
    if (wanted) void load(1);
  }, [wanted, load]);

  const fail = (field: Field | null, text: string) => {
    setFailure({ field, text });
    if (field) inputs.current[field]?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setSaid('');
    setFailure(null);
    setSending(true);
    try {
      const written = await writeMessage(view.publicNum, values);
      // The name stays for a second message; the message and its password go.
      setValues((typed) => ({ ...typed, body: '', password: '' }));
      if (listsMessages) {
        setListed((shown) => [written, ...shown.filter((message) => message.messageSeq !== written.messageSeq)]);
        setTotal((count) => count + 1);
      }
      setSaid(listsMessages ? '글을 남겼습니다. 감사합니다.' : `글을 남겼습니다. ${kind.host}께 전해 드립니다.`);
    } catch (error) {
      if (error instanceof GuestbookRefusal) fail(error.status === 400 ? fieldOf(values) : null, error.message);
      else fail(null, '글을 보내지 못했습니다. 연결을 확인하고 다시 시도해 주세요.');
    } finally {
      setSending(false);
    }
  };

  const removed = (messageSeq: number) => {
    setListed((shown) => shown.filter((message) => message.messageSeq !== messageSeq));
    setTotal((count) => Math.max(0, count - 1));
    setSaid('글을 지웠습니다.');
  };

  const field = (name: Field) => ({
    id: `${ids}-${name}`,
    name,
    value: values[name],
    'aria-invalid': failure?.field === name ? true : undefined,
    'aria-describedby': failure?.field === name ? `${ids}-failure` : undefined,
    onInput: (event: FormEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const value = event.currentTarget.value;
      setValues((typed) => ({ ...typed, [name]: value }));
    },
  });

  return (
    <div ref={anchor} className={styles.book}>
      <p className={styles.lead}>{kind.lead}</p>
      <form className={styles.form} onSubmit={(event) => void submit(event)} aria-label={`${kind.book} 쓰기`} noValidate>
        <div className={styles.row}>
          <label htmlFor={`${ids}-name`}>이름</label>
          <input
            {...field('name')}
            ref={(element) => {
              inputs.current.name = element;
            }}
            className={styles.input}
            maxLength={guestbookLimits.name}
            autoComplete="name"
            required
          />
        </div>
        <div className={styles.row}>
          <label htmlFor={`${ids}-body`}>{view.invitationType === 'W' ? '축하의 글' : '추모의 글'}</label>
          <textarea
            {...field('body')}
            ref={(element) => {
              inputs.current.body = element;
            }}
            className={styles.textarea}
            maxLength={guestbookLimits.body}
            rows={4}
            placeholder={kind.placeholder}
            required
          />
          <span className={styles.counter} aria-hidden="true">
            {values.body.length}/{guestbookLimits.body}
          </span>
        </div>
        <div className={styles.row}>
          <label htmlFor={`${ids}-password`}>비밀번호</label>
          <input
            {...field('password')}
            ref={(element) => {
              inputs.current.password = element;
            }}
            className={styles.input}
            type="password"
            maxLength={guestbookLimits.passwordMax}
            autoComplete="new-password"
            aria-describedby={failure?.field === 'password' ? `${ids}-failure` : `${ids}-password-hint`}
            required
          />
          <span id={`${ids}-password-hint`} className={styles.hint}>
            글을 지울 때 씁니다 ({guestbookLimits.passwordMin}~{guestbookLimits.passwordMax}자)
          </span>
        </div>
        {failure ? (
          <p id={`${ids}-failure`} className={styles.failure} role="alert">
            {failure.text}
          </p>
        ) : null}
        <button type="submit" className={styles.submit} disabled={sending}>
          {sending ? '남기는 중…' : kind.submit}
        </button>
        <p className={styles.said} role="status">
          {said}
        </p>
      </form>
      {listsMessages ? (
        <MessageList
          publicNum={view.publicNum}
          messages={listed}
          status={status}
          emptyText={kind.empty}
          more={page > 0 && listed.length < total}
          onMore={() => void load(page + 1)}
          onRetry={() => void load(page + 1)}
          onRemoved={removed}
          total={total}
          pageLoaded={page}
        />
      ) : (
        <p className={styles.note}>{kind.hostOnly}</p>
      )}
    </div>
  );
}

interface MessageListProps {
  publicNum: string;
  messages: GuestbookMessage[];
  status: 'idle' | 'loading' | 'ready' | 'error';
  emptyText: string;
  more: boolean;
  total: number;
  pageLoaded: number;
  onMore: () => void;
  onRetry: () => void;
  onRemoved: (messageSeq: number) => void;
}

function MessageList({ publicNum, messages, status, emptyText, more, total, pageLoaded, onMore, onRetry, onRemoved }: MessageListProps) {
  if (pageLoaded === 0 && messages.length === 0) {
    if (status === 'error') {
      return (
        <div className={styles.note}>
          <p role="alert">목록을 불러오지 못했습니다.</p>
          <button type="button" className={styles.ghost} onClick={onRetry}>
            다시 불러오기
          </button>
        </div>
      );
    }
    return <p className={styles.note}>{status === 'loading' ? '불러오는 중입니다.' : null}</p>;
  }
  if (messages.length === 0) return <p className={styles.note}>{emptyText}</p>;
  return (
    <>
      <p className={styles.count}>
        남겨 주신 글 <strong>{total}</strong>개
      </p>
      <ul className={styles.list}>
        {messages.map((message) => (
          <MessageItem key={message.messageSeq} publicNum={publicNum} message={message} onRemoved={onRemoved} />
        ))}
      </ul>
      {status === 'error' ? (
        <p className={styles.note} role="alert">
          목록을 더 불러오지 못했습니다.
        </p>
      ) : null}
      {more ? (
        <button type="button" className={styles.ghost} disabled={status === 'loading'} onClick={onMore}>
          더 보기
        </button>
      ) : null}
    </>
  );
}

/** One message; its delete asks for the password right under it. */
function MessageItem({ publicNum, message, onRemoved }: { publicNum: string; message: GuestbookMessage; onRemoved: (messageSeq: number) => void }) {
  const ids = useId();
  const [asking, setAsking] = useState(false);
  const [password, setPassword] = useState('');
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const passwordInput = useRef<HTMLInputElement>(null);
  const opener = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (asking) passwordInput.current?.focus();
  }, [asking]);

  const close = () => {
    setAsking(false);
    setPassword('');
    setFailure('');
    opener.current?.focus();
  };

  const confirmDelete = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setFailure('');
    try {
      await deleteMessage(publicNum, message.messageSeq, password);
      onRemoved(message.messageSeq);
    } catch (error) {
      setFailure(error instanceof GuestbookRefusal ? error.message : '지우지 못했습니다. 다시 시도해 주세요.');
      passwordInput.current?.focus();
    } finally {
      setBusy(false);
    }
  };

  return (
    <li className={styles.item}>
      <p className={styles.head}>
        <strong className={styles.name}>{message.name}</strong>
        <span className={styles.date}>{formatDate(message.createdAt)}</span>
      </p>
      <p className={styles.body}>{message.body}</p>
      {asking ? (
        <form className={styles.deleteForm} onSubmit={(event) => void confirmDelete(event)} aria-label={`${message.name} 님의 글 삭제`}>
          <label htmlFor={`${ids}-password`}>남길 때 정한 비밀번호</label>
          <input
            id={`${ids}-password`}
            ref={passwordInput}
            className={styles.input}
            type="password"
            value={password}
            autoComplete="current-password"
            aria-invalid={failure ? true : undefined}
            aria-describedby={failure ? `${ids}-failure` : undefined}
            onInput={(event) => setPassword(event.currentTarget.value)}
          />
          {failure ? (
            <p id={`${ids}-failure`} className={styles.failure} role="alert">
              {failure}
            </p>
          ) : null}
          <div className={styles.deleteActions}>
            <button type="submit" className={styles.ghost} disabled={busy}>
              삭제
            </button>
            <button type="button" className={styles.plain} onClick={close}>
              취소
            </button>
          </div>
        </form>
      ) : (
        <button ref={opener} type="button" className={styles.plain} onClick={() => setAsking(true)} aria-label={`${message.name} 님의 글 삭제`}>
          삭제
        </button>
      )}
    </li>
  );
}

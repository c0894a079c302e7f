import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode, type RefObject } from 'react';
import type { InvitationView, RsvpAnswer, RsvpChoice, RsvpSide } from '@ongi/shared';
import {
  formatDateTime,
  formatPhone,
  rsvpAttendanceLabels,
  rsvpGuestWords,
  rsvpLimits,
  rsvpMealLabels,
  rsvpMealText,
  rsvpSideLabels,
} from '@ongi/shared/light';
import type { AnswerBody } from './addresses';
import { keepToken, keptToken, rsvpApi } from './rsvp-api';
import styles from './rsvp-block.module.css';

// 참석 의사 on a wedding's guest page (issue 24 §1): a short form inline, the
// saved answer again on return from the same browser, 마감 after the deadline.
// The server checks every field and answers the sentence to show; nothing
// typed is lost when it refuses.

type Mode = { kind: 'idle' } | { kind: 'form' } | { kind: 'find' };

interface Draft {
  name: string;
  side: RsvpSide | '';
  attendance: RsvpChoice | '';
  headcount: string;
  meal: RsvpChoice | '';
  phone: string;
  note: string;
  password: string;
}

const emptyDraft: Draft = { name: '', side: '', attendance: '', headcount: '1', meal: '', phone: '', note: '', password: '' };

const draftOf = (answer: RsvpAnswer): Draft => ({
  name: answer.name,
  side: answer.side,
  attendance: answer.attendance,
  headcount: String(Math.max(answer.headcount, 1)),
  meal: answer.meal,
  phone: answer.phone ? formatPhone(answer.phone) : '',
  note: answer.note,
  password: '',
});

/** The request as typed: blanks go as they are and the server names the first one missing. */
const bodyOf = (draft: Draft) =>
  ({
    name: draft.name,
    side: draft.side || undefined,
    attendance: draft.attendance || undefined,
    headcount: draft.attendance === 'no' ? 0 : Number(draft.headcount),
    meal: draft.attendance === 'no' ? 'no' : draft.meal || undefined,
    phone: draft.phone,
    note: draft.note,
  }) as AnswerBody;

const isPast = (deadline: string | null) => deadline !== null && Date.now() >= new Date(deadline).getTime();

/** The section's content; the invitation's own section around it gives the heading and the design's dress. */
export function RsvpBlock({ view }: { view: InvitationView }) {
  const publicNum = view.publicNum;
  const deadline = view.rsvp?.deadline ?? null;
  const closed = isPast(deadline);
  const [saved, setSaved] = useState<RsvpAnswer | null>(null);
  const [mode, setMode] = useState<Mode>({ kind: 'idle' });
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const [failure, setFailure] = useState('');
  const [done, setDone] = useState('');
  const [busy, setBusy] = useState(false);
  const failureRef = useRef<HTMLParagraphElement>(null);
  const doneRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    const token = keptToken(publicNum);
    if (!token) return;
    let current = true;
    void rsvpApi.own(publicNum, token).then((outcome) => {
      if (!current) return;
      if (outcome.ok) setSaved(outcome.value.answer);
      else if (outcome.status === 404 || outcome.status === 400) keepToken(publicNum, null);
    });
    return () => {
      current = false;
    };
  }, [publicNum]);

  useEffect(() => {
    if (failure) failureRef.current?.focus();
  }, [failure]);

  const fail = (message: string) => {
    setFailure('');
    // A repeated sentence is read out again.
    window.requestAnimationFrame(() => setFailure(message));
  };

  const finished = (answer: RsvpAnswer, message: string, token?: string) => {
    if (token) keepToken(publicNum, token);
    setSaved(answer);
    setMode({ kind: 'idle' });
    setFailure('');
    setDone(message);
    window.requestAnimationFrame(() => doneRef.current?.focus());
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    const token = keptToken(publicNum);
    if (saved && token) {
      const outcome = await rsvpApi.change(publicNum, { token, answer: bodyOf(draft) });
      setBusy(false);
      if (!outcome.ok) return fail(outcome.message);
      return finished(outcome.value.answer, outcome.value.message);
    }
    const outcome = await rsvpApi.create(publicNum, { answer: bodyOf(draft), password: draft.password });
    setBusy(false);
    if (!outcome.ok) return fail(outcome.message);
    finished(outcome.value.answer, outcome.value.message, outcome.value.token);
  };

  const find = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    const outcome = await rsvpApi.find(publicNum, { name: draft.name, password: draft.password });
    setBusy(false);
    if (!outcome.ok) return fail(outcome.message);
    finished(outcome.value.answer, outcome.value.message, outcome.value.token);
  };

  const open = (next: Mode) => {
    setFailure('');
    setDone('');
    setDraft(saved && next.kind === 'form' ? draftOf(saved) : { ...emptyDraft, name: draft.name });
    setMode(next);
  };

  return (
    <div className={styles.block}>
      {mode.kind === 'form' ? (
        <AnswerForm
          draft={draft}
          onDraft={setDraft}
          changing={saved !== null}
          busy={busy}
          onSubmit={submit}
          onCancel={() => setMode({ kind: 'idle' })}
          failure={<Failure text={failure} refTo={failureRef} />}
        />
      ) : mode.kind === 'find' ? (
        <FindForm
          draft={draft}
          onDraft={setDraft}
          busy={busy}
          onSubmit={find}
          onCancel={() => setMode({ kind: 'idle' })}
          failure={<Failure text={failure} refTo={failureRef} />}
        />
      ) : saved ? (
        <div className={styles.saved}>
          <p className={styles.done} ref={doneRef} tabIndex={-1} role="status">
            {done || rsvpGuestWords.sent}
          </p>
          <p className={styles.summary}>
            {saved.name} · {rsvpSideLabels[saved.side]} · {rsvpAttendanceLabels[saved.attendance]}
            {saved.attendance === 'no' ? '' : ` ${saved.headcount}명 · ${rsvpMealText(saved.meal)}`}
          </p>
          {saved.note ? <p className={styles.hint}>{saved.note}</p> : null}
          <p className={styles.hint}>{formatDateTime(saved.updatedAt)}에 전달</p>
          {closed ? (
            <p className={styles.closed}>{rsvpGuestWords.closed}</p>
          ) : (
            <button type="button" className={styles.ghostButton} onClick={() => open({ kind: 'form' })} aria-label="참석 의사 수정">
              {rsvpGuestWords.change}
            </button>
          )}
        </div>
      ) : closed ? (
        <p className={styles.closed}>{rsvpGuestWords.closed}</p>
      ) : (
        <div className={styles.intro}>
          <p className={styles.lead}>{rsvpGuestWords.lead}</p>
          {deadline ? <p className={styles.hint}>{rsvpGuestWords.deadline(formatDateTime(deadline))}</p> : null}
          <button type="button" className={styles.solidButton} onClick={() => open({ kind: 'form' })}>
            {rsvpGuestWords.open}
          </button>
          <button type="button" className={styles.linkButton} onClick={() => open({ kind: 'find' })}>
            {rsvpGuestWords.find}
          </button>
        </div>
      )}
    </div>
  );
}

function Failure({ text, refTo }: { text: string; refTo: RefObject<HTMLParagraphElement | null> }) {
  return (
    <p className={styles.failure} ref={refTo} tabIndex={-1} role="alert">
      {text}
    </p>
  );
}

interface FormProps {
  draft: Draft;
  onDraft: (draft: Draft) => void;
  busy: boolean;
  onSubmit: (event: FormEvent) => void;
  onCancel: () => void;
  failure: ReactNode;
}

function Choices<V extends string>({
  legend,
  name,
  value,
  options,
  onChange,
}: {
  legend: string;
  name: string;
  value: V | '';
  options: Record<V, string>;
  onChange: (value: V) => void;
}) {
  return (
    <fieldset className={styles.choices}>
      <legend className={styles.label}>{legend}</legend>
      <div className={styles.choiceRow}>
        {(Object.keys(options) as V[]).map((option) => (
          <label key={option} className={styles.choice}>
            <input type="radio" name={name} value={option} checked={value === option} onChange={() => onChange(option)} />
            <span>{options[option]}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function AnswerForm({ draft, onDraft, changing, busy, onSubmit, onCancel, failure }: FormProps & { changing: boolean }) {
  const id = useId();
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => onDraft({ ...draft, [key]: value });
  const coming = draft.attendance !== 'no';
  const nameRef = useRef<HTMLInputElement>(null);
  useEffect(() => nameRef.current?.focus(), []);
  return (
    <form className={styles.form} onSubmit={onSubmit} aria-label={changing ? '참석 의사 수정' : '참석 의사 전달'} noValidate>
      <div className={styles.field}>
        <label htmlFor={`${id}-name`} className={styles.label}>
          성함
        </label>
        <input
          id={`${id}-name`}
          ref={nameRef}
          className={styles.input}
          value={draft.name}
          maxLength={rsvpLimits.name}
          autoComplete="name"
          onInput={(event) => set('name', event.currentTarget.value)}
        />
      </div>
      <Choices legend="구분" name={`${id}-side`} value={draft.side} options={rsvpSideLabels} onChange={(value) => set('side', value)} />
      <Choices
        legend="참석 여부"
        name={`${id}-attendance`}
        value={draft.attendance}
        options={rsvpAttendanceLabels}
        onChange={(value) => set('attendance', value)}
      />
      {coming ? (
        <>
          <div className={styles.field}>
            <label htmlFor={`${id}-headcount`} className={styles.label}>
              인원 (본인 포함)
            </label>
            <input
              id={`${id}-headcount`}
              className={`${styles.input} ${styles.short}`}
              type="number"
              inputMode="numeric"
              min={1}
              max={rsvpLimits.headcount}
              value={draft.headcount}
              onInput={(event) => set('headcount', event.currentTarget.value)}
            />
          </div>
          <Choices legend="식사 여부" name={`${id}-meal`} value={draft.meal} options={rsvpMealLabels} onChange={(value) => set('meal', value)} />
        </>
      ) : null}
      <div className={styles.field}>
        <label htmlFor={`${id}-phone`} className={styles.label}>
          연락처 (선택)
        </label>
        <input
          id={`${id}-phone`}
          className={styles.input}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="010-1234-5678"
          value={draft.phone}
          onInput={(event) => set('phone', event.currentTarget.value)}
        />
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-note`} className={styles.label}>
          남기실 말씀 (선택)
        </label>
        <textarea
          id={`${id}-note`}
          className={styles.textarea}
          rows={3}
          maxLength={rsvpLimits.note}
          value={draft.note}
          onInput={(event) => set('note', event.currentTarget.value)}
        />
      </div>
      {changing ? null : (
        <div className={styles.field}>
          <label htmlFor={`${id}-password`} className={styles.label}>
            비밀번호 (선택)
          </label>
          <input
            id={`${id}-password`}
            className={`${styles.input} ${styles.short}`}
            type="password"
            autoComplete="new-password"
            maxLength={rsvpLimits.passwordMax}
            aria-describedby={`${id}-password-hint`}
            value={draft.password}
            onInput={(event) => set('password', event.currentTarget.value)}
          />
          <p id={`${id}-password-hint`} className={styles.hint}>
            {rsvpLimits.passwordMin}자 이상. 정해 두시면 다른 휴대폰에서도 성함과 비밀번호로 찾아 수정할 수 있습니다.
          </p>
        </div>
      )}
      {failure}
      <div className={styles.buttons}>
        <button type="button" className={styles.ghostButton} onClick={onCancel}>
          취소
        </button>
        <button type="submit" className={styles.solidButton} disabled={busy} aria-busy={busy || undefined}>
          {changing ? '수정하기' : '전달하기'}
        </button>
      </div>
    </form>
  );
}

function FindForm({ draft, onDraft, busy, onSubmit, onCancel, failure }: FormProps) {
  const id = useId();
  const nameRef = useRef<HTMLInputElement>(null);
  useEffect(() => nameRef.current?.focus(), []);
  return (
    <form className={styles.form} onSubmit={onSubmit} aria-label="참석 의사 찾기" noValidate>
      <p className={styles.hint}>{rsvpGuestWords.findLead}</p>
      <div className={styles.field}>
        <label htmlFor={`${id}-name`} className={styles.label}>
          성함
        </label>
        <input
          id={`${id}-name`}
          ref={nameRef}
          className={styles.input}
          value={draft.name}
          maxLength={rsvpLimits.name}
          autoComplete="name"
          onInput={(event) => onDraft({ ...draft, name: event.currentTarget.value })}
        />
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-password`} className={styles.label}>
          비밀번호
        </label>
        <input
          id={`${id}-password`}
          className={`${styles.input} ${styles.short}`}
          type="password"
          autoComplete="current-password"
          value={draft.password}
          onInput={(event) => onDraft({ ...draft, password: event.currentTarget.value })}
        />
      </div>
      {failure}
      <div className={styles.buttons}>
        <button type="button" className={styles.ghostButton} onClick={onCancel}>
          취소
        </button>
        <button type="submit" className={styles.solidButton} disabled={busy} aria-busy={busy || undefined}>
          찾기
        </button>
      </div>
    </form>
  );
}

import { useState, type ReactNode } from 'react';
import { Eye, Save } from 'lucide-react';
import type { FieldValues } from 'react-hook-form';
import { Button } from '@web/shared/ui/button';
import { SpecForm, UploadProgress, type SpecFormState } from '@web/shared/ui/form';
import type { InvitationNoun } from './sections';
import styles from './invitation-form.module.css';

interface FormShellProps<V extends FieldValues, S> {
  form: SpecFormState<V, S>;
  onSubmit: (submission: S) => void;
  tone: 'wedding' | 'funeral';
  /** '청첩장' or '부고장': the page's heading and its save button say it. */
  noun: InvitationNoun;
  mode: 'create' | 'edit';
  /** The line under a new one's heading (an edit's says that a save shows at once). */
  createLead: ReactNode;
  saving: boolean;
  /** The upload's progress (0 to 1), null when nothing is being sent. */
  progress: number | null;
  /** The preview frame, given the way to close it. */
  preview: (close: () => void) => ReactNode;
  children: ReactNode;
}

/**
 * The frame both invitation forms share: the page's heading, the sections,
 * and a save bar that stays at the bottom of the screen on a phone with the
 * preview and save buttons and the upload's progress.
 */
export function FormShell<V extends FieldValues, S>({
  form,
  onSubmit,
  tone,
  noun,
  mode,
  createLead,
  saving,
  progress,
  preview,
  children,
}: FormShellProps<V, S>) {
  const [previewing, setPreviewing] = useState(false);
  const title = mode === 'create' ? `${noun} 만들기` : `${noun} 수정`;
  return (
    <div className={styles.page} data-tone={tone}>
      <header className={styles.hero}>
        <p className={styles.eyebrow}>{`모바일 ${noun}`}</p>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.lead}>{mode === 'create' ? createLead : `고친 내용은 저장하는 즉시 ${noun}에 반영됩니다.`}</p>
        <p className={styles.legendNote}>
          <span className={styles.requiredMark} aria-hidden="true">
            *
          </span>{' '}
          표시한 항목은 꼭 입력해 주세요.
        </p>
      </header>
      <SpecForm form={form} onSubmit={onSubmit} aria-label={title} className={styles.form}>
        {children}
        <div className={styles.saveBar}>
          <UploadProgress fraction={progress} label="사진과 내용을 올리는 중" />
          <div className={styles.saveButtons}>
            <Button variant="secondary" size="lg" onClick={() => setPreviewing(true)} disabled={saving}>
              <Eye size={18} aria-hidden="true" />
              미리보기
            </Button>
            <Button type="submit" size="lg" loading={saving}>
              <Save size={18} aria-hidden="true" />
              {mode === 'create' ? `${noun} 만들기` : '수정 내용 저장'}
            </Button>
          </div>
        </div>
      </SpecForm>
      {previewing ? preview(() => setPreviewing(false)) : null}
    </div>
  );
}

import { useId, useRef, type ReactNode } from 'react';
import { useController, useFormContext, type FieldValues } from 'react-hook-form';
import { adminAttachmentRefusal, type AdminStoredFile } from '@ongi/shared';
import { downloadUrl } from '../lib/file-url';
import { Button, buttonClass } from '../ui/button';
import { FormRow, useFieldLayout, useSpecFormKit } from '../ui/form';
import styles from './attachments-field.module.css';

export interface AttachmentsFieldProps {
  /** The form's path of the new files (File[]). */
  name?: string;
  /** The form's path of the stored files taken out (their seqs). */
  deletedName?: string;
  /** The record's stored attachments (edit mode). */
  stored?: readonly AdminStoredFile[];
  label?: ReactNode;
  /** The file input's accept list ('.pdf,.hwp'); the server checks the bytes whatever it says. */
  accept?: string;
  hint?: ReactNode;
}

/**
 * The attachments of a back-office form: the stored files (each removable:
 * its seq joins `deletedName`) and the files picked now (each can be taken
 * back before saving). A file the server would refuse (its kind, its size)
 * is told by name when chosen and left out, the others kept; the server
 * checks the bytes again.
 */
export function AttachmentsField({
  name = 'attachList',
  deletedName = 'deletedFileSeqs',
  stored = [],
  label = '첨부파일',
  accept,
  hint,
}: AttachmentsFieldProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const { control } = useFormContext<FieldValues>();
  const added = useController({ control, name });
  const deleted = useController({ control, name: deletedName });
  const files = (added.field.value as File[] | undefined) ?? [];
  const removed = (deleted.field.value as number[] | undefined) ?? [];
  const kept = stored.filter((file) => !removed.includes(file.seq));
  const rows = useFieldLayout() === 'rows';
  const { fail } = useSpecFormKit();

  const body = (
    <div className={styles.picker}>
      {kept.length + files.length > 0 ? (
        <ul className={styles.files} aria-label="첨부한 파일">
          {kept.map((file) => (
            <li key={`stored-${file.seq}`} className={styles.file}>
              <a className={styles.name} href={downloadUrl(file.path, file.originalName)}>
                {file.originalName}
              </a>
              <Button size="sm" variant="secondary" aria-label={`${file.originalName} 삭제`} onClick={() => deleted.field.onChange([...removed, file.seq])}>
                삭제
              </Button>
            </li>
          ))}
          {files.map((file, index) => (
            <li key={`new-${index}-${file.name}`} className={styles.file}>
              <span className={styles.name}>
                {file.name}
                <span className={styles.tag}>새 파일</span>
              </span>
              <Button size="sm" variant="secondary" aria-label={`${file.name} 빼기`} onClick={() => added.field.onChange(files.filter((_, i) => i !== index))}>
                빼기
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <input
        ref={inputRef}
        id={id}
        type="file"
        multiple
        accept={accept}
        className={`visually-hidden ${styles.input}`}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(event) => {
          const picked = Array.from(event.target.files ?? []);
          const allowed = picked.filter((file) => adminAttachmentRefusal(file) === undefined);
          if (allowed.length) added.field.onChange([...files, ...allowed]);
          const refusals = picked.map(adminAttachmentRefusal).filter((refusal) => refusal !== undefined);
          if (refusals.length) void fail({ path: name, message: refusals.join(' ') });
          // The same file can be picked again after it was taken back.
          event.target.value = '';
        }}
      />
      {/* The browser's own file button speaks its own language: ours says 파일 선택 and opens the same input. */}
      <label htmlFor={id} className={`${buttonClass('secondary', 'sm')} ${styles.pick}`}>
        파일 선택
      </label>
      {hint ? (
        <p id={`${id}-hint`} className={styles.note}>
          {hint}
        </p>
      ) : null}
    </div>
  );
  if (rows) {
    return (
      <FormRow label={label} htmlFor={id}>
        {body}
      </FormRow>
    );
  }
  return (
    <div>
      <label htmlFor={id}>{label}</label>
      {body}
    </div>
  );
}

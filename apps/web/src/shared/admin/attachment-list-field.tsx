import { useId, useRef, type ChangeEvent } from 'react';
import { Paperclip, X } from 'lucide-react';
import { useController, useFormContext, type FieldValues } from 'react-hook-form';
import { adminAttachmentRefusal } from '@ongi/shared';
import { FieldFrame, useSpecFormKit } from '../ui/form';
import { useFieldFailure } from '../ui/form/field-state';
import { describedBy } from '../ui/form/layout';
import { newImages, removedIds, type ImageItem } from '../ui/form/image-list';
import styles from './attachment-list-field.module.css';

export interface AttachmentListFieldProps {
  /** The form value: stored files of an edit and new files, in order (ImageItem[]). */
  name: string;
  label: string;
  /** Where the numbers of stored files taken out are added (deletedFileSeqs). */
  removedName: string;
  max: number;
  /** Sentence when more than `max` would be attached. */
  tooMany: string;
  accept?: string;
  hint?: string;
}

/**
 * Attachments of a back-office form: the stored ones (removable, their
 * numbers reported for the save) and files chosen now (removable before
 * saving), each by name, with a picker for more. A file the server would
 * refuse (its kind, its size) is told by name when chosen and left out; the
 * others chosen with it are kept. The server checks the bytes again.
 */
export function AttachmentListField({ name, label, removedName, max, tooMany, accept, hint }: AttachmentListFieldProps) {
  const id = useId();
  const { control, getValues, setValue, clearErrors } = useFormContext<FieldValues>();
  const { field } = useController({ control, name });
  const { fail, focusField } = useSpecFormKit();
  const { invalid, error } = useFieldFailure(name);
  const items = (field.value as ImageItem[] | undefined) ?? [];
  const list = useRef<HTMLUListElement>(null);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (chosen.length === 0) return;
    const refusals = chosen.map(adminAttachmentRefusal).filter((refusal) => refusal !== undefined);
    const allowed = chosen.filter((file) => adminAttachmentRefusal(file) === undefined);
    if (items.length + allowed.length > max) {
      void fail({ path: name, message: tooMany });
      return;
    }
    clearErrors(name);
    if (allowed.length) field.onChange([...items, ...newImages(allowed)]);
    if (refusals.length) void fail({ path: name, message: refusals.join(' ') });
  };

  const removeAt = (index: number) => {
    const next = items.filter((_, at) => at !== index);
    const reported = (getValues(removedName) as number[] | undefined) ?? [];
    setValue(removedName, removedIds(items, next, reported), { shouldDirty: true });
    field.onChange(next);
    requestAnimationFrame(() => {
      const buttons = list.current?.querySelectorAll<HTMLButtonElement>('button') ?? [];
      const target = buttons[Math.min(index, buttons.length - 1)];
      if (target) target.focus();
      else focusField(name);
    });
  };

  const countId = `${id}-count`;
  return (
    <FieldFrame label={label} id={id} hint={hint} error={error}>
      {items.length ? (
        <ul className={styles.files} ref={list}>
          {items.map((item, index) => {
            const fileName = item.kind === 'stored' ? (item.name ?? '') : item.file.name;
            return (
              <li key={item.kind === 'stored' ? `stored-${item.id}` : item.key} className={styles.file}>
                <Paperclip size={14} aria-hidden="true" />
                {item.kind === 'stored' ? (
                  <a href={item.url} className={styles.name} download={fileName}>
                    {fileName}
                  </a>
                ) : (
                  <span className={styles.name}>
                    {fileName} <span className={styles.pending}>(저장 시 올라갑니다)</span>
                  </span>
                )}
                <button type="button" className={styles.remove} onClick={() => removeAt(index)} aria-label={`첨부파일 ${fileName} 삭제`}>
                  <X size={14} aria-hidden="true" />
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
      {items.length < max ? (
        <label className={styles.add}>
          <input
            type="file"
            name={name}
            multiple
            accept={accept}
            className="visually-hidden"
            onChange={choose}
            aria-invalid={invalid}
            aria-describedby={describedBy(id, { hint, error, extra: countId })}
            ref={field.ref}
          />
          <Paperclip size={16} aria-hidden="true" />
          <span>파일 추가</span>
          <span id={countId} className={styles.count}>
            {items.length} / {max}
          </span>
        </label>
      ) : null}
    </FieldFrame>
  );
}

import { useEffect, useId, useMemo, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { ImagePlus, X } from 'lucide-react';
import { useController, useFormContext, type FieldValues } from 'react-hook-form';
import { useFieldFailure } from './field-state';
import { describedBy, FieldFrame } from './layout';
import { acceptOf, newImages, removedIds, selectionProblem, type ImageItem, type ImageRules } from './image-list';
import { useSpecFormKit } from './use-spec-form';
import styles from './form.module.css';

/**
 * Object URLs for the files shown, made after render and revoked when the
 * files change or the list goes (so a thumbnail never outlives its file).
 */
export function useObjectUrls(files: readonly File[]): Map<File, string> {
  const [urls, setUrls] = useState<Map<File, string>>(() => new Map());
  useEffect(() => {
    const made = new Map(files.map((file) => [file, URL.createObjectURL(file)] as const));
    setUrls(made);
    return () => made.forEach((url) => URL.revokeObjectURL(url));
  }, [files]);
  return urls;
}

const noItems: readonly ImageItem[] = [];

interface ImageFieldBase {
  /** The form value: ImageItem[] (the list) or ImageItem | null (one photo). */
  name: string;
  label: ReactNode;
  rules: Omit<ImageRules, 'max'>;
  /** Where the ids of stored photos taken out are added (an edit's deletedAttachSeqs). */
  removedName?: string;
  /** What one photo is called on its buttons and thumbnail ('사진' → '사진 2 삭제'). */
  noun?: string;
  hint?: string;
  accept?: string;
  disabled?: boolean;
  className?: string;
}

export interface ImageListFieldProps extends ImageFieldBase {
  max: number;
}

function useRemovedReport(removedName: string | undefined) {
  const { getValues, setValue } = useFormContext<FieldValues>();
  return (before: readonly ImageItem[], after: readonly ImageItem[]) => {
    if (!removedName) return;
    const reported = (getValues(removedName) as number[] | undefined) ?? [];
    const next = removedIds(before, after, reported);
    if (next.length !== reported.length) setValue(removedName, next, { shouldDirty: true });
  };
}

/**
 * Photos chosen several at a time (images only, at most `max`, 'n / max'),
 * shown as thumbnails with a delete button each; stored photos of an edit
 * and new files in one list. A selection over the limit or with a wrong file
 * is refused with the caller's sentence and adds nothing.
 */
export function ImageListField({ name, label, rules, max, removedName, noun = '사진', hint, accept, disabled, className }: ImageListFieldProps) {
  const id = useId();
  const { control, clearErrors } = useFormContext<FieldValues>();
  const { field } = useController({ control, name });
  const { fail, focusField } = useSpecFormKit();
  const { invalid, error } = useFieldFailure(name);
  const items = (field.value as ImageItem[] | undefined) ?? noItems;
  const files = useMemo(() => newFilesOf(items), [items]);
  const urls = useObjectUrls(files);
  const report = useRemovedReport(removedName);
  const list = useRef<HTMLUListElement>(null);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (chosen.length === 0) return;
    const problem = selectionProblem(items.length, chosen, { ...rules, max });
    if (problem) {
      void fail({ path: name, message: problem });
      return;
    }
    clearErrors(name);
    field.onChange([...items, ...newImages(chosen)]);
  };

  const removeAt = (index: number) => {
    const next = items.filter((_, at) => at !== index);
    report(items, next);
    clearErrors(name);
    field.onChange(next);
    // The focus stays in the list: on the next photo's delete button, or on the picker.
    requestAnimationFrame(() => {
      const buttons = list.current?.querySelectorAll<HTMLButtonElement>('[data-image-remove]') ?? [];
      const target = buttons[Math.min(index, buttons.length - 1)];
      if (target) target.focus();
      else focusField(name);
    });
  };

  const counterId = `${id}-count`;
  return (
    <FieldFrame label={label} id={id} hint={hint} error={error} className={className}>
      <ul className={styles.images} ref={list}>
        {items.map((item, index) => {
          const src = item.kind === 'stored' ? item.url : urls.get(item.file);
          const title = item.kind === 'stored' ? item.name : item.file.name;
          return (
            <li key={item.kind === 'stored' ? `stored-${item.id}` : item.key} className={styles.image}>
              {src ? <img src={src} alt={`첨부 ${noun} ${index + 1}${title ? `: ${title}` : ''}`} /> : <span className={styles.imagePending} />}
              <button
                type="button"
                className={styles.imageRemove}
                data-image-remove=""
                onClick={() => removeAt(index)}
                aria-label={`${noun} ${index + 1} 삭제`}
                disabled={disabled}
              >
                <X size={14} aria-hidden="true" />
              </button>
            </li>
          );
        })}
        {items.length < max ? (
          <li>
            <label className={styles.imageAdd}>
              <input
                type="file"
                name={name}
                accept={accept ?? acceptOf(rules.types)}
                multiple
                className="visually-hidden"
                onChange={choose}
                disabled={disabled}
                aria-invalid={invalid}
                aria-describedby={describedBy(id, { hint, error, extra: counterId })}
                ref={field.ref}
              />
              <ImagePlus size={22} aria-hidden="true" />
              <span>
                {noun} 추가
                <span id={counterId} className={styles.imageCount}>
                  {items.length} / {max}
                </span>
              </span>
            </label>
          </li>
        ) : null}
      </ul>
    </FieldFrame>
  );
}

/** The files of a list not stored yet (the ones that need object URLs). */
const newFilesOf = (items: readonly ImageItem[]) => items.flatMap((item) => (item.kind === 'new' ? [item.file] : []));

export interface SingleImageFieldProps extends ImageFieldBase {
  /** Show the photo whole, scaled to fit this many pixels square (a thumbnail preview), instead of the small cropped tile. */
  previewMax?: number;
}

/** One photo (the main photo): choosing another replaces it, and a stored one replaced is reported as removed. */
export function SingleImageField({ name, label, rules, removedName, noun = '사진', hint, accept, disabled, className, previewMax }: SingleImageFieldProps) {
  const id = useId();
  const { control, clearErrors } = useFormContext<FieldValues>();
  const { field } = useController({ control, name });
  const { fail } = useSpecFormKit();
  const { invalid, error } = useFieldFailure(name);
  const item = (field.value as ImageItem | null | undefined) ?? null;
  const files = useMemo(() => newFilesOf(item ? [item] : noItems), [item]);
  const urls = useObjectUrls(files);
  const report = useRemovedReport(removedName);
  const src = item ? (item.kind === 'stored' ? item.url : urls.get(item.file)) : undefined;

  const change = (next: ImageItem | null) => {
    report(item ? [item] : [], next ? [next] : []);
    clearErrors(name);
    field.onChange(next);
  };

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.target.files ?? []).slice(0, 1);
    event.target.value = '';
    if (chosen.length === 0) return;
    const problem = selectionProblem(0, chosen, { ...rules, max: 1 });
    if (problem) {
      void fail({ path: name, message: problem });
      return;
    }
    const [image] = newImages(chosen);
    if (image) change(image);
  };

  return (
    <FieldFrame label={label} id={id} hint={hint} error={error} className={className}>
      <div className={styles.single} style={previewMax ? { flexWrap: 'wrap' } : undefined}>
        <div className={styles.image} style={previewMax && src ? { width: 'auto', height: 'auto', maxWidth: previewMax, maxHeight: previewMax } : undefined}>
          {src ? (
            <img
              src={src}
              alt={`${noun}${item?.kind === 'new' ? `: ${item.file.name}` : ''}`}
              style={previewMax ? { width: 'auto', height: 'auto', maxWidth: previewMax, maxHeight: previewMax, objectFit: 'contain' } : undefined}
            />
          ) : (
            <span className={styles.imagePending} />
          )}
          {item ? (
            <button type="button" className={styles.imageRemove} onClick={() => change(null)} aria-label={`${noun} 삭제`} disabled={disabled}>
              <X size={14} aria-hidden="true" />
            </button>
          ) : null}
        </div>
        <label className={styles.singleChoose}>
          <input
            type="file"
            name={name}
            accept={accept ?? acceptOf(rules.types)}
            className="visually-hidden"
            onChange={choose}
            disabled={disabled}
            aria-invalid={invalid}
            aria-describedby={describedBy(id, { hint, error })}
            ref={field.ref}
          />
          <ImagePlus size={18} aria-hidden="true" />
          <span>{item ? `${noun} 바꾸기` : `${noun} 선택`}</span>
        </label>
      </div>
    </FieldFrame>
  );
}

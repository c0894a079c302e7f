import { useEffect, useId, useRef } from 'react';
import { useController, useFormContext, useWatch, type Control, type FieldValues, type UseFormGetValues, type UseFormSetValue } from 'react-hook-form';
import { itemAt, type FuneralReligion } from '@ongi/shared';
import layout from '@web/shared/ui/form-layout.module.css';
import { fillTemplate, followedText, type TemplateValues } from './templates';
import styles from './invitation-form.module.css';

interface TemplateSelectProps {
  /** The form value holding the chosen template's index (null: the host's own words). */
  name: string;
  /** The text field the template fills. */
  target: string;
  label: string;
  templates: readonly string[];
}

const shortened = (text: string, length = 38) => {
  const [line = ''] = text.split('\n');
  return line.length > length ? `${line.slice(0, length)}…` : line;
};

/** Reads the values the templates are filled with. */
function useTemplateValues(control: Control<FieldValues>): TemplateValues {
  const [name = '', age = '', religion = 'general'] = useWatch({ control, name: ['deceasedName', 'age', 'religion'] }) as [string?, string?, FuneralReligion?];
  return { name, age, religion };
}

/** A select of the funeral templates, listed as they read with the deceased's name and age now; choosing one fills the text. */
export function TemplateSelect({ name, target, label, templates }: TemplateSelectProps) {
  const id = useId();
  const { control, setValue } = useFormContext<FieldValues>();
  const { field } = useController({ control, name });
  const values = useTemplateValues(control);
  return (
    <div className={styles.preset}>
      <label htmlFor={id} className={styles.presetLabel}>
        {label}
      </label>
      <select
        id={id}
        className={layout.select}
        name={field.name}
        ref={field.ref}
        value={field.value === null || field.value === undefined ? '' : String(field.value)}
        onBlur={field.onBlur}
        onChange={(event) => {
          const index = event.target.value === '' ? null : Number(event.target.value);
          field.onChange(index);
          if (index !== null) setValue(target, fillTemplate(itemAt(templates, index, 'the chosen template'), values), { shouldDirty: true });
        }}
      >
        <option value="">직접 입력</option>
        {templates.map((template, index) => (
          <option key={template} value={String(index)}>
            {shortened(fillTemplate(template, values))}
          </option>
        ))}
      </select>
    </div>
  );
}

interface Followed {
  name: string;
  target: string;
  templates: readonly string[];
}

/**
 * Keeps the chosen templates' text following the deceased's name, age and
 * religion as they are typed (spec 001 §4); once the host rewrites a text it
 * is theirs: its template is let go (the select says 직접 입력) and it stays as written.
 */
export function useTemplatesFollow(
  control: Control<FieldValues>,
  getValues: UseFormGetValues<FieldValues>,
  setValue: UseFormSetValue<FieldValues>,
  followed: readonly Followed[],
) {
  const values = useTemplateValues(control);
  const texts = useWatch({ control, name: followed.map((item) => item.target) }) as (string | undefined)[];
  const before = useRef<TemplateValues>(values);
  const { name, age, religion } = values;
  const textKey = texts.join('\u0000');
  useEffect(() => {
    const previous = before.current;
    const now = { name, age, religion };
    before.current = now;
    const moved = previous.name !== name || previous.age !== age || previous.religion !== religion;
    for (const item of followed) {
      const index = getValues(item.name) as number | null | undefined;
      if (index === null || index === undefined) continue;
      const template = itemAt(item.templates, index, `${item.name}'s template`);
      const text = (getValues(item.target) as string | undefined) ?? '';
      if (text === fillTemplate(template, now)) continue;
      if (moved) {
        const next = followedText(text, template, previous, now);
        if (next !== null) setValue(item.target, next, { shouldDirty: true });
        else setValue(item.name, null, { shouldDirty: true });
      } else {
        setValue(item.name, null, { shouldDirty: true });
      }
    }
  }, [name, age, religion, textKey, followed, getValues, setValue]);
}

import { useId } from 'react';
import { useFormContext, useWatch, type FieldValues } from 'react-hook-form';
import layout from '@web/shared/ui/form-layout.module.css';
import styles from './invitation-form.module.css';

interface PresetSelectProps {
  /** The text field the preset writes into. */
  target: string;
  label: string;
  presets: readonly string[];
  /**
   * 'replace': the chosen preset becomes the text (and the select shows which
   * preset the text still is); 'append': it is added on a new line (the notice).
   */
  mode: 'replace' | 'append';
  /** The first option: what the select says before a choice. */
  placeholder: string;
  /** How a preset is listed (its first line by default). */
  optionLabel?: (preset: string, index: number) => string;
}

const firstLine = (text: string) => {
  const [line = ''] = text.split('\n');
  return line;
};

/**
 * A select of ready-made sentences that writes into a text field: the
 * field stays free to type in (spec 001 §2: preset dropdown or free text).
 */
export function PresetSelect({ target, label, presets, mode, placeholder, optionLabel = (preset) => firstLine(preset) }: PresetSelectProps) {
  const id = useId();
  const { control, getValues, setValue } = useFormContext<FieldValues>();
  const text = (useWatch({ control, name: target }) as string | undefined) ?? '';
  const current = mode === 'replace' ? presets.indexOf(text) : -1;
  return (
    <div className={styles.preset}>
      <label htmlFor={id} className={styles.presetLabel}>
        {label}
      </label>
      <select
        id={id}
        className={layout.select}
        value={current < 0 ? '' : String(current)}
        onChange={(event) => {
          if (event.target.value === '') return;
          const preset = presets[Number(event.target.value)];
          const before = (getValues(target) as string | undefined) ?? '';
          const next = mode === 'append' && before.trim() ? `${before.replace(/\s+$/, '')}\n${preset}` : preset;
          setValue(target, next, { shouldDirty: true });
        }}
      >
        <option value="">{placeholder}</option>
        {presets.map((preset, index) => (
          <option key={preset} value={String(index)}>
            {optionLabel(preset, index)}
          </option>
        ))}
      </select>
    </div>
  );
}

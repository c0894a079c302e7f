import { useId, type CSSProperties } from 'react';
import { Check } from 'lucide-react';
import { useController, useFormContext } from 'react-hook-form';
import { editStyleColorKeys, editStyles, editStyleValue, itemAt, parseEditStyle } from '@ongi/shared';
import styles from './invitation-form.module.css';

/**
 * The edit style (spec 001 §2): 4 styles with 3 colours each, one style and
 * colour at a time; choosing a style selects its first colour (color01).
 */
export function EditStylePicker() {
  const id = useId();
  const { control } = useFormContext<{ editStyle: string }>();
  const { field } = useController({ control, name: 'editStyle' });
  const chosen = parseEditStyle(field.value);
  const style = itemAt(editStyles, chosen.style, 'the chosen edit style');
  return (
    <div className={styles.editStyle}>
      <fieldset className={styles.choiceSet}>
        <legend className={styles.fieldLegend}>스타일</legend>
        <div className={styles.styleCards}>
          {editStyles.map((option, index) => {
            const checked = chosen.style === index;
            return (
              <label
                key={option.name}
                className={styles.styleCard}
                data-checked={checked || undefined}
                data-font={option.font}
                style={{ '--style-accent': option.colors[checked ? chosen.color : 0] } as CSSProperties}
              >
                <input
                  type="radio"
                  className="visually-hidden"
                  name="editStyle"
                  value={index}
                  checked={checked}
                  onChange={() => field.onChange(editStyleValue(index, 0))}
                  onBlur={field.onBlur}
                  ref={index === 0 ? field.ref : undefined}
                />
                <span className={styles.styleSample} aria-hidden="true">
                  <span className={styles.styleSampleRule} />
                  <span className={styles.styleSampleText}>초대합니다</span>
                  <span className={styles.styleSampleSub}>2026. 05. 09</span>
                </span>
                <span className={styles.styleName}>{option.name}</span>
                <span className={styles.choiceCheck} aria-hidden="true">
                  <Check size={14} strokeWidth={3} />
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>
      <fieldset className={styles.choiceSet}>
        <legend id={`${id}-colors`} className={styles.fieldLegend}>
          {style.name} 색상
        </legend>
        <div className={styles.swatches}>
          {editStyleColorKeys.map((key, index) => {
            const checked = chosen.color === index;
            return (
              <label key={key} className={styles.swatch} data-checked={checked || undefined} style={{ '--swatch': style.colors[index] } as CSSProperties}>
                <input
                  type="radio"
                  className="visually-hidden"
                  name="editStyleColor"
                  value={key}
                  checked={checked}
                  onChange={() => field.onChange(editStyleValue(chosen.style, index))}
                />
                <span className={styles.swatchDot} aria-hidden="true">
                  {checked ? <Check size={16} strokeWidth={3} /> : null}
                </span>
                <span className="visually-hidden">{`${style.name} 색상 ${index + 1}`}</span>
              </label>
            );
          })}
        </div>
      </fieldset>
    </div>
  );
}
